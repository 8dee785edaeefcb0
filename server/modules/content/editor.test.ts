import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { testShopForFile } from "../../../tests/db";
import { staffAuditLog } from "../staff/schema";
import type { StaffActor } from "../staff/types";
import { contentDrafts } from "./schema";
import { ContentEditError } from "./editor";
import type { ContentPage, Menu } from "./types";

// Issue 17 (back office, content with preview), 000 §6 content service, 001 §7 content documents:
// drafts are edited block by block and published; customers read only published documents.
const shop = testShopForFile();
const editor: StaffActor = { id: 7, email: "editor@example.com", name: "Eda Editor", role: "merchandiser" };
const CHANNEL = "foldwell-uk";

const seo = { seo_title: "About us", meta: [{ tag_name: "description", content: "About." }], scripts: [] };
const heading = (id: string, text: string) => ({ type: "heading", id, text, level: 2, align: "left" });

async function publishedPage(path: string): Promise<ContentPage> {
  await shop.content.saveDocument(CHANNEL, "en-GB", "page", path, { title: "About", seo, blocks: [heading("intro", "Hello riders")] });
  return (await shop.content.getPage(CHANNEL, path))!;
}

async function auditOf(entityId: string) {
  return shop.db.select().from(staffAuditLog).where(eq(staffAuditLog.entityId, entityId)).orderBy(staffAuditLog.id);
}

