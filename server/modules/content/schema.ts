import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The headless content service's documents (000 §7 Page content, 001 §7 Content service): pages,
 * menus, footers, style guides, the storefront config document and blog articles, per channel.
 * `key` is the page path (`/about`), the article id, or the document name (`main`, `vue-storefront`).
 */
export const contentDocuments = pgTable(
  "content_documents",
  {
    id: serial("id").primaryKey(),
    channel: text("channel").notNull(),
    locale: text("locale").notNull(),
    type: text("type").$type<ContentDocumentType>().notNull(),
    key: text("key").notNull(),
    data: jsonb("data").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("content_documents_channel_type_key").on(t.channel, t.type, t.key),
    index("content_documents_type_key").on(t.type, t.key),
  ],
);

export type ContentDocumentType = "page" | "menu" | "footer" | "styleGuide" | "config" | "article";

/**
 * Drafts of content documents (issue 17, back office): a staff member edits the draft of a page,
 * menu, footer, style guide, config document or article; publishing copies it over the published
 * document in `content_documents` and deletes the draft. Customers' reads only ever read
 * `content_documents`, so a draft is seen by nobody but staff in preview mode. A draft may exist for a
 * document that was never published (a new page or article).
 */
export const contentDrafts = pgTable(
  "content_drafts",
  {
    id: serial("id").primaryKey(),
    channel: text("channel").notNull(),
    locale: text("locale").notNull(),
    type: text("type").$type<ContentDocumentType>().notNull(),
    key: text("key").notNull(),
    data: jsonb("data").notNull(),
    /** The staff member who last changed it (staff_members.id; no foreign key across modules). */
    updatedBy: integer("updated_by").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("content_drafts_channel_type_key").on(t.channel, t.type, t.key)],
);

/**
 * Preview mode (000 §6, issue 17). Staff sessions live on the default storefront's host; another
 * storefront's host never sees that cookie. The back office issues a grant: a short-lived,
 * single-use token for one storefront, bound to the staff session that asked for it. The storefront
 * exchanges it for a preview session of its own host (httpOnly, SameSite=Strict cookie), which is
 * checked on every request and ends with the staff session. Only SHA-256 hashes of tokens are kept.
 */
export const contentPreviewGrants = pgTable("content_preview_grants", {
  tokenHash: text("token_hash").primaryKey(),
  staffSessionHash: text("staff_session_hash").notNull(),
  staffId: integer("staff_id").notNull(),
  /** The storefront code the grant opens preview on. */
  storefront: text("storefront").notNull(),
  /** Where the storefront sends the staff member once preview is on (a path on that storefront). */
  path: text("path").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

export const contentPreviewSessions = pgTable(
  "content_preview_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    staffSessionHash: text("staff_session_hash").notNull(),
    staffId: integer("staff_id").notNull(),
    storefront: text("storefront").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("content_preview_sessions_staff_session").on(t.staffSessionHash)],
);

/**
 * The key preview cookies are signed with (one row, made by the first process to boot, read by
 * every process): the page cache tells a real preview cookie from a forged one by its MAC alone,
 * without a query, so a forged cookie cannot make a visitor's request skip the cache (issue 17).
 */
export const contentPreviewKey = pgTable("content_preview_key", {
  id: integer("id").primaryKey(),
  key: text("key").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
