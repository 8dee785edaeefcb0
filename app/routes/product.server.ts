import { translatorFor } from "../../server/http/server-i18n";
import type { RequestShop } from "../../server/http/request-context";
import { configText } from "../components/bikes/config-text";
import type { PdpTexts } from "../components/product/pdp-texts";

/**
 * The product page's texts (001 §7 pdpConfig): in-stock and delivery text, size-guide label,
 * store-finder CTA and the three tab labels from the channel's config document, read through the
 * content service so a change shows at once; the locale files are the fallback. Nothing personal:
 * the page may be cached.
 */
export async function pdpTexts(rs: RequestShop, counts: { reviews: number; questions: number }): Promise<PdpTexts> {
  const { shop, storefront } = rs;
  const t = translatorFor(storefront.locale);
  const config = (await shop.content.getConfig(storefront.brChannel))?.pdpConfig;
  const brand = shop.env.BRAND_NAME;
  const text = (key: string) => configText(config, key, brand);
  const reviews = text("reviewsTabLabel");
  const questions = text("questionsTabLabel");
  return {
    inStockText: text("inStockText") ?? `${t("catalog:stock.inStock")} – ${t("catalog:stock.dispatch")}`,
    deliveryText: text("deliveryText") ?? null,
    sizeGuideLabel: text("sizeGuideLabel") ?? t("catalog:sizeGuide.open"),
    storeFinderCtaLabel: text("storeFinderCtaLabel") ?? t("catalog:storeFinder.cta"),
    specsTabLabel: text("specsTabLabel") ?? t("catalog:tabs.spec"),
    reviewsTabLabel: reviews ? `${reviews} (${counts.reviews})` : t("catalog:tabs.reviews", { count: counts.reviews }),
    questionsTabLabel: questions ? `${questions} (${counts.questions})` : t("catalog:tabs.questions", { count: counts.questions }),
  };
}
