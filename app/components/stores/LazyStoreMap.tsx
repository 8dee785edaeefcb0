import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import { NamedIcon } from "../ui/icons";
import type { StoreMapProps } from "./map-types";
import { useHydrated } from "./use-hydrated";

/**
 * The map is its own chunk (Leaflet, its CSS, the clustering), never in the server render nor in
 * the first-load JavaScript of any page, and rendered as a transition so it never blocks a tap.
 * Until it is there (or without JavaScript) the page's list carries every store.
 *
 * When it starts: on a wide screen once the browser is idle after hydration. With `startLabel`
 * (the finder) a narrower screen, where the map sits above the list, starts it on the rider's
 * intent instead: a tap on the map area's button. On a phone Leaflet's start and the country shapes
 * were most of the page's blocking time on first load (Lighthouse mobile 88, the grid view 95).
 * Once started, the map starts at once for the rest of the visit (a new search, back from the grid).
 */
const loadStoreMap = () => import("./StoreMap");
const StoreMap = lazy(loadStoreMap);

const IDLE_TIMEOUT_MS = 1500;
/** Tailwind's `lg`: from here the finder's map is beside the list instead of above it. */
const WIDE = "(min-width: 1024px)";

let startedThisVisit = false;

export function useMapStart(onIntent: boolean): [boolean, () => void] {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (onIntent && !startedThisVisit && !window.matchMedia(WIDE).matches) return;
    const show = () => startTransition(() => setReady(true));
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(show, 200);
    return () => window.clearTimeout(id);
  }, [onIntent]);
  useEffect(() => {
    if (ready) startedThisVisit = true;
  }, [ready]);
  return [ready, () => startTransition(() => setReady(true))];
}

export function LazyStoreMap({ className, startLabel, ...props }: StoreMapProps & { className?: string; startLabel?: string }) {
  const [ready, start] = useMapStart(Boolean(startLabel));
  const hydrated = useHydrated();
  const placeholder = <div aria-hidden="true" className="size-full bg-[#cfe0e6]" />;
  return (
    <div className={`relative isolate overflow-hidden bg-[#cfe0e6] ${className ?? ""}`} data-store-map>
      {ready ? <Suspense fallback={placeholder}>{<StoreMap {...props} />}</Suspense> : placeholder}
      {!ready && startLabel && hydrated && (
        <div className="absolute inset-0 flex items-center justify-center lg:hidden">
          <button
            type="button"
            onPointerDown={() => void loadStoreMap()}
            onFocus={() => void loadStoreMap()}
            onClick={start}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 text-sm font-semibold text-ink shadow-md ring-1 ring-ink/15 hover:ring-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <NamedIcon name="map" width={18} height={18} />
            {startLabel}
          </button>
        </div>
      )}
    </div>
  );
}
