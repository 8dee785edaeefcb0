/**
 * Issue 19: the tax port. The checkout asks a TaxProvider for the sales tax of a US order; the
 * built-in provider is the rate table shipped with the shop (table-provider.ts), a hosted tax
 * service plugs in behind the same interface (decision 027).
 *
 * Amounts are integers in minor units (cents); rates in thousandths of a percent (7250 = 7.25 %,
 * 6875 = 6.875 %), exact for every published state rate.
 */

export interface TaxAddress {
  /** ISO 3166-1 alpha-2 ("US"). */
  country: string;
  /** The state's two-letter code ("CA"); "" when not given. */
  state: string;
  postCode: string;
  city: string;
}

export interface TaxQuoteRequest {
  /** The storefront's code ("us"). */
  storefront: string;
  currency: string;
  shippingAddress: TaxAddress | null;
  /** Goods lines, ex-tax totals (a discount is a negative line). */
  lines: Array<{ sku: string; amount: number; taxCategory?: string }>;
  /** The shipping charged, ex-tax. */
  shipping: number;
}

export interface TaxJurisdiction {
  country: string;
  /** Two-letter state code. */
  state: string;
  /** The state's name ("California"). */
  name: string;
  /** The local area whose rate is added, when the table has one ("Los Angeles"). */
  local: string | null;
}

export interface TaxQuote {
  /** The tax of each line, in the order asked, rounded per line (half away from zero). */
  lines: number[];
  /** The tax on the shipping (0 where the state does not tax shipping). */
  shipping: number;
  /** The combined rate on goods (state + local), thousandths of a percent. */
  rate: number;
  /** The rate on shipping: `rate`, or 0 where shipping is not taxed. */
  shippingRate: number;
  /** Sum of the line taxes and the shipping tax. */
  total: number;
  /** Where the tax is owed; null when the address is not known yet (no tax quoted). */
  jurisdiction: TaxJurisdiction | null;
}

/**
 * A source of sales tax. `quote` must be deterministic for one request (the checkout quotes the
 * same cart again inside the order's transaction and the amounts must agree). An adapter for a
 * hosted service (Avalara, TaxJar, Stripe Tax…) maps the request to the vendor's call, the
 * answer back to TaxQuote, and should fall back or fail loudly — never quote 0 silently.
 */
export interface TaxProvider {
  quote(request: TaxQuoteRequest): Promise<TaxQuote>;
}

/** Tax on an ex-tax amount at a rate in thousandths of a percent, rounded half away from zero. */
export function taxAt(amount: number, rate: number): number {
  const magnitude = Math.floor((Math.abs(amount) * rate + 50_000) / 100_000);
  return amount < 0 ? -magnitude : magnitude;
}

/** "7.25" from 7250, "6.875" from 6875. */
export function ratePercent(rate: number): number {
  return rate / 1000;
}
