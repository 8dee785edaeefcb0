import { useEffect } from "react";
import { useLocation } from "react-router";
import { dropDataPrefetches, usePagePrefetch } from "./page-prefetch";

/** 001 §9: prefetching starts once the browser is idle, or after this long at the latest. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
/** A page full of product cards must not turn into a burst of requests. */
export const MAX_PREFETCHED_PAGES = 12;

// Personal pages, redirects and one-off landing routes: prefetching them gains nothing or does harm.
const NEVER_PREFETCH = ["/api/", "/checkout-login", "/order-confirmation", "/updatepassword", "/awin", "/account.php", "/login.php"];

type IdleWindow = Pick<Window, "setTimeout" | "clearTimeout"> &
  Partial<Pick<Window, "requestIdleCallback" | "cancelIdleCallback">>;

/** Runs `callback` when the browser is idle (at most `timeout` ms later); setTimeout where there is no requestIdleCallback. */
export function whenIdle(callback: () => void, timeout = PREFETCH_IDLE_TIMEOUT_MS, win: IdleWindow = window): () => void {
  if (win.requestIdleCallback && win.cancelIdleCallback) {
    const id = win.requestIdleCallback(() => callback(), { timeout });
    return () => win.cancelIdleCallback?.(id);
  }
  const id = win.setTimeout(callback, timeout);
  return () => win.clearTimeout(id);
}

/**
 * Hands queued items to `take` one per idle period: each page prefetched adds a dozen link
 * elements to the head (a product page's modules and data), and a category page's ten product
 * links added at once made one long task of ~110 elements under a 4x CPU slowdown (issue 20, TBT).
 */
export function idleQueue<T>(take: (item: T) => void, win: IdleWindow = window): { push: (item: T) => void; cancel: () => void } {
  const queue: T[] = [];
  let waiting: (() => void) | undefined;
  const next = () => {
    waiting = whenIdle(() => {
      waiting = undefined;
      const item = queue.shift();
      if (item !== undefined) take(item);
      if (queue.length > 0) next();
    }, PREFETCH_IDLE_TIMEOUT_MS, win);
  };
  return {
    push: (item) => {
      queue.push(item);
      if (!waiting) next();
    },
    cancel: () => {
      queue.length = 0;
      waiting?.();
      waiting = undefined;
    },
  };
}

/**
 * The path to prefetch for a link, or undefined: only this shop's own pages (not external links,
 * not the account area, not the page we are on).
 */
export function prefetchablePath(
  href: string,
  page: { origin: string; path: string; accountPath: string },
): string | undefined {
  let url: URL;
  try {
    url = new URL(href, page.origin);
  } catch {
    return undefined;
  }
  if (url.origin !== page.origin || (url.protocol !== "http:" && url.protocol !== "https:")) return undefined;
  const current = new URL(page.path, page.origin);
  if (url.pathname === current.pathname && url.search === current.search) return undefined;
  const account = page.accountPath.replace(/\/$/, "");
  if (url.pathname === account || url.pathname.startsWith(`${account}/`)) return undefined;
  if (NEVER_PREFETCH.some((prefix) => url.pathname === prefix || url.pathname.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`))) {
    return undefined;
  }
  return url.pathname + url.search;
}

/** Prefetching costs data: respect the visitor's data-saver setting and very slow connections. */
function prefersNoPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? "");
}

/**
 * After each navigation, once the browser is idle, prefetches the route modules and loader data of
 * the links visible in the viewport (001 §9), one page per idle period. The links are worked out
 * through the shop's one page prefetch (app/lib/page-prefetch.ts): no React render per page.
 */
export function IdlePrefetch({ accountPath }: { accountPath: string }) {
  const location = useLocation();
  const prefetch = usePagePrefetch();

  useEffect(() => {
    if (prefersNoPrefetch() || typeof IntersectionObserver === "undefined") return;
    const here = { origin: window.location.origin, path: location.pathname + location.search, accountPath };
    const found = new Set<string>();
    const pending = idleQueue<string>(prefetch);
    let observer: IntersectionObserver | undefined;
    const cancel = whenIdle(() => {
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || found.size >= MAX_PREFETCHED_PAGES) continue;
          observer?.unobserve(entry.target);
          const anchor = entry.target as HTMLAnchorElement;
          // `data-prefetch="none"`: a link that only re-filters the page it is on (the store finder's type and view, issue 15).
          if (anchor.target === "_blank" || anchor.hasAttribute("download") || /\bexternal\b/.test(anchor.rel) || anchor.dataset.prefetch === "none") continue;
          const path = prefetchablePath(anchor.getAttribute("href") ?? "", here);
          if (path && !found.has(path)) {
            found.add(path);
            pending.push(path);
          }
        }
      });
      document.querySelectorAll("a[href]").forEach((anchor) => observer?.observe(anchor));
    });
    return () => {
      cancel();
      pending.cancel();
      observer?.disconnect();
      // The data prefetched for this page's links goes with it; the modules stay, as known ones.
      dropDataPrefetches();
    };
  }, [location.pathname, location.search, accountPath, prefetch]);

  return null;
}
