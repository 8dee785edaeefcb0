import type { DataRouteMatch, DataRouteObject, Location } from "react-router";

/** What of React Router's build manifest the prefetch reads (window.__reactRouterManifest). */
export interface ManifestRoute {
  module: string;
  imports?: string[];
  css?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  hasLoader: boolean;
  hasClientLoader: boolean;
}

/** The router's state and build facts a page's prefetch links are worked out from. */
export interface PrefetchSources {
  /** The page's origin (window.location.origin). */
  origin: string;
  /** The router's own matcher (`router.match`): its route branches are ranked once, not per call. */
  match: (page: string) => DataRouteMatch[] | null;
  manifest: { routes: Record<string, ManifestRoute | undefined> };
  routeModules: Record<string, { shouldRevalidate?: unknown } | undefined>;
  currentMatches: Array<Pick<DataRouteMatch, "pathname" | "params"> & { route: Pick<DataRouteObject, "id" | "path"> }>;
  loaderData: Record<string, unknown>;
  location: Pick<Location, "pathname" | "search" | "hash">;
}

export interface PrefetchLink {
  rel: "prefetch" | "modulepreload";
  href: string;
  as?: "fetch" | "style";
}

/**
 * The links that prefetch `page` (001 §9): its loader data as React Router's navigation will ask
 * for it, and the route modules and stylesheets it does not have yet. This is React Router's
 * PrefetchPageLinks (8.4, lib/dom/ssr/components.js) worked out as data, with one difference: a
 * module or stylesheet already in `known` (loaded by this page or preloaded for an earlier one) is
 * left out. PrefetchPageLinks re-adds every module of every linked page — the framework, the shell,
 * the category route a category page already runs — so a category page's ten product links put
 * ~130 links in the head, and inserting them was a task of ~16 ms per page on a phone-class CPU
 * (issue 20, TBT). React Router's `links()` exports are not read: only the root route has one,
 * and the root is never a new match.
 */
export function prefetchLinks(page: string, sources: PrefetchSources, known: ReadonlySet<string>): PrefetchLink[] {
  const nextMatches = sources.match(page);
  if (!nextMatches) return [];
  const { currentMatches, manifest } = sources;
  const isNew = (match: DataRouteMatch, index: number) => !currentMatches[index] || match.route.id !== currentMatches[index].route.id;
  const pathChanged = (match: DataRouteMatch, index: number) => {
    const current = currentMatches[index]!;
    return current.pathname !== match.pathname || (Boolean(current.route.path?.endsWith("*")) && current.params["*"] !== match.params["*"]);
  };
  const links: PrefetchLink[] = [];

  const data = dataHref(page, nextMatches, sources, (match, index) => isNew(match, index) || pathChanged(match, index));
  if (data) links.push({ rel: "prefetch", as: "fetch", href: data });

  const seen = new Set(known);
  const add = (link: PrefetchLink) => {
    if (seen.has(link.href)) return;
    seen.add(link.href);
    links.push(link);
  };
  nextMatches.forEach((match, index) => {
    if (!isNew(match, index) && !pathChanged(match, index)) return;
    const route = manifest.routes[match.route.id];
    if (!route) return;
    for (const href of [route.module, route.clientActionModule, route.clientLoaderModule, ...(route.imports ?? [])]) {
      if (href) add({ rel: "modulepreload", href });
    }
    for (const href of route.css ?? []) add({ rel: "prefetch", as: "style", href });
  });
  return links;
}

/** The single-fetch URL React Router's navigation to `page` will request (`/path.data?_routes=…`). */
function dataHref(page: string, nextMatches: DataRouteMatch[], sources: PrefetchSources, changed: (match: DataRouteMatch, index: number) => boolean): string | undefined {
  const { manifest, routeModules, loaderData, location, currentMatches, origin } = sources;
  if (page === location.pathname + location.search + location.hash) return undefined;
  const newForData = nextMatches.filter((match, index) => {
    const route = manifest.routes[match.route.id];
    if (!route?.hasLoader) return false;
    if (changed(match, index)) return true;
    const shouldRevalidate = match.route.shouldRevalidate;
    if (shouldRevalidate) {
      const choice = shouldRevalidate({
        currentUrl: new URL(location.pathname + location.search + location.hash, origin),
        currentParams: currentMatches[0]?.params ?? {},
        nextUrl: new URL(page, origin),
        nextParams: match.params,
        defaultShouldRevalidate: true,
      });
      if (typeof choice === "boolean") return choice;
    }
    return true;
  });
  const wanted = new Set<string>();
  let optedOut = false;
  for (const match of nextMatches) {
    const route = manifest.routes[match.route.id];
    if (!route?.hasLoader) continue;
    if (!newForData.some((m) => m.route.id === match.route.id) && match.route.id in loaderData && routeModules[match.route.id]?.shouldRevalidate) optedOut = true;
    else if (route.hasClientLoader) optedOut = true;
    else wanted.add(match.route.id);
  }
  if (wanted.size === 0) return undefined;
  const url = new URL(page, origin);
  url.pathname = url.pathname.endsWith("/") ? `${url.pathname}_.data` : `${url.pathname}.data`;
  if (optedOut) url.searchParams.set("_routes", nextMatches.filter((m) => wanted.has(m.route.id)).map((m) => m.route.id).join(","));
  return url.pathname + url.search;
}
