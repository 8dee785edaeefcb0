import { lazy, Suspense } from "react";
import { useMapStart } from "../../stores/LazyStoreMap";
import type { LocationPickerProps } from "./location-picker-types";

/**
 * The store editor's map, lazy as the finder's (app/components/stores/LazyStoreMap.tsx): Leaflet is
 * its own chunk, never in a server render, started when the browser is idle after hydration. The
 * latitude and longitude fields beside it work without it (and without JavaScript's map).
 */
const LocationPickerMap = lazy(() => import("./LocationPickerMap"));

export function LocationPicker({ loadingLabel, ...props }: LocationPickerProps & { loadingLabel: string }) {
  const [ready] = useMapStart(false);
  const placeholder = (
    <div className="flex size-full items-center justify-center bg-[#cfe0e6] text-sm text-slate-700" role="status">
      {loadingLabel}
    </div>
  );
  return (
    <div className="relative isolate h-80 overflow-hidden rounded-lg border border-slate-200 bg-[#cfe0e6]" data-location-picker>
      {ready ? <Suspense fallback={placeholder}>{<LocationPickerMap {...props} />}</Suspense> : placeholder}
    </div>
  );
}
