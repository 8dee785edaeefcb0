/**
 * The content-block types of 001 §2 and the icon names blocks may use. Kept free of dependencies so
 * browser code and end-to-end tests can import the list; the schemas live in ./blocks.ts.
 */

export const BLOCK_TYPES = [
  "alert", "accordion", "banner", "callToAction", "hero", "heading", "productCard", "list", "link", "tabs",
  "carousel", "steps", "editorial", "gallery", "grid", "pageHero", "plpBanner", "checkerboard", "html",
  "imageTitleTiles", "stickyBanner", "scrollingLayer", "article", "supportGrid", "marketingSignUp",
  "videoBanner", "faq", "uspBanner", "table", "productLine", "specsAtAGlance", "heroBannerCarousel",
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const ICONS = [
  "bike", "fold", "truck", "shield", "wrench", "chat", "leaf", "ruler", "box", "train", "battery", "map",
  "heart", "star", "return", "calendar",
] as const;
export type IconName = (typeof ICONS)[number];
