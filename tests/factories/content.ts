import { parseBlocks } from "../../server/modules/content/blocks";
import { contentDocuments } from "../../server/modules/content/schema";
import type { BlogArticle } from "../../server/modules/content/types";
import type { Shop } from "../../server/shop";

/**
 * Small content for content tests (issue 13): the documents a test reads, written in the test,
 * instead of the demo shop's whole CMS (seed/content).
 */

/** A blog article with one article block and a call to action, as the CMS stores it. */
export function article(id: string, title: string, publishedAt: string, more: Partial<BlogArticle> = {}): BlogArticle {
  return {
    id,
    title,
    excerpt: `${title}.`,
    image: `/images/blog/${id}.svg`,
    imageAlt: title,
    author: "Test Author",
    publishedAt,
    seo: { seo_title: title, meta: [{ tag_name: "description", content: `${title}.` }], scripts: [] },
    blocks: parseBlocks([
      { type: "article", id: "story", headline: title, intro: "Intro.", sections: [{ heading: "Heading", paragraphs: ["Text."] }] },
      { type: "callToAction", id: "next-step", headline: "Ride one", primary: { label: "Shop bikes", url: "/c/bikes" }, tone: "soft" },
    ]),
    ...more,
  };
}

/** Writes articles to a channel in one locale, each published at its own date. */
export async function seedArticles(shop: Shop, channel: string, locale: string, articles: BlogArticle[]): Promise<void> {
  await shop.db.insert(contentDocuments).values(
    articles.map((data) => ({ channel, locale, type: "article" as const, key: data.id, data, publishedAt: new Date(data.publishedAt) })),
  );
}
