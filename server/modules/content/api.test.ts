import { describe, expect, it } from "vitest";
import { seedBlog } from "../../../seed/content/blog";
import { seedConfig } from "../../../seed/content/config";
import { seedFinancingFaq } from "../../../seed/content/faq";
import { useTestApi } from "../../../tests/api";
import { fetchAs } from "../../../tests/http";

// 001 §7 Content service (getArticle, config document, hreflang), 001 §8 config load error, 000 §7 Page content.
describe("content delivery API", () => {
  // The demo CMS: these answers are about its config document, pages, menus and channels.
  const api = useTestApi({
    seed: async (shop) => {
      await seedConfig(shop.db, "Foldwell");
      await seedFinancingFaq(shop.db, "Foldwell");
      await seedBlog(shop.db, "Foldwell");
    },
  });
  const get = (path: string, host = "localhost") => fetchAs(api.port, host, path);
  const post = (path: string, body: unknown, host = "localhost") =>
    fetchAs(api.port, host, path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });


  describe("GET /api/content/delivery/site/v1/channels/{channel}/documents/vue-storefront/config", () => {
    it("answers [{data}] with every part of the config document in the channel's language", async () => {
      const response = await get("/api/content/delivery/site/v1/channels/foldwell-de/documents/vue-storefront/config");
      expect(response.status).toBe(200);
      const body = (await response.json()) as Array<{ data: Record<string, Record<string, unknown>> }>;
      expect(body).toHaveLength(1);
      expect(Object.keys(body[0].data).sort()).toEqual(
        [
          "bikeRegistrationPageConfig", "formConfig", "myRegisteredBikesPageConfig", "orderConfirmationPageConfig",
          "pdpConfig", "productSubscriptionConfig", "verificationConfig",
        ].sort(),
      );
      expect(body[0].data.verificationConfig).toEqual({
        modalTitle: "Identität bestätigen",
        modalRequiredVerificationMessage: expect.stringContaining("Identität"),
        modalPendingVerificationReviewMessage: expect.stringContaining("geprüft"),
        modalTermsAndConditionsCheckboxLabel: expect.stringContaining("Foldwell"),
      });
      expect(Object.keys(body[0].data.formConfig).sort()).toEqual(["marketingSignUpCheckboxLabel", "termsAndConditionsCheckboxLabel"]);
    });

    it("answers 404 'Failed to retrieve Bloomreach VSF config document' for a channel without one (001 §8)", async () => {
      const response = await get("/api/content/delivery/site/v1/channels/foldwell-atlantis/documents/vue-storefront/config");
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { message: "Failed to retrieve Bloomreach VSF config document" } });
    });

    it("answers 400 with a translated message for a malformed channel", async () => {
      const english = await get("/api/content/delivery/site/v1/channels/NOT%20A%20CHANNEL/documents/vue-storefront/config");
      expect(english.status).toBe(400);
      expect(await english.json()).toEqual({ error: { message: "The channel is not valid." } });
      const german = await get("/api/content/delivery/site/v1/channels/x$y/documents/vue-storefront/config", "de.localhost");
      expect(german.status).toBe(400);
      expect(await german.json()).toEqual({ error: { message: "Der Kanal ist ungültig." } });
    });
  });

  describe("GET /api/content/delivery/site/v1/channels/{channel}/pages (000 §7 Page content)", () => {
    it("answers the page with the menu, footer, meta and style guide", async () => {
      const response = await get("/api/content/delivery/site/v1/channels/foldwell-uk/pages?path=/klarna-faq");
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.page.title).toBe("Pay later with Klarna");
      expect(body.page.blocks.map((b: { type: string }) => b.type)).toEqual(["heading", "faq", "callToAction"]);
      expect(body.meta.seo_title).toBe("Pay later with Klarna");
      expect(body).toHaveProperty("menu");
      expect(body).toHaveProperty("footer");
      expect(body).toHaveProperty("styleGuide");
    });

    it("answers 404 for an unknown path and 400 without a path", async () => {
      const missing = await get("/api/content/delivery/site/v1/channels/foldwell-uk/pages?path=/nowhere");
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: { message: "This page could not be found" } });
      const noPath = await get("/api/content/delivery/site/v1/channels/foldwell-uk/pages");
      expect(noPath.status).toBe(400);
      expect(await noPath.json()).toEqual({ error: { message: "The page path is not valid." } });
      const tooLong = await get(`/api/content/delivery/site/v1/channels/foldwell-uk/pages?path=/${"a".repeat(600)}`);
      expect(tooLong.status).toBe(400);
    });
  });

  describe("hreflang lookup (001 §7: [] for unknown keys)", () => {
    it("GET /api/content/hreflang/{key}.json answers [{lang, href}]", async () => {
      const response = await get("/api/content/hreflang/cnt-klarna-faq.json");
      expect(response.status).toBe(200);
      const items = (await response.json()) as Array<{ lang: string; href: string }>;
      expect(items).toContainEqual({ lang: "x-default", href: `http://localhost:${api.port}/klarna-faq` });
      expect(items).toContainEqual({ lang: "de-DE", href: `http://de.localhost:${api.port}/klarna-faq` });
      expect(items.every((i) => Object.keys(i).sort().join() === "href,lang")).toBe(true);
    });

    it("takes keys whose path has slashes", async () => {
      const items = await (await get("/api/content/hreflang/cnt-blog/riding-in-the-rain.json")).json();
      expect(items).toContainEqual({ lang: "it-IT", href: `http://it.localhost:${api.port}/blog/riding-in-the-rain` });
    });

    it("answers [] for unknown keys and 400 for an over-long key", async () => {
      expect(await (await get("/api/content/hreflang/cnt-no-such-page.json")).json()).toEqual([]);
      expect(await (await get("/api/content/hreflang/whatever.json")).json()).toEqual([]);
      const tooLong = await get(`/api/content/hreflang/cnt-${"a".repeat(600)}.json`);
      expect(tooLong.status).toBe(400);
      expect(await tooLong.json()).toEqual({ error: { message: "The hreflang key is not valid." } });
    });

    it("is also served as GET /{key}.json at the root of every host", async () => {
      const response = await get("/cnt-klarna-faq.json", "uk.localhost");
      expect(response.status).toBe(200);
      expect(await response.json()).toContainEqual({ lang: "en-GB", href: `http://uk.localhost:${api.port}/klarna-faq` });
      expect(await (await get("/cnt-home.json")).json()).toEqual([]);
      // Other .json paths are not hreflang lookups and fall through to the rest of the app.
      expect((await get("/something.json")).status).toBe(404);
    });
  });

  describe("RPC POST /api/content/{method}", () => {
    it("getArticle answers {is_valid, data} in the storefront channel's locale", async () => {
      const response = await post("/api/content/getArticle", { articleId: "winter-riding-checklist" }, "fr.localhost");
      expect(response.status).toBe(200);
      const { data } = await response.json();
      expect(data.is_valid).toBe(true);
      expect(data.data.title).toBe("Votre check-list pour rouler l’hiver");
      const missing = await (await post("/api/content/getArticle", { articleId: "nope" }, "fr.localhost")).json();
      expect(missing).toEqual({ data: { is_valid: false, data: null } });
    });

    it("getArticle and listArticles refuse bad arguments with 400", async () => {
      expect((await post("/api/content/getArticle", { articleId: 42 })).status).toBe(400);
      expect((await post("/api/content/getArticle", {})).status).toBe(400);
      expect((await post("/api/content/listArticles", { page: 0 })).status).toBe(400);
      expect((await post("/api/content/listArticles", { page: "two" })).status).toBe(400);
    });

    it("listArticles pages the channel's articles by 10 (001 §9)", async () => {
      const first = (await (await post("/api/content/listArticles", {}, "uk.localhost")).json()).data;
      const second = (await (await post("/api/content/listArticles", { page: 2 }, "uk.localhost")).json()).data;
      expect(first.articles).toHaveLength(10);
      expect(first.pageCount).toBe(2);
      expect(second.articles).toHaveLength(first.total - 10);
    });

    it("getConfig answers the storefront's config document", async () => {
      const { data } = await (await post("/api/content/getConfig", {}, "us.localhost")).json();
      expect(data.formConfig.marketingSignUpCheckboxLabel).toContain("Foldwell");
      expect(data.pdpConfig.inStockText).toBe("In stock – ships within 2 business days");
    });
  });
});
