import { and, eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { contentDocuments } from "../../server/modules/content/schema";
import type { StorefrontConfigDocument } from "../../server/modules/content/types";
import type { BlockType } from "../../server/modules/content/blocks";
import { contentChannels, type ContentChannel } from "./channels";
import { englishPages, type PageCopy } from "./page-copy/en";
import { germanPages } from "./page-copy/de";
import { frenchPages } from "./page-copy/fr";
import { spanishPages } from "./page-copy/es";
import { italianPages } from "./page-copy/it";
import { dutchPages } from "./page-copy/nl";
import { japanesePages } from "./page-copy/ja";
import { legalPages } from "./legal-pages";
import { insertDocuments, type SeedDocument } from "./write";

/**
 * The demo shop's CMS pages (000 §7 Page content, 001 §2 Content-block types): a home page and
 * content pages per channel, in the channel's language, that together use every block type. The
 * block gallery page shows every type (and both variants of checkerboard and image-title tiles).
 */

type Block = { type: BlockType; id: string } & Record<string, unknown>;
interface SeedPage {
  path: string;
  title: string;
  seo: { seo_title: string; meta: Array<{ tag_name: string; content: string }>; scripts: Array<{ src: string }> };
  blocks: Block[];
}

const IMG = "/images/content";
const img = (name: string, alt: string) => ({ src: `${IMG}/${name}.svg`, alt });

/**
 * Demo bikes of the catalogue (seed/catalog/products.ts), by their product ids and slugs. Prices are
 * left out: they come from the catalogue in the storefront's currency.
 */
const BIKES = {
  urban: { productId: 2, slug: "foldwell-urban-3", name: "{brand} Urban 3", image: "bike-city" },
  explore: { productId: 4, slug: "foldwell-explore-6", name: "{brand} Explore 6", image: "bike-touring" },
  electric: { productId: 6, slug: "foldwell-electric", name: "{brand} Electric", image: "bike-electric" },
  titanium: { productId: 8, slug: "foldwell-titanium", name: "{brand} Titanium", image: "bike-sport" },
} as const;

// Demo films are hosted on the brand's video channel; the thumbnails ship with the shop.
const FOLD_FILM = "https://www.youtube.com/watch?v=Fo1dWe11Fo1d";

function seo(title: string, description: string): SeedPage["seo"] {
  return { seo_title: title, meta: [{ tag_name: "description", content: description }], scripts: [] };
}

function product(key: keyof typeof BIKES, c: PageCopy) {
  const bike = BIKES[key];
  const copy = c.home.products[key];
  return {
    productId: bike.productId,
    headline: bike.name,
    tagline: copy.tagline,
    ...(copy.badge ? { badge: copy.badge } : {}),
    image: img(bike.image, bike.name),
    url: `/p/${bike.productId}/${bike.slug}`,
  };
}

// ---- block builders, shared by the pages and the block gallery -----------------------------------

const b = {
  heroCarousel: (id: string, c: PageCopy): Block => ({
    type: "heroBannerCarousel",
    id,
    slides: c.home.slides.map((slide, i) => ({
      eyebrow: slide.eyebrow,
      headline: slide.headline,
      text: slide.text,
      image: img(["hero-city", "hero-fold", "hero-weekend"][i], slide.headline),
      cta: { label: slide.cta, url: ["/c/bikes", "/folding-explained", "/c/bikes/explore"][i] },
      theme: "dark",
    })),
  }),
  usps: (id: string, c: PageCopy): Block => ({
    type: "uspBanner",
    id,
    items: c.home.usps.map((usp, i) => ({ icon: ["truck", "shield", "return", "fold"][i], title: usp.title, text: usp.text })),
  }),
  productLine: (id: string, c: PageCopy): Block => ({
    type: "productLine",
    id,
    eyebrow: c.home.lineEyebrow,
    title: c.home.lineTitle,
    text: c.home.lineText,
    products: (["urban", "explore", "electric", "titanium"] as const).map((key) => product(key, c)),
    cta: { label: c.home.lineCta, url: "/c/bikes" },
  }),
  cityTiles: (id: string, c: PageCopy, variant: "normal" | "tall"): Block => ({
    type: "imageTitleTiles",
    id,
    variant,
    title: c.home.tilesTitle,
    tiles: c.home.tiles.map((tile, i) => ({
      title: tile.title,
      subtitle: tile.subtitle,
      image: img(["city-london", "city-paris", "city-tokyo", "city-amsterdam"][i], tile.title),
      url: ["/c/bikes/urban", "/c/bikes/urban", "/c/bikes/electric", "/c/bikes/explore"][i],
    })),
  }),
  story: (id: string, c: PageCopy): Block => ({
    type: "editorial",
    id,
    eyebrow: c.home.storyEyebrow,
    headline: c.home.storyHeadline,
    paragraphs: c.home.storyParagraphs,
    image: img("train-commute", c.home.storyHeadline),
    imagePosition: "left",
    cta: { label: c.home.storyCta, url: "/about" },
  }),
  subscribeCta: (id: string, c: PageCopy): Block => ({
    type: "callToAction",
    id,
    headline: c.home.ctaHeadline,
    text: c.home.ctaText,
    primary: { label: c.home.ctaPrimary, url: "/c/bikes" },
    secondary: { label: c.home.ctaSecondary, url: "/find-a-store" },
    tone: "brand",
  }),
  signUp: (id: string, c: PageCopy, checkboxLabel: string | undefined, showMessage = false): Block => ({
    type: "marketingSignUp",
    id,
    headline: c.home.signUpHeadline,
    text: c.home.signUpText,
    ...(checkboxLabel ? { checkboxLabel } : {}),
    showMessage,
    image: img("city-night", c.home.signUpHeadline),
  }),
  pageHero: (id: string, p: { eyebrow: string; heroTitle: string; heroSubtitle: string }, image?: { src: string; alt: string }): Block => ({
    type: "pageHero",
    id,
    eyebrow: p.eyebrow,
    title: p.heroTitle,
    subtitle: p.heroSubtitle,
    ...(image ? { image } : {}),
  }),
  layers: (id: string, c: PageCopy): Block => ({
    type: "scrollingLayer",
    id,
    title: c.about.layersTitle,
    layers: c.about.layers.map((layer, i) => ({ ...layer, image: img(["size-guide", "workshop", "hero-city"][i], layer.headline) })),
  }),
  workshopGallery: (id: string, c: PageCopy): Block => ({
    type: "gallery",
    id,
    title: c.about.galleryTitle,
    images: c.about.captions.map((caption, i) => ({
      image: img(["factory", "workshop", "bike-folded", "bike-city", "rider-commute"][i], caption),
      caption,
    })),
  }),
  values: (id: string, c: PageCopy, variant: "plain" | "vertical"): Block => ({
    type: "checkerboard",
    id,
    variant,
    title: c.about.valuesTitle,
    rows: c.about.values.map((row, i) => ({
      ...row,
      image: img(["workshop", "sustainability"][i], row.headline),
      ...(i === 1 ? { cta: { label: c.about.valuesCta, url: "/sustainability" } } : {}),
    })),
  }),
  foldBoard: (id: string, c: PageCopy, variant: "plain" | "vertical"): Block => ({
    type: "checkerboard",
    id,
    variant,
    title: c.folding.boardTitle,
    rows: c.folding.board.map((row, i) => ({ ...row, image: img(["bike-folded", "bike-city", "train-commute"][i], row.headline) })),
  }),
  foldHero: (id: string, c: PageCopy): Block => ({
    type: "hero",
    id,
    eyebrow: c.folding.heroEyebrow,
    headline: c.folding.heroHeadline,
    text: c.folding.heroText,
    image: img("hero-fold", c.folding.heroHeadline),
    cta: { label: c.folding.heroCta, url: "/c/bikes" },
    secondaryCta: { label: c.folding.heroSecondary, url: "#folding-film" },
  }),
  foldSteps: (id: string, c: PageCopy): Block => ({
    type: "steps",
    id,
    title: c.folding.stepsTitle,
    steps: c.folding.steps.map((step, i) => ({ ...step, image: img(["bike-city", "bike-folded", "train-commute"][i], step.title) })),
  }),
  foldFilm: (id: string, c: PageCopy): Block => ({
    type: "videoBanner",
    id,
    eyebrow: c.folding.filmEyebrow,
    headline: c.folding.filmHeadline,
    text: c.folding.filmText,
    video: { url: FOLD_FILM, thumbnail: `${IMG}/factory.svg`, title: c.folding.videoTitle },
  }),
  fitTabs: (id: string, c: PageCopy): Block => ({
    type: "tabs",
    id,
    title: c.folding.tabsTitle,
    tabs: c.folding.tabs.map((tab, i) => ({
      label: tab.label,
      headline: tab.headline,
      body: tab.text,
      image: img(["train-commute", "rider-commute", "bike-folded"][i], tab.headline),
    })),
  }),
  foldSpecs: (id: string, c: PageCopy): Block => ({
    type: "specsAtAGlance",
    id,
    title: c.folding.specsTitle,
    image: img("bike-folded", c.folding.specsTitle),
    specs: c.folding.specs,
  }),
  productCard: (id: string, c: PageCopy): Block => ({
    type: "productCard",
    id,
    ...product("urban", c),
    headline: c.folding.productHeadline,
    tagline: c.folding.productTagline,
  }),
  foldLink: (id: string, c: PageCopy): Block => ({
    type: "link",
    id,
    label: c.folding.linkLabel,
    description: c.folding.linkDescription,
    url: "/blog/how-to-fold-in-ten-seconds",
    style: "arrow",
  }),
  supportAlert: (id: string, c: PageCopy): Block => ({ type: "alert", id, tone: "info", title: c.support.alertTitle, text: c.support.alertText }),
  supportGrid: (id: string, c: PageCopy): Block => ({
    type: "supportGrid",
    id,
    title: c.support.gridTitle,
    items: c.support.topics.map((topic, i) => ({
      icon: ["truck", "shield", "wrench", "bike", "ruler", "chat"][i],
      ...topic,
      url: ["/delivery-and-returns", "/warranty", "/find-a-store", "/bike-registration", "/size-guide", "/contact"][i],
    })),
  }),
  supportFaq: (id: string, c: PageCopy): Block => ({ type: "faq", id, title: c.support.faqTitle, items: c.support.faq }),
  care: (id: string, c: PageCopy): Block => ({ type: "accordion", id, title: c.support.accordionTitle, items: c.support.care }),
  contactHtml: (id: string, c: PageCopy): Block => ({ type: "html", id, html: c.support.contactHtml }),
  storeLink: (id: string, c: PageCopy): Block => ({
    type: "link",
    id,
    label: c.support.linkLabel,
    description: c.support.linkDescription,
    url: "/find-a-store",
    style: "arrow",
  }),
  report: (id: string, c: PageCopy): Block => ({
    type: "article",
    id,
    eyebrow: c.sustainability.articleEyebrow,
    headline: c.sustainability.articleHeadline,
    intro: c.sustainability.articleIntro,
    image: img("sustainability", c.sustainability.articleHeadline),
    sections: c.sustainability.articleSections,
    quote: { text: c.sustainability.quote, author: c.sustainability.quoteAuthor },
  }),
  commitments: (id: string, c: PageCopy): Block => ({
    type: "list",
    id,
    title: c.sustainability.listTitle,
    style: "check",
    items: c.sustainability.commitments,
  }),
  numbers: (id: string, c: PageCopy): Block => ({
    type: "grid",
    id,
    title: c.sustainability.gridTitle,
    columns: 3,
    items: c.sustainability.numbers.map((n) => ({ title: n.title, text: n.text })),
  }),
  tradeIn: (id: string, c: PageCopy): Block => ({
    type: "banner",
    id,
    eyebrow: c.sustainability.bannerEyebrow,
    headline: c.sustainability.bannerHeadline,
    text: c.sustainability.bannerText,
    image: img("city-night", c.sustainability.bannerHeadline),
    cta: { label: c.sustainability.bannerCta, url: "/find-a-store" },
    theme: "dark",
  }),
  greenTiles: (id: string, c: PageCopy, variant: "normal" | "tall"): Block => ({
    type: "imageTitleTiles",
    id,
    variant,
    title: c.sustainability.tilesTitle,
    tiles: c.sustainability.tiles.map((tile, i) => ({
      ...tile,
      image: img(["city-amsterdam", "city-paris", "city-tokyo"][i], tile.title),
      url: ["/blog/commuting-with-a-folding-bike", "/find-a-store", "/about"][i],
    })),
  }),
  sticky: (id: string, c: PageCopy): Block => ({
    type: "stickyBanner",
    id,
    text: c.sustainability.stickyText,
    cta: { label: c.sustainability.stickyCta, url: "/find-a-store" },
    tone: "brand",
  }),
  sizeHeading: (id: string, c: PageCopy): Block => ({
    type: "heading",
    id,
    text: c.sizeGuide.headingText,
    subtitle: c.sizeGuide.headingSubtitle,
    level: 2,
    align: "left",
  }),
  sizeTable: (id: string, c: PageCopy): Block => ({
    type: "table",
    id,
    title: c.sizeGuide.tableTitle,
    caption: c.sizeGuide.tableCaption,
    headers: c.sizeGuide.headers,
    rows: c.sizeGuide.rows,
  }),
  fitTips: (id: string, c: PageCopy): Block => ({ type: "list", id, title: c.sizeGuide.tipsTitle, style: "number", items: c.sizeGuide.tips }),
  plp: (id: string, c: PageCopy): Block => ({
    type: "plpBanner",
    id,
    title: c.sizeGuide.plpTitle,
    text: c.sizeGuide.plpText,
    image: img("hero-weekend", c.sizeGuide.plpTitle),
    cta: { label: c.sizeGuide.plpCta, url: "/c/bikes" },
  }),
  rideStories: (id: string, c: PageCopy): Block => ({
    type: "carousel",
    id,
    title: c.gallery.carouselTitle,
    slides: c.gallery.carousel.map((slide, i) => ({
      image: img(["rider-commute", "city-night", "hero-weekend", "bike-folded"][i], slide.title),
      title: slide.title,
      text: slide.text,
      link: { label: c.home.storyCta, url: "/blog" },
    })),
  }),
};

/** All pages of one channel, in its language. */
export function channelPages(copy: PageCopy, checkboxLabel?: string): SeedPage[] {
  const c = copy;
  return [
    {
      path: "/",
      title: c.home.title,
      seo: seo(c.home.seoTitle, c.home.description),
      blocks: [
        b.heroCarousel("home-hero", c),
        b.usps("home-promises", c),
        b.productLine("home-bikes", c),
        b.cityTiles("home-cities", c, "normal"),
        b.story("home-story", c),
        b.subscribeCta("home-subscribe", c),
        b.signUp("home-newsletter", c, checkboxLabel),
      ],
    },
    {
      path: "/about",
      title: c.about.title,
      seo: seo(c.about.seoTitle, c.about.description),
      blocks: [
        b.pageHero("about-hero", c.about, img("hero-city", c.about.heroTitle)),
        {
          type: "editorial",
          id: "where-it-began",
          eyebrow: c.about.storyEyebrow,
          headline: c.about.storyHeadline,
          paragraphs: c.about.storyParagraphs,
          image: img("workshop", c.about.storyHeadline),
          imagePosition: "right",
        },
        b.layers("sketch-to-street", c),
        b.workshopGallery("workshop", c),
        b.rideStories("ride-stories", c),
        b.values("values", c, "plain"),
        {
          type: "callToAction",
          id: "ride-one",
          headline: c.about.ctaHeadline,
          text: c.about.ctaText,
          primary: { label: c.about.ctaPrimary, url: "/find-a-store" },
          secondary: { label: c.about.ctaSecondary, url: "/c/bikes" },
          tone: "soft",
        },
      ],
    },
    {
      path: "/folding-explained",
      title: c.folding.title,
      seo: seo(c.folding.seoTitle, c.folding.description),
      blocks: [
        b.foldHero("fold-hero", c),
        b.foldSteps("three-steps", c),
        b.foldFilm("folding-film", c),
        b.fitTabs("where-it-fits", c),
        b.foldSpecs("fold-specs", c),
        b.foldBoard("designed-to-fold", c, "vertical"),
        b.productCard("featured-bike", c),
        b.foldLink("folding-guide", c),
      ],
    },
    {
      path: "/support",
      title: c.support.title,
      seo: seo(c.support.seoTitle, c.support.description),
      blocks: [
        b.pageHero("support-hero", c.support),
        b.supportAlert("delivery-update", c),
        b.supportGrid("topics", c),
        b.supportFaq("faq", c),
        b.care("care", c),
        b.contactHtml("contact", c),
        b.storeLink("stores", c),
      ],
    },
    {
      path: "/sustainability",
      title: c.sustainability.title,
      seo: seo(c.sustainability.seoTitle, c.sustainability.description),
      blocks: [
        b.pageHero("sustainability-hero", c.sustainability, img("sustainability", c.sustainability.heroTitle)),
        b.report("report", c),
        b.commitments("commitments", c),
        b.numbers("numbers", c),
        b.tradeIn("trade-in", c),
        b.greenTiles("ride-further", c, "tall"),
        b.sticky("trade-in-week", c),
      ],
    },
    {
      path: "/size-guide",
      title: c.sizeGuide.title,
      seo: seo(c.sizeGuide.seoTitle, c.sizeGuide.description),
      blocks: [
        b.pageHero("size-hero", c.sizeGuide, img("size-guide", c.sizeGuide.heroTitle)),
        b.sizeHeading("choose-handlebar", c),
        b.sizeTable("sizes", c),
        b.fitTips("fit-tips", c),
        b.plp("shop-bikes", c),
      ],
    },
    {
      path: "/block-gallery",
      title: c.gallery.title,
      seo: seo(c.gallery.seoTitle, c.gallery.description),
      blocks: [
        b.pageHero("gallery-hero", { eyebrow: c.gallery.headingEyebrow, heroTitle: c.gallery.headingText, heroSubtitle: c.gallery.headingSubtitle }),
        { type: "alert", id: "gallery-alert", tone: "success", text: c.gallery.alertText },
        b.heroCarousel("hero-banner-carousel", c),
        b.usps("usp-banner", c),
        b.foldHero("hero", c),
        { type: "heading", id: "heading", eyebrow: c.gallery.headingEyebrow, text: c.gallery.listTitle, level: 2, align: "center" },
        { type: "list", id: "list", style: "check", items: c.gallery.list },
        b.productLine("product-line", c),
        b.productCard("product-card", c),
        b.rideStories("carousel", c),
        b.foldSteps("steps", c),
        b.story("editorial", c),
        b.workshopGallery("gallery", c),
        b.numbers("grid", c),
        b.plp("plp-banner", c),
        b.values("checkerboard", c, "plain"),
        b.foldBoard("checkerboard-vertical", c, "vertical"),
        b.cityTiles("image-title-tiles", c, "normal"),
        b.greenTiles("image-title-tiles-tall", c, "tall"),
        b.layers("scrolling-layer", c),
        b.report("article", c),
        b.supportGrid("support-grid", c),
        b.fitTabs("tabs", c),
        b.care("accordion", c),
        b.supportFaq("faq", c),
        b.foldFilm("video-banner", c),
        b.foldSpecs("specs-at-a-glance", c),
        b.sizeTable("table", c),
        b.contactHtml("html", c),
        b.tradeIn("banner", c),
        b.subscribeCta("call-to-action", c),
        b.signUp("marketing-sign-up", c, checkboxLabel, true),
        b.sticky("sticky-banner", c),
        { type: "link", id: "link", label: c.gallery.linkLabel, url: "/", style: "button" },
      ],
    },
  ];
}

// US spelling and units (001 §9: pounds for en-US) for the American storefront.
const US_WORDS: Array<[RegExp, string]> = [
  [/colour/g, "color"],
  [/Colour/g, "Color"],
  [/centre/g, "center"],
  [/kerbs/g, "curbs"],
  [/pushchair/g, "stroller"],
  [/70 km/g, "45 miles"],
  [/10,000 km/g, "6,000 miles"],
  [/500 km/g, "300 miles"],
  [/300 km/g, "200 miles"],
  [/under 9 kg/g, "under 20 lb"],
  [/From 7\.9 kg/g, "From 17.4 lb"],
  [/10 to 13 kg/g, "22 to 29 lb"],
];

function americanise<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_key, v) =>
    typeof v === "string" ? US_WORDS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), v) : v,
  ) as T;
}

