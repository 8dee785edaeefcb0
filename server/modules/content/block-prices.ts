import type { CatalogService } from "../catalog/service";
import { catalogContext } from "../catalog/service";
import type { Logger } from "../../logger";
import type { Storefront } from "../storefront/service";
import type { Block } from "./blocks";

type ProductTeaser = Extract<Block, { type: "productCard" }> | Extract<Block, { type: "productLine" }>["products"][number];

/**
 * Product cards and product lines in CMS pages name products by id (001 §2 product card); their
 * prices come from the catalogue in the storefront's currency and tax mode. A product the
 * catalogue does not know keeps its CMS data and shows no price; a content-only storefront
 * (eCommDisabled, 000 §1) shows no prices at all.
 */
export async function withCatalogPrices(
  blocks: Block[],
  catalog: CatalogService,
  storefront: Storefront,
  logger?: Pick<Logger, "error">,
): Promise<Block[]> {
  if (storefront.eCommDisabled) return blocks;
  const ids = new Set<number>();
  const collect = (p: ProductTeaser) => typeof p.productId === "number" && ids.add(p.productId);
  for (const block of blocks) {
    if (block.type === "productCard") collect(block);
    if (block.type === "productLine") block.products.forEach(collect);
  }
  if (ids.size === 0) return blocks;
  let cards: Awaited<ReturnType<CatalogService["cards"]>>;
  try {
    cards = await catalog.blockCards([...ids], catalogContext(storefront));
  } catch (error) {
    // Prices are a garnish on a content page: without them the page still renders.
    logger?.error({ err: error }, "catalogue prices for content blocks failed");
    return blocks;
  }
  const byId = new Map(cards.map((card) => [card.id, card]));
  const priced = <T extends ProductTeaser>(p: T): T => {
    const card = typeof p.productId === "number" ? byId.get(p.productId) : undefined;
    if (!card) return p;
    return {
      ...p,
      url: card.url,
      price: {
        amount: card.price,
        currency: storefront.currency as "EUR" | "GBP" | "SGD" | "USD",
        ...(card.wasPrice !== null ? { was: card.wasPrice } : {}),
      },
    };
  };
  return blocks.map((block) => {
    if (block.type === "productCard") return priced(block);
    if (block.type === "productLine") return { ...block, products: block.products.map(priced) };
    return block;
  });
}
