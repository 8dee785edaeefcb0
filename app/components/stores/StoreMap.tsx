import "leaflet/dist/leaflet.css";
import "react-leaflet-cluster/dist/assets/MarkerCluster.css";
import "react-leaflet-cluster/dist/assets/MarkerCluster.Default.css";
import L from "leaflet";
import { useEffect } from "react";
import { MapContainer, Marker, Popup, TileLayer, useMap } from "react-leaflet";
import MarkerClusterGroup from "react-leaflet-cluster";
import { Link } from "react-router";
import { feature } from "topojson-client";
import type { Feature } from "geojson";
import type { GeometryCollection, Topology } from "topojson-specification";
import countriesUrl from "world-atlas/countries-110m.json?url";
import { MARKER_SIZE, type MapStore, type StoreMapProps } from "./map-types";

/**
 * The store finder's map (issue 15), loaded lazily in the browser only (LazyStoreMap.tsx): Leaflet
 * through react-leaflet. Without MAP_TILE_URL it needs no internet: it draws the country shapes
 * shipped with the shop (Natural Earth 1:110m through world-atlas, a static asset of this page) on a
 * sea-coloured background; with it, the configured tiles and their attribution. Markers are 33×48
 * pins (001 §9), clustered where dense. Every store on the map is also in the page's list, which is
 * how keyboard and screen-reader users reach them.
 */
export default function StoreMap({ stores, center, tiles, label, viewStoreLabel, single = false }: StoreMapProps) {
  const markers = stores.map((store) => (
    <Marker key={store.id} position={[store.latitude, store.longitude]} icon={pinIcon(store.level === "junction")} title={store.name} alt={store.name}>
      {!single && (
        <Popup>
          <p className="m-0 font-semibold text-ink">{store.name}</p>
          <p className="m-0 text-muted">{store.detail}</p>
          <Link to={`/find-a-store/stores/${store.id}`} className="mt-1 inline-block font-semibold text-brand underline">
            {viewStoreLabel}
          </Link>
        </Popup>
      )}
    </Marker>
  ));
  return (
    <MapContainer
      center={[center.latitude, center.longitude]}
      zoom={single ? closeZoom(tiles) : 7}
      minZoom={2}
      maxZoom={18}
      worldCopyJump
      preferCanvas
      scrollWheelZoom={false}
      className="store-map size-full bg-[#cfe0e6]!"
      attributionControl={Boolean(tiles)}
      aria-label={label}
    >
      {tiles ? <TileLayer url={tiles.url} attribution={escapeText(tiles.attribution)} /> : <CountryShapes />}
      {single ? markers : <MarkerClusterGroup chunkedLoading maxClusterRadius={50}>{markers}</MarkerClusterGroup>}
      <FitStores stores={stores} center={center} single={single} maxZoom={single ? closeZoom(tiles) : tiles ? 12 : 7} />
    </MapContainer>
  );
}

/** Frames the stores (and the searched point) whenever the list changes. */
/**
 * How close the map goes: real tiles show streets; the offline country shapes have nothing to show
 * closer than a region, so the map stays where the coast and borders are in view.
 */
function closeZoom(tiles: StoreMapProps["tiles"]): number {
  return tiles ? 13 : 6;
}

function FitStores({ stores, center, single, maxZoom }: { stores: MapStore[]; center: StoreMapProps["center"]; single: boolean; maxZoom: number }) {
  const map = useMap();
  const key = stores.map((s) => s.id).join(",") + `@${center.latitude},${center.longitude}`;
  useEffect(() => {
    if (single || stores.length === 0) {
      map.setView([center.latitude, center.longitude], single ? maxZoom : 6);
      return;
    }
    const bounds = L.latLngBounds(stores.map((s) => [s.latitude, s.longitude] as [number, number]));
    bounds.extend([center.latitude, center.longitude]);
    map.fitBounds(bounds, { padding: [40, 40], maxZoom });
    // The key stands for the stores and the centre: a new list of the same stores keeps the view.
  }, [key, map, single, maxZoom]);
  return null;
}

type Countries = Topology<{ countries: GeometryCollection }>;

let shapes: Promise<Countries> | null = null;
function loadShapes(): Promise<Countries> {
  shapes ??= fetch(countriesUrl)
    .then((r) => r.json() as Promise<Countries>)
    .catch((error: unknown) => {
      shapes = null;
      throw error;
    });
  return shapes;
}

const LAND = { color: "#ffffff", weight: 1, fillColor: "#e3ebe2", fillOpacity: 1 };
/** Countries converted and drawn per task, so the first drawing never blocks a tap for long. */
const COUNTRIES_PER_TASK = 12;

/** The offline base map: land as soft green shapes with white borders on the container's sea colour. */
export function CountryShapes() {
  const map = useMap();
  useEffect(() => {
    let live = true;
    const layer = L.geoJSON(undefined, { style: () => LAND, interactive: false }).addTo(map);
    loadShapes().then(async (topology) => {
      const countries = topology.objects.countries.geometries;
      for (let i = 0; i < countries.length && live; i += COUNTRIES_PER_TASK) {
        for (const country of countries.slice(i, i + COUNTRIES_PER_TASK)) layer.addData(feature(topology, country) as Feature);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    }, () => undefined);
    return () => {
      live = false;
      layer.remove();
    };
  }, [map]);
  return null;
}

const icons = new Map<boolean, L.DivIcon>();
/** A 33×48 pin (001 §9): the brand colour, Junction stores in the accent colour. */
export function pinIcon(junction: boolean): L.DivIcon {
  let icon = icons.get(junction);
  if (!icon) {
    const fill = junction ? "var(--colour-accent)" : "var(--colour-primary)";
    icon = L.divIcon({
      className: "store-pin",
      html: `<svg aria-hidden="true" width="${MARKER_SIZE.width}" height="${MARKER_SIZE.height}" viewBox="0 0 33 48"><path d="M16.5 1C7.9 1 1 7.9 1 16.5 1 28 16.5 47 16.5 47S32 28 32 16.5C32 7.9 25.1 1 16.5 1Z" fill="${fill}" stroke="#fff" stroke-width="2"/><circle cx="16.5" cy="16.5" r="6" fill="#fff"/></svg>`,
      iconSize: [MARKER_SIZE.width, MARKER_SIZE.height],
      iconAnchor: [MARKER_SIZE.width / 2, MARKER_SIZE.height],
      popupAnchor: [0, -MARKER_SIZE.height + 4],
    });
    icons.set(junction, icon);
  }
  return icon;
}

/** Leaflet writes the attribution as HTML: the configured text is shown as text. */
function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
