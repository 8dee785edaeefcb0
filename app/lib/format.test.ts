import { describe, expect, it } from "vitest";
import { currencyFormatFor, storefrontSeeds } from "../../seed/storefronts";
import { formatDate, formatDateLong, formatDateTime } from "./format-date";
import {
  formatMoney,
  formatMoneyIn,
  formatWeight,
  weightShape,
  priceForDisplay,
  taxModeFor,
} from "./format";
import { SUPPORTED_LOCALES } from "../../common/i18n";

/** The display format and tax mode the demo shop seeds for a storefront code. */
function storefront(code: string) {
  const seed = storefrontSeeds.find((s) => s.code === code);
  if (!seed) throw new Error(`no storefront ${code}`);
  return { locale: seed.locale, format: currencyFormatFor(seed.currency, seed.locale), taxMode: taxModeFor(seed.currency) };
}

/** Shows a price the way a storefront's product card does: tax mode first, then the channel format. */
function shownPrice(code: string, net: number, gross: number): string {
  const { format, taxMode } = storefront(code);
  return formatMoney(priceForDisplay(net, gross, taxMode), format);
}

describe("an order's own currency wherever it is shown (001 §3 Order currency_code)", () => {
  const on = (code: string) => {
    const seed = storefrontSeeds.find((s) => s.code === code)!;
    return { locale: seed.locale, currency: seed.currency, currencyFormat: currencyFormatFor(seed.currency, seed.locale) };
  };

  it("uses the channel format when the order is in the storefront's currency", () => {
    expect(formatMoneyIn(1299, "GBP", on("uk"))).toBe("£1,299.00");
    expect(formatMoneyIn("1299.9", "EUR", on("de"))).toBe("1.299,90\u00a0€");
  });

  it("keeps a dollar order in dollars on the UK and German storefronts", () => {
    expect(formatMoneyIn(107.2, "USD", on("uk"))).toBe("US$107.20");
    expect(formatMoneyIn(107.2, "USD", on("de"))).toBe("107,20\u00a0$");
    expect(formatMoneyIn("not a number", "USD", on("uk"))).toBe("US$0.00");
  });
});

describe("money in each storefront's channel display format (001 §3 Channel, 001 §9)", () => {
  it("uk shows pounds inc-tax with a comma thousands token", () => {
    expect(shownPrice("uk", 1082.5, 1299)).toBe("£1,299.00");
  });

  it("us shows dollars ex-tax", () => {
    expect(shownPrice("us", 1299, 1558.8)).toBe("$1,299.00");
    expect(storefront("us").taxMode).toBe("ex");
  });

  it("de shows the euro after the amount with dot thousands and comma decimals", () => {
    expect(shownPrice("de", 1091.6, 1299)).toBe("1.299,00\u00a0€");
  });

  it("fr uses a narrow no-break space as thousands token", () => {
    expect(shownPrice("fr", 1082.5, 1299)).toBe("1\u202f299,00\u00a0€");
  });

  it("sg shows Singapore dollars, nl and be put the euro first with continental tokens", () => {
    expect(shownPrice("sg", 1200, 1299)).toBe("S$1,299.00");
    expect(shownPrice("nl", 1000, 1299.5)).toBe("€1.299,50");
    expect(shownPrice("be", 1000, 12999.99)).toBe("€12.999,99");
  });

  it("the global storefront shows euros the English way", () => {
    expect(shownPrice("www", 1000, 1299)).toBe("€1,299.00");
  });

  it("rounds to the channel's decimal places, half away from zero", () => {
    const { format } = storefront("uk");
    expect(formatMoney(1.005, format)).toBe("£1.01");
    expect(formatMoney(0.125, format)).toBe("£0.13");
    expect(formatMoney(1299.994, format)).toBe("£1,299.99");
    expect(formatMoney(999.995, format)).toBe("£1,000.00");
    expect(formatMoney(0, { ...format, decimalPlaces: 0 })).toBe("£0");
    expect(formatMoney(1234.5, { ...format, decimalPlaces: 0 })).toBe("£1,235");
    expect(formatMoney(1234.5678, { ...format, decimalPlaces: 3 })).toBe("£1,234.568");
  });

  it("accepts numeric strings, shows negatives with a leading minus, and never prints NaN", () => {
    const { format } = storefront("de");
    expect(formatMoney("1299.9", format)).toBe("1.299,90\u00a0€");
    expect(formatMoney(-25, format)).toBe("-25,00\u00a0€");
    expect(formatMoney(-25, storefront("uk").format)).toBe("-£25.00");
    expect(formatMoney("abc", format)).toBe("0,00\u00a0€");
    expect(formatMoney(1_234_567.891, storefront("us").format)).toBe("$1,234,567.89");
  });
});

