/** The product page's texts of pdpConfig (001 §7), resolved on the server with the locale files as fallback. */
export interface PdpTexts {
  inStockText: string;
  /** Shown under the stock text; only the config document holds one. */
  deliveryText: string | null;
  sizeGuideLabel: string;
  storeFinderCtaLabel: string;
  specsTabLabel: string;
  /** With the number of reviews / questions. */
  reviewsTabLabel: string;
  questionsTabLabel: string;
}

/** "In stock – dispatched within 2 working days" as its lead ("In stock") and the rest. */
export function splitStockText(text: string): { lead: string; rest: string | null } {
  const at = text.indexOf(" – ");
  return at === -1 ? { lead: text, rest: null } : { lead: text.slice(0, at), rest: text.slice(at + 3) };
}
