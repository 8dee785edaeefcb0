import type { AccreditationLevel } from "../../../server/modules/stores/types";

/** A store as the map draws it (a 33×48 pin, 001 §9) and its popup. */
export interface MapStore {
  id: number;
  name: string;
  level: AccreditationLevel;
  latitude: number;
  longitude: number;
  /** The popup's second line (type and distance, already translated). */
  detail: string;
}

/** Real tiles when MAP_TILE_URL is set; otherwise the country shapes shipped with the shop. */
export interface MapTiles {
  url: string;
  attribution: string;
}

export interface StoreMapProps {
  stores: MapStore[];
  /** The searched point (or the market's default): the view's centre when no store is near. */
  center: { latitude: number; longitude: number };
  tiles: MapTiles | null;
  /** The accessible name of the map region. */
  label: string;
  /** The popup's link text ("View store"). */
  viewStoreLabel: string;
  /** One store (the store page): no clustering, no popup link. */
  single?: boolean;
}

/** 001 §9: the store marker icon is 33×48. */
export const MARKER_SIZE = { width: 33, height: 48 } as const;
