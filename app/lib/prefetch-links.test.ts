import { matchRoutes, type DataRouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { prefetchLinks, type ManifestRoute, type PrefetchSources } from "./prefetch-links";

// 001 §9 (prefetching once idle) and issue 20 (TBT): the links that prefetch a page, as React
// Router's PrefetchPageLinks works them out, without the modules the document already has.
const routes: DataRouteObject[] = [
  {
    id: "root",
    path: "",
    // The shop's root data depends only on the host (app/root.tsx): it opts out of revalidation.
    shouldRevalidate: () => false,
    children: [
      { id: "routes/home", index: true },
      { id: "routes/category", path: "c/*" },
      { id: "routes/product", path: "p/:id/:slug" },
      { id: "routes/status", path: "status" },
    ],
  },
];

const route = (module: string, imports: string[], extra: Partial<ManifestRoute> = {}): ManifestRoute => ({ module, imports, hasLoader: true, hasClientLoader: false, ...extra });
const manifest = {
  routes: {
    root: route("/assets/root.js", ["/assets/framework.js", "/assets/shell.js"]),
    "routes/home": route("/assets/home.js", ["/assets/framework.js", "/assets/BlockList.js"]),
    "routes/category": route("/assets/category.js", ["/assets/framework.js", "/assets/shell.js", "/assets/Filters.js"]),
    "routes/product": route("/assets/product.js", ["/assets/framework.js", "/assets/shell.js", "/assets/Quantity.js"], { css: ["/assets/product.css"] }),
    "routes/status": route("/assets/status.js", [], { hasLoader: false }),
  },
};

/** The sources as the router has them on `path`, whose modules and stylesheets are in the document. */
function on(path: string): { sources: PrefetchSources; known: Set<string> } {
  const matches = matchRoutes(routes, path)!;
  const known = new Set(
    matches.flatMap((m) => {
      const r = manifest.routes[m.route.id as keyof typeof manifest.routes];
      return [r.module, ...(r.imports ?? []), ...(r.css ?? [])];
    }),
  );
  return {
    sources: {
      origin: "http://uk.localhost:3000",
      match: (page) => matchRoutes(routes, page),
      manifest,
      routeModules: { root: { shouldRevalidate: () => false } },
      currentMatches: matches,
      loaderData: Object.fromEntries(matches.map((m) => [m.route.id, {}])),
      location: { pathname: path, search: "", hash: "" },
    },
    known,
  };
}

describe("prefetch links (001 §9)", () => {
  it("asks for a product's data as the navigation will (its route only: the root opts out) and only the modules the category page lacks", () => {
    const { sources, known } = on("/c/bikes");
    expect(prefetchLinks("/p/9/superlight", sources, known)).toEqual([
      { rel: "prefetch", as: "fetch", href: "/p/9/superlight.data?_routes=routes%2Fproduct" },
      { rel: "modulepreload", href: "/assets/product.js" },
      { rel: "modulepreload", href: "/assets/Quantity.js" },
      { rel: "prefetch", as: "style", href: "/assets/product.css" },
    ]);
  });

  it("another category page from a category page needs its data and no module at all", () => {
    const { sources, known } = on("/c/bikes");
    expect(prefetchLinks("/c/bikes/electric?sort=price-asc", sources, known)).toEqual([
      { rel: "prefetch", as: "fetch", href: "/c/bikes/electric.data?sort=price-asc&_routes=routes%2Fcategory" },
    ]);
  });

  it("the home page's data is /_.data, and a module prefetched for one page is not added again for the next", () => {
    const { sources, known } = on("/p/2/urban");
    const first = prefetchLinks("/", sources, known);
    expect(first.map((l) => l.href)).toEqual(["/_.data?_routes=routes%2Fhome", "/assets/home.js", "/assets/BlockList.js"]);
    for (const link of first) if (link.rel === "modulepreload") known.add(link.href);
    expect(prefetchLinks("/p/3/explore", sources, known)).toEqual([{ rel: "prefetch", as: "fetch", href: "/p/3/explore.data?_routes=routes%2Fproduct" }]);
  });

  it("nothing for the page itself, a page without a loader gets its module only, and an unknown path nothing", () => {
    const { sources, known } = on("/c/bikes");
    expect(prefetchLinks("/c/bikes", sources, known)).toEqual([]);
    expect(prefetchLinks("/status", sources, known)).toEqual([{ rel: "modulepreload", href: "/assets/status.js" }]);
    const { sources: home } = on("/");
    expect(prefetchLinks("/nowhere/at/all", { ...home, match: (page) => matchRoutes([{ id: "only", path: "only" }], page) }, new Set())).toEqual([]);
  });
});
