import type { SearchHit } from "../search/types";
import type { CatalogService } from "./service";

/** What the catalogue needs from the search module: replace hits in an index. */
export interface SearchSink {
  upsert(indexName: string, hits: SearchHit[]): Promise<unknown>;
}

/**
 * The one place the catalogue talks to search: after products change, their hits are rebuilt for
 * every selling storefront's search index (products_{locale}_{currency}) and handed to the search service,
 * when the shop has one. Without `productIds` every product is re-indexed, in batches.
 */
export async function syncSearchIndexes(
  shop: { catalog: CatalogService; storefronts: { all(): Array<{ searchIndex: string; eCommDisabled: boolean }> }; search?: SearchSink },
  productIds?: number[],
): Promise<number> {
  const search = shop.search;
  if (!search) return 0;
  // Content-only storefronts hide the search bar (000 §1), so only selling storefronts' indexes are filled.
  const indexes = [...new Set(shop.storefronts.all().filter((s) => !s.eCommDisabled).map((s) => s.searchIndex))].sort();
  const ids = productIds ?? (await shop.catalog.productIds());
  let written = 0;
  for (const index of indexes) {
    for (let i = 0; i < ids.length; i += 2000) {
      const hits = await shop.catalog.searchHitsForProducts(index, ids.slice(i, i + 2000));
      if (hits.length > 0) await search.upsert(index, hits);
      written += hits.length;
    }
  }
  return written;
}
