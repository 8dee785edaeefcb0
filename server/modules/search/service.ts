import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import type { CacheEpochs } from "../cache/epochs";
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
import { ResultCache } from "./result-cache";
import { plainText, queryWords, tsqueryLiteral, tsvectorLiteral } from "./text";
import type { SearchHit } from "./types";

/** Hits per INSERT (one JSON parameter): a few hundred KB of JSON per statement. */
const UPSERT_BATCH = 200;
/** At most this many indexed words stand in for a query word that matches none (typo tolerance). */
const MAX_CORRECTIONS = 3;
/** Shorter words are too ambiguous to correct ("te" could be anything). */
const MIN_CORRECTABLE_LENGTH = 3;
const MAX_FACET_VALUES = 100;
/**
 * Answers kept per process, weighed by their hits (about 1 KB each): at most ~30 MB, enough for
 * the popular terms of every storefront (an answer of 18 hits weighs 19).
 */
const RESULT_CACHE_WEIGHT = 30_000;
const HAS_LETTER = /\p{L}/u;
/** A whole name this similar to the query matches even when single words do not ("foldwel urban3"). */
const NAME_SIMILARITY = 0.5;

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

const FACET_COLUMNS: Record<FacetName, string> = {
  category_urls: "category_urls",
  brand: "brand",
  colour: "colour",
  handlebars: "handlebars",
  speed: "speed",
  mudguards: "mudguards",
  lighting: "lighting",
};

/**
 * The shop's own search engine over PostgreSQL (DESIGN.md, search): weighted full-text search with
 * prefix matching on the last word, trigram typo tolerance, disjunctive facets and sorts, one index
 * per storefront search index. The catalogue pushes hits with `upsert` and `remove`.
 */
export class SearchService {
  private readonly cache: ResultCache<SearchResult>;

  /**
   * With `epochs`, writes here tell other processes (the catalogue epoch), and their writes empty
   * this process's result cache; without, only this instance's own writes do (tests, tools).
   */
  constructor(
    private readonly db: Database,
    private readonly epochs?: CacheEpochs,
    /** `cacheSize`: the result cache's weight bound (hits); 0 turns the cache off (benchmarks). */
    options: { cacheSize?: number } = {},
  ) {
    this.cache = new ResultCache(options.cacheSize ?? RESULT_CACHE_WEIGHT, { weigh: (result) => 1 + result.hits.length });
    epochs?.onChange(() => this.cache.invalidate());
  }