describe("weights (001 §9: pounds for en-US, kilograms otherwise)", () => {
  it("en-US shows pounds", () => {
    expect(formatWeight(11.9, "en-US")).toBe("26.2 lb");
    expect(formatWeight(0.2, "en-US")).toBe("0.44 lb");
  });

  it("other locales show kilograms in their own number format", () => {
    expect(formatWeight(11.9, "en-GB")).toBe("11.9 kg");
    expect(formatWeight(11.9, "de-DE")).toBe("11,9 kg");
    expect(formatWeight(12, "fr-FR")).toBe("12\u202fkg");
    expect(formatWeight(0.35, "nl-NL")).toBe("0,35 kg");
    expect(formatWeight(1250, "de-DE")).toBe("1.250 kg");
  });

  it("with the locale's shape (the browser's way, without Intl) the text is Intl's, in every storefront's locale", () => {
    for (const locale of ["de-DE", "en-BE", "en-GB", "en-SG", "en-US", "es-ES", "fr-FR", "it-IT", "ja-JP", "nl-NL"]) {
      const shape = weightShape(locale);
      for (const kilograms of [0, 0.005, 0.2, 0.35, 1.5, 9.999, 11.9, 12, 12.25, 26.23, 99.95, 453.59, 999.94, 1250]) {
        expect(formatWeight(kilograms, locale, shape), `${kilograms} kg in ${locale}`).toBe(formatWeight(kilograms, locale));
      }
    }
    expect(weightShape("fr-FR")).toEqual({ decimal: ",", kilogram: ["", "\u202fkg"], pound: ["", "\u202flb"] });
  });
});

describe("dates (001 §9 default formats)", () => {
  const date = new Date(2026, 0, 5, 14, 30);

  it("DD.MM.YYYY and DD.MM.YYYY HH:mm", () => {
    expect(formatDate(date)).toBe("05.01.2026");
    expect(formatDate("2026-01-05")).toBe("05.01.2026");
    expect(formatDateTime(date, "de-DE")).toBe("05.01.2026 14:30");
  });

  it("MMMM D, YYYY with the month in the storefront's language", () => {
    expect(formatDateLong(date, "en-GB")).toBe("January 5, 2026");
    expect(formatDateLong(date, "en-US")).toBe("January 5, 2026");
    expect(formatDateLong(date, "de-DE")).toBe("Januar 5, 2026");
    expect(formatDateLong(date, "fr-FR")).toBe("janvier 5, 2026");
    expect(formatDateLong(date, "es-ES")).toBe("enero 5, 2026");
    expect(formatDateLong(date, "it-IT")).toBe("gennaio 5, 2026");
    expect(formatDateLong(date, "nl-NL")).toBe("januari 5, 2026");
    expect(formatDateLong(date, "ja-JP")).toBe("1月 5, 2026");
  });

  it("uses the same month names as dayjs's own locale files", async () => {
    const dayjsLocale: Record<string, () => Promise<unknown>> = {
      "en-GB": () => import("dayjs/locale/en-gb"), "en-US": () => import("dayjs/locale/en"),
      "en-SG": () => import("dayjs/locale/en-sg"), "en-BE": () => import("dayjs/locale/en-gb"),
      "fr-FR": () => import("dayjs/locale/fr"), "de-DE": () => import("dayjs/locale/de"),
      "es-ES": () => import("dayjs/locale/es"), "it-IT": () => import("dayjs/locale/it"),
      "nl-NL": () => import("dayjs/locale/nl"), "ja-JP": () => import("dayjs/locale/ja"),
    };
    for (const locale of SUPPORTED_LOCALES) {
      const { months } = ((await dayjsLocale[locale]()) as { default: { months: string[] } }).default;
      const ours = Array.from({ length: 12 }, (_, i) => formatDateLong(new Date(2026, i, 15), locale).replace(/ 15, 2026$/, ""));
      expect(ours, locale).toEqual(months);
    }
  });

  it("an unknown locale falls back to English month names", () => {
    expect(formatDateLong(date, "xx-XX")).toBe("January 5, 2026");
  });
});
