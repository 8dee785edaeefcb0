import { describe, expect, it } from "vitest";
import type { MenuItem } from "../../../server/modules/content/types";
import type { CountryLink } from "../../../server/modules/storefront/service";
import { countryCodeFromStorefrontName, currentCountry, flagImageSrc } from "./flags";
import { canOpenSubmenu, dropdownColumns } from "./menu-columns";

const item = (name: string, children: MenuItem[] = []): MenuItem => ({ name, url: `/${name}`, linkType: "internal", children });

// 000 §2 Layout and §9: a nav dropdown has at most 2 columns, the first item alone in the first.
describe("dropdownColumns", () => {
  it("puts the first item alone in the first column and the rest in the second", () => {
    const columns = dropdownColumns([item("urban"), item("explore"), item("electric"), item("titanium")]);
    expect(columns.map((c) => c.map((i) => i.name))).toEqual([["urban"], ["explore", "electric", "titanium"]]);
  });

  it("makes one column for a single item and none for no items", () => {
    expect(dropdownColumns([item("bags")])).toHaveLength(1);
    expect(dropdownColumns([])).toEqual([]);
  });
});

// 000 §9: the menu nests up to 3 levels on mobile.
describe("canOpenSubmenu", () => {
  it("opens submenus for items with children up to the third level", () => {
    const parent = item("bikes", [item("urban", [item("one")])]);
    expect(canOpenSubmenu(parent, 1)).toBe(true);
    expect(canOpenSubmenu(parent, 2)).toBe(true);
    expect(canOpenSubmenu(parent, 3)).toBe(false);
    expect(canOpenSubmenu(item("blog"), 1)).toBe(false);
  });
});

// 000 §2 Country selector: the current flag is chosen from the storefront name.
describe("flags", () => {
  const countries: CountryLink[] = [
    { code: "uk", label: "United Kingdom", iso: "GB", href: "http://uk.localhost:3000", textFlag: false },
    { code: "www", label: "Global", iso: "GL", href: "http://localhost:3000", textFlag: false },
    { code: "hk", label: "Hong Kong", iso: "HK", href: "http://hk.localhost:3000", textFlag: true },
  ];

  it("takes the country code from the storefront name", () => {
    expect(countryCodeFromStorefrontName("foldwell-uk")).toBe("uk");
    expect(countryCodeFromStorefrontName("my-brand-DE")).toBe("de");
    expect(currentCountry("foldwell-uk", countries)?.label).toBe("United Kingdom");
    expect(currentCountry("foldwell-www", countries)?.iso).toBe("GL");
    expect(currentCountry("foldwell-zz", countries)).toBeUndefined();
  });

  it("uses flag images except for text flags", () => {
    expect(flagImageSrc(countries[0])).toBe("/flags/gb.svg");
    expect(flagImageSrc(countries[1])).toBe("/flags/global.svg");
    expect(flagImageSrc(countries[2])).toBeNull();
  });
});
