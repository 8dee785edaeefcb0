import { brandSlug } from "../../common/brand";

/** The content channels of the demo shop and the locale of each (see seed/storefronts.ts). */
export interface ContentChannel {
  /** `{brand}-{market}`, the storefronts' brChannel. */
  channel: string;
  market: "global" | "uk" | "de" | "fr" | "es" | "it" | "nl" | "be" | "us" | "sg" | "jp";
  locale: "en-GB" | "en-US" | "en-SG" | "en-BE" | "fr-FR" | "de-DE" | "es-ES" | "it-IT" | "nl-NL" | "ja-JP";
}

const markets: Array<Pick<ContentChannel, "market" | "locale">> = [
  { market: "global", locale: "en-GB" },
  { market: "uk", locale: "en-GB" },
  { market: "de", locale: "de-DE" },
  { market: "fr", locale: "fr-FR" },
  { market: "es", locale: "es-ES" },
  { market: "it", locale: "it-IT" },
  { market: "nl", locale: "nl-NL" },
  { market: "be", locale: "en-BE" },
  { market: "us", locale: "en-US" },
  { market: "sg", locale: "en-SG" },
  { market: "jp", locale: "ja-JP" },
];

export function contentChannels(brandName: string): ContentChannel[] {
  const brand = brandSlug(brandName);
  return markets.map((m) => ({ ...m, channel: `${brand}-${m.market}` }));
}
