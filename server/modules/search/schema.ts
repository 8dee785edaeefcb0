import { sql } from "drizzle-orm";
import { bigint, jsonb, pgSequence, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import type { SearchHit } from "./types";

/** Every write of a hit takes the next number, so a process can tell which hits changed since it read them. */
export const searchDocumentVersions = pgSequence("search_document_versions");

/**
 * One search index entry per (search index, product): the hit as a hosted search engine would
 * store it (000 §3 Search hit). This table is the index's source of truth; each process ranks,
 * filters and facets a copy held in memory (memory-index.ts, docs/decisions/014), refreshed from
 * the rows whose version it has not seen.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    /** The storefront's search index (000 §3 Storefront config: searchIndex). */
    indexName: text("index_name").notNull(),
    objectId: text("object_id").notNull(),
    hit: jsonb("hit").$type<SearchHit>().notNull(),
    version: bigint("version", { mode: "number" }).notNull().default(sql`nextval('search_document_versions')`),
  },
  (t) => [primaryKey({ name: "search_documents_pk", columns: [t.indexName, t.objectId] })],
);
