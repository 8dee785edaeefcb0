import type { Product, ProductVariant } from "../../../server/modules/catalog/types";

/** Option selection ↔ variant (001 §3 variants, options with is_default). Pure, shared by server and browser. */
export type Selection = Record<number, number>;

export function selectionOf(variant: ProductVariant): Selection {
  return Object.fromEntries(variant.option_values.map((v) => [v.option_id, v.id]));
}

/** The variant to show first: the one asked for, else the all-default one, else the first in stock, else the first. */
export function initialVariant(product: Product, requested?: number | null): ProductVariant | null {
  const variants = product.variants ?? [];
  if (variants.length === 0) return null;
  const asked = variants.find((v) => v.id === requested);
  if (asked) return asked;
  const defaults = new Set((product.options ?? []).flatMap((o) => o.option_values.filter((v) => v.is_default).map((v) => v.id)));
  return (
    variants.find((v) => v.option_values.every((ov) => defaults.has(ov.id))) ??
    variants.find((v) => v.inventory_level > 0) ??
    variants[0]
  );
}

/**
 * The variant after choosing `valueId` for `optionId`: the exact combination when it exists,
 * otherwise the variant with that value that keeps most of the other choices.
 */
export function resolveVariant(product: Product, current: Selection, optionId: number, valueId: number): ProductVariant | null {
  const wanted = { ...current, [optionId]: valueId };
  let best: ProductVariant | null = null;
  let bestScore = -1;
  for (const variant of product.variants ?? []) {
    const sel = selectionOf(variant);
    if (sel[optionId] !== valueId) continue;
    const score = Object.entries(wanted).filter(([o, v]) => sel[Number(o)] === v).length * 2 + (variant.inventory_level > 0 ? 1 : 0);
    if (score > bestScore) {
      best = variant;
      bestScore = score;
    }
  }
  return best;
}

/** Is any variant with this value in stock (swatches of out-of-stock colours are crossed out)? */
export function valueInStock(product: Product, valueId: number): boolean {
  return (product.variants ?? []).some((v) => v.inventory_level > 0 && v.option_values.some((ov) => ov.id === valueId));
}

export type StockState = "inStock" | "outOfStock" | "preOrder";

export function stockState(product: Product, variant: ProductVariant | null): StockState {
  if (product.availability === "preorder") return "preOrder";
  if (product.inventory_tracking === "none") return "inStock";
  const level = variant && product.inventory_tracking === "variant" ? variant.inventory_level : product.inventory_level;
  return level > 0 && !variant?.purchasing_disabled ? "inStock" : "outOfStock";
}
