import { useCallback, useContext, useEffect, useRef, type DOMAttributes, type SyntheticEvent } from "react";
import { UNSAFE_DataRouterContext, UNSAFE_FrameworkContext } from "react-router";
import { prefetchLinks, type PrefetchLink } from "./prefetch-links";

/**
 * The shop's one way to prefetch a page (001 §9), for the idle prefetch of visible links and for a
 * link's prefetch on intent (hover, focus, touch): its loader data and the modules the document
 * lacks, appended to the head (app/lib/prefetch-links.ts says why not React Router's
 * PrefetchPageLinks). A page already prefetched adds nothing.
 */

/** Data prefetches made on this page: they belong to its links and go when the page changes. */
const dataPrefetches = new Set<HTMLLinkElement>();

/** Modules and stylesheets the document already has, and the data already being prefetched. */
function inDocument(): Set<string> {
  const known = new Set<string>();
  document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="stylesheet"], link[rel="prefetch"]').forEach((link) => known.add(link.getAttribute("href") ?? ""));
  document.querySelectorAll<HTMLScriptElement>("script[type=module][src]").forEach((script) => known.add(script.getAttribute("src") ?? ""));
  return known;
}

function append(link: PrefetchLink): void {
  const element = document.createElement("link");
  element.rel = link.rel;
  if (link.as) element.setAttribute("as", link.as);
  element.href = link.href;
  document.head.appendChild(element);
  if (link.as === "fetch") dataPrefetches.add(element);
}

/** Removes the data prefetches of the page being left (React Router's PrefetchPageLinks did the same). */
export function dropDataPrefetches(): void {
  for (const element of dataPrefetches) element.remove();
  dataPrefetches.clear();
}

/** A function that prefetches a page now, from the router's state at the moment it is called. */
export function usePagePrefetch(): (page: string) => void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const framework = useContext(UNSAFE_FrameworkContext);
  return useCallback(
    (page: string) => {
      if (!router || !framework) return;
      const known = inDocument();
      const sources = {
        origin: window.location.origin,
        match: (path: string) => router.match(path),
        manifest: framework.manifest,
        routeModules: framework.routeModules,
        currentMatches: router.state.matches,
        loaderData: router.state.loaderData,
        location: router.state.location,
      };
      for (const link of prefetchLinks(page, sources, known)) if (!known.has(link.href)) append(link);
    },
    [router, framework],
  );
}

/** React Router's delay before a hover or focus counts as intent. */
const INTENT_DELAY_MS = 100;

type IntentHandlers = Pick<DOMAttributes<HTMLAnchorElement>, "onMouseEnter" | "onMouseLeave" | "onFocus" | "onBlur" | "onTouchStart">;

/**
 * Handlers that prefetch `to` once the visitor shows intent (a hover or focus of 100 ms, a touch),
 * as React Router's `<Link prefetch="intent">` does, through the shop's one prefetch. The link's
 * own handlers (`own`, from Radix's `asChild` say) run first.
 */
export function useIntentPrefetch(to: string, own: IntentHandlers = {}): IntentHandlers {
  const prefetch = usePagePrefetch();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => prefetch(to), INTENT_DELAY_MS);
  };
  const stop = () => clearTimeout(timer.current);
  const intent = <E extends SyntheticEvent>(handler?: (event: E) => void) => (event: E) => {
    handler?.(event);
    if (!event.defaultPrevented) start();
  };
  const leave = <E extends SyntheticEvent>(handler?: (event: E) => void) => (event: E) => {
    handler?.(event);
    stop();
  };
  return {
    onMouseEnter: intent(own.onMouseEnter),
    onFocus: intent(own.onFocus),
    onTouchStart: intent(own.onTouchStart),
    onMouseLeave: leave(own.onMouseLeave),
    onBlur: leave(own.onBlur),
  };
}
