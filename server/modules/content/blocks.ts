import { z } from "zod";
import { BLOCK_TYPES, ICONS, type BlockType, type IconName } from "./block-types";
import { sanitizeHtmlBlock, sanitizeMarketingText } from "./sanitize";

/**
 * The content-block types of 001 §2, one zod schema each. Pages are validated (and their marketing
 * text sanitised) when they are saved, and their blocks are parsed again before rendering, so the
 * components only ever see data of these shapes.
 */

export { BLOCK_TYPES, ICONS, type BlockType, type IconName };

// ---- field types -------------------------------------------------------------------------------

export const text = (max = 300) => z.string().trim().min(1).max(max);

/** Marketing text: b, i, em, strong and a (href, target) only (001 §2). */
export const marketingText = z.string().max(5000).transform(sanitizeMarketingText);

/** Where a link may go: a path on this shop, an in-page anchor, or a web, mail or phone address. */
export const linkUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((url) => /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i.test(url), { message: "content.invalidUrl" });

/** Images are served by this shop or over https. */
export const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((url) => /^(\/(?!\/)|https:\/\/)/i.test(url), { message: "content.invalidUrl" });

const image = z.object({ src: imageUrl, alt: z.string().trim().max(300) });
const cta = z.object({ label: text(80), url: linkUrl });
const icon = z.enum(ICONS);

/** Video entries need a video url and a thumbnail url (001 §2). */
export const videoSchema = z.object({
  url: z
    .string()
    .trim()
    .max(2000)
    .refine((url) => /^(\/(?!\/)|https:\/\/)/i.test(url), { message: "content.invalidUrl" }),
  thumbnail: imageUrl,
  title: text(200),
});

/** A product on the catalogue's product page route (000 §2: /p/{id}/{slug}). */
const productUrl = z.string().regex(/^\/p\/[A-Za-z0-9-]+\/[a-z0-9-]+$/, { message: "content.invalidUrl" });
const price = z.object({
  amount: z.number().nonnegative(),
  currency: z.enum(["EUR", "GBP", "SGD", "USD"]),
  was: z.number().nonnegative().optional(),
});
const product = z.object({
  productId: z.union([z.number().int().positive(), z.string().regex(/^[A-Za-z0-9-]{1,40}$/)]),
  headline: text(120),
  tagline: z.string().trim().max(200).optional(),
  image,
  url: productUrl,
  badge: z.string().trim().max(40).optional(),
  /** Filled in from the catalogue when it is known; a card renders without a price otherwise. */
  price: price.optional(),
});

const blockBase = {
  /** The anchor a URL hash scrolls to (000 §2 Scrolling on navigation). */
  id: z.string().regex(/^[a-z][a-z0-9-]{0,79}$/, { message: "content.invalidBlockId" }),
};
const block = <T extends BlockType, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), ...blockBase, ...shape });

// ---- blocks ------------------------------------------------------------------------------------

const tone = z.enum(["info", "success", "warning"]);
const theme = z.enum(["light", "dark"]);

