import type { CurrencyDisplayFormat } from "../../server/modules/storefront/schema";

/**
 * Money and weight display for a storefront (001 §3 Channel display format, 001 §9); dates are in
 * format-date.ts, so that pages showing no date load no dayjs (issue 20).
 * Pure functions: the server and the browser must produce the same text, or hydration fails.
 */

export type TaxMode = "inc" | "ex";

/** Space between an amount and a symbol placed after it ("1.299,00 €"); never broken across lines. */
const NO_BREAK_SPACE = "\u00a0";

/**
 * Rounds half away from zero to `places` decimals. Shifting by exponent in the string form avoids
 * binary artefacts (1.005 * 100 is 100.49999…, so Math.round would give 1.00 instead of 1.01).
 */
export function roundTo(value: number, places: number): number {
  const sign = value < 0 ? -1 : 1;
  const shifted = Math.round(Number(`${Math.abs(value)}e${places}`));
  return sign * Number(`${shifted}e-${places}`);
}

/** Groups the integer digits by three with the channel's thousands token. */
function groupThousands(digits: string, token: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, token);
}

/**
 * An amount in the channel's display format: symbol and placement, decimal places, thousands and
 * decimal tokens (001 §3 Channel). The amount is rounded to the channel's decimal places (001 §9).
 * Amounts may arrive as strings (PostgreSQL numeric); anything that is not a number shows as zero
 * rather than "NaN".
 */
export function formatMoney(amount: number | string, format: CurrencyDisplayFormat): string {
  const value = Number(amount);
  const places = Math.max(0, Math.min(Math.trunc(format.decimalPlaces), 20));
  const rounded = Number.isFinite(value) ? roundTo(value, places) : 0;
  const [integer, fraction] = Math.abs(rounded).toFixed(places).split(".");
  let number = groupThousands(integer, format.thousandsToken);
  if (fraction) number += format.decimalToken + fraction;
  const sign = rounded < 0 ? "-" : "";
  return format.symbolPlacement === "right"
    ? `${sign}${number}${NO_BREAK_SPACE}${format.symbol}`
    : `${sign}${format.symbol}${number}`;
}

/**
 * An amount in a given currency as seen on a storefront: the channel's own display format for the
 * storefront's currency, otherwise the locale's standard format for that currency (an order placed
 * on another storefront keeps its currency wherever it is shown).
 */
export function formatMoneyIn(
  amount: number | string,
  currencyCode: string,
  storefront: { locale: string; currency: string; currencyFormat: CurrencyDisplayFormat },
): string {
  if (currencyCode === storefront.currency) return formatMoney(amount, storefront.currencyFormat);
  const value = Number(amount);
  return numberFormat(storefront.locale, `currency:${currencyCode}`, { style: "currency", currency: currencyCode }).format(Number.isFinite(value) ? value : 0);
}

/**
 * Intl.NumberFormat instances, one per locale and options: building one costs far more than
 * formatting with it (a product page formats dozens of weights; it was ~10% of a page's render).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const cacheKey = `${locale}|${key}`;
  let format = numberFormats.get(cacheKey);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(cacheKey, format);
  }
  return format;
}

/** USD storefronts show prices ex-tax, the others inc-tax (001 §9). */
export function priceForDisplay<T extends number | string>(net: T, gross: T, taxMode: TaxMode): T {
  return taxMode === "ex" ? net : gross;
}

export function taxModeFor(currency: string): TaxMode {
  return currency === "USD" ? "ex" : "inc";
}

export const POUNDS_PER_KILOGRAM = 2.20462262185;

/**
 * A weight stored in kilograms: pounds for en-US, kilograms otherwise (001 §9), with the locale's
 * number format. Light items keep two decimals (0.35 kg), bikes one (11.9 kg).
 */
export function formatWeight(kilograms: number, locale: string, shape?: WeightShape): string {
  const pounds = locale === "en-US";
  const value = pounds ? kilograms * POUNDS_PER_KILOGRAM : kilograms;
  const fractionDigits = Math.abs(value) < 10 ? 2 : 1;
  // Below 1,000 no digit is grouped: the shape writes exactly what Intl would, without Intl.
  const rounded = roundTo(value, fractionDigits);
  if (shape && rounded >= 0 && rounded < 1000) {
    const [prefix, suffix] = pounds ? shape.pound : shape.kilogram;
    return prefix + String(rounded).replace(".", shape.decimal) + suffix;
  }
  return weightFormat(locale, pounds, fractionDigits).format(value);
}

function weightFormat(locale: string, pounds: boolean, fractionDigits: number): Intl.NumberFormat {
  return numberFormat(locale, `weight:${pounds}:${fractionDigits}`, {
    style: "unit",
    unit: pounds ? "pound" : "kilogram",
    unitDisplay: "short",
    maximumFractionDigits: fractionDigits,
  });
}

/**
 * How a locale writes a weight: its decimal sign and the text around the number, for kilograms and
 * pounds. Read with Intl on the server and sent with the page's root data, so the browser formats
 * weights without Intl: building the first Intl.NumberFormat of a page loads ICU's data, a single
 * 60 ms task under Lighthouse's 4x CPU slowdown while the category page hydrates (issue 20). The
 * server's own Intl also decides the HTML, so the browser's text always matches it.
 */
export interface WeightShape {
  decimal: string;
  kilogram: [prefix: string, suffix: string];
  pound: [prefix: string, suffix: string];
}

/** One shape per locale: the root loader asks on every full render. */
const weightShapes = new Map<string, WeightShape>();

export function weightShape(locale: string): WeightShape {
  let shape = weightShapes.get(locale);
  if (!shape) {
    shape = readWeightShape(locale);
    weightShapes.set(locale, shape);
  }
  return shape;
}

function readWeightShape(locale: string): WeightShape {
  const around = (pounds: boolean): [string, string] => {
    const parts = weightFormat(locale, pounds, 2).formatToParts(1.5);
    const numeric = (type: string) => type === "integer" || type === "decimal" || type === "fraction" || type === "group";
    const first = parts.findIndex((part) => numeric(part.type));
    const last = parts.length - 1 - [...parts].reverse().findIndex((part) => numeric(part.type));
    const text = (from: number, to: number) => parts.slice(from, to).map((part) => part.value).join("");
    return [text(0, first), text(last + 1, parts.length)];
  };
  const decimal = weightFormat(locale, false, 2).formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? ".";
  return { decimal, kilogram: around(false), pound: around(true) };
}
