import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import type { CacheEpochs } from "../cache/epochs";
import { indexDocument, MemoryIndex, type IndexedDocument } from "./memory-index";
import {
  FACET_NAMES,
  MAX_HITS_PER_PAGE,
  MAX_PAGE,
  SEARCH_INDEX_PAGE_SIZE,
  type FacetName,
  type SearchFilters,
  type SearchQuery,
  type SearchResult,
  type SearchSort,
} from "./query";
import { BoundedCache } from "../../lib/bounded-cache";
import type { SearchHit } from "./types";
import type { SearchEngine } from "./engine";

/** Hits per INSERT (one JSON parameter): a few hundred KB of JSON per statement. */
const UPSERT_BATCH = 200;
/**
 * Answers kept per process, keys (term and filters) and hits counted in bytes: at most 32 MB, enough
 * for the popular terms of every storefront (an answer of 18 hits is ~20-40 KB), however long the
 * keys a visitor makes up (issue 12).
 */
const RESULT_CACHE_BYTES = 32 * 1024 * 1024;

const hitSchema = z.looseObject({
  objectID: z.string().min(1).max(200),
  product: z.number().int(),
  url: z.string().startsWith("/"),
  name: z.string(),
  price: z.number(),
  was_price: z.number().nullable(),
  weight: z.number(),
  product_stock: z.boolean(),
  preOrder: z.boolean(),
  created_order: z.number().int(),
});

/** One index as this process holds it: the documents by objectID with the version each was read at. */
interface LoadedIndex {
  documents: Map<string, { version: number; document: IndexedDocument }>;
  index: MemoryIndex;
  /** `changes` when the load began: the index is current while no change came since. */
  loadedAt: number;
}

/**
 * The shop's own search engine (DESIGN.md, search; docs/decisions/014): hits are stored in
 * PostgreSQL, one index per storefront search index, and each process answers queries from a copy
 * of an index held in memory (memory-index.ts): prefix matching on the last word, trigram typo
 * tolerance, disjunctive facets and the sorts of 001 §9, in well under a millisecond. The catalogue
 * pushes hits with `upsert` and `remove`; a copy is brought up to date from the rows whose version
 * changed when this process writes or the catalogue cache epoch moves. It implements SearchEngine
 * (engine.ts), the seam a dedicated search engine would be dropped in behind (decision 030).
 */
export class SearchService implements SearchEngine {
  private readonly cache: BoundedCache<SearchResult>;
  private readonly loaded = new Map<string, LoadedIndex>();
  private readonly loading = new Map<string, Promise<LoadedIndex>>();
  /** Counts the changes this process has heard of; an index loaded before the last one is refreshed. */
  private changes = 0;
  private readonly reads: Database;

  /**
   * With `epochs`, writes here tell other processes (the catalogue epoch), and their writes empty
   * this process's result cache; without, only this instance's own writes do (tests, tools).
   */
  constructor(
    private readonly db: Database,
    private readonly epochs?: CacheEpochs,
    /**
     * `cacheBytes`: the result cache's budget, keys included; 0 turns the cache off (benchmarks).
     * `reads`: where the indexes are loaded from (the read replica, issue 18); writes stay on `db`.
     */
    options: { cacheBytes?: number; reads?: Database } = {},
  ) {
    this.cache = new BoundedCache({ maxBytes: options.cacheBytes ?? RESULT_CACHE_BYTES });
    this.reads = options.reads ?? db;
    epochs?.onChange(() => this.changed());
  }

  private changed(): void {
    this.changes += 1;
    this.cache.invalidate();
  }

  /** After a write: answers and indexes held here or in other processes may be stale. */
  private async written(): Promise<void> {
    this.changed();
    await this.epochs?.bump("catalog");
  }

  /** Adds or replaces hits of one index (matched by objectID). */
  async upsert(indexName: string, hits: SearchHit[]): Promise<void> {
    // The last of several hits with one objectID wins; one INSERT may not touch a row twice.
    const unique = [...new Map(hits.map((hit) => [hit.objectID, hit])).values()];
    for (const hit of unique) {
      const checked = hitSchema.safeParse(hit);
      if (!checked.success) throw new Error(`Search hit ${hit?.objectID} is not valid: ${checked.error.message}`);
    }
    try {
      for (let start = 0; start < unique.length; start += UPSERT_BATCH) {
        // The whole batch is one JSON parameter, unpacked in SQL: binding parameters per row cost
        // more than the insert itself (the seed writes 100,000 hits). An unchanged hit keeps its
        // version, so re-indexing the same catalogue makes no process reload anything.
        const rows = unique.slice(start, start + UPSERT_BATCH).map((hit) => ({ object_id: stripNul(hit.objectID), hit }));
        await this.db.execute(sql`
          INSERT INTO search_documents (index_name, object_id, hit)
          SELECT ${indexName}, r.object_id, r.hit FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(object_id text, hit jsonb)
          ON CONFLICT (index_name, object_id) DO UPDATE SET hit = excluded.hit, version = nextval('search_document_versions')
          WHERE search_documents.hit IS DISTINCT FROM excluded.hit`);
      }
    } finally {
      await this.written();
    }
  }

  /** Deletes hits of one index. */
  async remove(indexName: string, objectIDs: string[]): Promise<void> {
    if (objectIDs.length === 0) return;
    try {
      await this.db.execute(sql`
        DELETE FROM search_documents WHERE index_name = ${indexName} AND object_id = ANY(${textArray(objectIDs)})`);
    } finally {
      await this.written();
    }
  }

