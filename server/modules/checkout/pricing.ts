/**
 * Shipping methods and taxes of the hosted checkout. Prices come from the catalogue in the
 * storefront's tax mode (001 §9: USD prices are ex-tax, the other currencies inc-tax):
 * - inc: the shopper pays the shelf price; the VAT inside it is shown as included, at the rate of
 *   the storefront's country;
 * - ex (US): sales tax is added on top of the goods and the shipping.
 * All amounts are integers in minor units; rates in basis points (2000 = 20 %).
 */

/** VAT / sales-tax rates of the selling storefronts, by storefront code. */
const TAX_RATE_BP: Record<string, number> = {
  www: 2000,
  uk: 2000,
  ie: 2300,
  de: 1900,
  at: 2000,
  fr: 2000,
  lu: 1700,
  es: 2100,
  pt: 2300,
  it: 2200,
  nl: 2100,
  be: 2100,
  fi: 2550,
  sk: 2300,
  si: 2200,
  hr: 2500,
  gr: 2400,
  ee: 2400,
  lv: 2100,
  lt: 2100,
  sg: 900,
  // US sales tax (a single rate for the demo shop; a tax service adapter would vary it by state).
  us: 725,
};
const DEFAULT_RATE_BP: Record<string, number> = { EUR: 2000, GBP: 2000, SGD: 900, USD: 725 };

export function taxRateFor(storefrontCode: string, currency: string): number {
  return TAX_RATE_BP[storefrontCode] ?? DEFAULT_RATE_BP[currency] ?? 0;
}

/** The part of an inc-tax amount that is not tax. */
export const exFromInc = (inc: number, rateBp: number) => Math.round((inc * 10000) / (10000 + rateBp));
/** Tax on an ex-tax amount. */
export const taxOnEx = (ex: number, rateBp: number) => Math.round((ex * rateBp) / 10000);

export interface ShippingMethod {
  id: "standard" | "express";
  /** Message keys in the `orders` namespace. */
  nameKey: string;
  descriptionKey: string;
  /** Minor units, in the storefront's tax mode (inc, or ex for USD). */
  cost: number;
}

/** Shipping methods and their costs per currency. */
const SHIPPING: Record<string, Record<ShippingMethod["id"], number>> = {
  GBP: { standard: 495, express: 1295 },
  EUR: { standard: 595, express: 1495 },
  USD: { standard: 795, express: 1995 },
  SGD: { standard: 800, express: 2000 },
};

export function shippingMethodsFor(currency: string): ShippingMethod[] {
  const costs = SHIPPING[currency];
  if (!costs) return [];
  return (["standard", "express"] as const).map((id) => ({
    id,
    nameKey: `orders:shipping.${id}.name`,
    descriptionKey: `orders:shipping.${id}.description`,
    cost: costs[id],
  }));
}

export interface PricedLineInput {
  quantity: number;
  /** Unit price in the storefront's tax mode (the special price when there is one). */
  unit: number;
}

export interface PricedLine {
  unitEx: number;
  unitInc: number;
  totalEx: number;
  totalInc: number;
}

export interface Totals {
  subtotalEx: number;
  subtotalInc: number;
  shippingEx: number;
  shippingInc: number;
  totalTax: number;
  totalInc: number;
}

/** Line and order totals in both tax views, from amounts entered in the storefront's tax mode. */
export function priceOrder(taxMode: "inc" | "ex", rateBp: number, lines: PricedLineInput[], shipping: number): { lines: PricedLine[]; totals: Totals } {
  if (taxMode === "inc") {
    const priced = lines.map((l) => ({
      unitInc: l.unit,
      unitEx: exFromInc(l.unit, rateBp),
      totalInc: l.unit * l.quantity,
      totalEx: exFromInc(l.unit * l.quantity, rateBp),
    }));
    const subtotalInc = priced.reduce((sum, l) => sum + l.totalInc, 0);
    const totalInc = subtotalInc + shipping;
    const totalEx = exFromInc(totalInc, rateBp);
    const subtotalEx = exFromInc(subtotalInc, rateBp);
    return {
      lines: priced,
      totals: { subtotalInc, subtotalEx, shippingInc: shipping, shippingEx: totalEx - subtotalEx, totalTax: totalInc - totalEx, totalInc },
    };
  }
  const priced = lines.map((l) => ({
    unitEx: l.unit,
    unitInc: l.unit + taxOnEx(l.unit, rateBp),
    totalEx: l.unit * l.quantity,
    totalInc: l.unit * l.quantity + taxOnEx(l.unit * l.quantity, rateBp),
  }));
  const subtotalEx = priced.reduce((sum, l) => sum + l.totalEx, 0);
  const totalTax = taxOnEx(subtotalEx + shipping, rateBp);
  const subtotalInc = subtotalEx + taxOnEx(subtotalEx, rateBp);
  const totalInc = subtotalEx + shipping + totalTax;
  return {
    lines: priced,
    totals: { subtotalEx, subtotalInc, shippingEx: shipping, shippingInc: totalInc - subtotalInc, totalTax, totalInc },
  };
}

export const toMajor = (minor: number) => Math.round(minor) / 100;

/**
 * Issue 19: US sales tax from a TaxProvider's quote (server/integrations/tax): the goods and
 * shipping are ex-tax, each line's tax is the provider's (rounded per line, in cents), the
 * shipping's tax is the provider's, and the order's tax is their sum. `lineTaxes` matches `lines`
 * by index (a discount is a negative line with its negative tax).
 */
export function priceSalesTax(lines: PricedLineInput[], shipping: number, tax: { lines: number[]; shipping: number }): { lines: PricedLine[]; totals: Totals } {
  const priced = lines.map((l, i) => ({
    unitEx: l.unit,
    unitInc: l.unit + (l.quantity > 0 ? Math.round((tax.lines[i] ?? 0) / l.quantity) : 0),
    totalEx: l.unit * l.quantity,
    totalInc: l.unit * l.quantity + (tax.lines[i] ?? 0),
  }));
  const subtotalEx = priced.reduce((sum, l) => sum + l.totalEx, 0);
  const subtotalInc = priced.reduce((sum, l) => sum + l.totalInc, 0);
  const totalTax = subtotalInc - subtotalEx + tax.shipping;
  return {
    lines: priced,
    totals: { subtotalEx, subtotalInc, shippingEx: shipping, shippingInc: shipping + tax.shipping, totalTax, totalInc: subtotalEx + shipping + totalTax },
  };
}
