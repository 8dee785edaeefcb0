import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { CacheEpochs } from "../cache/epochs";
import { recordAudit } from "../staff/audit";
import type { StaffActor } from "../staff/types";
import { blockSchema, InvalidContentError } from "./blocks";
import { ARTICLE_ID, hasBlocks, validateDocument } from "./documents";
import { contentDocuments, contentDrafts, type ContentDocumentType } from "./schema";
import type { ContentBlock } from "./types";

/**
 * The back office's side of the content service (issue 17): drafts and publishing. A staff member
 * edits the draft of a document (pages and articles block by block); publishing validates the draft
 * again, writes it over the published document and bumps the content epoch, so the page cache and the
 * content memo of every process drop what they hold. Customers' reads (ContentService) never read
 * drafts. Every write records an audit entry in its own transaction.
 */

export interface DocumentRef {
  channel: string;
  type: ContentDocumentType;
  key: string;
}

export interface DocumentSummary extends DocumentRef {
  locale: string;
  title: string | null;
  /** Published to customers (false: a new document that exists only as a draft). */
  published: boolean;
  hasDraft: boolean;
  updatedAt: Date;
}

export interface EditableDocument extends DocumentRef {
  locale: string;
  published: unknown | null;
  draft: unknown | null;
  publishedUpdatedAt: Date | null;
  draftUpdatedAt: Date | null;
}

/** What an editing call can go wrong with; `messageKey` is in admin-content.json. */
export class ContentEditError extends Error {
  constructor(
    readonly code: "notFound" | "invalid" | "noDraft" | "blockNotFound" | "duplicateBlock" | "invalidKey" | "noBlocks",
    readonly issues: Array<{ path: string; message: string }> = [],
  ) {
    super(code);
    this.name = "ContentEditError";
  }
}

const DOCUMENT_NAME: Record<Exclude<ContentDocumentType, "page" | "article">, string> = {
  menu: "main",
  footer: "main",
  styleGuide: "main",
  config: "vue-storefront",
};