export const blockSchemas = {
  alert: block("alert", { tone: tone.default("info"), title: text(120).optional(), text: marketingText, link: cta.optional() }),
  accordion: block("accordion", {
    title: text(160).optional(),
    items: z.array(z.object({ title: text(200), body: marketingText })).min(1).max(30),
  }),
  banner: block("banner", {
    eyebrow: text(60).optional(),
    headline: text(160),
    text: marketingText.optional(),
    image,
    cta: cta.optional(),
    theme: theme.default("dark"),
  }),
  callToAction: block("callToAction", {
    headline: text(160),
    text: marketingText.optional(),
    primary: cta,
    secondary: cta.optional(),
    tone: z.enum(["brand", "accent", "soft"]).default("brand"),
  }),
  hero: block("hero", {
    eyebrow: text(60).optional(),
    headline: text(160),
    text: marketingText.optional(),
    image,
    cta: cta.optional(),
    secondaryCta: cta.optional(),
    video: videoSchema.optional(),
  }),
  heading: block("heading", {
    eyebrow: text(60).optional(),
    text: text(200),
    subtitle: marketingText.optional(),
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2),
    align: z.enum(["left", "center"]).default("left"),
  }),
  productCard: block("productCard", product.shape),
  list: block("list", {
    title: text(160).optional(),
    style: z.enum(["bullet", "check", "number"]).default("bullet"),
    items: z.array(marketingText).min(1).max(50),
  }),
  link: block("link", {
    label: text(120),
    url: linkUrl,
    description: z.string().trim().max(300).optional(),
    style: z.enum(["arrow", "button"]).default("arrow"),
  }),
  tabs: block("tabs", {
    title: text(160).optional(),
    tabs: z
      .array(z.object({ label: text(40), headline: text(160).optional(), body: marketingText, image: image.optional() }))
      .min(1)
      .max(8),
  }),
  carousel: block("carousel", {
    title: text(160).optional(),
    slides: z
      .array(z.object({ image, title: text(120), text: marketingText.optional(), link: cta.optional() }))
      .min(1)
      .max(20),
  }),
  steps: block("steps", {
    title: text(160).optional(),
    steps: z.array(z.object({ title: text(120), text: marketingText, image: image.optional() })).min(1).max(12),
  }),
  editorial: block("editorial", {
    eyebrow: text(60).optional(),
    headline: text(160),
    paragraphs: z.array(marketingText).min(1).max(10),
    image,
    imagePosition: z.enum(["left", "right"]).default("right"),
    cta: cta.optional(),
  }),
  gallery: block("gallery", {
    title: text(160).optional(),
    images: z.array(z.object({ image, caption: z.string().trim().max(200).optional() })).min(1).max(24),
  }),
  grid: block("grid", {
    title: text(160).optional(),
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
    items: z
      .array(z.object({ image: image.optional(), title: text(120), text: marketingText.optional(), link: cta.optional() }))
      .min(1)
      .max(24),
  }),
  pageHero: block("pageHero", {
    eyebrow: text(60).optional(),
    title: text(160),
    subtitle: marketingText.optional(),
    image: image.optional(),
  }),
  plpBanner: block("plpBanner", {
    title: text(160),
    text: marketingText.optional(),
    image,
    cta: cta.optional(),
  }),
  checkerboard: block("checkerboard", {
    variant: z.enum(["plain", "vertical"]).default("plain"),
    title: text(160).optional(),
    rows: z.array(z.object({ headline: text(160), text: marketingText, image, cta: cta.optional() })).min(1).max(12),
  }),
  html: block("html", { html: z.string().max(50_000).transform(sanitizeHtmlBlock) }),
  imageTitleTiles: block("imageTitleTiles", {
    variant: z.enum(["normal", "tall"]).default("normal"),
    title: text(160).optional(),
    tiles: z.array(z.object({ title: text(80), subtitle: text(160).optional(), image, url: linkUrl })).min(1).max(12),
  }),
  stickyBanner: block("stickyBanner", {
    text: marketingText,
    cta: cta.optional(),
    tone: z.enum(["brand", "accent"]).default("brand"),
  }),
  scrollingLayer: block("scrollingLayer", {
    title: text(160).optional(),
    layers: z.array(z.object({ eyebrow: text(60).optional(), headline: text(160), text: marketingText, image })).min(1).max(8),
  }),
  article: block("article", {
    eyebrow: text(60).optional(),
    headline: text(200),
    intro: marketingText.optional(),
    sections: z.array(z.object({ heading: text(160).optional(), paragraphs: z.array(marketingText).min(1).max(20) })).min(1).max(20),
    quote: z.object({ text: text(400), author: text(120) }).optional(),
    image: image.optional(),
  }),
  supportGrid: block("supportGrid", {
    title: text(160).optional(),
    items: z.array(z.object({ icon, title: text(80), text: marketingText, url: linkUrl })).min(1).max(12),
  }),
  marketingSignUp: block("marketingSignUp", {
    headline: text(160),
    text: marketingText.optional(),
    /** The CMS's formConfig.marketingSignUpCheckboxLabel (001 §7), passed as block data. */
    checkboxLabel: marketingText.optional(),
    showMessage: z.boolean().default(false),
    image: image.optional(),
  }),
  videoBanner: block("videoBanner", {
    eyebrow: text(60).optional(),
    headline: text(160).optional(),
    text: marketingText.optional(),
    video: videoSchema,
  }),
  faq: block("faq", {
    title: text(160).optional(),
    items: z.array(z.object({ question: text(300), answer: marketingText })).min(1).max(50),
  }),
  uspBanner: block("uspBanner", {
    items: z.array(z.object({ icon, title: text(80), text: z.string().trim().max(160).optional() })).min(1).max(6),
  }),
  table: block("table", {
    title: text(160).optional(),
    caption: text(300).optional(),
    headers: z.array(text(80)).min(1).max(10),
    rows: z.array(z.array(z.string().trim().max(200)).min(1).max(10)).min(1).max(100),
  }).refine((t) => t.rows.every((row) => row.length === t.headers.length), { message: "content.tableShape", path: ["rows"] }),
  productLine: block("productLine", {
    eyebrow: text(60).optional(),
    title: text(160),
    text: marketingText.optional(),
    products: z.array(product).min(1).max(12),
    cta: cta.optional(),
  }),
  specsAtAGlance: block("specsAtAGlance", {
    title: text(160),
    image: image.optional(),
    specs: z.array(z.object({ label: text(60), value: text(120) })).min(1).max(16),
  }),
  heroBannerCarousel: block("heroBannerCarousel", {
    slides: z
      .array(
        z.object({
          eyebrow: text(60).optional(),
          headline: text(160),
          text: marketingText.optional(),
          image,
          cta: cta.optional(),
          theme: theme.default("dark"),
        }),
      )
      .min(1)
      .max(6),
  }),
} satisfies Record<BlockType, z.ZodType>;

