import { RouterContextProvider, type LoaderFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../seed/catalog/seed";
import { createRequestShop } from "../../server/http/request-context";
import { loadServerTranslations } from "../../server/http/server-i18n";
import { shopContext } from "../../server/http/shop-context";
import type { Shop } from "../../server/shop";
import { createTestShop } from "../../tests/db";
import { loader as productLoader } from "./product";

// The product page's texts (issue 16; 001 §7 pdpConfig): in-stock and delivery text, size-guide
// label, store-finder CTA and the tab labels from the channel's config document; a change shows at
// once; the locale files are the fallback.
let shop: Shop;
beforeAll(async () => {
  await loadServerTranslations();
  shop = await createTestShop();
  await seedCatalog(shop.db);
}, 300_000);
afterAll(async () => {
  await shop?.database.close();
});

async function productPage(host: string) {
  const url = new URL(`http://${host}/p/2/foldwell-urban-3`);
  const rs = createRequestShop(shop, { host, cookie: undefined, ip: "127.0.0.1", nonce: "n", appendSetCookie: () => {} });
  return productLoader({ request: new Request(url), url, params: { id: "2", slug: "foldwell-urban-3" }, context: new RouterContextProvider(new Map([[shopContext, rs]])) } as unknown as LoaderFunctionArgs);
}

describe("product page texts (001 §7 pdpConfig)", () => {
  it("§7: the texts come from the channel's config document and a change shows at once; the locale file is the fallback", async () => {
    const before = await productPage("uk.localhost");
    const counts = { reviews: before.reviews.length, questions: before.questions.length };
    expect(before.texts).toEqual({
      inStockText: "In stock – dispatched within 2 working days",
      deliveryText: null,
      sizeGuideLabel: "Size guide",
      storeFinderCtaLabel: "Find it in a store near you",
      specsTabLabel: "Technical spec",
      reviewsTabLabel: `Reviews (${counts.reviews})`,
      questionsTabLabel: `Questions and answers (${counts.questions})`,
    });
    const uk = shop.storefronts.byCodeOrNull("uk")!;
    await shop.content.saveDocument(uk.brChannel, uk.locale, "config", "vue-storefront", {
      pdpConfig: {
        inStockText: "Ready to ride – ships tomorrow",
        deliveryText: "Free {brand} delivery.",
        sizeGuideLabel: "Which size?",
        storeFinderCtaLabel: "Try one in a shop",
        specsTabLabel: "Specs",
        reviewsTabLabel: "Ratings",
      },
    });
    const after = await productPage("uk.localhost");
    expect(after.texts).toEqual({
      inStockText: "Ready to ride – ships tomorrow",
      deliveryText: "Free Foldwell delivery.",
      sizeGuideLabel: "Which size?",
      storeFinderCtaLabel: "Try one in a shop",
      specsTabLabel: "Specs",
      reviewsTabLabel: `Ratings (${counts.reviews})`,
      questionsTabLabel: `Questions and answers (${counts.questions})`, // not in the document: the locale file
    });
    // Per channel: the German storefront's document is its own, still the locale file's texts.
    expect((await productPage("de.localhost")).texts.specsTabLabel).toBe("Technische Daten");
  });
});
