import { brandSlug } from "../../common/brand";
import type { ContentChannel } from "./channels";
import { germanLegal } from "./legal-copy/de";
import { englishLegal } from "./legal-copy/en";
import { spanishLegal } from "./legal-copy/es";
import { frenchLegal } from "./legal-copy/fr";
import { italianLegal } from "./legal-copy/it";
import { japaneseLegal } from "./legal-copy/ja";
import { dutchLegal } from "./legal-copy/nl";
import { LEGAL_PATHS, type LegalCopy, type LegalPageKey } from "./legal-copy/types";

/**
 * The help and legal pages every channel's footer links to (issue 16, no dead ends; 000 §2 the
 * catch-all content page): contact, delivery and returns, warranty, terms, privacy and cookies, in
 * the channel's language, as a page hero and an article (001 §2 Content-block types).
 */

// The American storefront: its own company, address, units and words (001 §9).
const US_REPLACEMENTS: Array<[string, string]> = [
  ["{brand} Ltd, 12 Railway Arches, London E2 8AA, United Kingdom", "{brand} Inc., 250 Hudson Street, New York, NY 10013, United States"],
  ["+44 20 7946 0180", "+1 212 555 0180"],
  ["(UK time)", "(Eastern Time)"],
  ["in London", "in New York"],
  ["Delivery & returns", "Shipping & returns"],
  ["delivery and returns page", "shipping and returns page"],
  ["Delivery and returns", "Shipping and returns"],
  ["less than 50 km", "less than 30 miles"],
  ["include the taxes stated next to them", "do not include sales tax, which is added at checkout"],
  ["your data protection authority", "your state attorney general"],
];

function americanise(copy: LegalCopy): LegalCopy {
  return JSON.parse(JSON.stringify(copy), (_key, v) =>
    typeof v === "string" ? US_REPLACEMENTS.reduce((text, [from, to]) => text.replaceAll(from, to), v) : v,
  ) as LegalCopy;
}

export const LEGAL_COPY: Record<ContentChannel["locale"], LegalCopy> = {
  "en-GB": englishLegal,
  "en-SG": englishLegal,
  "en-BE": englishLegal,
  "en-US": americanise(englishLegal),
  "de-DE": germanLegal,
  "fr-FR": frenchLegal,
  "es-ES": spanishLegal,
  "it-IT": italianLegal,
  "nl-NL": dutchLegal,
  "ja-JP": japaneseLegal,
};

/** The legal pages of one channel: path and page document data (title, SEO, blocks). */
export function legalPages(locale: ContentChannel["locale"], brandName: string): Array<{ path: string; data: Record<string, unknown> }> {
  const fill = (text: string) => text.replaceAll("{brand}", brandName).replaceAll("{slug}", brandSlug(brandName));
  const copy = LEGAL_COPY[locale];
  return (Object.keys(LEGAL_PATHS) as LegalPageKey[]).map((key) => {
    const page = copy[key];
    const id = LEGAL_PATHS[key].slice(1);
    return {
      path: LEGAL_PATHS[key],
      data: {
        title: fill(page.title),
        seo: { seo_title: fill(page.title), meta: [{ tag_name: "description", content: fill(page.description) }], scripts: [] },
        blocks: [
          { type: "pageHero", id: `${id}-hero`, eyebrow: fill(page.eyebrow), title: fill(page.title), subtitle: fill(page.subtitle) },
          {
            type: "article",
            id: `${id}-text`,
            headline: fill(page.headline),
            sections: page.sections.map(([heading, ...paragraphs]) => ({ heading: fill(heading), paragraphs: paragraphs.map(fill) })),
          },
        ],
      },
    };
  });
}
