import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import type { StoreMapProps } from "./map-types";

/**
 * The map is its own chunk (Leaflet, its CSS, the clustering) fetched by this page once the browser
 * is idle after hydration, and rendered as a transition so it never blocks a tap: nothing of it is
 * in the first-load JavaScript of other pages, nor in the server render. Until it is there (or
 * without JavaScript) the page's list carries every store.
 */
const StoreMap = lazy(() => import("./StoreMap"));

const IDLE_TIMEOUT_MS = 1500;

function useIdleAfterHydration(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setReady(true));
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(show, 200);
    return () => window.clearTimeout(id);
  }, []);
  return ready;
}

export function LazyStoreMap({ className, ...props }: StoreMapProps & { className?: string }) {
  const ready = useIdleAfterHydration();
  const placeholder = <div aria-hidden="true" className="size-full bg-[#cfe0e6]" />;
  return (
    <div className={`relative isolate overflow-hidden bg-[#cfe0e6] ${className ?? ""}`} data-store-map>
      {ready ? <Suspense fallback={placeholder}>{<StoreMap {...props} />}</Suspense> : placeholder}
    </div>
  );
}
