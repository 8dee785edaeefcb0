import { describe, expect, it } from "vitest";
import { demoFooter, demoMenu } from "../content/layout";
import { demoCategories } from "./categories";
import { demoProducts } from "./products";

// Issue 16, no dead ends (000 §9: categories up to 5 slug levels, the menu nests 3): every category
// the seeded menu and footer link to is a seeded category with products of its own.
describe("seeded catalogue against the seeded menu (issue 16)", () => {
  const texts = new Proxy({}, { get: (_t, key) => String(key) }) as Parameters<typeof demoMenu>[0];
  const menuUrls = (items: ReturnType<typeof demoMenu>["items"]): string[] => items.flatMap((i) => [i.url, ...menuUrls(i.children)]);
  const linked = [...menuUrls(demoMenu(texts, "Foldwell").items), ...demoFooter(texts, "Foldwell").columns.flatMap((c) => c.links.map((l) => l.url))]
    .filter((url) => url.startsWith("/c/"))
    .map((url) => url.slice(2));

  it("the menu reaches the third level: nine third-level categories", () => {
    expect(linked.filter((url) => url.split("/").length === 4)).toHaveLength(9);
  });

  it("every linked category is seeded, with a display name in every locale, and holds at least one product", () => {
    for (const url of new Set(linked)) {
      const category = demoCategories.find((c) => c.url === url);
      expect(category, url).toBeDefined();
      expect(Object.keys(category!.displayNames ?? {})).toHaveLength(10);
      const products = demoProducts.filter((p) => p.categoryUrls.some((c) => c === url || c.startsWith(`${url}/`)));
      expect(products.length, url).toBeGreaterThan(0);
    }
  });

  it("parents are seeded before their children", () => {
    const seen = new Set<string>();
    for (const { url } of demoCategories) {
      const parent = url.split("/").slice(0, -1).join("/");
      if (parent) expect(seen.has(parent), url).toBe(true);
      seen.add(url);
    }
  });
});
