/**
 * The help and legal pages of a channel (issue 16, no dead ends: the footer's contact, delivery and
 * returns, warranty, terms, privacy and cookie pages). `{brand}` is the brand name, `{slug}` its
 * host-safe form (mail addresses); a section is its heading followed by its paragraphs.
 */
export type Section = [heading: string, ...paragraphs: string[]];

export interface LegalPageCopy {
  /** The page title (and the hero's h1). */
  title: string;
  description: string;
  eyebrow: string;
  subtitle: string;
  /** The article's headline above the sections. */
  headline: string;
  sections: Section[];
}

export type LegalPageKey = "contact" | "delivery" | "warranty" | "terms" | "privacy" | "cookies";

export type LegalCopy = Record<LegalPageKey, LegalPageCopy>;

/** The path of each page, as the seeded footer links it (seed/content/layout.ts). */
export const LEGAL_PATHS: Record<LegalPageKey, string> = {
  contact: "/contact",
  delivery: "/delivery-and-returns",
  warranty: "/warranty",
  terms: "/terms",
  privacy: "/privacy",
  cookies: "/cookies",
};