type Schemas = typeof blockSchemas;
export type BlockOf<T extends BlockType> = z.output<Schemas[T]>;
export type Block = { [T in BlockType]: BlockOf<T> }[BlockType];

/** One block of any known type; an unknown type is rejected. */
export const blockSchema = z.discriminatedUnion(
  "type",
  Object.values(blockSchemas) as unknown as [Schemas[BlockType], ...Schemas[BlockType][]],
) as unknown as z.ZodType<Block, unknown>;

export const pageSeoSchema = z.object({
  seo_title: text(200),
  meta: z.array(z.object({ tag_name: z.string().regex(/^[a-z:_-]{1,60}$/i), content: z.string().trim().max(1000) })).max(30),
  scripts: z.array(z.object({ src: z.string().regex(/^(\/(?!\/)|https:\/\/)/) })).max(10),
});

/** A "page" document (000 §3 Page SEO, 000 §7 Page content). Block ids are unique within a page. */
export const pageSchema = z
  .object({
    title: text(200),
    seo: pageSeoSchema,
    blocks: z.array(blockSchema).max(100),
  })
  .superRefine((page, ctx) => {
    const seen = new Set<string>();
    page.blocks.forEach((b, index) => {
      if (seen.has(b.id)) ctx.addIssue({ code: "custom", message: "content.duplicateBlockId", path: ["blocks", index, "id"] });
      seen.add(b.id);
    });
  });
export type ValidPage = z.output<typeof pageSchema>;

/** A page failed validation: nothing is saved. */
export class InvalidContentError extends Error {
  constructor(readonly issues: Array<{ path: string; message: string }>) {
    super(`Invalid content: ${issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`);
    this.name = "InvalidContentError";
  }
}

function issuesOf(error: z.ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

/** Validates and sanitises a page document before it is saved; throws InvalidContentError. */
export function validatePage(data: unknown): ValidPage {
  const parsed = pageSchema.safeParse(data);
  if (!parsed.success) throw new InvalidContentError(issuesOf(parsed.error));
  return parsed.data;
}

/** Validates and sanitises a list of blocks; throws InvalidContentError. */
export function parseBlocks(data: unknown): Block[] {
  const parsed = z.array(blockSchema).max(100).safeParse(data);
  if (!parsed.success) throw new InvalidContentError(issuesOf(parsed.error));
  return parsed.data;
}

// Documents come from the content service's memo, so the same array is parsed once per process.
const renderMemo = new WeakMap<object, Block[]>();

/**
 * The blocks that may be rendered: each is parsed (and so sanitised) again, as a second line of
 * defence behind validation on save. A block that no longer validates is left out, not a 500.
 */
export function renderableBlocks(blocks: unknown): Block[] {
  if (!Array.isArray(blocks)) return [];
  const memoised = renderMemo.get(blocks);
  if (memoised) return memoised;
  const result: Block[] = [];
  for (const candidate of blocks) {
    const parsed = blockSchema.safeParse(candidate);
    if (parsed.success) result.push(parsed.data);
  }
  renderMemo.set(blocks, result);
  return result;
}
