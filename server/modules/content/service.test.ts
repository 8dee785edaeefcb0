import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedBlog } from "../../../seed/content/blog";
import { seedConfig } from "../../../seed/content/config";
import { seedFinancingFaq } from "../../../seed/content/faq";
import { createTestShop } from "../../../tests/db";
import type { Shop } from "../../shop";
import { hreflangTargets, parseHreflangKey, type HreflangTarget } from "./service";

// 001 §7 Content service (config document, hreflang), 000 §7 Hreflang lookup, on the demo CMS: the
// hreflang lists are about the demo's eleven channels. getArticle and listArticles: articles.test.ts.
describe("content service", () => {
  let shop: Shop;
  let targets: HreflangTarget[];

  beforeAll(async () => {
    shop = await createTestShop();
    await seedConfig(shop.db, "Foldwell");
    await seedFinancingFaq(shop.db, "Foldwell");
    await seedBlog(shop.db, "Foldwell");
    targets = hreflangTargets(shop.storefronts.all(), (s) => shop.storefronts.originOf(s, "3000"));
  }, 240_000);
  afterAll(async () => shop.database.close());

  describe("channel locale", () => {
    it("knows each channel's locale from its config document", async () => {
      expect(await shop.content.channelLocale("foldwell-jp")).toBe("ja-JP");
      expect(await shop.content.channelLocale("foldwell-global")).toBe("en-GB");
      expect(await shop.content.channelLocale("foldwell-nowhere")).toBeNull();
    });
  });

  describe("hreflang (000 §7, 001 §7)", () => {
    it("parses keys made of a prefix and the path or home", () => {
      expect(parseHreflangKey("cnt-home")).toEqual({ prefix: "cnt", path: "/" });
      expect(parseHreflangKey("cnt-klarna-faq")).toEqual({ prefix: "cnt", path: "/klarna-faq" });
      expect(parseHreflangKey("cat-c/bikes/Folding/")).toEqual({ prefix: "cat", path: "/c/bikes/folding" });
      expect(parseHreflangKey("xyz-home")).toBeNull();
      expect(parseHreflangKey("cnt-")).toBeNull();
    });

    it("one storefront speaks for each channel; the default storefront is x-default", () => {
      expect(new Set(targets.map((t) => t.channel)).size).toBe(targets.length);
      const global = targets.find((t) => t.channel === "foldwell-global");
      expect(global).toMatchObject({ isDefault: true, origin: "http://localhost:3000" });
      expect(targets.find((t) => t.channel === "foldwell-uk")?.origin).toBe("http://uk.localhost:3000");
      expect(targets.find((t) => t.channel === "foldwell-de")?.origin).toBe("http://de.localhost:3000");
    });

    it("cnt- keys list the channels that have the page, in their own language", async () => {
      const items = await shop.content.hreflang("cnt-klarna-faq", targets);
      expect(items).toContainEqual({ lang: "x-default", href: "http://localhost:3000/klarna-faq" });
      expect(items).toContainEqual({ lang: "en-GB", href: "http://uk.localhost:3000/klarna-faq" });
      expect(items).toContainEqual({ lang: "de-DE", href: "http://de.localhost:3000/klarna-faq" });
      expect(items).toContainEqual({ lang: "ja-JP", href: "http://jp.localhost:3000/klarna-faq" });
      expect(new Set(items.map((i) => i.lang)).size).toBe(items.length);
      expect(items).toHaveLength(11);
    });

    it("cnt- keys for blog pages follow the channels' articles", async () => {
      const list = await shop.content.hreflang("cnt-blog", targets);
      expect(list).toContainEqual({ lang: "fr-FR", href: "http://fr.localhost:3000/blog" });
      const article = await shop.content.hreflang("cnt-blog/riding-in-the-rain", targets);
      expect(article).toContainEqual({ lang: "en-US", href: "http://us.localhost:3000/blog/riding-in-the-rain" });
      expect(await shop.content.hreflang("cnt-blog/no-such-article", targets)).toEqual([]);
    });

    it("cat- and prd- keys list the selling storefronts only", async () => {
      const items = await shop.content.hreflang("prd-p/12/c-line", targets);
      expect(items).toContainEqual({ lang: "de-DE", href: "http://de.localhost:3000/p/12/c-line" });
      // Japan is content-only (eCommDisabled): no catalogue pages there.
      expect(items.some((i) => i.lang === "ja-JP")).toBe(false);
      expect((await shop.content.hreflang("cat-c/bikes", targets)).length).toBe(items.length);
    });

    it("unknown keys give []", async () => {
      expect(await shop.content.hreflang("cnt-no-such-page", targets)).toEqual([]);
      expect(await shop.content.hreflang("nonsense", targets)).toEqual([]);
    });
  });

  describe("memo", () => {
    it("serves a new version as soon as saveDocument bumps the content epoch", async () => {
      const before = await shop.content.getConfig("foldwell-uk");
      expect(before?.verificationConfig.modalTitle).toBe("Verify your identity");
      // Read twice: the second read comes from the memo.
      expect(await shop.content.getConfig("foldwell-uk")).toBe(before);
      const changed = { ...before!, verificationConfig: { ...before!.verificationConfig, modalTitle: "Confirm who you are" } };
      await shop.content.saveDocument("foldwell-uk", "en-GB", "config", "vue-storefront", changed);
      expect((await shop.content.getConfig("foldwell-uk"))?.verificationConfig.modalTitle).toBe("Confirm who you are");
    });

    it("does not keep misses, so a page created later is found at once", async () => {
      expect(await shop.content.getPage("foldwell-uk", "/brand-new")).toBeNull();
      await shop.db.insert((await import("./schema")).contentDocuments).values({
        channel: "foldwell-uk",
        locale: "en-GB",
        type: "page",
        key: "/brand-new",
        data: { title: "New", seo: { seo_title: "New", meta: [], scripts: [] }, blocks: [] },
      });
      // Written behind the service's back (no epoch bump): only a memoised miss would hide it.
      expect((await shop.content.getPage("foldwell-uk", "/brand-new"))?.title).toBe("New");
    });

    it("remembers a miss when asked (category banners), until a document is saved", async () => {
      const { contentDocuments } = await import("./schema");
      const page = { title: "Banner", seo: { seo_title: "Banner", meta: [], scripts: [] }, blocks: [] };
      expect(await shop.content.getPage("foldwell-uk", "/c/bikes/no-banner", { rememberMiss: true })).toBeNull();
      await shop.db.insert(contentDocuments).values({ channel: "foldwell-uk", locale: "en-GB", type: "page", key: "/c/bikes/no-banner", data: page });
      // Behind the service's back the remembered miss stands; a save through the service ends it.
      expect(await shop.content.getPage("foldwell-uk", "/c/bikes/no-banner", { rememberMiss: true })).toBeNull();
      await shop.content.saveDocument("foldwell-uk", "en-GB", "page", "/c/bikes/other", page);
      expect((await shop.content.getPage("foldwell-uk", "/c/bikes/no-banner", { rememberMiss: true }))?.title).toBe("Banner");
    });
  });
});
