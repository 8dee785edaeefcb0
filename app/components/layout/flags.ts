import type { CountryLink } from "../../../server/modules/storefront/service";

/** The flag shown on the header button comes from the storefront name, e.g. `foldwell-uk` → uk (000 §2). */
export function countryCodeFromStorefrontName(storefrontName: string): string {
  const dash = storefrontName.lastIndexOf("-");
  return (dash >= 0 ? storefrontName.slice(dash + 1) : storefrontName).toLowerCase();
}

export function currentCountry(storefrontName: string, countries: readonly CountryLink[]): CountryLink | undefined {
  const code = countryCodeFromStorefrontName(storefrontName);
  return countries.find((country) => country.code === code);
}

/**
 * Flag image of a country: the flag-icons SVGs copied to public/flags (only the shop's countries).
 * The global storefront has no national flag and shows a globe. Text flags (HK, MO, TW) have none.
 */
export function flagImageSrc(country: Pick<CountryLink, "iso" | "textFlag">): string | null {
  if (country.textFlag) return null;
  if (country.iso === "GL") return "/flags/global.svg";
  return `/flags/${country.iso.toLowerCase()}.svg`;
}
