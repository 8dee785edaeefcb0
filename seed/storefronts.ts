import type { CurrencyDisplayFormat } from "../server/modules/storefront/schema";

type Currency = "EUR" | "GBP" | "SGD" | "USD";
type Locale = "en-US" | "en-SG" | "en-GB" | "fr-FR" | "de-DE" | "es-ES" | "it-IT" | "en-BE" | "nl-NL" | "ja-JP";

/** A seeded storefront before the brand name and channel ids are filled in. */
export interface StorefrontSeed {
  code: string;
  label: string;
  iso: string;
  iso3: string;
  locale: Locale;
  currency: Currency;
  sells: boolean;
}

// code, country name, ISO 3166 alpha-2 and alpha-3, locale, currency, sells online.
// The country selector lists these by country name (000 §2, about 62 entries).
const rows: Array<[string, string, string, string, Locale, Currency, boolean]> = [
  ["www", "Global", "GL", "GLB", "en-GB", "EUR", true],
  ["uk", "United Kingdom", "GB", "GBR", "en-GB", "GBP", true],
  ["ie", "Ireland", "IE", "IRL", "en-GB", "EUR", true],
  ["de", "Germany", "DE", "DEU", "de-DE", "EUR", true],
  ["at", "Austria", "AT", "AUT", "de-DE", "EUR", true],
  ["ch", "Switzerland", "CH", "CHE", "de-DE", "EUR", false],
  ["fr", "France", "FR", "FRA", "fr-FR", "EUR", true],
  ["lu", "Luxembourg", "LU", "LUX", "fr-FR", "EUR", true],
  ["es", "Spain", "ES", "ESP", "es-ES", "EUR", true],
  ["pt", "Portugal", "PT", "PRT", "en-GB", "EUR", true],
  ["it", "Italy", "IT", "ITA", "it-IT", "EUR", true],
  ["nl", "Netherlands", "NL", "NLD", "nl-NL", "EUR", true],
  ["be", "Belgium", "BE", "BEL", "en-BE", "EUR", true],
  ["dk", "Denmark", "DK", "DNK", "en-GB", "EUR", false],
  ["se", "Sweden", "SE", "SWE", "en-GB", "EUR", false],
  ["no", "Norway", "NO", "NOR", "en-GB", "EUR", false],
  ["fi", "Finland", "FI", "FIN", "en-GB", "EUR", true],
  ["is", "Iceland", "IS", "ISL", "en-GB", "EUR", false],
  ["pl", "Poland", "PL", "POL", "en-GB", "EUR", false],
  ["cz", "Czechia", "CZ", "CZE", "en-GB", "EUR", false],
  ["sk", "Slovakia", "SK", "SVK", "en-GB", "EUR", true],
  ["si", "Slovenia", "SI", "SVN", "en-GB", "EUR", true],
  ["hr", "Croatia", "HR", "HRV", "en-GB", "EUR", true],
  ["hu", "Hungary", "HU", "HUN", "en-GB", "EUR", false],
  ["ro", "Romania", "RO", "ROU", "en-GB", "EUR", false],
  ["bg", "Bulgaria", "BG", "BGR", "en-GB", "EUR", false],
  ["gr", "Greece", "GR", "GRC", "en-GB", "EUR", true],
  ["cy", "Cyprus", "CY", "CYP", "en-GB", "EUR", false],
  ["mt", "Malta", "MT", "MLT", "en-GB", "EUR", false],
  ["ee", "Estonia", "EE", "EST", "en-GB", "EUR", true],
  ["lv", "Latvia", "LV", "LVA", "en-GB", "EUR", true],
  ["lt", "Lithuania", "LT", "LTU", "en-GB", "EUR", true],
  ["us", "United States", "US", "USA", "en-US", "USD", true],
  ["ca", "Canada", "CA", "CAN", "en-US", "USD", false],
  ["mx", "Mexico", "MX", "MEX", "es-ES", "USD", false],
  ["br", "Brazil", "BR", "BRA", "en-US", "USD", false],
  ["cl", "Chile", "CL", "CHL", "es-ES", "USD", false],
  ["ar", "Argentina", "AR", "ARG", "es-ES", "USD", false],
  ["co", "Colombia", "CO", "COL", "es-ES", "USD", false],
  ["sg", "Singapore", "SG", "SGP", "en-SG", "SGD", true],
  ["jp", "Japan", "JP", "JPN", "ja-JP", "USD", false],
  ["kr", "South Korea", "KR", "KOR", "en-SG", "USD", false],
  ["cn", "China", "CN", "CHN", "en-SG", "USD", false],
  ["hk", "Hong Kong", "HK", "HKG", "en-SG", "SGD", false],
  ["mo", "Macao", "MO", "MAC", "en-SG", "SGD", false],
  ["tw", "Taiwan", "TW", "TWN", "en-SG", "SGD", false],
  ["th", "Thailand", "TH", "THA", "en-SG", "SGD", false],
  ["my", "Malaysia", "MY", "MYS", "en-SG", "SGD", false],
  ["id", "Indonesia", "ID", "IDN", "en-SG", "SGD", false],
  ["ph", "Philippines", "PH", "PHL", "en-SG", "SGD", false],
  ["vn", "Vietnam", "VN", "VNM", "en-SG", "SGD", false],
  ["in", "India", "IN", "IND", "en-SG", "USD", false],
  ["au", "Australia", "AU", "AUS", "en-GB", "USD", false],
  ["nz", "New Zealand", "NZ", "NZL", "en-GB", "USD", false],
  ["ae", "United Arab Emirates", "AE", "ARE", "en-GB", "USD", false],
  ["sa", "Saudi Arabia", "SA", "SAU", "en-GB", "USD", false],
  ["qa", "Qatar", "QA", "QAT", "en-GB", "USD", false],
  ["kw", "Kuwait", "KW", "KWT", "en-GB", "USD", false],
  ["il", "Israel", "IL", "ISR", "en-GB", "USD", false],
  ["tr", "Turkey", "TR", "TUR", "en-GB", "EUR", false],
  ["za", "South Africa", "ZA", "ZAF", "en-GB", "USD", false],
  ["eg", "Egypt", "EG", "EGY", "en-GB", "USD", false],
];

