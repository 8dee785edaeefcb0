import express from "express";
import { beforeAll, describe, expect, it } from "vitest";
import { listen } from "../../tests/http";
import type { RequestShop } from "./request-context";
import { createRpcRouter } from "./rpc";
import { fixedScope, loadServerTranslations, serverI18n, translationKey, translationMemo, translatorFor } from "./server-i18n";

// 001 §9 locales: the server's translations, worked out once per key and options (memoised).
describe("server translations", () => {
  beforeAll(async () => loadServerTranslations(), 60_000);

  it("gives the same text for the same key and options, and other values their own text", () => {
    const t = serverI18n("en-GB").getFixedT("en-GB", "catalog");
    expect(t("card.from", { weight: "11.2 kg" })).toBe(t("card.from", { weight: "11.2 kg" }));
    expect(t("card.from", { weight: "11.2 kg" })).toContain("11.2 kg");
    expect(t("card.from", { weight: "9 kg" })).toContain("9 kg");
    const de = serverI18n("de-DE").getFixedT("de-DE", "catalog");
    expect(de("badges.outOfStock")).not.toBe(t("badges.outOfStock"));
  });

  it("gives each render its own record of the namespaces it used, over the locale's shared messages", () => {
    const first = serverI18n("en-GB");
    const second = serverI18n("en-GB");
    // What react-i18next's useTranslation does with each namespace a component asks for.
    first.reportNamespaces!.addUsedNamespaces(["catalog"]);
    second.reportNamespaces!.addUsedNamespaces(["account", "layout"]);
    expect(first.reportNamespaces!.getUsedNamespaces()).toEqual(["catalog"]);
    expect(second.reportNamespaces!.getUsedNamespaces()).toEqual(["account", "layout"]);
    expect(serverI18n("en-GB").reportNamespaces!.getUsedNamespaces()).toEqual([]);
    // The messages are shared: both read the same text, the language is the locale's.
    expect(first.t("card.from", { ns: "catalog", weight: "9 kg" })).toBe(second.getFixedT("en-GB", "catalog")("card.from", { weight: "9 kg" }));
    expect(first.language).toBe("en-GB");
    // A render writing a property of its instance writes its own, never the locale's.
    (first as unknown as Record<string, unknown>).language = "de-DE";
    expect(second.language).toBe("en-GB");
  });

  it("remembers a component's t by its language, namespaces and key prefix: the same key elsewhere is its own text", () => {
    const i18n = serverI18n("en-GB");
    const wishlist = i18n.getFixedT("en-GB", "wishlist");
    const cart = i18n.getFixedT("en-GB", "cart");
    for (let round = 0; round < 2; round++) {
      expect(wishlist("close")).toBe("Close wishlist");
      expect(cart("close")).toBe("Close cart");
      expect(i18n.getFixedT("en-GB", "catalog", "errors")("productNotFound")).toBe("This product could not be found.");
      expect(i18n.getFixedT("en-GB", "wishlist", "errors")("productNotFound")).toBe("This product is no longer available.");
      // react-i18next's fallback mode passes the namespaces as a list: the first that has the key answers.
      expect(i18n.getFixedT("en-GB", ["cart", "wishlist"])("close")).toBe("Close cart");
      expect(serverI18n("de-DE").getFixedT("de-DE", "cart")("close")).not.toBe("Close cart");
    }
    // The fixed function keeps what i18next sets on it.
    const { lng, ns } = cart as unknown as { lng: string; ns: string };
    expect({ lng, ns }).toEqual({ lng: "en-GB", ns: "cart" });
  });

  it("names the memo scope of a fixed t only from plain names", () => {
    expect(fixedScope("en-GB", "cart", undefined)).toBe("\u0003en-GB\u0003cart\u0003\u0003");
    expect(fixedScope("en-GB", ["cart", "wishlist"], "errors")).toBe("\u0003en-GB\u0003cart,wishlist\u0003errors\u0003");
    expect(fixedScope("en-GB", "cart", () => "errors")).toBeNull();
    expect(fixedScope("en-GB", { ns: "cart" }, undefined)).toBeNull();
  });

  it("keeps defaults and missing keys as i18next has them", () => {
    const t = translatorFor("en-GB");
    expect(t("no.such.key")).toBe("no.such.key");
    const fixed = serverI18n("en-GB").getFixedT("en-GB", "catalog");
    expect(fixed("values.Nonexistent Colour", { defaultValue: "Nonexistent Colour" })).toBe("Nonexistent Colour");
  });

  it("memoises only calls made of plain values", () => {
    expect(translationKey("a", undefined)).toBe("a");
    expect(translationKey("a", { count: 2, lng: "en-GB", lngs: ["en-GB"] })).toBe(translationKey("a", { count: 2, lng: "en-GB", lngs: ["en-GB"] }));
    expect(translationKey("a", { count: 2 })).not.toBe(translationKey("a", { count: 3 }));
    expect(translationKey("a", { count: "2" })).not.toBe(translationKey("a", { count: 2 }));
    expect(translationKey("a", { returnObjects: true })).toBeNull();
    expect(translationKey("a", { value: { nested: 1 } })).toBeNull();
    expect(translationKey(["a", "b"], undefined)).toBeNull();
  });

  it("issue 12: 10,000 unknown RPC method names answer 404 translated and do not grow the memo", async () => {
    const app = express();
    app.use("/api/x", createRpcRouter({}, () => ({ storefront: { locale: "en-GB" } }) as unknown as RequestShop));
    const server = await listen(app);
    try {
      const before = translationMemo("en-GB");
      for (let i = 0; i < 10_000; i++) {
        const method = `probe${i}${"m".repeat(i % 200)}`;
        const answer = await fetch(`${server.url("127.0.0.1")}/api/x/${method}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
        expect(answer.status).toBe(404);
        expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(`Unknown method ${method}.`);
      }
      const after = translationMemo("en-GB");
      expect(after.size).toBe(before.size);
      expect(after.bytes).toBe(before.bytes);
    } finally {
      await server.close();
    }
  }, 120_000);

  it("issue 12: the render memo is bounded by bytes, whatever strings visitors put in (search terms, facet values)", () => {
    const t = serverI18n("en-GB").getFixedT("en-GB", "search");
    for (let i = 0; i < 20_000; i++) t("results.titleFor", { query: `${i}`.padEnd(100 + (i % 300), "q") });
    const memo = translationMemo("en-GB");
    expect(memo.bytes).toBeLessThanOrEqual(memo.maxBytes);
    expect(memo.maxBytes).toBeLessThanOrEqual(4 * 1024 * 1024);
    // Still a memo for the render's own texts.
    expect(t("results.browseTitle")).toBe(t("results.browseTitle"));
  });
});
