import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop } from "../../../tests/db";
import { article, seedArticles } from "../../../tests/factories/content";
import type { Shop } from "../../shop";

// 001 §7 Content service getArticle, 001 §9 page sizes (10 articles per page), on a few articles of
// their own (issue 13: not the demo blog): one German article, thirteen British ones a day apart,
// one Dutch one.
const UK_ARTICLES = Array.from({ length: 13 }, (_, i) => article(`uk-article-${i + 1}`, `UK article ${i + 1}`, `2026-03-${String(i + 1).padStart(2, "0")}T09:00:00.000Z`));

let shop: Shop;

beforeAll(async () => {
  shop = await createTestShop();
  await seedArticles(shop, "foldwell-de", "de-DE", [article("how-to-fold-in-ten-seconds", "Das Rad in zehn Sekunden falten", "2026-02-01T09:00:00.000Z")]);
  await seedArticles(shop, "foldwell-uk", "en-GB", UK_ARTICLES);
  await seedArticles(shop, "foldwell-nl", "nl-NL", [article("commuting-with-a-folding-bike", "Pendelen met een vouwfiets", "2026-02-02T09:00:00.000Z")]);
}, 120_000);
afterAll(async () => shop.database.close());

describe("getArticle (001 §7)", () => {
  it("answers is_valid true with the article in the channel's locale", async () => {
    const result = await shop.content.getArticle("foldwell-de", "how-to-fold-in-ten-seconds", "de-DE");
    expect(result.is_valid).toBe(true);
    expect(result.data?.title).toBe("Das Rad in zehn Sekunden falten");
    expect(result.data?.blocks.map((b) => b.type)).toEqual(["article", "callToAction"]);
  });

  it("answers is_valid false for an unknown id, another locale or another channel", async () => {
    expect(await shop.content.getArticle("foldwell-de", "no-such-article", "de-DE")).toEqual({ is_valid: false, data: null });
    expect((await shop.content.getArticle("foldwell-de", "how-to-fold-in-ten-seconds", "fr-FR")).is_valid).toBe(false);
    expect((await shop.content.getArticle("foldwell-nowhere", "how-to-fold-in-ten-seconds", "de-DE")).is_valid).toBe(false);
  });
});

describe("listArticles (001 §9: 10 items per page)", () => {
  it("pages the channel's articles newest first", async () => {
    const first = await shop.content.listArticles("foldwell-uk", { page: 1, pageSize: 10, locale: "en-GB" });
    const second = await shop.content.listArticles("foldwell-uk", { page: 2, pageSize: 10, locale: "en-GB" });
    expect(first.total).toBe(UK_ARTICLES.length);
    expect(first.pageCount).toBe(2);
    expect(first.articles).toHaveLength(10);
    expect(second.articles).toHaveLength(UK_ARTICLES.length - 10);
    expect([...first.articles, ...second.articles].map((a) => a.id)).toEqual(UK_ARTICLES.map((a) => a.id).reverse());
    // The list carries cards only; the body is loaded with getArticle.
    expect(first.articles.every((a) => a.blocks.length === 0)).toBe(true);
  });

  it("gives an empty page past the end and an empty list for another locale", async () => {
    expect((await shop.content.listArticles("foldwell-uk", { page: 3, pageSize: 10, locale: "en-GB" })).articles).toEqual([]);
    const other = await shop.content.listArticles("foldwell-uk", { page: 1, pageSize: 10, locale: "de-DE" });
    expect(other.total).toBe(0);
  });
});

describe("memo", () => {
  it("drops memoised articles and lists when an article is saved", async () => {
    const { data } = await shop.content.getArticle("foldwell-nl", "commuting-with-a-folding-bike", "nl-NL");
    await shop.content.listArticles("foldwell-nl", { page: 1, pageSize: 10, locale: "nl-NL" });
    await shop.content.saveDocument("foldwell-nl", "nl-NL", "article", "commuting-with-a-folding-bike", { ...data!, title: "Forenzen op de vouwfiets" });
    expect((await shop.content.getArticle("foldwell-nl", "commuting-with-a-folding-bike", "nl-NL")).data?.title).toBe("Forenzen op de vouwfiets");
    const list = await shop.content.listArticles("foldwell-nl", { page: 1, pageSize: 10, locale: "nl-NL" });
    expect(list.articles.map((a) => a.title)).toContain("Forenzen op de vouwfiets");
  });
});
