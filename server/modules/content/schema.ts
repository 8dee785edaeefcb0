import { index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

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
