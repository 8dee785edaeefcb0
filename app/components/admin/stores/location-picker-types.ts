import type { MapTiles } from "../../stores/map-types";

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface LocationPickerProps {
  value: LatLng;
  onChange: (next: LatLng) => void;
  tiles: MapTiles | null;
  /** The accessible name of the map region. */
  label: string;
}
