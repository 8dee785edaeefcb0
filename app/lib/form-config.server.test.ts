import { RouterContextProvider, type LoaderFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { createRequestShop } from "../../server/http/request-context";
import { shopContext } from "../../server/http/shop-context";
import { testShopForFile } from "../../tests/db";
import { loader as rootLoader } from "../root";

// The register form's checkbox labels (issue 16; 001 §7 formConfig): they travel in the root data
// (the same for every visitor, so pages stay cacheable), come from the channel's config document —
// a change shows at once — with `{brand}` filled and the terms label's links kept but sanitised;
// the locale files are the fallback.
const shop = testShopForFile();

async function root(host = "uk.localhost") {
  const url = new URL(`http://${host}/`);
  const rs = createRequestShop(shop, { host, cookie: undefined, ip: "127.0.0.1", nonce: "n", appendSetCookie: () => {} });
  return rootLoader({ request: new Request(url), url, params: {}, context: new RouterContextProvider(new Map([[shopContext, rs]])) } as unknown as LoaderFunctionArgs);
}

describe("register form labels (001 §7 formConfig)", () => {
  it("§7: the labels come from the config document, sanitised, and a change shows at once; the locale file is the fallback", async () => {
    expect((await root()).formTexts).toEqual({
      termsLabelHtml: "I accept the terms and conditions and the privacy policy.",
      marketingLabel: "Send me news, offers and riding tips by email.",
    });
    const uk = shop.storefronts.byCodeOrNull("uk")!;
    await shop.content.saveDocument(uk.brChannel, uk.locale, "config", "vue-storefront", {
      formConfig: {
        termsAndConditionsCheckboxLabel: 'I accept the <a href="/terms" onclick="steal()">terms</a> and the <a href="javascript:alert(1)">privacy policy</a><script>alert(2)</script>.',
        marketingSignUpCheckboxLabel: "Yes, send me news from {brand}.",
      },
    });
    expect((await root()).formTexts).toEqual({
      termsLabelHtml: 'I accept the <a href="/terms">terms</a> and the <a>privacy policy</a>.',
      marketingLabel: "Yes, send me news from Foldwell.",
    });
    await shop.content.saveDocument(uk.brChannel, uk.locale, "config", "vue-storefront", { formConfig: { marketingSignUpCheckboxLabel: "News from {brand}?" } });
    expect((await root()).formTexts).toEqual({ termsLabelHtml: "I accept the terms and conditions and the privacy policy.", marketingLabel: "News from Foldwell?" });
  });
});
