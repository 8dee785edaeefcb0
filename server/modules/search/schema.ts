import { sql } from "drizzle-orm";
import { boolean, customType, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import type { SearchHit } from "./types";

/** PostgreSQL's `tsvector`; drizzle has no built-in type for it (DESIGN.md, known pitfalls). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * One search index entry per (search index, product): the hit as a hosted search engine would
 * store it (000 §3 Search hit), plus the columns the search service maintains on every upsert to
 * rank, filter, facet and sort it without reading the JSON.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    /** The storefront's search index (000 §3 Storefront config: searchIndex). */
    indexName: text("index_name").notNull(),
    objectId: text("object_id").notNull(),
    hit: jsonb("hit").$type<SearchHit>().notNull(),
    name: text("name").notNull(),
    /** name weighted A, brand and sku B, highlights C, description D. */
    searchVector: tsvector("search_vector").notNull(),
    categoryUrls: text("category_urls").array().notNull(),
    brand: text("brand").array().notNull(),
    colour: text("colour").array().notNull(),
    handlebars: text("handlebars").array().notNull(),
    speed: text("speed").array().notNull(),
    mudguards: text("mudguards").array().notNull(),
    lighting: text("lighting").array().notNull(),
    price: doublePrecision("price").notNull(),
    weight: doublePrecision("weight").notNull(),
    inStock: boolean("in_stock").notNull(),
    createdOrder: integer("created_order").notNull(),
  },
  (t) => [
    primaryKey({ name: "search_documents_pk", columns: [t.indexName, t.objectId] }),
    index("search_documents_vector").using("gin", t.searchVector),
    index("search_documents_name_trgm").using("gin", t.name.op("gin_trgm_ops")),
    index("search_documents_category_urls").using("gin", t.categoryUrls),
    index("search_documents_brand").using("gin", t.brand),
    index("search_documents_colour").using("gin", t.colour),
    index("search_documents_handlebars").using("gin", t.handlebars),
    index("search_documents_speed").using("gin", t.speed),
    index("search_documents_mudguards").using("gin", t.mudguards),
    index("search_documents_lighting").using("gin", t.lighting),
    index("search_documents_created").on(t.indexName, t.createdOrder),
    index("search_documents_price").on(t.indexName, t.price),
    index("search_documents_name_sort").on(t.indexName, sql`lower(${t.name})`),
  ],
);

/**
 * The words each index holds, for typo tolerance: a query word that matches no indexed word is
 * replaced by the indexed words that are most similar to it by trigrams ("folwel" → "foldwell").
 */
export const searchWords = pgTable(
  "search_words",
  {
    indexName: text("index_name").notNull(),
    word: text("word").notNull(),
  },
  (t) => [
    primaryKey({ name: "search_words_pk", columns: [t.indexName, t.word] }),
    index("search_words_word_trgm").using("gin", t.word.op("gin_trgm_ops")),
    // "Is the last word the start of a known word?" (prefix LIKE) in any database collation.
    index("search_words_prefix").on(t.indexName, t.word.op("text_pattern_ops")),
  ],
);
