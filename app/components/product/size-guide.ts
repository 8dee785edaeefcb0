/**
 * The size guide's rows (001 §2 size guide modal): rider height and inseam per handlebar height.
 * Measured in centimetres; the en-US storefront reads inches (001 §9: imperial units for en-US,
 * as its weights are in pounds), height in feet and inches.
 */
const ROWS_CM = [
  { handlebars: "Low", height: [150, 175], inseam: [70, 80] },
  { handlebars: "Mid", height: [160, 190], inseam: [74, 86] },
  { handlebars: "High", height: [175, 200], inseam: [80, 92] },
] as const;

export interface SizeGuideRow {
  handlebars: "Low" | "Mid" | "High";
  height: string;
  inseam: string;
}

const CM_PER_INCH = 2.54;

/** Whether a storefront locale measures in inches. */
export function usesInches(locale: string): boolean {
  return locale === "en-US";
}

function feetAndInches(cm: number): string {
  const inches = Math.round(cm / CM_PER_INCH);
  return `${Math.floor(inches / 12)} ft ${inches % 12} in`;
}

export function sizeGuideRows(locale: string): SizeGuideRow[] {
  if (!usesInches(locale)) {
    return ROWS_CM.map((r) => ({ handlebars: r.handlebars, height: `${r.height[0]}–${r.height[1]} cm`, inseam: `${r.inseam[0]}–${r.inseam[1]} cm` }));
  }
  return ROWS_CM.map((r) => ({
    handlebars: r.handlebars,
    height: `${feetAndInches(r.height[0])} – ${feetAndInches(r.height[1])}`,
    inseam: `${Math.round(r.inseam[0] / CM_PER_INCH)}–${Math.round(r.inseam[1] / CM_PER_INCH)} in`,
  }));
}
