import "leaflet/dist/leaflet.css";
import type { LeafletMouseEvent, Marker as LeafletMarker } from "leaflet";
import { useEffect, useMemo, useRef } from "react";
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from "react-leaflet";
import { CountryShapes, pinIcon } from "../../stores/StoreMap";
import type { LocationPickerProps } from "./location-picker-types";

/** Six decimals: about 10 cm, more than a store's door needs. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The map picker of the store editor (issue 17, Stores), loaded lazily like the finder's map
 * (LocationPicker.tsx): the finder's base map (MAP_TILE_URL tiles, or the offline country shapes)
 * and its 33×48 pin. A click on the map puts the pin there; the pin can be dragged; both set the
 * latitude and longitude fields. Typed coordinates move the pin.
 */
export default function LocationPickerMap({ value, onChange, tiles, label }: LocationPickerProps) {
  return (
    <MapContainer center={[value.latitude, value.longitude]} zoom={tiles ? 13 : 6} minZoom={2} maxZoom={18} worldCopyJump className="size-full bg-[#cfe0e6]!" attributionControl={Boolean(tiles)} aria-label={label}>
      {tiles ? <TileLayer url={tiles.url} attribution={tiles.attribution.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)} /> : <CountryShapes />}
      <Pin value={value} onChange={onChange} />
    </MapContainer>
  );
}

function Pin({ value, onChange }: Pick<LocationPickerProps, "value" | "onChange">) {
  const map = useMap();
  const marker = useRef<LeafletMarker>(null);
  useMapEvents({
    click(event: LeafletMouseEvent) {
      onChange({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) });
    },
  });
  // Typed coordinates: keep the pin in view.
  useEffect(() => {
    const point: [number, number] = [value.latitude, value.longitude];
    if (!map.getBounds().contains(point)) map.panTo(point);
  }, [map, value.latitude, value.longitude]);
  const handlers = useMemo(
    () => ({
      dragend() {
        const at = marker.current?.getLatLng();
        if (at) onChange({ latitude: round(at.lat), longitude: round(at.lng) });
      },
    }),
    [onChange],
  );
  return <Marker ref={marker} position={[value.latitude, value.longitude]} icon={pinIcon(false)} draggable eventHandlers={handlers} title="" alt="" keyboard={false} />;
}
