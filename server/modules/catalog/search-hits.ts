import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { SearchHit } from "../search/types";
import type { StorefrontDirectory } from "../storefront/service";
import type { CardReader } from "./cards";
import type { CategoryTree } from "./categories";
import type { Inventory } from "./inventory";
import { catalogContext } from "./product-reads";
import { intArray, rows } from "./read-support";
import type { CatalogContext } from "./types";

/** The catalogue's hand-off to search: every visible product (or some) as a search hit of one index (000 §3). */
export class SearchHitBuilder {
  constructor(
    private readonly db: Database,
    private readonly storefronts: StorefrontDirectory,
    private readonly tree: CategoryTree,
    private readonly inventory: Inventory,
    private readonly cardReader: CardReader,
  ) {}

  /** The currency, tax mode, locale and stock location of a search index `products_{locale}_{currency}`. */
  async searchIndexContext(searchIndex: string): Promise<{ ctx: CatalogContext; locationId: number } | null> {
    const storefront = this.storefronts.all().find((s) => s.searchIndex === searchIndex);
    let ctx: CatalogContext;
    if (storefront) ctx = catalogContext(storefront);
    else {
      const match = /^products_([a-z]{2})-([a-z]{2})_([a-z]{3})$/.exec(searchIndex);
      if (!match) return null;
      const currency = match[3].toUpperCase();
      ctx = { currency, taxMode: currency === "USD" ? "ex" : "inc", locale: `${match[1]}-${match[2].toUpperCase()}`, channelId: -1, countryIso: "" };
    }
    return { ctx, locationId: (await this.inventory.locationOf(ctx.channelId)) ?? -1 };
  }

  /** Every visible product as a search hit for one index (000 §3 Search hit). */
  searchHits(searchIndex: string): Promise<SearchHit[]> {
    return this.buildHits(searchIndex, null);
  }

  searchHitsForProducts(searchIndex: string, productIds: number[]): Promise<SearchHit[]> {
    return productIds.length === 0 ? Promise.resolve([]) : this.buildHits(searchIndex, productIds);
  }

  private async buildHits(searchIndex: string, ids: number[] | null): Promise<SearchHit[]> {
    const target = await this.searchIndexContext(searchIndex);
    if (!target) return [];
    const only = (column: SQL) => (ids ? sql`${column} = ANY(${intArray(ids)})` : sql`TRUE`);
    const [cardRows, cats, facets, { nodes }] = await Promise.all([
      this.cardReader.cardRows(ids, target.ctx, target.locationId),
      rows<{ product_id: number; category_id: number }>(
        this.db,
        sql`SELECT product_id, category_id FROM catalog_product_categories WHERE ${only(sql`product_id`)}`,
      ),
      rows<{ product_id: number; facet: string; value: string }>(
        this.db,
        sql`SELECT product_id, facet, value FROM catalog_product_facets WHERE ${only(sql`product_id`)}`,
      ),
      this.tree.load(),
    ]);
    // A product is listed under its categories and all their ancestors (the memoised tree has the paths).
    const catsOf = new Map<number, Set<string>>();
    for (const c of cats) {
      const node = nodes.get(Number(c.category_id));
      if (!node) continue;
      const urls = catsOf.get(Number(c.product_id)) ?? new Set<string>();
      for (const id of [...node.path, node.id]) {
        const url = nodes.get(id)?.url;
        if (url !== undefined) urls.add(url);
      }
      catsOf.set(Number(c.product_id), urls);
    }
    const facetsOf = new Map<number, SearchHit["facets"]>();
    for (const f of facets) {
      const entry = facetsOf.get(Number(f.product_id)) ?? {};
      const key = f.facet as keyof SearchHit["facets"];
      entry[key] = [...(entry[key] ?? []), f.value];
      facetsOf.set(Number(f.product_id), entry);
    }
    return cardRows.map(({ card, sku, description, defaultColour }) => ({
      objectID: String(card.id),
      product: card.id,
      url: card.url.slice("/p".length),
      name: card.name,
      image: card.image,
      image_alt: card.imageAlt,
      price: card.price,
      was_price: card.wasPrice,
      weight: card.weightKg,
      product_stock: card.inStock,
      preOrder: card.preOrder,
      colour: defaultColour,
      colour_variants: card.colours.map((c) => `${c.label}||${c.hex}`),
      colour_variants_stock: card.colours.map((c) => `${c.label}||${c.inStock}`),
      custom_fields: card.highlights,
      category_urls: [...(catsOf.get(card.id) ?? [])].sort(),
      brand: card.brand,
      description,
      sku,
      facets: facetsOf.get(card.id) ?? {},
      created_order: card.id,
    }));
  }
}
