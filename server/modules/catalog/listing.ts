import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { BoundedCache } from "../../lib/bounded-cache";
import type { CardReader } from "./cards";
import type { CategoryTree } from "./categories";
import type { Inventory } from "./inventory";
import { inStockExpr, intArray, LISTING_TTL_MS, rows } from "./read-support";
import { TERM_FACETS, type CatalogContext, type FacetValue, type Listing, type ListingQuery, type TermFacet } from "./types";

/** Category views kept per process, keys (filters, sort, page) and cards counted in bytes. */
const LISTING_CACHE_BYTES = 16 * 1024 * 1024;
const FACET_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * The order of a facet's values ("8 gears" before "11 gears"). One collator for all listings:
 * `localeCompare` with a locale and options makes a collator on every comparison.
 */
const FACET_VALUE_ORDER = new Intl.Collator("en", { numeric: true });

/** Category views (001 §9): filtered, sorted, paged products with disjunctive facet counts in SQL. */
export class ListingReader {
  private hexMemo: Promise<Map<string, string>> | null = null;
  /**
   * Category views of this process (facet counts, page, cards). Dropped when the catalogue epoch
   * moves; kept at most LISTING_TTL_MS since stock changes (orders) move no epoch.
   */
  /** Facet counts and slider bounds per category and filters (any sort or page), same rules. */
  private facetCache = new BoundedCache<ListingStatRow[]>({ maxBytes: FACET_CACHE_BYTES, ttlMs: LISTING_TTL_MS });
  private listingCache = new BoundedCache<Listing>({ maxBytes: LISTING_CACHE_BYTES, ttlMs: LISTING_TTL_MS });

  constructor(
    private readonly db: Database,
    private readonly tree: CategoryTree,
    private readonly inventory: Inventory,
    private readonly cardReader: CardReader,
  ) {}

  invalidate(): void {
    this.hexMemo = null;
    this.listingCache.invalidate();
    this.facetCache.invalidate();
  }

  /**
   * The listing's candidate rows: visible products of a category subtree with a price here, each
   * with its brand and its facet values as 'facet=value' (read once, so filters and counts need
   * no further joins). The subtree's ids come from the memoised tree.
   */
  private listingBase(subtree: number[], ctx: CatalogContext, locationId: number, needs = { facets: true, stock: true }): SQL {
    const price = ctx.taxMode === "inc" ? sql.raw("coalesce(pp.sale_price_inc, pp.price_inc)") : sql.raw("coalesce(pp.sale_price_ex, pp.price_ex)");
    const inSubtree = sql`SELECT product_id FROM catalog_product_categories WHERE category_id = ANY(${intArray(subtree)})`;
    // A page of an already counted view needs the facet values and stock only to filter by them.
    return sql`
      SELECT p.id, br.name AS brand, p.weight_grams, ${price} AS price, coalesce(m.value, p.name) AS name,
        ${needs.stock ? inStockExpr(locationId) : sql`NULL::boolean`} AS in_stock,
        ${needs.facets ? sql`coalesce(fv.list, '{}')` : sql`'{}'::text[]`} AS fv
      FROM catalog_products p
      JOIN catalog_product_prices pp ON pp.product_id = p.id AND pp.currency = ${ctx.currency}
      ${needs.facets ? sql`LEFT JOIN (SELECT product_id, array_agg(facet || '=' || value) AS list FROM catalog_product_facets
                 WHERE product_id IN (${inSubtree}) GROUP BY product_id) fv ON fv.product_id = p.id` : sql``}
      LEFT JOIN catalog_brands br ON br.id = p.brand_id
      LEFT JOIN catalog_product_metafields m ON m.product_id = p.id AND m.locale = ${ctx.locale} AND m.key = 'name'
      WHERE p.availability <> 'disabled' AND p.id IN (${inSubtree})`;
  }

  /**
   * A category view (001 §9): products matching the filters, sorted and paged, plus disjunctive
   * facet counts (each facet counted with every other filter applied) and slider bounds. A view
   * not seen yet takes one statement over the category's rows read once; its counts are kept per
   * category and filters (facetCache), so another page or sort of it only reads the page. Whole
   * views are cached too (listingCache).
   */
  async listCategory(categoryId: number, query: ListingQuery, ctx: CatalogContext): Promise<Listing> {
    const key = JSON.stringify([categoryId, ctx.currency, ctx.taxMode, ctx.locale, ctx.channelId, listingKey(query)]);
    return this.listingCache.get(key, () => this.computeListing(categoryId, query, ctx));
  }

