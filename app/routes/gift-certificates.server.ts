import { data, type LoaderFunctionArgs } from "react-router";
import { translatorFor } from "../../server/http/server-i18n";
import { GIFT_CERTIFICATE_LIMITS, GIFT_MESSAGE_MAX, GIFT_NAME_MAX } from "../../server/modules/gift-certificates/service";
import { shopContext } from "../context";
import { pageSeo } from "../lib/seo.server";

/** What the gift certificate page offers: the service's bounds in major units of the storefront's currency. */
export interface GiftCertificateOffer {
  currency: string;
  min: number;
  max: number;
  presets: number[];
  messageMax: number;
  nameMax: number;
}

/**
 * /gift-certificates (issue 19): where a shopper buys a gift certificate. Only storefronts that
 * sell online have it (a content-only storefront answers 404, like its cart). The page is the same
 * for every visitor, so it is cached like other pages; the cart is loaded in the browser.
 */
export async function loadGiftCertificatePage(args: LoaderFunctionArgs) {
  const { storefront } = args.context.get(shopContext);
  const t = translatorFor(storefront.locale);
  if (storefront.eCommDisabled) throw data(t("common:errorPage.notFoundText"), { status: 404 });
  const offer: GiftCertificateOffer = {
    currency: storefront.currency,
    min: GIFT_CERTIFICATE_LIMITS.minMinor / 100,
    max: GIFT_CERTIFICATE_LIMITS.maxMinor / 100,
    presets: GIFT_CERTIFICATE_LIMITS.presetsMinor.map((p) => p / 100),
    messageMax: GIFT_MESSAGE_MAX,
    nameMax: GIFT_NAME_MAX,
  };
  const seo = await pageSeo(args, { title: t("promotions:giftCertificate.page.eyebrow"), description: t("promotions:giftCertificate.page.intro", { brand: args.context.get(shopContext).shop.env.BRAND_NAME }) });
  return { offer, seo };
}