const COPY: Record<ContentChannel["locale"], PageCopy> = {
  "en-GB": englishPages,
  "en-SG": englishPages,
  "en-BE": englishPages,
  "en-US": americanise(englishPages),
  "de-DE": germanPages,
  "fr-FR": frenchPages,
  "es-ES": spanishPages,
  "it-IT": italianPages,
  "nl-NL": dutchPages,
  "ja-JP": japanesePages,
};

/** Replaces `{brand}` in every string of a JSON-like value. */
function withBrand<T>(value: T, brandName: string): T {
  return JSON.parse(JSON.stringify(value), (_key, v) => (typeof v === "string" ? v.replaceAll("{brand}", brandName) : v)) as T;
}

/**
 * The page documents of every channel (the seed test validates them against the block schemas).
 * The sign-up checkbox label is the channel's CMS formConfig.marketingSignUpCheckboxLabel (001 §7).
 */
export function pageDocuments(brandName: string, checkboxLabels: Record<string, string> = {}): SeedDocument[] {
  return contentChannels(brandName).flatMap((channel) => [
    ...channelPages(withBrand(COPY[channel.locale], brandName), checkboxLabels[channel.channel]).map((page) => ({
      channel: channel.channel,
      locale: channel.locale,
      type: "page" as const,
      key: page.path,
      data: { title: page.title, seo: page.seo, blocks: withBrand(page.blocks, brandName) },
    })),
    // The footer's help and legal pages (issue 16).
    ...legalPages(channel.locale, brandName).map((page) => ({ channel: channel.channel, locale: channel.locale, type: "page" as const, key: page.path, data: page.data })),
  ]);
}

/** Seeds the pages after the config documents, whose form labels the sign-up blocks show. */
export async function seedPages(db: Database, brandName: string): Promise<void> {
  const configs = await db
    .select({ channel: contentDocuments.channel, data: contentDocuments.data })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.type, "config"), eq(contentDocuments.key, "vue-storefront")));
  const labels: Record<string, string> = {};
  for (const row of configs) {
    const label = (row.data as Partial<StorefrontConfigDocument>).formConfig?.marketingSignUpCheckboxLabel;
    if (label) labels[row.channel] = label;
  }
  await insertDocuments(db, pageDocuments(brandName, labels));
}
