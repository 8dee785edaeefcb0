import type { RequestShop } from "../../server/http/request-context";
import { translatorFor } from "../../server/http/server-i18n";
import { pageTitle, titleSuffix } from "./seo";

/** The page title of 000 §9 ('{title} | {brand} {country}') from a message key, in the storefront's language. */
export function translatedTitle({ shop, storefront }: Pick<RequestShop, "shop" | "storefront">, key: string, params?: Record<string, unknown>): string {
  return pageTitle(translatorFor(storefront.locale)(key, params), shop.env.BRAND_NAME, titleSuffix(storefront));
}