describe("content drafts and publishing (issue 17)", () => {
  it("edits a page's draft block by block; customers keep the published page until it is published", async () => {
    await publishedPage("/about-drafts");
    const ref = { channel: CHANNEL, type: "page" as const, key: "/about-drafts" };

    await shop.content.editor.updateBlock(editor, ref, "intro", heading("intro", "Hello <b>new</b> riders"));
    await shop.content.editor.addBlock(editor, ref, { type: "alert", id: "note", text: "Open <script>alert(1)</script><b>late</b>" });
    await shop.content.editor.addBlock(editor, ref, heading("first", "First"), 0);
    await shop.content.editor.moveBlock(editor, ref, "first", 2);
    const draft = (await shop.content.editor.removeBlock(editor, ref, "note")) as ContentPage;
    expect(draft.blocks.map((b) => b.id)).toEqual(["intro", "first"]);

    // Customers' read: still the published page, also after the memo was filled and drafts changed.
    const customer = await shop.content.getPage(CHANNEL, "/about-drafts");
    expect(customer?.blocks.map((b) => b.id)).toEqual(["intro"]);
    expect(customer?.blocks[0]).toMatchObject({ text: "Hello riders" });
    // Preview: the draft.
    const preview = await shop.content.preview.page(CHANNEL, "/about-drafts");
    expect(preview?.blocks.map((b) => b.id)).toEqual(["intro", "first"]);

    // Publishing bumps the content epoch: every process's page cache and content memo are dropped.
    let changes = 0;
    const stop = shop.epochs.onChange(() => changes++);
    await shop.content.editor.publish(editor, ref);
    stop();
    expect(changes).toBe(1);
    const live = await shop.content.getPage(CHANNEL, "/about-drafts");
    expect(live?.blocks.map((b) => b.id)).toEqual(["intro", "first"]);
    expect(await shop.db.select().from(contentDrafts).where(eq(contentDrafts.key, "/about-drafts"))).toEqual([]);

    // Every write is in the audit log with who, what, before and after.
    const audit = await auditOf(`${CHANNEL}:/about-drafts`);
    expect(audit.map((a) => a.action)).toEqual([
      "content.draft.block.update",
      "content.draft.block.add",
      "content.draft.block.add",
      "content.draft.block.move",
      "content.draft.block.remove",
      "content.publish",
    ]);
    expect(audit[0]).toMatchObject({ staffId: 7, staffEmail: "editor@example.com", entity: "content.page" });
    expect((audit[5].before as ContentPage).blocks.map((b) => b.id)).toEqual(["intro"]);
  });

  it("validates each block by its type's schema and sanitises its rich text", async () => {
    await publishedPage("/about-valid");
    const ref = { channel: CHANNEL, type: "page" as const, key: "/about-valid" };
    const page = (await shop.content.editor.addBlock(editor, ref, { type: "alert", id: "note", text: 'Hi <img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><i>ok</i>' })) as ContentPage;
    expect(page.blocks[1].text).toBe("Hi <a>x</a><i>ok</i>");

    await expect(shop.content.editor.addBlock(editor, ref, { type: "heading", id: "h", text: "" })).rejects.toMatchObject({ code: "invalid" });
    await expect(shop.content.editor.addBlock(editor, ref, { type: "marquee", id: "m" })).rejects.toBeInstanceOf(ContentEditError);
    await expect(shop.content.editor.addBlock(editor, ref, heading("note", "Taken id"))).rejects.toMatchObject({ code: "duplicateBlock" });
    await expect(shop.content.editor.removeBlock(editor, ref, "nope")).rejects.toMatchObject({ code: "blockNotFound" });
    // A failed edit writes nothing, not even an audit entry.
    expect((await auditOf(`${CHANNEL}:/about-valid`)).map((a) => a.action)).toEqual(["content.draft.block.add"]);
  });

  it("a new page exists only as a draft until it is published; discarding a draft keeps the published page", async () => {
    const ref = { channel: CHANNEL, type: "page" as const, key: "/New-Page/" };
    await shop.content.editor.saveDraft(editor, ref, { title: "New", seo, blocks: [heading("intro", "Brand new")] }, "en-GB");
    expect(await shop.content.getPage(CHANNEL, "/new-page")).toBeNull();
    expect((await shop.content.preview.page(CHANNEL, "/new-page"))?.title).toBe("New");
    const listed = await shop.content.editor.list(CHANNEL, "page");
    expect(listed.find((d) => d.key === "/new-page")).toMatchObject({ published: false, hasDraft: true, title: "New" });
    await shop.content.editor.publish(editor, ref);
    expect((await shop.content.getPage(CHANNEL, "/new-page"))?.title).toBe("New");

    await shop.content.editor.saveDraft(editor, ref, { title: "Renamed", seo: { ...seo, seo_title: "New SEO title" }, blocks: [] });
    await shop.content.editor.discard(editor, ref);
    expect((await shop.content.editor.get(ref))?.draft).toBeNull();
    expect((await shop.content.getPage(CHANNEL, "/new-page"))?.title).toBe("New");
    await expect(shop.content.editor.publish(editor, ref)).rejects.toMatchObject({ code: "noDraft" });
    await expect(shop.content.editor.saveDraft(editor, { ...ref, key: "/admin/x" }, { title: "X", seo, blocks: [] }, "en-GB")).rejects.toMatchObject({ code: "invalidKey" });
  });

  it("menus, footer, style guide, config and articles have drafts and publish too, each checked by its schema", async () => {
    const menuRef = { channel: CHANNEL, type: "menu" as const, key: "main" };
    const menu: Menu = { items: [{ name: "Bikes", url: "/c/bikes", linkType: "internal", children: [] }] };
    await shop.content.editor.saveDraft(editor, menuRef, menu, "en-GB");
    expect((await shop.content.getLayout(CHANNEL)).menu.items).toEqual([]);
    expect((await shop.content.preview.layout(CHANNEL)).menu.items[0].name).toBe("Bikes");
    await shop.content.editor.publish(editor, menuRef);
    expect((await shop.content.getLayout(CHANNEL)).menu.items[0].name).toBe("Bikes");
    await expect(shop.content.editor.saveDraft(editor, menuRef, { items: [{ name: "X", url: "javascript:alert(1)", linkType: "internal", children: [] }] })).rejects.toMatchObject({ code: "invalid" });

    const styleRef = { channel: CHANNEL, type: "styleGuide" as const, key: "main" };
    const guide = { colours: { primary: "#112233", secondary: "#fff", accent: "#d9541e", text: "#000", background: "#fff", muted: "#666" }, fonts: { heading: "Georgia, serif", body: "system-ui" }, topBarBackground: "#112233", buttonRadius: "4px" };
    await shop.content.editor.saveDraft(editor, styleRef, guide, "en-GB");
    await expect(shop.content.editor.saveDraft(editor, styleRef, { ...guide, fonts: { heading: "x}</style><script>", body: "a" } })).rejects.toMatchObject({ code: "invalid" });
    await shop.content.editor.publish(editor, styleRef);
    expect((await shop.content.getLayout(CHANNEL)).styleGuide.colours.primary).toBe("#112233");

    const articleRef = { channel: CHANNEL, type: "article" as const, key: "fold-in-ten" };
    const article = {
      id: "fold-in-ten", title: "Fold in ten seconds", excerpt: "How.", image: "/images/blog/fold.svg", imageAlt: "A fold", author: "Ann",
      publishedAt: "2026-11-20", seo: { ...seo, seo_title: "Fold" }, blocks: [heading("intro", "Step one")],
    };
    await shop.content.editor.saveDraft(editor, articleRef, article, "en-GB");
    expect((await shop.content.getArticle(CHANNEL, "fold-in-ten", "en-GB")).is_valid).toBe(false);
    await shop.content.editor.updateBlock(editor, articleRef, "intro", heading("intro", "Step one, edited"));
    await shop.content.editor.publish(editor, articleRef);
    const live = await shop.content.getArticle(CHANNEL, "fold-in-ten", "en-GB");
    expect(live.data?.blocks[0]).toMatchObject({ text: "Step one, edited" });
    await expect(shop.content.editor.saveDraft(editor, articleRef, { ...article, id: "other" })).rejects.toMatchObject({ code: "invalid" });
  });

  it("two staff members editing one draft at once both keep their block (row lock)", async () => {
    await publishedPage("/about-race");
    const ref = { channel: CHANNEL, type: "page" as const, key: "/about-race" };
    await Promise.all([
      shop.content.editor.addBlock(editor, ref, heading("one", "One")),
      shop.content.editor.addBlock(editor, ref, heading("two", "Two")),
    ]);
    const draft = (await shop.content.editor.get(ref))?.draft as ContentPage;
    expect(draft.blocks.map((b) => b.id).sort()).toEqual(["intro", "one", "two"]);
  });
});
