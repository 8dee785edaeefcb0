import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { planScroll, readSavedPositions, savePosition } from "../../lib/scroll-on-navigation";

// useLayoutEffect warns during server rendering; the server never scrolls anyway.
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The sticky header covers the top of the page: scroll targets land just below it. */
function headerOffset(): number {
  const header = document.querySelector("header");
  return header ? header.getBoundingClientRect().height + 16 : 0;
}

/**
 * Whether this document has placed a page yet. Kept per document, not per component: the root's
 * error boundary (a 404) renders its own shell, so leaving or reaching an error page mounts this
 * component again, and that later mount is a navigation, not the browser's initial load.
 */
let documentPlaced = false;

/**
 * Scrolling on navigation (000 §2): smooth and delayed, 150 ms normally, 350 ms when returning to a
 * saved position (positions saved per history entry in sessionStorage); a URL hash scrolls to its
 * content block. This replaces React Router's <ScrollRestoration/>.
 */
export function ScrollOnNavigation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The position of the entry being shown, kept current so it can be saved when the entry is left.
  const current = useRef({ key: location.key, top: 0 });

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const onScroll = () => {
      current.current.top = window.scrollY;
    };
    const onPageHide = () => savePosition(session(), current.current.key, window.scrollY);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", onPageHide);
      // Unmounted by a move between a page and the error boundary's shell: keep this entry's place.
      savePosition(session(), current.current.key, current.current.top);
    };
  }, []);

  useBrowserLayoutEffect(() => {
    const leaving = current.current;
    if (leaving.key !== location.key) savePosition(session(), leaving.key, leaving.top);
    current.current = { key: location.key, top: window.scrollY };

    const state = location.state as { keepScroll?: boolean } | null;
    const plan = planScroll({
      navigationType,
      hash: location.hash,
      savedTop: readSavedPositions(session())[location.key],
      initialLoad: !documentPlaced,
      documentNavigation: documentPlaced ? undefined : documentNavigationType(),
      keepScroll: state?.keepScroll === true,
    });
    documentPlaced = true;
    if (plan.kind === "none") return;

    const timer = window.setTimeout(() => {
      if (plan.kind === "hash") {
        const target = document.getElementById(plan.targetId);
        const block = target?.closest("[data-block]") ?? target;
        if (!block) return;
        const top = block.getBoundingClientRect().top + window.scrollY - headerOffset();
        window.scrollTo({ top: Math.max(0, top), behavior: "smooth" });
      } else {
        window.scrollTo({ top: plan.kind === "restore" ? plan.top : 0, behavior: "smooth" });
      }
    }, plan.delayMs);
    return () => window.clearTimeout(timer);
  }, [location.key]);

  return null;
}

/** How this document was reached: "navigate", "reload", "back_forward" (undefined where unknown). */
function documentNavigationType(): string | undefined {
  const [entry] = performance.getEntriesByType?.("navigation") ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type;
}
