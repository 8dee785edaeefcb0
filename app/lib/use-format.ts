import { useMemo } from "react";
import {
  formatMoney,
  formatMoneyIn,
  formatWeight,
  priceForDisplay,
  type TaxMode,
} from "./format";
import { DEFAULT_LOCALE } from "../../common/i18n";
import { useRootData } from "./root-data";
import type { CurrencyDisplayFormat } from "../../server/modules/storefront/schema";

export interface Formatters {
  locale: string;
  /** An amount in the storefront channel's display format (001 §3 Channel). */
  money(amount: number | string): string;
  /**
   * An amount in a given currency: the channel's format when it is the storefront's currency,
   * otherwise the locale's own currency format (an order placed on another storefront).
   */
  moneyIn(amount: number | string, currencyCode: string): string;
  /** Ex-tax on USD storefronts, inc-tax elsewhere, then formatted (001 §9). */
  price(net: number | string, gross: number | string): string;
  weight(kilograms: number): string;
}

// Used only when a component renders outside the root route (it always has root data in practice).
const FALLBACK_FORMAT: CurrencyDisplayFormat = { symbol: "€", symbolPlacement: "left", decimalPlaces: 2, thousandsToken: ",", decimalToken: "." };

/** Formatters bound to the current storefront's locale, currency format and tax mode (dates: useDateFormat). */
export function useFormat(): Formatters {
  const root = useRootData();
  const storefront = root?.storefront;
  const shape = root?.weightShape;
  const locale = storefront?.locale ?? DEFAULT_LOCALE;
  const currencyFormat = storefront?.currencyFormat ?? FALLBACK_FORMAT;
  const currency = storefront?.currency;
  const taxMode: TaxMode = storefront?.taxMode ?? "inc";
  return useMemo(
    () => ({
      locale,
      money: (amount) => formatMoney(amount, currencyFormat),
      moneyIn: (amount, currencyCode) => formatMoneyIn(amount, currencyCode, { locale, currency: currency ?? currencyCode, currencyFormat }),
      price: (net, gross) => formatMoney(priceForDisplay(net, gross, taxMode), currencyFormat),
      weight: (kilograms) => formatWeight(kilograms, locale, shape),
    }),
    [locale, currencyFormat, currency, taxMode, shape],
  );
}