export const storefrontSeeds: StorefrontSeed[] = rows.map(([code, label, iso, iso3, locale, currency, sells]) => ({
  code, label, iso, iso3, locale, currency, sells,
}));

/** Content channels: one per market with its own pages; other countries share the global channel. */
const channelByCode: Record<string, string> = {
  uk: "uk", de: "de", at: "de", ch: "de", fr: "fr", lu: "fr", es: "es", it: "it", nl: "nl", be: "be",
  us: "us", ca: "us", sg: "sg", jp: "jp",
};
export function contentChannelFor(code: string): string {
  return channelByCode[code] ?? "global";
}

/** The channel's money display format (001 §3 Channel), following the locale's conventions. */
export function currencyFormatFor(currency: Currency, locale: Locale): CurrencyDisplayFormat {
  switch (currency) {
    case "GBP": return { symbol: "£", symbolPlacement: "left", decimalPlaces: 2, thousandsToken: ",", decimalToken: "." };
    case "USD": return { symbol: "$", symbolPlacement: "left", decimalPlaces: 2, thousandsToken: ",", decimalToken: "." };
    case "SGD": return { symbol: "S$", symbolPlacement: "left", decimalPlaces: 2, thousandsToken: ",", decimalToken: "." };
    case "EUR":
      if (locale === "de-DE" || locale === "es-ES" || locale === "it-IT")
        return { symbol: "€", symbolPlacement: "right", decimalPlaces: 2, thousandsToken: ".", decimalToken: "," };
      if (locale === "fr-FR")
        return { symbol: "€", symbolPlacement: "right", decimalPlaces: 2, thousandsToken: "\u202f", decimalToken: "," };
      if (locale === "nl-NL" || locale === "en-BE")
        return { symbol: "€", symbolPlacement: "left", decimalPlaces: 2, thousandsToken: ".", decimalToken: "," };
      return { symbol: "€", symbolPlacement: "left", decimalPlaces: 2, thousandsToken: ",", decimalToken: "." };
  }
}
