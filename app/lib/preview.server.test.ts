import { RouterContextProvider, type LoaderFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { createRequestShop } from "../../server/http/request-context";
import { shopContext } from "../../server/http/shop-context";
import type { StaffActor } from "../../server/modules/staff/types";
import { testShopForFile } from "../../tests/db";
import { loader as rootLoader } from "../root";
import { loadCmsPage } from "../routes/content-page.server";

// Issue 17, 000 §6: in a staff member's preview the root shows the draft menu and the preview bar's
// data, and CMS pages their drafts; without a valid preview session (visitors, a forged cookie, a
// session of another storefront) the published documents and no preview data.
const shop = testShopForFile();
const CHANNEL = "foldwell-uk";

function args(cookie: string | undefined, path = "/"): LoaderFunctionArgs {
  const host = "uk.localhost";
  const url = new URL(`http://${host}${path}`);
  const rs = createRequestShop(shop, { host, cookie, ip: "127.0.0.1", nonce: "n", appendSetCookie: () => {} });
  return { request: new Request(url, { headers: cookie ? { cookie } : {} }), url, params: {}, context: new RouterContextProvider(new Map([[shopContext, rs]])) } as unknown as LoaderFunctionArgs;
}

async function previewCookie(storefront = "uk"): Promise<string> {
  const member = await shop.staff.create({ email: `editor-${Math.random()}@staff.test`, name: "Eda Editor", role: "merchandiser", password: "Staff#Password2026" });
  const { token } = await shop.staff.sessions.create(member.id);
  const actor: StaffActor = { id: member.id, email: member.email, name: member.name, role: member.role };
  const grant = await shop.content.previews.grant(token, actor, storefront, "/");
  const session = await shop.content.previews.exchange(grant, storefront);
  return `content-preview=${session!.token}`;
}

describe("preview mode in the storefront's loaders (issue 17, 000 §6)", () => {
  it("drafts, the preview bar's data and the back office's origin only for a valid preview session", async () => {
    const actor: StaffActor = { id: 1, email: "e@staff.test", name: "E", role: "owner" };
    await shop.content.saveDocument(CHANNEL, "en-GB", "menu", "main", { items: [{ name: "Published item", url: "/a", linkType: "internal", children: [] }] });
    await shop.content.saveDocument(CHANNEL, "en-GB", "page", "/story", { title: "Story", seo: { seo_title: "Story", meta: [], scripts: [] }, blocks: [{ type: "heading", id: "intro", text: "Published words" }] });
    await shop.content.editor.saveDraft(actor, { channel: CHANNEL, type: "menu", key: "main" }, { items: [{ name: "Draft item", url: "/b", linkType: "internal", children: [] }] });
    await shop.content.editor.updateBlock(actor, { channel: CHANNEL, type: "page", key: "/story" }, "intro", { type: "heading", id: "intro", text: "Draft words" });
    await shop.content.editor.saveDraft(actor, { channel: CHANNEL, type: "page", key: "/unpublished" }, { title: "New", seo: { seo_title: "New", meta: [], scripts: [] }, blocks: [] }, "en-GB");

    // A visitor, a forged cookie, a session made for another storefront: published, no preview.
    const forged = `content-preview=${"x".repeat(43)}`;
    for (const cookie of [undefined, forged, await previewCookie("de")]) {
      const root = await rootLoader(args(cookie));
      expect(root.layout.menu.items[0].name).toBe("Published item");
      expect(root.preview).toBeUndefined();
      const page = await loadCmsPage(args(cookie, "/story"));
      expect(page.blocks[0]).toMatchObject({ text: "Published words" });
      await expect(loadCmsPage(args(cookie, "/unpublished"))).rejects.toMatchObject({ init: { status: 404 } });
    }

    const cookie = await previewCookie();
    const root = await rootLoader(args(cookie));
    expect(root.layout.menu.items[0].name).toBe("Draft item");
    expect(root.preview).toMatchObject({ adminOrigin: "http://localhost", channel: CHANNEL, staffName: "Eda Editor" });
    expect(root.preview?.texts.exit).toBe("Exit preview");
    expect((await loadCmsPage(args(cookie, "/story"))).blocks[0]).toMatchObject({ text: "Draft words" });
    expect((await loadCmsPage(args(cookie, "/unpublished"))).blocks).toEqual([]);
  });
});
