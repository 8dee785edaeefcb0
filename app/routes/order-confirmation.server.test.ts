import { describe, expect, it } from "vitest";
import { createRequestShop } from "../../server/http/request-context";
import { testShopForFile } from "../../tests/db";
import { orderConfirmationTexts } from "./order-confirmation.server";

// /order-confirmation's texts (issue 16; 001 §7 orderConfirmationPageConfig): from the channel's
// config document, a change shows at once; the locale files are the fallback.
const shop = testShopForFile();

const rs = (host = "uk.localhost") => createRequestShop(shop, { host, cookie: undefined, ip: "198.51.100.7", nonce: "n", appendSetCookie: () => {} });
const buyer = { firstName: "Erin", email: "erin@example.com" };

describe("order confirmation texts (001 §7 orderConfirmationPageConfig)", () => {
  it("§7: title, message and CTA come from the config document and a change shows at once; the locale file is the fallback", async () => {
    const uk = shop.storefronts.byCodeOrNull("uk")!;
    expect(await orderConfirmationTexts(rs(), buyer)).toEqual({
      title: "Thank you, Erin!",
      message: "Your order is confirmed. We have sent a confirmation to erin@example.com.",
      ctaLabel: "Continue shopping",
      ctaUrl: "/",
    });
    await shop.content.saveDocument(uk.brChannel, uk.locale, "config", "vue-storefront", {
      orderConfirmationPageConfig: { title: "Thanks for riding {brand}", message: "Your bike is on its way soon.", ctaLabel: "See bikes", ctaUrl: "/c/bikes" },
    });
    expect(await orderConfirmationTexts(rs(), buyer)).toEqual({ title: "Thanks for riding Foldwell", message: "Your bike is on its way soon.", ctaLabel: "See bikes", ctaUrl: "/c/bikes" });
    // A part the document lacks falls back to the locale file; a CTA leaving the shop goes home.
    await shop.content.saveDocument(uk.brChannel, uk.locale, "config", "vue-storefront", {
      orderConfirmationPageConfig: { title: "Thanks!", ctaUrl: "https://evil.example/phish" },
    });
    expect(await orderConfirmationTexts(rs(), buyer)).toEqual({
      title: "Thanks!",
      message: "Your order is confirmed. We have sent a confirmation to erin@example.com.",
      ctaLabel: "Continue shopping",
      ctaUrl: "/",
    });
  });
});
