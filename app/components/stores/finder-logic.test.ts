import { describe, expect, it } from "vitest";
import type { AccreditationLevel } from "../../../server/modules/stores/types";
import { directionsUrl, finderSearch, formatDistance, levelMatches, parseFinderParams, searchChange, storesForType } from "./finder-logic";

const store = (name: string, level: AccreditationLevel, distance: number) => ({ name, level, distance });
const stores = [
  store("Gold Manchester", "gold", 3),
  store("Junction Far", "junction", 150),
  store("Dock", "hireDock", 1),
  store("Silver", "silver", 20),
  store("Junction Near", "junction", 40),
  store("Bronze", "bronze", 2),
  store("Approved", "approved", 90),
  store("Service", "serviceOnly", 5),
  store("Electric", "electricOnly", 7),
];
const names = (list: Array<{ name: string }>) => list.map((s) => s.name);
const params = (query: string) => parseFinderParams(new URLSearchParams(query));

describe("store finder type filter and order (001 §2 Store finder)", () => {
  it("All Stores lists Junction stores first, then every other store by distance", () => {
    expect(names(storesForType(stores, "all"))).toEqual(["Junction Near", "Junction Far", "Dock", "Bronze", "Gold Manchester", "Service", "Electric", "Silver", "Approved"]);
  });

  it("Retailer covers Silver, Bronze and Approved, nearest first", () => {
    expect(names(storesForType(stores, "retailer"))).toEqual(["Bronze", "Silver", "Approved"]);
  });

  it("each other type shows only its own level, by distance", () => {
    expect(names(storesForType(stores, "junction"))).toEqual(["Junction Near", "Junction Far"]);
    expect(names(storesForType(stores, "hireDock"))).toEqual(["Dock"]);
    expect(names(storesForType(stores, "serviceOnly"))).toEqual(["Service"]);
    expect(names(storesForType(stores, "electricOnly"))).toEqual(["Electric"]);
    expect(names(storesForType(stores, "gold"))).toEqual(["Gold Manchester"]);
    expect(levelMatches("gold", "retailer")).toBe(false);
  });

  it("a type with no store near gives an empty list (the no-results state)", () => {
    expect(storesForType([store("Dock", "hireDock", 1)], "electricOnly")).toEqual([]);
  });
});

describe("store finder search rule (001 §4 Store finder)", () => {
  it("an unchanged location and type does nothing, whatever the case or spaces of the place", () => {
    expect(searchChange(params("q=Manchester"), params("q=manchester%20"))).toBe("none");
    expect(searchChange(params(""), params(""))).toBe("none");
  });

  it("a changed place, point or product asks the server again", () => {
    expect(searchChange(params(""), params("q=Manchester"))).toBe("location");
    expect(searchChange(params("q=Manchester"), params("q=Leeds"))).toBe("location");
    expect(searchChange(params("q=Here&lat=51.5&lng=-0.1"), params("q=Here&lat=53.48&lng=-2.24"))).toBe("location");
    expect(searchChange(params("q=Manchester"), params("q=Manchester&productId=4"))).toBe("location");
  });

  it("a changed type or view only re-filters", () => {
    expect(searchChange(params("q=Manchester"), params("q=Manchester&type=gold"))).toBe("filter");
    expect(searchChange(params("q=Manchester&type=gold"), params("q=Manchester&type=gold&view=grid"))).toBe("filter");
  });
});

describe("store finder URL", () => {
  it("reads the map view, All Stores and no place by default; bad values fall back", () => {
    expect(params("")).toEqual({ q: "", point: null, type: "all", view: "map", productId: null });
    expect(params("type=platinum&view=list&lat=95&lng=2&productId=x")).toEqual({ q: "", point: null, type: "all", view: "map", productId: null });
  });

  it("writes only what differs from the defaults and reads back the same state", () => {
    expect(finderSearch(params(""))).toBe("");
    const state = params("q=Paris&lat=48.85341&lng=2.3488&type=retailer&view=grid&productId=12");
    expect(finderSearch(state)).toBe("?q=Paris&lat=48.85341&lng=2.34880&productId=12&type=retailer&view=grid");
    expect(parseFinderParams(new URLSearchParams(finderSearch(state)))).toEqual(state);
  });
});

describe("distance and directions", () => {
  it("shows miles on uk and us, kilometres elsewhere, in the page's language (001 §4)", () => {
    expect(formatDistance(3.25, "mi", "en-GB")).toBe("3.3 mi");
    expect(formatDistance(12.5, "km", "de-DE")).toBe("12,5 km");
  });

  it("links directions to the store's point on OpenStreetMap", () => {
    expect(directionsUrl(53.4808, -2.2426)).toBe("https://www.openstreetmap.org/directions?to=53.48080%2C-2.24260");
  });
});
