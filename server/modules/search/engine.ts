import type { SearchQuery, SearchResult } from "./query";
import type { SearchHit } from "./types";

/**
 * The seam between the shop and its search engine (docs/decisions/030). Everything outside this
 * module talks to search through these five calls: the catalogue writes hits with `upsert`,
 * `remove` and `clear`, the search API answers with `query`. SearchService (service.ts: hits in
 * PostgreSQL, an in-memory index per storefront in each process) is the one implementation; a
 * dedicated engine (Meilisearch, Typesense, OpenSearch, or PostgreSQL full-text search) would be a
 * second, mapping an index name to its own index, SearchQuery's filters and facets to its filter
 * and facet parameters, and its answer to SearchResult (000 §7 Search: hits, nbHits, disjunctive
 * facets, facets_stats).
 */
export interface SearchEngine {
  /** Adds or replaces hits of one index, matched by objectID; the last of duplicates wins. */
  upsert(indexName: string, hits: SearchHit[]): Promise<void>;
  /** Deletes hits of one index by objectID. */
  remove(indexName: string, objectIDs: string[]): Promise<void>;
  /** Empties an index. */
  clear(indexName: string): Promise<void>;
  /** The number of hits in an index. */
  count(indexName: string): Promise<number>;
  /** Searches one index; never throws on odd input (000 §7 Search). */
  query(indexName: string, params?: SearchQuery): Promise<SearchResult>;
}