  private async computeListing(categoryId: number, query: ListingQuery, ctx: CatalogContext): Promise<Listing> {
    const locationId = (await this.inventory.locationOf(ctx.channelId)) ?? -1;
    const { nodes } = await this.tree.load();
    const subtree = [...nodes.values()].filter((n) => n.id === categoryId || n.path.includes(categoryId)).map((n) => n.id);
    const filters = listingFilters(query);
    const where = (...except: string[]) => {
      const parts = Object.entries(filters)
        .filter(([key, part]) => !except.includes(key) && part)
        .map(([, part]) => part!);
      return parts.length ? sql.join(parts, sql` AND `) : sql`TRUE`;
    };
    // The brand is a column; the other facets are 'facet=value' entries of fv.
    const pairs = sql`(b.fv || ('brand=' || coalesce(b.brand, '')))`;
    // Facets without a filter of their own count the rows that pass every filter, all in one pass;
    // each filtered facet counts its own values over the rows that pass the other filters.
    const filtered = TERM_FACETS.filter((facet) => filters[facet]);
    const counts = [
      sql`SELECT split_part(v, '=', 1) AS facet, substr(v, strpos(v, '=') + 1) AS value, count(*)::int AS n
          FROM hits b, unnest(${pairs}) AS v
          WHERE ${filtered.length ? sql`split_part(v, '=', 1) NOT IN (${sql.join(filtered.map((f) => sql`${f}`), sql`, `)})` : sql`TRUE`}
          GROUP BY v`,
      ...filtered.map(
        (facet) => sql`SELECT ${facet} AS facet, substr(v, ${facet.length + 2}) AS value, count(*)::int AS n
          FROM b, unnest(${pairs}) AS v WHERE ${where(facet)} AND v LIKE ${`${facet}=%`} GROUP BY v`,
      ),
    ];
    const order = {
      latest: sql`b.id DESC`,
      oldest: sql`b.id ASC`,
      "name-asc": sql`lower(b.name) COLLATE "C" ASC, b.id ASC`,
      "name-desc": sql`lower(b.name) COLLATE "C" DESC, b.id DESC`,
      "price-desc": sql`b.price DESC, b.id DESC`,
      "price-asc": sql`b.price ASC, b.id ASC`,
    }[query.sort];

    const pageOf = (from: SQL) => sql`(SELECT json_agg(b.id ORDER BY ${order}) FROM (
      SELECT b.id, b.name, b.price FROM ${from} ORDER BY ${order} LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}) AS b)`;
    const facetKey = JSON.stringify([categoryId, ctx.currency, ctx.taxMode, ctx.locale, ctx.channelId, listingKey({ ...query, sort: "latest", page: 1, pageSize: 0 })]);
    const counted = this.facetCache.peek(facetKey);
    let stats: ListingStatRow[];
    let rawPage: number[] | string | null;
    if (counted) {
      stats = counted;
      const needs = { facets: TERM_FACETS.some((facet) => facet !== "brand" && filters[facet]), stock: Boolean(filters.inStock) };
      const [row] = await rows<{ page: number[] | string | null }>(
        this.db,
        sql`WITH b AS MATERIALIZED (${this.listingBase(subtree, ctx, locationId, needs)}) SELECT ${pageOf(sql`b WHERE ${where()}`)} AS page`,
      );
      rawPage = row?.page ?? null;
    } else {
      const generation = this.facetCache.generation;
      stats = await rows<ListingStatRow>(
        this.db,
        sql`WITH b AS MATERIALIZED (${this.listingBase(subtree, ctx, locationId)}),
          hits AS MATERIALIZED (SELECT * FROM b WHERE ${where()})
        SELECT facet, value, n, NULL::int AS lo, NULL::int AS hi, NULL::int AS wlo, NULL::int AS whi, NULL::int AS stock, NULL::json AS page
        FROM (${sql.join(counts, sql` UNION ALL `)}) AS c
        UNION ALL
        SELECT '_stats', NULL, count(*) FILTER (WHERE ${where()})::int,
          min(price) FILTER (WHERE ${where("price")})::int, max(price) FILTER (WHERE ${where("price")})::int,
          min(weight_grams) FILTER (WHERE ${where("weight")})::int, max(weight_grams) FILTER (WHERE ${where("weight")})::int,
          count(*) FILTER (WHERE ${where("inStock")} AND b.in_stock)::int,
          ${pageOf(sql`hits b`)}
        FROM b`,
      );
      rawPage = stats.find((s) => s.facet === "_stats")?.page ?? null;
      this.facetCache.put(facetKey, stats.map((s) => ({ ...s, page: null })), generation);
    }

    const summary = stats.find((s) => s.facet === "_stats");
    const total = Number(summary?.n ?? 0);
    const pageIds = (typeof rawPage === "string" ? (JSON.parse(rawPage) as number[]) : (rawPage ?? [])).map(Number);
    const [cards, hexes] = await Promise.all([this.cardReader.cards(pageIds, ctx), this.colourHexes()]);
    const facets = Object.fromEntries(
      TERM_FACETS.map((facet) => {
        const selected = new Set(query.terms[facet] ?? []);
        const values: FacetValue[] = stats
          .filter((s) => s.facet === facet && s.value !== null && s.value !== "")
          .map((s) => ({ value: s.value!, count: Number(s.n), selected: selected.has(s.value!), ...(facet === "colour" ? { hex: hexes.get(s.value!) } : {}) }));
        // A selected value that no longer matches anything stays visible so it can be unticked.
        for (const value of selected) if (!values.some((v) => v.value === value)) values.push({ value, count: 0, selected: true });
        values.sort((a, b) => FACET_VALUE_ORDER.compare(a.value, b.value));
        return [facet, values];
      }),
    ) as Record<TermFacet, FacetValue[]>;

    return {
      products: cards,
      total,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
      facets,
      priceRange: { min: Math.floor(Number(summary?.lo ?? 0) / 100), max: Math.ceil(Number(summary?.hi ?? 0) / 100) },
      weightRange: { min: Math.floor(Number(summary?.wlo ?? 0) / 100) / 10, max: Math.ceil(Number(summary?.whi ?? 0) / 100) / 10 },
      inStockCount: Number(summary?.stock ?? 0),
    };
  }