  /** After a write: answers cached here or in other processes may be stale. */
  private async written(): Promise<void> {
    this.cache.invalidate();
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
        const batch = unique.slice(start, start + UPSERT_BATCH).map(documentOf);
        // The whole batch is one JSON parameter, unpacked in SQL: binding 16 parameters per row
        // cost more than the insert itself (the seed writes 100,000 hits).
        const rows = batch.map((d) => ({
          object_id: stripNul(d.hit.objectID), hit: d.hit, name: stripNul(d.hit.name), vector: d.vector,
          category_urls: d.categoryUrls.map(stripNul), brand: d.brand.map(stripNul), colour: d.colour.map(stripNul),
          handlebars: d.handlebars.map(stripNul), speed: d.speed.map(stripNul), mudguards: d.mudguards.map(stripNul),
          lighting: d.lighting.map(stripNul), price: d.hit.price, weight: d.hit.weight, in_stock: d.hit.product_stock,
          created_order: d.hit.created_order,
        }));
        await this.db.execute(sql`
          INSERT INTO search_documents (index_name, object_id, hit, name, search_vector, category_urls, brand, colour,
            handlebars, speed, mudguards, lighting, price, weight, in_stock, created_order)
          SELECT ${indexName}, r.object_id, r.hit, r.name, r.vector::tsvector, r.category_urls, r.brand, r.colour,
            r.handlebars, r.speed, r.mudguards, r.lighting, r.price, r.weight, r.in_stock, r.created_order
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(object_id text, hit jsonb, name text, vector text,
            category_urls text[], brand text[], colour text[], handlebars text[], speed text[], mudguards text[], lighting text[],
            price float8, weight float8, in_stock boolean, created_order int)
          ON CONFLICT (index_name, object_id) DO UPDATE SET
            hit = excluded.hit, name = excluded.name, search_vector = excluded.search_vector,
            category_urls = excluded.category_urls, brand = excluded.brand, colour = excluded.colour,
            handlebars = excluded.handlebars, speed = excluded.speed, mudguards = excluded.mudguards,
            lighting = excluded.lighting, price = excluded.price, weight = excluded.weight,
            in_stock = excluded.in_stock, created_order = excluded.created_order`);
        const vocabulary = [...new Set(batch.flatMap((d) => d.vocabulary))];
        await this.db.execute(sql`
          INSERT INTO search_words (index_name, word)
          SELECT ${indexName}, w FROM unnest(${textArray(vocabulary)}) AS w
          ON CONFLICT DO NOTHING`);
      }
    } finally {
      await this.written();
    }
  }

  /** Deletes hits of one index; words no hit uses any more stop being typo corrections. */
  async remove(indexName: string, objectIDs: string[]): Promise<void> {
    if (objectIDs.length === 0) return;
    await this.db.execute(sql`
      DELETE FROM search_documents WHERE index_name = ${indexName} AND object_id = ANY(${textArray(objectIDs)})`);
    await this.written();
    await this.db.execute(sql`
      DELETE FROM search_words w WHERE w.index_name = ${indexName} AND NOT EXISTS (
        SELECT 1 FROM search_documents d
        WHERE d.index_name = ${indexName} AND d.search_vector @@ ('''' || w.word || '''')::tsquery)`);
  }

  /** Empties an index, e.g. before the catalogue rebuilds it. */
  async clear(indexName: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM search_documents WHERE index_name = ${indexName}`);
    await this.db.execute(sql`DELETE FROM search_words WHERE index_name = ${indexName}`);
    await this.written();
  }

  async count(indexName: string): Promise<number> {
    const rows = await queryRows<{ n: number }>(this.db, 
      sql`SELECT count(*)::int AS n FROM search_documents WHERE index_name = ${indexName}`,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * Searches one index. A blank term lists the whole index (the results page browses with facets);
   * a term without any letter or digit finds nothing. Never throws on odd input: every value is a
   * bound parameter and the term is reduced to a few plain words first. Recent answers come from
   * the result cache (see result-cache.ts); the key holds every parameter that shapes the answer.
   */
  async query(indexName: string, params: SearchQuery = {}): Promise<SearchResult> {
    const term = typeof params.query === "string" ? params.query : "";
    const page = clampInt(params.page, 0, MAX_PAGE, 0);
    const hitsPerPage = clampInt(params.hitsPerPage, 1, MAX_HITS_PER_PAGE, SEARCH_INDEX_PAGE_SIZE);
    const sort: SearchSort = params.sort ?? "relevance";
    const filters: SearchFilters = params.filters ?? {};
    const wanted = [...new Set<FacetName>((params.facets ?? []).flatMap((f) => (f === "*" ? [...FACET_NAMES] : [f])))];
    const key = JSON.stringify([indexName, term, page, hitsPerPage, sort, wanted, filterKey(filters)]);
    return this.cache.get(key, () => this.run(indexName, term, page, hitsPerPage, sort, filters, wanted));
  }

  private async run(
    indexName: string, term: string, page: number, hitsPerPage: number, sort: SearchSort, filters: SearchFilters, wanted: FacetName[],
  ): Promise<SearchResult> {
    const noFacets = Object.fromEntries(wanted.map((facet) => [facet, {}]));
    const empty: SearchResult = { query: term, hits: [], nbHits: 0, page, nbPages: 0, hitsPerPage, facets: noFacets, facets_stats: {} };

    let termMatch: TermMatch | null = null;
    if (term.trim() !== "") {
      termMatch = await this.termCondition(indexName, term);
      if (!termMatch) return empty;
    }

    const conditions = filterConditions(filters);
    let match = termMatch ? termMatch.condition : sql`true`;
    // The rank is computed only when it orders the page.
    const ranked = termMatch !== null && sort === "relevance";
    let found = await this.page(indexName, match, ranked ? termMatch!.rank : sql`0::float4`, conditions, orderBy(sort, termMatch !== null), page, hitsPerPage);
    if (termMatch && found.nbHits === 0) {
      // No word matched: a name that is close to the whole term as typed may still be meant.
      match = termMatch.fallback;
      found = await this.page(indexName, match, ranked ? termMatch.fallbackRank : sql`0::float4`, conditions, orderBy(sort, true), page, hitsPerPage);
    }
    const result: SearchResult = { ...empty, ...found, nbPages: Math.ceil(found.nbHits / hitsPerPage) };
    if (wanted.length > 0) Object.assign(result, await this.facets(indexName, match, conditions, wanted));
    return result;
  }

  /**
   * One page of hits in order, and how many there are in all, in one pass over the index's rows:
   * `count(*) OVER ()` counts every match while the sort keeps only the page (a top-N sort), and
   * only the page's stored hits are read. A page past the end counts again, without sorting.
   */
  private async page(indexName: string, match: SQL, rank: SQL, conditions: FilterConditions, order: SQL, page: number, hitsPerPage: number) {
    const where = sql`index_name = ${indexName} AND ${match} AND ${andAll(Object.values(conditions))}`;
    const ranked = await queryRows<{ object_id: string; total: number }>(this.db, sql`
      SELECT object_id, count(*) OVER ()::int AS total, ${rank} AS rank
      FROM search_documents WHERE ${where}
      ORDER BY ${order} LIMIT ${hitsPerPage} OFFSET ${page * hitsPerPage}`);
    if (ranked.length === 0) {
      if (page === 0) return { hits: [], nbHits: 0 };
      const rows = await queryRows<{ n: number }>(this.db, sql`SELECT count(*)::int AS n FROM search_documents WHERE ${where}`);
      return { hits: [], nbHits: Number(rows[0]?.n ?? 0) };
    }
    const ids = ranked.map((r) => r.object_id);
    const stored = await queryRows<{ object_id: string; hit: SearchHit | string }>(this.db, sql`
      SELECT object_id, hit FROM search_documents WHERE index_name = ${indexName} AND object_id = ANY(${textArray(ids)})`);
    const byId = new Map(stored.map((r) => [r.object_id, typeof r.hit === "string" ? (JSON.parse(r.hit) as SearchHit) : r.hit]));
    const hits = ids.map((id) => byId.get(id)).filter((hit): hit is SearchHit => hit !== undefined);
    return { hits, nbHits: Number(ranked[0].total) };
  }

  /**
   * The full-text condition for a term. Each query word must match (the last one as a prefix); a
   * word that is no indexed word (nor, for the last, the start of one) is joined by the indexed
   * words most similar to it by trigrams, so "folwel urbn" finds "Foldwell Urban 3". The fallback,
   * used when nothing matches, is a near-exact fuzzy match of the whole name (trigram index on name).
   */
  private async termCondition(indexName: string, term: string): Promise<TermMatch | null> {
    const typed = queryWords(term);
    if (typed.length === 0) return null;
    // One small subquery per word with its own constants, so each can use the word indexes.
    const lookups = typed.flatMap((word, i) => {
      if ([...word].length < MIN_CORRECTABLE_LENGTH || !HAS_LETTER.test(word)) return [];
      const known = i === typed.length - 1 ? sql`(word = ${word} OR word LIKE ${`${word}%`})` : sql`word = ${word}`;
      return [
        sql`(SELECT ${i}::int AS ord, word FROM search_words
          WHERE index_name = ${indexName} AND word % ${word}
            AND NOT EXISTS (SELECT 1 FROM search_words WHERE index_name = ${indexName} AND ${known})
          ORDER BY similarity(word, ${word}) DESC, word LIMIT ${MAX_CORRECTIONS})`,
      ];
    });
    const rows = lookups.length === 0 ? [] : await queryRows<{ ord: number | string; word: string }>(this.db, sql.join(lookups, sql` UNION ALL `));
    const alternatives = typed.map((w) => [w]);
    for (const row of rows) alternatives[Number(row.ord)]?.push(row.word);
    const tsquery = tsqueryLiteral(alternatives);
    const phrase = typed.join(" ");
    return {
      // One word (the dropdown while typing) is checked row by row over the index's own rows (found
      // by index_name), not through the GIN index: its keys hold no index name, so a prefix like
      // 'fol:*' collected the matches of every storefront's index (ten times this one's) and cost
      // 3-5 times a scan of this index's rows. Several words AND their posting lists, which stays
      // selective, so the GIN index may serve them.
      condition: typed.length > 1 ? sql`search_vector @@ ${tsquery}::tsquery` : sql`(search_vector @@ ${tsquery}::tsquery) IS TRUE`,
      // ts_rank alone: adding a trigram similarity per matched row doubled the cost of broad queries.
      rank: sql`ts_rank(search_vector, ${tsquery}::tsquery)`,
      // `%` (the pg_trgm threshold) then a stricter bound keeps only near-exact names.
      // Row by row over the index's own rows too: the trigram index on name spans every index.
      fallback: sql`((name % ${phrase}) IS TRUE AND similarity(name, ${phrase}) >= ${NAME_SIMILARITY})`,
      fallbackRank: sql`similarity(name, ${phrase})`,
    };
  }

  /**
   * Facet counts: each facet is counted with every filter except its own, so ticking "Red" still
   * shows how many "Blue" there are (like a hosted engine's disjunctive facets). Slider bounds
   * ignore the price and weight ranges for the same reason. The matches are read once (`base`), and
   * the rows passing every filter once more (`hits`): every facet without a filter of its own
   * counts those, so only filtered facets re-check their other filters.
   */
  private async facets(indexName: string, match: SQL, conditions: FilterConditions, wanted: FacetName[]) {
    const except = (...keys: string[]) => andAll(Object.entries(conditions).filter(([key]) => !keys.includes(key)).map(([, c]) => c));
    const from = (...own: string[]) => (own.some((key) => key in conditions) ? sql`base WHERE ${except(...own)}` : sql`hits`);
    const parts = wanted.map((facet) => sql`(SELECT ${facet}::text AS facet, v AS value, count(*)::int AS n,
        NULL::float8 AS lo, NULL::float8 AS hi, NULL::float8 AS wlo, NULL::float8 AS whi
      FROM (SELECT ${sql.identifier(FACET_COLUMNS[facet])} AS list FROM ${from(facet)}) AS f, unnest(f.list) AS v GROUP BY v)`);
    parts.push(sql`(SELECT 'stats', NULL, count(*)::int, min(price), max(price), min(weight), max(weight) FROM ${from("price", "weight")})`);
    const found = await queryRows<{ facet: string; value: string | null; n: number; lo: number | null; hi: number | null; wlo: number | null; whi: number | null }>(this.db, sql`
      WITH base AS MATERIALIZED (
        SELECT category_urls, brand, colour, handlebars, speed, mudguards, lighting, price, weight, in_stock
        FROM search_documents WHERE index_name = ${indexName} AND ${match}
      ), hits AS MATERIALIZED (SELECT * FROM base WHERE ${except()})
      ${sql.join(parts, sql` UNION ALL `)}`);
    // Most frequent values first, at most MAX_FACET_VALUES of each facet (like a hosted engine).
    const rows = found.sort((a, b) => Number(b.n) - Number(a.n) || compareText(a.value, b.value));
    const kept = new Map<string, number>();
    const facets: SearchResult["facets"] = Object.fromEntries(wanted.map((f) => [f, {}]));
    const facets_stats: SearchResult["facets_stats"] = {};
    for (const row of rows) {
      if (row.value === null) {
        if (row.lo !== null && row.hi !== null) facets_stats.price = { min: Number(row.lo), max: Number(row.hi) };
        if (row.wlo !== null && row.whi !== null) facets_stats.weight = { min: Number(row.wlo), max: Number(row.whi) };
        continue;
      }
      const counts = facets[row.facet as FacetName];
      const n = kept.get(row.facet) ?? 0;
      if (!counts || n >= MAX_FACET_VALUES) continue;
      kept.set(row.facet, n + 1);
      counts[row.value] = Number(row.n);
    }
    return { facets, facets_stats };
  }
}

interface TermMatch {
  condition: SQL;
  rank: SQL;
  fallback: SQL;
  fallbackRank: SQL;
}

type FilterConditions = Partial<Record<FacetName | "price" | "weight" | "inStock", SQL>>;

/** One SQL condition per active filter, on unqualified columns so it applies to the table and to `base`. */
function filterConditions(filters: SearchFilters): FilterConditions {
  const conditions: FilterConditions = {};
  for (const facet of FACET_NAMES) {
    const values = filters[facet];
    if (values && values.length > 0) conditions[facet] = sql`${sql.identifier(FACET_COLUMNS[facet])} && ${textArray(values)}`;
  }
  for (const key of ["price", "weight"] as const) {
    const range = filters[key];
    const column = sql.identifier(key);
    const parts: SQL[] = [];
    if (range?.min !== undefined) parts.push(sql`${column} >= ${range.min}::float8`);
    if (range?.max !== undefined) parts.push(sql`${column} <= ${range.max}::float8`);
    if (parts.length > 0) conditions[key] = andAll(parts);
  }
  if (filters.inStock) conditions.inStock = sql`in_stock`;
  return conditions;
}

function andAll(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`true` : sql`(${sql.join(conditions, sql` AND `)})`;
}

function orderBy(sort: SearchSort, hasTerm: boolean): SQL {
  switch (sort) {
    case "latest":
      return sql`created_order DESC, object_id`;
    case "oldest":
      return sql`created_order ASC, object_id`;
    case "name_asc":
      return sql`lower(name) ASC, object_id`;
    case "name_desc":
      return sql`lower(name) DESC, object_id`;
    case "price_desc":
      return sql`price DESC, object_id`;
    case "price_asc":
      return sql`price ASC, object_id`;
    default:
      return hasTerm ? sql`rank DESC, created_order DESC, object_id` : sql`created_order DESC, object_id`;
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

function compareText(a: string | null, b: string | null): number {
  return a === b ? 0 : (a ?? "") < (b ?? "") ? -1 : 1;
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

interface SearchDocument {
  hit: SearchHit;
  vector: string;
  vocabulary: string[];
  categoryUrls: string[];
  brand: string[];
  colour: string[];
  handlebars: string[];
  speed: string[];
  mudguards: string[];
  lighting: string[];
}

/** The columns the service maintains from a hit. */
function documentOf(hit: SearchHit): SearchDocument {
  const colourNames = (hit.colour_variants ?? []).map((v) => v.split("||")[0] ?? "").filter(Boolean);
  const { literal, vocabulary } = tsvectorLiteral([
    ["A", hit.name],
    ["B", `${hit.brand ?? ""} ${hit.sku ?? ""}`],
    ["C", [hit.custom_fields?.gear, hit.custom_fields?.material, hit.colour, ...colourNames].filter(Boolean).join(" ")],
    ["D", plainText(hit.description ?? "")],
  ]);
  const facets = hit.facets ?? {};
  return {
    hit,
    vector: literal,
    // Only words a typo could be meant for: numbers and very short words are never corrections.
    vocabulary: vocabulary.filter((word) => [...word].length >= MIN_CORRECTABLE_LENGTH && HAS_LETTER.test(word)),
    categoryUrls: hit.category_urls ?? [],
    brand: hit.brand ? [hit.brand] : [],
    colour: facets.colour ?? [...new Set(colourNames)],
    handlebars: facets.handlebars ?? [],
    speed: facets.speed ?? [],
    mudguards: facets.mudguards ?? [],
    lighting: facets.lighting ?? [],
  };
}
