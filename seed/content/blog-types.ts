/** The translatable copy of one demo blog article (seed/content/blog.ts). */
export interface ArticleCopy {
  /** A short category line above the headline. */
  eyebrow: string;
  title: string;
  /** Card text, meta description and the standfirst of the article body. */
  excerpt: string;
  imageAlt: string;
  intro: string;
  sections: Array<[heading: string, paragraph: string]>;
  quote?: [text: string, author: string];
}

/** Call-to-action headline and button label per destination. */
export type CtaCopy = Record<"bikes" | "accessories" | "stores" | "electric", [headline: string, label: string]>;
