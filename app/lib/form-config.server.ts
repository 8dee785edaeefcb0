import { translatorFor } from "../../server/http/server-i18n";
import { sanitizeMarketingText } from "../../server/modules/content/sanitize";
import type { RequestShop } from "../../server/http/request-context";
import { configText } from "../components/bikes/config-text";

/** The register form's checkbox labels (001 §7 formConfig); see RootLoaderData.formTexts. */
export interface FormTexts {
  /** Sanitised HTML: the terms label holds links to the terms and the privacy policy. */
  termsLabelHtml: string;
  marketingLabel: string;
}

/**
 * The register form's terms and marketing labels from the channel's config document (formConfig,
 * read through the content service, so a change shows on the next page load), `{brand}` filled in;
 * the locale files are the fallback. The terms label's HTML is sanitised (only b, i, em, strong and
 * a with safe links; the locale text is escaped the same way). The same for every visitor, so it
 * travels in the cacheable root data.
 */
export async function formTexts(rs: Pick<RequestShop, "shop" | "storefront">): Promise<FormTexts> {
  const { shop, storefront } = rs;
  const t = translatorFor(storefront.locale);
  const config = (await shop.content.getConfig(storefront.brChannel))?.formConfig as Record<string, unknown> | undefined;
  const brand = shop.env.BRAND_NAME;
  return {
    termsLabelHtml: sanitizeMarketingText(configText(config, "termsAndConditionsCheckboxLabel", brand) ?? t("account:register.terms")),
    marketingLabel: configText(config, "marketingSignUpCheckboxLabel", brand) ?? t("account:register.marketing"),
  };
}
