import { lazy, Suspense } from "react";
import { useHydrated } from "./use-hydrated";
import type { StoreMapProps } from "./map-types";

/**
 * The map is its own chunk (Leaflet, its CSS, the clustering) fetched by this page after hydration:
 * nothing of it is in the first-load JavaScript of other pages, nor in the server render. Until it
 * is there (or without JavaScript) the page's list carries every store.
 */
const StoreMap = lazy(() => import("./StoreMap"));

export function LazyStoreMap({ className, ...props }: StoreMapProps & { className?: string }) {
  const hydrated = useHydrated();
  const placeholder = <div aria-hidden="true" className="size-full animate-pulse bg-[#cfe0e6]" />;
  return (
    <div className={`relative isolate overflow-hidden bg-[#cfe0e6] ${className ?? ""}`} data-store-map>
      {hydrated ? <Suspense fallback={placeholder}>{<StoreMap {...props} />}</Suspense> : placeholder}
    </div>
  );
}
