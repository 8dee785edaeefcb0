import type { SearchHit } from "../../../server/modules/search/types";

/**
 * The product page of a hit (000 §2 Search product card): /p followed by the hit's url, lower-cased,
 * without a trailing slash. hit.url starts with '/', e.g. `/12/Foldwell-Urban-3/` → `/p/12/foldwell-urban-3`.
 */
export function productHref(url: string): string {
  const path = `/${url}`.replace(/\/{2,}/g, "/").replace(/\/+$/, "").toLowerCase();
  return `/p${path}`;
}

export interface ColourSwatch {
  name: string;
  hex: string;
  inStock: boolean;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Colour swatches from colour_variants ('name||hex') and colour_variants_stock ('name||flag'):
 * a colour whose flag is 'false' is out of stock and shown crossed out. A colour without a stock
 * entry counts as in stock; a malformed hex falls back to grey rather than injecting CSS.
 */
export function colourSwatches(hit: Pick<SearchHit, "colour_variants" | "colour_variants_stock">): ColourSwatch[] {
  const stock = new Map<string, boolean>();
  for (const entry of hit.colour_variants_stock ?? []) {
    const [name, flag] = entry.split("||");
    if (name) stock.set(name.trim().toLowerCase(), flag?.trim() !== "false");
  }
  const seen = new Set<string>();
  const swatches: ColourSwatch[] = [];
  for (const entry of hit.colour_variants ?? []) {
    const [rawName, rawHex] = entry.split("||");
    const name = rawName?.trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    const hex = rawHex?.trim() ?? "";
    swatches.push({ name, hex: HEX.test(hex) ? hex : "#9ca3af", inStock: stock.get(name.toLowerCase()) ?? true });
  }
  return swatches;
}

/** The card's highlights: gear and material (000 §3 Search hit custom_fields). */
export function highlights(hit: Pick<SearchHit, "custom_fields">): Array<{ kind: "gear" | "material"; value: string }> {
  const out: Array<{ kind: "gear" | "material"; value: string }> = [];
  if (hit.custom_fields?.gear) out.push({ kind: "gear", value: hit.custom_fields.gear });
  if (hit.custom_fields?.material) out.push({ kind: "material", value: hit.custom_fields.material });
  return out;
}