/** The key a document of this type is stored under: a normalised path, an article id, or the document's name. */
export function documentKey(type: ContentDocumentType, key: string): string {
  if (type === "page") {
    const trimmed = `/${key}`.replace(/\/{2,}/g, "/").replace(/\/$/, "");
    const path = trimmed === "" ? "/" : trimmed.toLowerCase();
    if (!/^\/[a-z0-9/_-]{0,200}$/.test(path) || path.startsWith("/admin") || path.startsWith("/api/")) throw new ContentEditError("invalidKey");
    return path;
  }
  if (type === "article") {
    if (!ARTICLE_ID.test(key)) throw new ContentEditError("invalidKey");
    return key;
  }
  return DOCUMENT_NAME[type];
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export class ContentEditor {
  constructor(
    private readonly db: Database,
    private readonly epochs: CacheEpochs,
  ) {}

  /** A channel's documents (of one type), published or draft, with their titles. */
  async list(channel: string, type?: ContentDocumentType): Promise<DocumentSummary[]> {
    const where = (table: typeof contentDocuments | typeof contentDrafts) =>
      and(eq(table.channel, channel), type ? eq(table.type, type) : undefined);
    const [published, drafts] = await Promise.all([
      this.db
        .select({ type: contentDocuments.type, key: contentDocuments.key, locale: contentDocuments.locale, data: contentDocuments.data, updatedAt: contentDocuments.updatedAt })
        .from(contentDocuments)
        .where(where(contentDocuments))
        .orderBy(asc(contentDocuments.type), asc(contentDocuments.key)),
      this.db
        .select({ type: contentDrafts.type, key: contentDrafts.key, locale: contentDrafts.locale, data: contentDrafts.data, updatedAt: contentDrafts.updatedAt })
        .from(contentDrafts)
        .where(where(contentDrafts)),
    ]);
    const byKey = new Map<string, DocumentSummary>();
    for (const row of published) {
      byKey.set(`${row.type}\u0000${row.key}`, { channel, type: row.type, key: row.key, locale: row.locale, title: titleOf(row.data), published: true, hasDraft: false, updatedAt: row.updatedAt });
    }
    for (const row of drafts) {
      const id = `${row.type}\u0000${row.key}`;
      const current = byKey.get(id);
      byKey.set(id, {
        channel,
        type: row.type,
        key: row.key,
        locale: row.locale,
        title: titleOf(row.data) ?? current?.title ?? null,
        published: current !== undefined,
        hasDraft: true,
        updatedAt: row.updatedAt,
      });
    }
    return [...byKey.values()].sort((a, b) => a.type.localeCompare(b.type) || a.key.localeCompare(b.key));
  }

  /** The published document and its draft, or null when neither exists. */
  async get(ref: DocumentRef): Promise<EditableDocument | null> {
    const key = documentKey(ref.type, ref.key);
    const [[published], [draft]] = await Promise.all([
      this.db.select().from(contentDocuments).where(match(contentDocuments, ref.channel, ref.type, key)).limit(1),
      this.db.select().from(contentDrafts).where(match(contentDrafts, ref.channel, ref.type, key)).limit(1),
    ]);
    if (!published && !draft) return null;
    return {
      channel: ref.channel,
      type: ref.type,
      key,
      locale: draft?.locale ?? published!.locale,
      published: published?.data ?? null,
      draft: draft?.data ?? null,
      publishedUpdatedAt: published?.updatedAt ?? null,
      draftUpdatedAt: draft?.updatedAt ?? null,
    };
  }

  /** What preview mode shows: the draft when there is one, else the published document (never memoised). */
  async current<T>(ref: DocumentRef): Promise<T | null> {
    const document = await this.get(ref);
    return ((document?.draft ?? document?.published) as T | undefined) ?? null;
  }

  /**
   * Saves a whole draft (a new document, or every field of one): validated and sanitised with the
   * document type's schema first. `locale` is needed only for a document the channel does not have yet.
   */
  async saveDraft(actor: StaffActor, ref: DocumentRef, data: unknown, locale?: string): Promise<unknown> {
    const key = documentKey(ref.type, ref.key);
    const valid = this.validate(ref.type, data);
    if (ref.type === "article" && (valid as { id: string }).id !== key) throw new ContentEditError("invalid", [{ path: "id", message: "content.articleIdMismatch" }]);
    return this.db.transaction(async (tx) => {
      const base = await this.lockDraft(tx, actor, ref.channel, ref.type, key);
      const documentLocale = base?.locale ?? locale ?? (await this.channelLocale(tx, ref.channel));
      if (!documentLocale) throw new ContentEditError("notFound");
      await this.writeDraft(tx, actor, { ...ref, key }, documentLocale, base?.data ?? null, valid, base ? "save" : "create");
      return valid;
    });
  }

  /** Adds a block at `index` (default: the end) of a page's or article's draft. */
  addBlock(actor: StaffActor, ref: DocumentRef, block: unknown, index?: number) {
    return this.editBlocks(actor, ref, "block.add", (blocks) => {
      const parsed = this.validateBlock(block);
      if (blocks.some((b) => b.id === parsed.id)) throw new ContentEditError("duplicateBlock");
      const at = index === undefined ? blocks.length : Math.max(0, Math.min(blocks.length, index));
      return [...blocks.slice(0, at), parsed, ...blocks.slice(at)];
    });
  }

  /** Replaces a block (its type may not change its id's uniqueness). */
  updateBlock(actor: StaffActor, ref: DocumentRef, blockId: string, block: unknown) {
    return this.editBlocks(actor, ref, "block.update", (blocks) => {
      const at = indexOf(blocks, blockId);
      const parsed = this.validateBlock(block);
      if (parsed.id !== blockId && blocks.some((b) => b.id === parsed.id)) throw new ContentEditError("duplicateBlock");
      return blocks.map((b, i) => (i === at ? parsed : b));
    });
  }

  /** Moves a block to `toIndex` (clamped to the page). */
  moveBlock(actor: StaffActor, ref: DocumentRef, blockId: string, toIndex: number) {
    return this.editBlocks(actor, ref, "block.move", (blocks) => {
      const at = indexOf(blocks, blockId);
      const rest = blocks.filter((_, i) => i !== at);
      const to = Math.max(0, Math.min(rest.length, toIndex));
      return [...rest.slice(0, to), blocks[at], ...rest.slice(to)];
    });
  }

  removeBlock(actor: StaffActor, ref: DocumentRef, blockId: string) {
    return this.editBlocks(actor, ref, "block.remove", (blocks) => {
      const at = indexOf(blocks, blockId);
      return blocks.filter((_, i) => i !== at);
    });
  }

  /**
   * Publishes the draft: validated again, written over the published document (customers see it
   * from now on), the draft deleted, and the content epoch bumped so every cache drops the old one.
   */
  async publish(actor: StaffActor, ref: DocumentRef): Promise<unknown> {
    const key = documentKey(ref.type, ref.key);
    const published = await this.db.transaction(async (tx) => {
      const [draft] = await tx.select().from(contentDrafts).where(match(contentDrafts, ref.channel, ref.type, key)).for("update");
      if (!draft) throw new ContentEditError("noDraft");
      const data = this.validate(ref.type, draft.data);
      const [before] = await tx.select({ data: contentDocuments.data }).from(contentDocuments).where(match(contentDocuments, ref.channel, ref.type, key));
      const publishedAt = ref.type === "article" ? new Date((data as { publishedAt: string }).publishedAt) : new Date();
      await tx
        .insert(contentDocuments)
        .values({ channel: ref.channel, locale: draft.locale, type: ref.type, key, data, publishedAt })
        .onConflictDoUpdate({
          target: [contentDocuments.channel, contentDocuments.type, contentDocuments.key],
          set: { data, locale: draft.locale, updatedAt: sql`now()`, ...(ref.type === "article" ? { publishedAt } : {}) },
        });
      await tx.delete(contentDrafts).where(eq(contentDrafts.id, draft.id));
      await recordAudit(tx as unknown as Database, actor, { action: "content.publish", entity: `content.${ref.type}`, entityId: entityId(ref.channel, key), before: before?.data ?? null, after: data });
      return data;
    });
    // After the commit: every process's page cache and content memo drop what they hold.
    await this.epochs.bump("content");
    return published;
  }

  /** Throws the draft away; the published document stays as it is. */
  async discard(actor: StaffActor, ref: DocumentRef): Promise<void> {
    const key = documentKey(ref.type, ref.key);
    await this.db.transaction(async (tx) => {
      const [draft] = await tx.delete(contentDrafts).where(match(contentDrafts, ref.channel, ref.type, key)).returning();
      if (!draft) throw new ContentEditError("noDraft");
      await recordAudit(tx as unknown as Database, actor, { action: "content.discard", entity: `content.${ref.type}`, entityId: entityId(ref.channel, key), before: draft.data, after: null });
    });
  }

  private async editBlocks(actor: StaffActor, ref: DocumentRef, action: string, change: (blocks: ContentBlock[]) => ContentBlock[]) {
    if (!hasBlocks(ref.type)) throw new ContentEditError("noBlocks");
    const key = documentKey(ref.type, ref.key);
    return this.db.transaction(async (tx) => {
      const base = await this.lockDraft(tx, actor, ref.channel, ref.type, key);
      if (!base) throw new ContentEditError("notFound");
      const document = base.data as { blocks: ContentBlock[] };
      const next = this.validate(ref.type, { ...document, blocks: change(document.blocks ?? []) });
      await this.writeDraft(tx, actor, { ...ref, key }, base.locale, document, next, action);
      return next;
    });
  }

  /**
   * The draft, locked until the transaction ends; a published document without a draft gets one
   * first (a copy), so two first edits at once queue on one row instead of each starting from the
   * published document and the later one losing the other's change. Null when neither exists.
   */
  private async lockDraft(tx: Tx, actor: StaffActor, channel: string, type: ContentDocumentType, key: string) {
    await tx
      .insert(contentDrafts)
      .select(
        tx
          .select({
            id: sql<number>`nextval(pg_get_serial_sequence('content_drafts', 'id'))`.as("id"),
            channel: contentDocuments.channel,
            locale: contentDocuments.locale,
            type: contentDocuments.type,
            key: contentDocuments.key,
            data: contentDocuments.data,
            updatedBy: sql<number>`${actor.id}::int`.as("updated_by"),
            updatedAt: sql<Date>`now()`.as("updated_at"),
          })
          .from(contentDocuments)
          .where(match(contentDocuments, channel, type, key)),
      )
      .onConflictDoNothing();
    const [draft] = await tx.select().from(contentDrafts).where(match(contentDrafts, channel, type, key)).for("update");
    return draft ? { data: draft.data, locale: draft.locale } : null;
  }

  private async writeDraft(tx: Tx, actor: StaffActor, ref: DocumentRef, locale: string, before: unknown, data: unknown, action: string) {
    // Two first edits at once both find no draft: the upsert keeps one row, the later write wins.
    await tx
      .insert(contentDrafts)
      .values({ channel: ref.channel, locale, type: ref.type, key: ref.key, data, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: [contentDrafts.channel, contentDrafts.type, contentDrafts.key],
        set: { data, updatedBy: actor.id, updatedAt: sql`now()` },
      });
    await recordAudit(tx as unknown as Database, actor, { action: `content.draft.${action}`, entity: `content.${ref.type}`, entityId: entityId(ref.channel, ref.key), before, after: data });
  }

  private async channelLocale(tx: Tx, channel: string): Promise<string | null> {
    const [row] = await tx
      .select({ locale: contentDocuments.locale })
      .from(contentDocuments)
      .where(and(eq(contentDocuments.channel, channel), eq(contentDocuments.type, "config")))
      .limit(1);
    return row?.locale ?? null;
  }

  private validate(type: ContentDocumentType, data: unknown): unknown {
    try {
      return validateDocument(type, data);
    } catch (error) {
      if (error instanceof InvalidContentError) throw new ContentEditError("invalid", error.issues);
      throw error;
    }
  }

  /** A block checked by its type's schema (rich text sanitised); unknown types are refused. */
  private validateBlock(block: unknown): ContentBlock {
    const parsed = blockSchema.safeParse(block);
    if (!parsed.success) throw new ContentEditError("invalid", parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
    return parsed.data as ContentBlock;
  }
}

function match(table: typeof contentDocuments | typeof contentDrafts, channel: string, type: ContentDocumentType, key: string) {
  return and(eq(table.channel, channel), eq(table.type, type), eq(table.key, key));
}

function indexOf(blocks: ContentBlock[], blockId: string): number {
  const at = blocks.findIndex((b) => b.id === blockId);
  if (at < 0) throw new ContentEditError("blockNotFound");
  return at;
}

function entityId(channel: string, key: string): string {
  return `${channel}:${key}`;
}

function titleOf(data: unknown): string | null {
  const title = (data as { title?: unknown } | null)?.title;
  return typeof title === "string" ? title : null;
}