  /** Swatch colour of each colour name (memoised with the tree: it reads every option value). */
  private colourHexes(): Promise<Map<string, string>> {
    this.hexMemo ??= rows<{ label: string; hex: string }>(
      this.db,
      sql`SELECT DISTINCT ON (v.label) v.label, v.hex FROM catalog_product_option_values v
          JOIN catalog_product_options o ON o.id = v.option_id WHERE o.key = 'colour' AND v.hex IS NOT NULL ORDER BY v.label, v.id`,
    ).then((list) => new Map(list.map((r) => [r.label, r.hex])));
    this.hexMemo.catch(() => (this.hexMemo = null));
    return this.hexMemo;
  }
}

/** A row of a category view's counting statement (facet values, or the one `_stats` row). */
interface ListingStatRow {
  facet: string;
  value: string | null;
  n: number | null;
  lo: number | null;
  hi: number | null;
  wlo: number | null;
  whi: number | null;
  stock: number | null;
  page: number[] | string | null;
}

/** The parts of a listing query that shape the answer, in a fixed order (a cache key). */
function listingKey(query: ListingQuery): unknown[] {
  return [
    TERM_FACETS.map((facet) => query.terms[facet] ?? []),
    query.price?.min ?? null, query.price?.max ?? null, query.weight?.min ?? null, query.weight?.max ?? null,
    query.inStock === true, query.sort, query.page, query.pageSize,
  ];
}

/** One SQL condition per active filter over the listing's `b` rows (null when not filtering). */
function listingFilters(query: ListingQuery): Record<string, SQL | null> {
  const list = (values: string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
  const filters: Record<string, SQL | null> = {};
  for (const facet of TERM_FACETS) {
    const values = query.terms[facet] ?? [];
    if (values.length === 0) filters[facet] = null;
    else if (facet === "brand") filters[facet] = sql`b.brand IN (${list(values)})`;
    else filters[facet] = sql`b.fv && ARRAY[${list(values.map((v) => `${facet}=${v}`))}]::text[]`;
  }
  const range = (column: SQL, scale: number, r?: { min?: number; max?: number }) => {
    const parts: SQL[] = [];
    if (r?.min !== undefined) parts.push(sql`${column} >= ${Math.round(r.min * scale)}`);
    if (r?.max !== undefined) parts.push(sql`${column} <= ${Math.round(r.max * scale)}`);
    return parts.length ? sql.join(parts, sql` AND `) : null;
  };
  filters.price = range(sql`b.price`, 100, query.price);
  filters.weight = range(sql`b.weight_grams`, 1000, query.weight);
  filters.inStock = query.inStock ? sql`b.in_stock` : null;
  return filters;
}
