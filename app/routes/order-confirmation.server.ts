import { safeRedirect } from "../../common/safe-redirect";
import { translatorFor } from "../../server/http/server-i18n";
import type { RequestShop } from "../../server/http/request-context";
import { configText } from "../components/bikes/config-text";

export interface OrderConfirmationTexts {
  title: string;
  message: string;
  ctaLabel: string;
  ctaUrl: string;
}

/**
 * /order-confirmation's texts (001 §7 orderConfirmationPageConfig): title, message and the call to
 * action from the channel's config document, read through the content service so a change shows
 * at once; the locale files (with the customer's name and email) are the fallback. The CTA's URL
 * only ever points into the shop.
 */
export async function orderConfirmationTexts(rs: RequestShop, order: { firstName: string; email: string }): Promise<OrderConfirmationTexts> {
  const { shop, storefront } = rs;
  const t = translatorFor(storefront.locale);
  const config = (await shop.content.getConfig(storefront.brChannel))?.orderConfirmationPageConfig;
  const brand = shop.env.BRAND_NAME;
  return {
    title: configText(config, "title", brand) ?? t("checkout:confirmation.heading", { name: order.firstName }),
    message: configText(config, "message", brand) ?? t("checkout:confirmation.emailSent", { email: order.email }),
    ctaLabel: configText(config, "ctaLabel", brand) ?? t("checkout:confirmation.continueShopping"),
    ctaUrl: safeRedirect(configText(config, "ctaUrl", brand), { origin: shop.storefronts.originOf(storefront, rs.port), fallback: "/" }),
  };
}