  /** Empties an index, e.g. before the catalogue rebuilds it. */
  async clear(indexName: string): Promise<void> {
    try {
      await this.db.execute(sql`DELETE FROM search_documents WHERE index_name = ${indexName}`);
    } finally {
      await this.written();
    }
  }

  async count(indexName: string): Promise<number> {
    const rows = await queryRows<{ n: number }>(this.reads, 
      sql`SELECT count(*)::int AS n FROM search_documents WHERE index_name = ${indexName}`,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * Searches one index. A blank term lists the whole index (the results page browses with facets);
   * a term without any letter or digit finds nothing. Never throws on odd input: the term is
   * reduced to a few plain words first. Recent answers come from the result cache (see
   * server/lib/bounded-cache.ts); the key holds every parameter that shapes the answer.
   */
  async query(indexName: string, params: SearchQuery = {}): Promise<SearchResult> {
    const term = typeof params.query === "string" ? params.query : "";
    const page = clampInt(params.page, 0, MAX_PAGE, 0);
    const hitsPerPage = clampInt(params.hitsPerPage, 1, MAX_HITS_PER_PAGE, SEARCH_INDEX_PAGE_SIZE);
    const sort: SearchSort = params.sort ?? "relevance";
    const filters: SearchFilters = params.filters ?? {};
    const facets = [...new Set<FacetName>((params.facets ?? []).flatMap((f) => (f === "*" ? [...FACET_NAMES] : [f])))];
    const key = JSON.stringify([indexName, term, page, hitsPerPage, sort, facets, filterKey(filters)]);
    return this.cache.get(key, async () => (await this.current(indexName)).index.query({ term, page, hitsPerPage, sort, filters, facets }));
  }

  /** This process's copy of an index, loaded or brought up to date first when it may be stale. */
  private async current(indexName: string): Promise<LoadedIndex> {
    const held = this.loaded.get(indexName);
    if (held && held.loadedAt === this.changes) return held;
    let running = this.loading.get(indexName);
    if (!running) {
      running = this.refresh(indexName, held).finally(() => this.loading.delete(indexName));
      this.loading.set(indexName, running);
    }
    return running;
  }

  /**
   * Reads which hits exist at which version, then only the hits that are new or changed since the
   * copy was read; documents are re-derived only for those, and a new in-memory index is built
   * when anything differs. A change heard of while this runs makes the next query refresh again.
   */
  private async refresh(indexName: string, held: LoadedIndex | undefined): Promise<LoadedIndex> {
    const loadedAt = this.changes;
    const versions = await queryRows<{ object_id: string; version: number | string }>(this.reads, sql`
      SELECT object_id, version::float8 AS version FROM search_documents WHERE index_name = ${indexName}`);
    const previous = held?.documents ?? new Map<string, { version: number; document: IndexedDocument }>();
    const stale = versions.filter((row) => previous.get(row.object_id)?.version !== Number(row.version)).map((row) => row.object_id);
    if (held && stale.length === 0 && versions.length === previous.size) {
      held.loadedAt = loadedAt;
      return held;
    }
    const documents = new Map<string, { version: number; document: IndexedDocument }>();
    for (const row of versions) {
      const kept = previous.get(row.object_id);
      if (kept && kept.version === Number(row.version)) documents.set(row.object_id, kept);
    }
    for (let i = 0; i < stale.length; i += 2000) {
      const rows = await queryRows<{ object_id: string; version: number | string; hit: SearchHit | string }>(this.reads, sql`
        SELECT object_id, version::float8 AS version, hit FROM search_documents
        WHERE index_name = ${indexName} AND object_id = ANY(${textArray(stale.slice(i, i + 2000))})`);
      for (const row of rows) {
        const hit = typeof row.hit === "string" ? (JSON.parse(row.hit) as SearchHit) : row.hit;
        documents.set(row.object_id, { version: Number(row.version), document: indexDocument(hit) });
      }
    }
    // Index order is the table's, so ties in every sort are broken by objectID inside the index.
    const loaded: LoadedIndex = { documents, index: new MemoryIndex([...documents.values()].map((d) => d.document)), loadedAt };
    this.loaded.set(indexName, loaded);
    return loaded;
  }
}

/** Rows of a raw query; PGlite and node-postgres both answer `{ rows }`. */
async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A text[] parameter list; drizzle would otherwise spread a JS array into a row constructor. */
function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`ARRAY[]::text[]`;
  return sql`ARRAY[${sql.join(values.map((v) => sql`${stripNul(v)}`), sql`, `)}]::text[]`;
}

/** PostgreSQL text cannot hold NUL characters. */
function stripNul(value: string): string {
  return value.includes("\u0000") ? value.replace(/\u0000/g, "") : value;
}

/** Filters in a fixed shape for the cache key, whatever order the caller wrote them in. */
function filterKey(filters: SearchFilters): unknown[] {
  return [
    ...FACET_NAMES.map((facet) => filters[facet] ?? null),
    filters.price?.min ?? null, filters.price?.max ?? null,
    filters.weight?.min ?? null, filters.weight?.max ?? null,
    filters.inStock === true,
  ];
}

function clampInt(value: unknown, min: number, max: number, fallback: number): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}
