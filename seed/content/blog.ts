import type { Database } from "../../server/db/client";
import { parseBlocks } from "../../server/modules/content/blocks";
import type { BlogArticle } from "../../server/modules/content/types";
import { americanise, englishArticles, englishCtas } from "./blog-copy-en";
import { germanArticles, germanCtas } from "./blog-copy-de";
import { spanishArticles, spanishCtas } from "./blog-copy-es";
import { frenchArticles, frenchCtas } from "./blog-copy-fr";
import { italianArticles, italianCtas } from "./blog-copy-it";
import { japaneseArticles, japaneseCtas } from "./blog-copy-ja";
import { dutchArticles, dutchCtas } from "./blog-copy-nl";
import type { ArticleCopy, CtaCopy } from "./blog-types";
import { contentChannels, type ContentChannel } from "./channels";
import { withBrand } from "./config";
import { insertDocuments, type SeedDocument } from "./write";

/**
 * The demo blog (000 §2 /blog, /blog/{article}; 001 §7 getArticle): twelve articles on every content
 * channel, in the channel's language, so the list has two pages of 10 (001 §9). Articles keep one
 * id across channels, which is what links the translations for hreflang.
 */
interface ArticleSeed {
  id: string;
  image: string;
  author: string;
  publishedAt: string;
  cta: keyof CtaCopy;
}

const CTA_URLS: Record<keyof CtaCopy, string> = {
  bikes: "/c/bikes",
  accessories: "/c/accessories",
  stores: "/find-a-store",
  electric: "/c/bikes/electric",
};

export const BLOG_ARTICLES: ArticleSeed[] = [
  { id: "commuting-with-a-folding-bike", image: "/images/blog/commute.svg", author: "Hannah Clarke", publishedAt: "2026-11-03T08:00:00.000Z", cta: "bikes" },
  { id: "how-to-fold-in-ten-seconds", image: "/images/blog/fold.svg", author: "Tom Whitfield", publishedAt: "2026-10-14T08:00:00.000Z", cta: "bikes" },
  { id: "winter-riding-checklist", image: "/images/blog/winter.svg", author: "Lena Vogt", publishedAt: "2026-09-29T08:00:00.000Z", cta: "accessories" },
  { id: "bike-and-train-travel-guide", image: "/images/blog/train.svg", author: "Claire Dubois", publishedAt: "2026-09-08T08:00:00.000Z", cta: "stores" },
  { id: "electric-folding-bikes-explained", image: "/images/blog/electric.svg", author: "Marco Bianchi", publishedAt: "2026-08-18T08:00:00.000Z", cta: "electric" },
  { id: "city-break-by-folding-bike", image: "/images/blog/city.svg", author: "Sofia Martín", publishedAt: "2026-07-27T08:00:00.000Z", cta: "stores" },
  { id: "choosing-the-right-gear-range", image: "/images/blog/gears.svg", author: "Tom Whitfield", publishedAt: "2026-06-30T08:00:00.000Z", cta: "bikes" },
  { id: "inside-our-frame-workshop", image: "/images/blog/workshop.svg", author: "Pieter de Vries", publishedAt: "2026-06-02T08:00:00.000Z", cta: "bikes" },
  { id: "five-minute-maintenance-routine", image: "/images/blog/maintenance.svg", author: "Yuki Tanaka", publishedAt: "2026-05-12T08:00:00.000Z", cta: "stores" },
  { id: "bike-subscription-how-it-works", image: "/images/blog/subscription.svg", author: "Hannah Clarke", publishedAt: "2026-04-21T08:00:00.000Z", cta: "bikes" },
  { id: "safe-storage-at-home-and-work", image: "/images/blog/storage.svg", author: "Lena Vogt", publishedAt: "2026-03-17T08:00:00.000Z", cta: "accessories" },
  { id: "riding-in-the-rain", image: "/images/blog/rain.svg", author: "Claire Dubois", publishedAt: "2026-02-10T08:00:00.000Z", cta: "accessories" },
];

function mapCopy(copy: ArticleCopy, change: (text: string) => string): ArticleCopy {
  return {
    ...copy,
    eyebrow: change(copy.eyebrow),
    title: change(copy.title),
    excerpt: change(copy.excerpt),
    imageAlt: change(copy.imageAlt),
    intro: change(copy.intro),
    sections: copy.sections.map(([heading, text]) => [change(heading), change(text)]),
    quote: copy.quote && [change(copy.quote[0]), copy.quote[1]],
  };
}

const american = Object.fromEntries(Object.entries(englishArticles).map(([id, copy]) => [id, mapCopy(copy, americanise)]));

const copyByLocale: Record<ContentChannel["locale"], { articles: Record<string, ArticleCopy>; ctas: CtaCopy }> = {
  "en-GB": { articles: englishArticles, ctas: englishCtas },
  "en-SG": { articles: englishArticles, ctas: englishCtas },
  "en-BE": { articles: englishArticles, ctas: englishCtas },
  "en-US": { articles: american, ctas: englishCtas },
  "de-DE": { articles: germanArticles, ctas: germanCtas },
  "fr-FR": { articles: frenchArticles, ctas: frenchCtas },
  "es-ES": { articles: spanishArticles, ctas: spanishCtas },
  "it-IT": { articles: italianArticles, ctas: italianCtas },
  "nl-NL": { articles: dutchArticles, ctas: dutchCtas },
  "ja-JP": { articles: japaneseArticles, ctas: japaneseCtas },
};

/** One article in one language: the header fields, SEO and its body as CMS blocks. */
export function blogArticle(seed: ArticleSeed, locale: ContentChannel["locale"], brandName: string): BlogArticle {
  const { articles, ctas } = copyByLocale[locale];
  const copy = withBrand(articles[seed.id], brandName);
  const [ctaHeadline, ctaLabel] = ctas[seed.cta];
  const blocks = parseBlocks([
    {
      type: "article",
      id: "story",
      eyebrow: copy.eyebrow,
      headline: copy.excerpt,
      intro: copy.intro,
      sections: copy.sections.map(([heading, paragraph]) => ({ heading, paragraphs: [paragraph] })),
      ...(copy.quote ? { quote: { text: copy.quote[0], author: copy.quote[1] } } : {}),
    },
    { type: "callToAction", id: "next-step", headline: ctaHeadline, primary: { label: ctaLabel, url: CTA_URLS[seed.cta] }, tone: "soft" },
  ]);
  return {
    id: seed.id,
    title: copy.title,
    excerpt: copy.excerpt,
    image: seed.image,
    imageAlt: copy.imageAlt,
    author: seed.author,
    publishedAt: seed.publishedAt,
    seo: {
      seo_title: copy.title,
      meta: [
        { tag_name: "description", content: copy.excerpt },
        { tag_name: "article:published_time", content: seed.publishedAt },
        { tag_name: "article:author", content: seed.author },
      ],
      scripts: [],
    },
    blocks,
  };
}

export function blogDocuments(brandName: string): SeedDocument[] {
  return contentChannels(brandName).flatMap((c) =>
    BLOG_ARTICLES.map((seed) => ({
      channel: c.channel,
      locale: c.locale,
      type: "article" as const,
      key: seed.id,
      data: blogArticle(seed, c.locale, brandName),
      publishedAt: new Date(seed.publishedAt),
    })),
  );
}

/** Seeds the blog of every content channel. */
export async function seedBlog(db: Database, brandName: string): Promise<void> {
  await insertDocuments(db, blogDocuments(brandName));
}
