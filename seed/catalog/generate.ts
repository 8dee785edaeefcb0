import type { ProductInput } from "../../server/modules/catalog/writer";
import { accessoryImagePath, ACCESSORY_IMAGES, BIKE_COLOURS, BIKE_IMAGES, bikeImagePath } from "./images";
import { prices } from "./products";

/** A small deterministic PRNG (mulberry32), so a generated catalogue is the same for the same seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SERIES = ["Urban", "Explore", "Electric", "Titanium", "Commuter", "Tour", "City", "Metro"];
const EDITIONS = ["", "Sport", "Plus", "Classic", "Limited", "Lite", "Pro", "Heritage"];
const ACCESSORY_WORDS = ["Bag", "Light", "Mudguard", "Rack", "Pump", "Saddle", "Grips", "Bell", "Chain", "Tyre"];
const ADJECTIVES = ["Compact", "Everyday", "Weatherproof", "Travel", "Urban", "Trail", "Lightweight", "Premium", "Essential", "Reflective"];
const CATEGORY_OF: Record<string, string> = {
  Bag: "/accessories/bags", Light: "/accessories/lights", Mudguard: "/accessories/mudguards", Rack: "/accessories/racks",
  Pump: "/accessories/spares", Saddle: "/accessories/spares", Grips: "/accessories/spares", Bell: "/accessories/spares", Chain: "/accessories/spares", Tyre: "/accessories/spares",
};
const BIKE_CATEGORY: Record<string, string> = {
  Urban: "/bikes/urban", City: "/bikes/urban", Metro: "/bikes/urban", Commuter: "/bikes/urban",
  Explore: "/bikes/explore", Tour: "/bikes/explore", Electric: "/bikes/electric", Titanium: "/bikes/titanium",
};

/**
 * `count` benchmark products (4 in 10 bikes with colour and handlebar variants, the rest
 * accessories), with prices, stock in every location, categories and facets. `runId` keeps SKUs
 * unique when the generator runs again on the same database.
 */
export function generateProducts(count: number, runId: string, seed = 2026): ProductInput[] {
  const rand = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const colourNames = Object.keys(BIKE_COLOURS) as Array<keyof typeof BIKE_COLOURS>;
  const out: ProductInput[] = [];
  for (let i = 0; i < count; i++) {
    const sku = `GEN-${runId}-${i + 1}`;
    if (rand() < 0.4) {
      const series = pick(SERIES);
      const name = `Foldwell ${series} ${1 + Math.floor(rand() * 12)} ${pick(EDITIONS)}`.trim() + ` #${i + 1}`;
      const art = pick(BIKE_IMAGES);
      const colours = [...new Set([pick(art.colours), pick(colourNames), pick(colourNames)])].slice(0, 3);
      const gears = pick(["1-speed", "2-speed", "3-speed", "6-speed", "12-speed"]);
      const eur = 995 + Math.floor(rand() * 40) * 100;
      out.push({
        name, sku, brand: "Foldwell", description: `${name}: a generated folding bike for benchmarks.`,
        weightGrams: 8000 + Math.floor(rand() * 10000), inventoryTracking: "variant", hasSizeGuide: true,
        categoryUrls: [BIKE_CATEGORY[series]], prices: prices(eur, rand() < 0.15 ? eur - 200 : undefined),
        options: [
          { key: "colour", displayName: "Colour", values: colours.map((c, k) => ({ label: c, hex: BIKE_COLOURS[c], isDefault: k === 0 })) },
          { key: "handlebars", displayName: "Handlebars", values: [{ label: "Mid", isDefault: true }, { label: "High" }] },
        ],
        stock: () => (rand() < 0.2 ? 0 : Math.floor(rand() * 20)),
        images: colours.map((c) => ({ url: bikeImagePath(art.model, art.colours.includes(c as never) ? c : art.colours[0]), alt: `${name} in ${c}`, colour: c })),
        customFields: [{ name: "Gears", value: gears }, { name: "Frame material", value: pick(["Steel", "Aluminium", "Titanium"]) }],
        facets: { speed: [gears], lighting: [pick(["Dynamo", "Battery", "None"])], mudguards: [pick(["Full length", "None"])] },
      });
    } else {
      const word = pick(ACCESSORY_WORDS);
      const name = `${pick(ADJECTIVES)} ${word} ${i + 1}`;
      const art = pick(ACCESSORY_IMAGES);
      out.push({
        name, sku, brand: pick(["Foldwell", "Foldwell", "Roadcraft", "Lumen & Co"]), description: `${name}: a generated accessory for benchmarks.`,
        weightGrams: 50 + Math.floor(rand() * 1500), inventoryTracking: "product",
        categoryUrls: [CATEGORY_OF[word]], prices: prices(9 + Math.floor(rand() * 150)),
        stock: () => (rand() < 0.15 ? 0 : Math.floor(rand() * 60)),
        images: [{ url: accessoryImagePath(art.name), alt: name }],
        facets: word === "Light" ? { lighting: [pick(["Dynamo", "Battery"])] } : word === "Mudguard" ? { mudguards: [pick(["Full length", "Clip-on"])] } : {},
      });
    }
  }
  return out;
}
