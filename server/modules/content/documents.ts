import { z } from "zod";
import { blockSchema, imageUrl, InvalidContentError, linkUrl, pageSchema, pageSeoSchema, text } from "./blocks";
import type { ContentDocumentType } from "./schema";

/**
 * The shapes of the content documents other than pages (issue 17, back office): menu, footer, style
 * guide, the config document (001 §7) and blog articles. Drafts are validated with these when they
 * are saved and again when they are published, as pages are with `pageSchema`.
 */

const linkType = z.enum(["internal", "external"]);

type MenuItemInput = { name: string; url: string; linkType: "internal" | "external"; children: MenuItemInput[] };
const menuItem: z.ZodType<MenuItemInput> = z.object({
  name: text(80),
  url: linkUrl,
  linkType: linkType.default("internal"),
  get children() {
    return z.array(menuItem).max(40).default([]);
  },
}) as unknown as z.ZodType<MenuItemInput>;

/** The main menu (000 §3 Menu item): nested items, external links open in a new tab. */
export const menuSchema = z.object({ items: z.array(menuItem).max(40) });

const footerLink = z.object({ name: text(80), url: linkUrl, linkType: linkType.default("internal") });

/** The footer (000 §2 Layout, §9): four columns, app stores, social links, a legal line. */
export const footerSchema = z.object({
  columns: z.array(z.object({ title: text(80), links: z.array(footerLink).max(20) })).length(4),
  appStores: z.array(z.object({ store: z.enum(["apple", "google"]), url: linkUrl, label: text(80) })).max(2),
  social: z.array(z.object({ network: z.enum(["facebook", "instagram", "youtube", "x", "tiktok"]), url: linkUrl })).max(10),
  legal: z.string().trim().max(300),
});

const colour = z.string().trim().regex(/^#[0-9a-fA-F]{3,8}$/, { message: "content.invalidColour" });
const font = z.string().trim().min(1).max(200).regex(/^[\w\s,'"-]+$/, { message: "content.invalidFont" });

/** The style guide (000 §3): colours, fonts, top bar and button radius, written into the page's CSS. */
export const styleGuideSchema = z.object({
  colours: z.object({ primary: colour, secondary: colour, accent: colour, text: colour, background: colour, muted: colour }),
  fonts: z.object({ heading: font, body: font }),
  topBarBackground: colour,
  buttonRadius: z.string().trim().regex(/^\d{1,4}(px|rem|em|%)$/, { message: "content.invalidLength" }),
});

/** A group of the config document: texts (and lists of texts, numbers, switches) by name. */
const configGroup = z.record(
  z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,60}$/),
  z.union([z.string().max(2000), z.array(z.string().max(500)).max(20), z.number(), z.boolean()]),
);

/** The storefront config document `vue-storefront` (001 §7 Content service). */
export const configSchema = z.object({
  pdpConfig: configGroup,
  productSubscriptionConfig: configGroup,
  orderConfirmationPageConfig: configGroup,
  bikeRegistrationPageConfig: configGroup,
  verificationConfig: z.object({
    modalTitle: z.string().max(300),
    modalRequiredVerificationMessage: z.string().max(2000),
    modalPendingVerificationReviewMessage: z.string().max(2000),
    modalTermsAndConditionsCheckboxLabel: z.string().max(2000),
  }),
  formConfig: z.object({ marketingSignUpCheckboxLabel: z.string().max(2000), termsAndConditionsCheckboxLabel: z.string().max(2000) }),
  myRegisteredBikesPageConfig: configGroup,
});

/** An article's id is its URL segment: /blog/{id}. */
export const ARTICLE_ID = /^[a-z0-9-]{1,120}$/;

/** A blog article (001 §7 getArticle): card fields, SEO data and blocks. */
export const articleSchema = z
  .object({
    id: z.string().regex(ARTICLE_ID, { message: "content.invalidArticleId" }),
    title: text(200),
    excerpt: z.string().trim().max(500),
    image: imageUrl,
    imageAlt: z.string().trim().max(300),
    author: z.string().trim().max(120),
    publishedAt: z.iso.date().or(z.iso.datetime({ offset: true })),
    seo: pageSeoSchema,
    blocks: z.array(blockSchema).max(100),
  })
  .superRefine((article, ctx) => {
    const seen = new Set<string>();
    article.blocks.forEach((b, index) => {
      if (seen.has(b.id)) ctx.addIssue({ code: "custom", message: "content.duplicateBlockId", path: ["blocks", index, "id"] });
      seen.add(b.id);
    });
  });

export const documentSchemas: Record<ContentDocumentType, z.ZodType> = {
  page: pageSchema,
  menu: menuSchema,
  footer: footerSchema,
  styleGuide: styleGuideSchema,
  config: configSchema,
  article: articleSchema,
};

/** Validates (and sanitises) a document of any type before it is saved; throws InvalidContentError. */
export function validateDocument(type: ContentDocumentType, data: unknown): unknown {
  const parsed = documentSchemas[type].safeParse(data);
  if (!parsed.success) throw new InvalidContentError(parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
  return parsed.data;
}

/** Documents made of ordered blocks. */
export function hasBlocks(type: ContentDocumentType): type is "page" | "article" {
  return type === "page" || type === "article";
}
