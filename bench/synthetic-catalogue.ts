import type { SearchHit } from "../server/modules/search/types";

/** A deterministic catalogue of bikes and accessories with the demo's facet vocabulary. */
export function syntheticCatalogue(count: number, makeHit: (overrides: Partial<SearchHit>) => SearchHit): SearchHit[] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const series = ["Urban", "Explore", "Electric", "Titanium", "Commuter", "Tour", "City", "Metro"];
  const editions = ["", "Sport", "Plus", "Classic", "Limited", "Lite", "Pro", "Heritage"];
  const things = ["Bag", "Light", "Mudguard", "Rack", "Pump", "Saddle", "Grips", "Bell", "Chain", "Tyre"];
  const adjectives = ["Compact", "Everyday", "Weatherproof", "Travel", "Urban", "Trail", "Lightweight", "Premium", "Essential", "Reflective"];
  const colours = [["Racing Green", "#1f5c3f"], ["Midnight Black", "#1f2326"], ["Storm Blue", "#2f5d8a"], ["Cloud White", "#eceeed"], ["Flame Orange", "#d9541e"], ["Sand", "#d8c3a0"]];
  return Array.from({ length: count }, (_, i) => {
    const id = i + 1;
    const bike = random() < 0.4;
    const name = bike ? `Foldwell ${pick(series)} ${Math.ceil(random() * 12)} ${pick(editions)}`.trim() : `${pick(adjectives)} ${pick(things)}`;
    const variants = bike ? colours.filter(() => random() < 0.4) : [];
    return makeHit({
      product: id,
      name,
      url: `/${id}/${name.toLowerCase().replace(/\s+/g, "-")}`,
      price: Math.round((bike ? 800 + random() * 3500 : 5 + random() * 150) * 100) / 100,
      weight: bike ? 8 + random() * 10 : 0.05 + random(),
      product_stock: random() > 0.1,
      preOrder: random() < 0.03,
      colour_variants: variants.map(([n, hex]) => `${n}||${hex}`),
      colour_variants_stock: variants.map(([n]) => `${n}||${random() > 0.2}`),
      category_urls: bike ? ["/bikes", `/bikes/${pick(["urban", "explore", "electric", "titanium"])}`] : ["/accessories", `/accessories/${pick(["bags", "lights", "racks", "spares"])}`],
      description: `${name}: folds in 20 seconds, built for commutes and weekends away.`,
      sku: `FW-${id}`,
      facets: bike
        ? { colour: variants.map(([n]) => n), handlebars: [pick(["Flat", "Raised"])], speed: [pick(["1-speed", "3-speed", "6-speed", "12-speed"])], mudguards: [pick(["Yes", "No"])], lighting: [pick(["Dynamo", "Battery", "None"])] }
        : {},
      created_order: id,
    });
  });
}
