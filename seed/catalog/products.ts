import type { CurrencyCode, OptionInput, PriceInput, ProductInput } from "../../server/modules/catalog/writer";
import { accessoryImagePath, BIKE_COLOURS, bikeImagePath } from "./images";

/**
 * The demo catalogue (001 §3, DESIGN.md The demo shop): bikes with colour, gear and handlebar
 * variants, an out-of-stock colour, a pre-order bike, an item with minimum and maximum quantities,
 * accessories, prices in EUR, GBP, SGD and USD, names and descriptions in every locale.
 */

const LOCALES = ["en-US", "en-SG", "en-BE", "fr-FR", "de-DE", "es-ES", "it-IT", "nl-NL", "ja-JP"] as const;
type Lang = "fr" | "de" | "es" | "it" | "nl" | "ja";

/** Prices from the EUR price (inc-tax): GBP and SGD inc-tax, USD ex-tax, all rounded the way shops do. */
export function prices(eur: number, saleEur?: number): Record<CurrencyCode, PriceInput> {
  const round = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
  const step = eur >= 200 ? 5 : 0.5;
  const make = (factor: number) => (value: number) => {
    const rounded = round(value * factor, step);
    return step >= 5 ? rounded : Math.max(0.95, rounded - 0.05);
  };
  const convert = { EUR: make(1), GBP: make(0.86), SGD: make(1.46), USD: make(0.92) };
  return Object.fromEntries(
    (Object.keys(convert) as CurrencyCode[]).map((c) => [
      c,
      saleEur === undefined ? { price: convert[c](eur) } : { price: convert[c](eur), sale: convert[c](saleEur) },
    ]),
  ) as Record<CurrencyCode, PriceInput>;
}

const colourOption = (labels: Array<keyof typeof BIKE_COLOURS | "Black" | "Racing Green">): OptionInput => ({
  key: "colour",
  displayName: "Colour",
  values: labels.map((label, i) => ({ label, hex: label === "Black" ? "#1f2326" : BIKE_COLOURS[label as keyof typeof BIKE_COLOURS], isDefault: i === 0 })),
});
const handlebarOption = (labels: string[]): OptionInput => ({
  key: "handlebars",
  displayName: "Handlebars",
  values: labels.map((label, i) => ({ label, isDefault: i === 0 })),
});
const gearOption = (labels: string[]): OptionInput => ({ key: "gears", displayName: "Gears", values: labels.map((label, i) => ({ label, isDefault: i === 0 })) });

const bikeDescriptions: Record<"en" | Lang, (model: string, pitch: string) => string> = {
  en: (m, p) => `${m}: ${p} Folds in under 20 seconds to the size of a suitcase, with 16-inch wheels and a steel-and-aluminium frame built to last a lifetime of commutes.`,
  fr: (m) => `${m} : se plie en moins de 20 secondes à la taille d'une valise. Roues de 16 pouces et cadre robuste, conçu pour des années de trajets quotidiens.`,
  de: (m) => `${m}: In weniger als 20 Sekunden auf Koffergröße gefaltet. 16-Zoll-Räder und ein robuster Rahmen, gebaut für jahrelanges Pendeln.`,
  es: (m) => `${m}: se pliega en menos de 20 segundos al tamaño de una maleta. Ruedas de 16 pulgadas y un cuadro resistente pensado para años de trayectos diarios.`,
  it: (m) => `${m}: si piega in meno di 20 secondi alle dimensioni di una valigia. Ruote da 16 pollici e un telaio robusto, fatto per anni di spostamenti quotidiani.`,
  nl: (m) => `${m}: in minder dan 20 seconden gevouwen tot het formaat van een koffer. 16-inch wielen en een stevig frame, gebouwd voor jarenlang woon-werkverkeer.`,
  ja: (m) => `${m}：20秒以内にスーツケースほどの大きさに折りたためます。16インチホイールと頑丈なフレームで、毎日の通勤に長く使えます。`,
};

const bikeTranslations = (model: string, pitch: string, usPitch?: string): ProductInput["translations"] => {
  const out: NonNullable<ProductInput["translations"]> = {};
  for (const locale of LOCALES) {
    const lang = locale.slice(0, 2);
    const describe = lang === "en" ? bikeDescriptions.en : bikeDescriptions[lang as Lang];
    out[locale] = { name: model, description: describe(model, locale === "en-US" && usPitch ? usPitch : pitch) };
  }
  return out;
};

interface BikeSpec {
  model: string;
  image: string;
  sku: string;
  category: string;
  /** Third-level categories the bike also belongs to (the menu's single speed, touring, ...). */
  leaves: string[];
  pitch: string;
  usPitch?: string;
  eur: number;
  saleEur?: number;
  weightGrams: number;
  colours: Array<keyof typeof BIKE_COLOURS>;
  handlebars: string[];
  gears: string[];
  material: string;
  lighting: string;
  mudguards: string;
  availability?: "available" | "preorder";
  outOfStockColours?: string[];
  relatedSkus: string[];
  extraFields?: Array<{ name: string; value: string }>;
  video?: boolean;
}

function bike(spec: BikeSpec): ProductInput {
  const outOfStock = new Set(spec.outOfStockColours ?? []);
  const baseStock: Record<string, number> = { eu: 14, uk: 9, us: 6, sg: 4 };
  return {
    name: spec.model,
    sku: spec.sku,
    brand: "Foldwell",
    description: bikeDescriptions.en(spec.model, spec.pitch),
    weightGrams: spec.weightGrams,
    inventoryTracking: "variant",
    availability: spec.availability ?? "available",
    hasSizeGuide: true,
    categoryUrls: [spec.category, ...spec.leaves],
    prices: prices(spec.eur, spec.saleEur),
    options: [colourOption(spec.colours), handlebarOption(spec.handlebars), gearOption(spec.gears)],
    stock: (labels, location) =>
      spec.availability === "preorder" || outOfStock.has(labels[0]) ? 0 : Math.max(0, baseStock[location] - labels[1].length % 3),
    images: spec.colours.flatMap((colour) => [
      { url: bikeImagePath(spec.image, colour), alt: `${spec.model} in ${colour}, side view`, colour },
    ]),
    videos: spec.video
      ? [{ title: `${spec.model}: how it folds`, videoUrl: "https://www.youtube-nocookie.com/embed/foldwell-fold", thumbnailUrl: bikeImagePath(spec.image, spec.colours[0]) }]
      : [],
    customFields: [
      { name: "Gears", value: spec.gears.join(" / ") },
      { name: "Frame material", value: spec.material },
      { name: "Wheel size", value: "16 inch" },
      { name: "Folded size", value: "585 × 565 × 270 mm" },
      { name: "Lighting", value: spec.lighting },
      { name: "Mudguards", value: spec.mudguards },
      { name: "Maximum rider weight", value: "110 kg" },
      ...(spec.extraFields ?? []),
    ],
    facets: { lighting: [spec.lighting], mudguards: [spec.mudguards] },
    relatedSkus: spec.relatedSkus,
    translations: bikeTranslations(spec.model, spec.pitch, spec.usPitch),
    reviews: [
      { authorName: "Hannah W.", title: "My daily commuter", text: `The ${spec.model} folds in seconds and fits under my desk. Brilliant on the train.`, rating: 5 },
      { authorName: "Marco B.", title: "Solid and fun", text: "Rides like a full-size bike. The fold took a few tries to learn.", rating: 4 },
    ],
    questions: [
      { authorName: "Priya", question: "Does it fit in a car boot?", answer: "Yes: folded it measures 585 × 565 × 270 mm and fits most small car boots." },
    ],
  };
}

type AccessoryNames = [en: string, fr: string, de: string, es: string, it: string, nl: string, ja: string, enUS?: string];

const accessoryBlurb: Record<"en" | Lang, (name: string) => string> = {
  en: (n) => `${n}, designed for Foldwell bikes and tested on our own commutes.`,
  fr: (n) => `${n}, conçu pour les vélos Foldwell et testé lors de nos propres trajets.`,
  de: (n) => `${n}, entwickelt für Foldwell-Räder und auf unseren eigenen Pendelstrecken getestet.`,
  es: (n) => `${n}, diseñado para las bicicletas Foldwell y probado en nuestros propios trayectos.`,
  it: (n) => `${n}, progettato per le bici Foldwell e provato nei nostri spostamenti quotidiani.`,
  nl: (n) => `${n}, ontworpen voor Foldwell-fietsen en getest tijdens ons eigen woon-werkverkeer.`,
  ja: (n) => `${n}。Foldwell自転車専用に設計し、私たちの通勤で試験済みです。`,
};

interface AccessorySpec {
  names: AccessoryNames;
  sku: string;
  category: string;
  image: string;
  eur: number;
  saleEur?: number;
  weightGrams: number;
  description: string;
  stock?: Partial<Record<"eu" | "uk" | "us" | "sg", number>>;
  lighting?: string;
  mudguards?: string;
  colours?: Array<{ label: "Black" | "Racing Green"; image: string }>;
  min?: number;
  max?: number;
  fields?: Array<{ name: string; value: string }>;
  tracking?: "none" | "product";
}

function accessory(spec: AccessorySpec): ProductInput {
  const [en, fr, de, es, it, nl, ja, enUS] = spec.names;
  const byLang: Record<string, string> = { en, fr, de, es, it, nl, ja };
  const translations: NonNullable<ProductInput["translations"]> = {};
  for (const locale of LOCALES) {
    const lang = locale.slice(0, 2);
    const name = locale === "en-US" && enUS ? enUS : byLang[lang];
    translations[locale] = { name, description: lang === "en" ? `${name}: ${spec.description}` : accessoryBlurb[lang as Lang](name) };
  }
  const stock = { eu: 40, uk: 25, us: 18, sg: 10, ...spec.stock };
  const withColours = spec.colours && spec.colours.length > 0;
  return {
    name: en,
    sku: spec.sku,
    brand: "Foldwell",
    description: `${en}: ${spec.description}`,
    weightGrams: spec.weightGrams,
    inventoryTracking: withColours ? "variant" : (spec.tracking ?? "product"),
    orderQuantityMinimum: spec.min,
    orderQuantityMaximum: spec.max,
    categoryUrls: [spec.category],
    prices: prices(spec.eur, spec.saleEur),
    options: withColours ? [colourOption(spec.colours!.map((c) => c.label))] : [],
    stock: (_labels, location) => stock[location as keyof typeof stock] ?? 0,
    images: withColours
      ? spec.colours!.map((c) => ({ url: accessoryImagePath(c.image), alt: `${en} in ${c.label}`, colour: c.label }))
      : [{ url: accessoryImagePath(spec.image), alt: en }],
    customFields: spec.fields ?? [],
    facets: { ...(spec.lighting ? { lighting: [spec.lighting] } : {}), ...(spec.mudguards ? { mudguards: [spec.mudguards] } : {}) },
    translations,
  };
}

const HANDLEBARS_3 = ["Low", "Mid", "High"];
const ACCESSORY_SKUS = ["FW-BAG-FRONT", "FW-LIGHT-SET", "FW-MUDGUARD-SET", "FW-RACK-REAR"];

export const demoProducts: ProductInput[] = [
  bike({
    model: "Foldwell Urban 1", image: "urban-1", sku: "FW-URBAN-1", category: "/bikes/urban", leaves: ["/bikes/urban/single-speed"],
    pitch: "the lightest way into folding: one gear, no fuss.", eur: 1195, saleEur: 1045, weightGrams: 10400,
    colours: ["Racing Green", "Midnight Black"], handlebars: ["Low", "Mid"], gears: ["1-speed"], material: "Steel",
    lighting: "None", mudguards: "None", relatedSkus: ["FW-URBAN-3", ...ACCESSORY_SKUS],
  }),
  bike({
    model: "Foldwell Urban 3", image: "urban-3", sku: "FW-URBAN-3", category: "/bikes/urban", leaves: ["/bikes/urban/3-speed", "/bikes/urban/6-speed"],
    pitch: "the classic city folder with three gears for hills and headwinds.", eur: 1595, weightGrams: 11800,
    colours: ["Racing Green", "Midnight Black", "Cloud White", "Flame Orange"], handlebars: HANDLEBARS_3, gears: ["3-speed", "6-speed"],
    material: "Steel", lighting: "Dynamo", mudguards: "Full length", outOfStockColours: ["Flame Orange"],
    relatedSkus: ["FW-URBAN-6", "FW-EXPLORE-6", ...ACCESSORY_SKUS], video: true,
  }),
  bike({
    model: "Foldwell Urban 6", image: "urban-6", sku: "FW-URBAN-6", category: "/bikes/urban", leaves: ["/bikes/urban/6-speed"],
    pitch: "six gears and an upright ride for longer city journeys.", eur: 1795, weightGrams: 12100,
    colours: ["Storm Blue", "Midnight Black"], handlebars: ["Mid", "High"], gears: ["6-speed"], material: "Steel",
    lighting: "Battery", mudguards: "Full length", relatedSkus: ["FW-URBAN-3", ...ACCESSORY_SKUS],
  }),
  bike({
    model: "Foldwell Explore 6", image: "explore-6", sku: "FW-EXPLORE-6", category: "/bikes/explore", leaves: ["/bikes/explore/touring"],
    pitch: "built for gravel paths and weekends away, with a rear rack as standard.", eur: 1895, weightGrams: 12900,
    colours: ["Storm Blue", "Sand", "Midnight Black"], handlebars: ["Mid", "High"], gears: ["6-speed", "12-speed"],
    material: "Chromoly steel", lighting: "Dynamo", mudguards: "None", outOfStockColours: ["Sand"],
    relatedSkus: ["FW-EXPLORE-12", "FW-URBAN-3", "FW-BAG-PANNIER", "FW-RACK-REAR"], video: true,
  }),
  bike({
    model: "Foldwell Explore 12", image: "explore-12", sku: "FW-EXPLORE-12", category: "/bikes/explore", leaves: ["/bikes/explore/12-speed", "/bikes/explore/touring"],
    pitch: "twelve gears and wide tyres for touring with luggage.", eur: 2295, saleEur: 1995, weightGrams: 13400,
    colours: ["Racing Green", "Midnight Black"], handlebars: ["High"], gears: ["12-speed"], material: "Chromoly steel",
    lighting: "Battery", mudguards: "Full length", relatedSkus: ["FW-EXPLORE-6", "FW-BAG-PANNIER"],
  }),
  bike({
    model: "Foldwell Electric", image: "electric", sku: "FW-ELECTRIC", category: "/bikes/electric", leaves: ["/bikes/electric/urban"],
    pitch: "a quiet front-hub motor and a removable battery with 70 km of range.", usPitch: "a quiet front-hub motor and a removable battery with 45 miles of range.",
    eur: 3495, weightGrams: 17400, colours: ["Midnight Black", "Cloud White", "Racing Green"], handlebars: ["Mid", "High"], gears: ["2-speed", "6-speed"],
    material: "Aluminium", lighting: "Battery", mudguards: "Full length", relatedSkus: ["FW-ELECTRIC-EXPLORE", "FW-URBAN-3", ...ACCESSORY_SKUS],
    extraFields: [{ name: "Battery", value: "300 Wh, removable" }, { name: "Range", value: "up to 70 km" }], video: true,
  }),
  bike({
    model: "Foldwell Electric Explore", image: "electric-explore", sku: "FW-ELECTRIC-EXPLORE", category: "/bikes/electric", leaves: ["/bikes/electric/explore"],
    pitch: "electric assistance with touring gears for hilly countryside.", eur: 3895, weightGrams: 18100,
    colours: ["Storm Blue", "Sand"], handlebars: ["High"], gears: ["6-speed"], material: "Aluminium",
    lighting: "Battery", mudguards: "Full length", relatedSkus: ["FW-ELECTRIC"],
    extraFields: [{ name: "Battery", value: "300 Wh, removable" }],
  }),
  bike({
    model: "Foldwell Titanium", image: "titanium", sku: "FW-TITANIUM", category: "/bikes/titanium", leaves: ["/bikes/titanium/urban", "/bikes/titanium/explore"],
    pitch: "a hand-welded titanium frame that weighs under 9 kg.", eur: 4495, weightGrams: 8900,
    colours: ["Raw Titanium", "Midnight Black"], handlebars: ["Low", "Mid"], gears: ["2-speed", "6-speed"], material: "Titanium",
    lighting: "None", mudguards: "None", availability: "preorder", relatedSkus: ["FW-TITANIUM-SL", "FW-URBAN-3"],
  }),
  bike({
    model: "Foldwell Titanium Superlight", image: "titanium-superlight", sku: "FW-TITANIUM-SL", category: "/bikes/titanium", leaves: ["/bikes/titanium/urban"],
    pitch: "our lightest bike ever, with carbon parts throughout.", eur: 4995, weightGrams: 7900,
    colours: ["Raw Titanium"], handlebars: ["Low"], gears: ["2-speed"], material: "Titanium",
    lighting: "None", mudguards: "None", relatedSkus: ["FW-TITANIUM"],
  }),

  // Bags
  accessory({ names: ["Front Carrier Bag", "Sacoche avant", "Fronttasche", "Bolsa delantera", "Borsa anteriore", "Voortas", "フロントキャリアバッグ"], sku: "FW-BAG-FRONT", category: "/accessories/bags", image: "front-carrier-bag-black", eur: 139, weightGrams: 900, description: "a 20-litre bag that clips to the frame block and stays on when you fold.", colours: [{ label: "Black", image: "front-carrier-bag-black" }, { label: "Racing Green", image: "front-carrier-bag-racing-green" }], fields: [{ name: "Capacity", value: "20 litres" }] }),
  accessory({ names: ["City Tote Bag", "Sac cabas urbain", "City-Tragetasche", "Bolsa tote urbana", "Borsa tote città", "Stadsshopper", "シティトートバッグ"], sku: "FW-BAG-TOTE", category: "/accessories/bags", image: "city-tote-bag", eur: 99, saleEur: 79, weightGrams: 650, description: "a waxed-canvas tote that doubles as a shoulder bag." }),
  accessory({ names: ["Roll-Top Pannier", "Sacoche étanche", "Rolltop-Packtasche", "Alforja enrollable", "Borsa laterale roll-top", "Rolltop-fietstas", "ロールトップパニアバッグ"], sku: "FW-BAG-PANNIER", category: "/accessories/bags", image: "roll-top-pannier", eur: 119, weightGrams: 1100, description: "a waterproof 18-litre pannier for the rear rack." }),
  accessory({ names: ["Saddle Bag", "Sacoche de selle", "Satteltasche", "Bolsa de sillín", "Borsa sottosella", "Zadeltas", "サドルバッグ"], sku: "FW-BAG-SADDLE", category: "/accessories/bags", image: "saddle-bag", eur: 39, weightGrams: 180, description: "room for a spare tube, tyre levers and a multitool." }),
  accessory({ names: ["Travel Cover", "Housse de transport", "Transporthülle", "Funda de viaje", "Copertura da viaggio", "Reishoes", "トラベルカバー"], sku: "FW-BAG-COVER", category: "/accessories/bags", image: "travel-cover", eur: 69, weightGrams: 400, description: "slips over the folded bike for trains, buses and hotel lobbies.", stock: { us: 0 } }),
  accessory({ names: ["Frame Bag", "Sacoche de cadre", "Rahmentasche", "Bolsa de cuadro", "Borsa da telaio", "Frametas", "フレームバッグ"], sku: "FW-BAG-FRAME", category: "/accessories/bags", image: "frame-bag", eur: 59, weightGrams: 220, description: "keeps your phone, keys and snacks within reach." }),

  // Lights
  accessory({ names: ["Dynamo Front Light", "Éclairage avant à dynamo", "Dynamo-Frontlicht", "Luz delantera de dinamo", "Luce anteriore a dinamo", "Dynamo-voorlicht", "ダイナモフロントライト"], sku: "FW-LIGHT-DYNAMO", category: "/accessories/lights", image: "dynamo-front-light", eur: 89, weightGrams: 120, lighting: "Dynamo", description: "60 lux powered by your hub dynamo, with a standlight." }),
  accessory({ names: ["Battery Front Light", "Éclairage avant à batterie", "Akku-Frontlicht", "Luz delantera de batería", "Luce anteriore a batteria", "Accu-voorlicht", "バッテリーフロントライト"], sku: "FW-LIGHT-BATTERY", category: "/accessories/lights", image: "battery-front-light", eur: 49, weightGrams: 95, lighting: "Battery", description: "USB-C rechargeable, 400 lumens and five hours on high." }),
  accessory({ names: ["Rear Light", "Feu arrière", "Rücklicht", "Luz trasera", "Luce posteriore", "Achterlicht", "リアライト"], sku: "FW-LIGHT-REAR", category: "/accessories/lights", image: "rear-light", eur: 29, weightGrams: 40, lighting: "Battery", description: "a bright rear light that clips to the seat post." }),
  accessory({ names: ["Light Set", "Kit d'éclairage", "Beleuchtungsset", "Juego de luces", "Set di luci", "Verlichtingsset", "ライトセット"], sku: "FW-LIGHT-SET", category: "/accessories/lights", image: "light-set", eur: 69, saleEur: 59, weightGrams: 150, lighting: "Battery", description: "front and rear lights with mounts for every Foldwell." }),
  accessory({ names: ["Helmet Light", "Lampe de casque", "Helmlampe", "Luz de casco", "Luce da casco", "Helmlamp", "ヘルメットライト"], sku: "FW-LIGHT-HELMET", category: "/accessories/lights", image: "helmet-light", eur: 35, weightGrams: 60, lighting: "Battery", description: "a small light that points where you look.", stock: { eu: 0, uk: 0, us: 0, sg: 0 } }),

  // Mudguards
  accessory({ names: ["Mudguard Set", "Kit de garde-boue", "Schutzblech-Set", "Juego de guardabarros", "Set di parafanghi", "Spatbordenset", "泥よけセット", "Fender Set"], sku: "FW-MUDGUARD-SET", category: "/accessories/mudguards", image: "mudguard-set", eur: 59, weightGrams: 480, mudguards: "Full length", description: "full-length mudguards with mudflap, fitted in ten minutes." }),
  accessory({ names: ["Wide Mudguard Set", "Kit de garde-boue larges", "Breites Schutzblech-Set", "Juego de guardabarros anchos", "Set di parafanghi larghi", "Brede spatbordenset", "ワイド泥よけセット", "Wide Fender Set"], sku: "FW-MUDGUARD-WIDE", category: "/accessories/mudguards", image: "mudguard-set-wide", eur: 69, weightGrams: 540, mudguards: "Full length", description: "extra width for the Explore's wider tyres." }),
  accessory({ names: ["Clip-On Mudguards", "Garde-boue à clipser", "Steckschutzbleche", "Guardabarros de clip", "Parafanghi a clip", "Klikspatborden", "クリップオン泥よけ", "Clip-On Fenders"], sku: "FW-MUDGUARD-CLIP", category: "/accessories/mudguards", image: "clip-on-mudguards", eur: 35, weightGrams: 260, mudguards: "Clip-on", description: "clip on when it rains, off when it does not." }),

  // Racks
  accessory({ names: ["Rear Rack", "Porte-bagages arrière", "Hinterradgepäckträger", "Portaequipajes trasero", "Portapacchi posteriore", "Achterdrager", "リアラック"], sku: "FW-RACK-REAR", category: "/accessories/racks", image: "rear-rack", eur: 95, weightGrams: 700, description: "carries 10 kg and rolls the folded bike on its wheels." }),
  accessory({ names: ["Front Carrier Block", "Support avant", "Frontträger-Block", "Soporte delantero", "Supporto anteriore", "Voordragerblok", "フロントキャリアブロック"], sku: "FW-RACK-BLOCK", category: "/accessories/racks", image: "front-carrier-block", eur: 25, weightGrams: 90, description: "the mount that every front bag clips onto." }),
  accessory({ names: ["Easy Wheels Rack", "Porte-bagages Easy Wheels", "Easy-Wheels-Gepäckträger", "Portaequipajes Easy Wheels", "Portapacchi Easy Wheels", "Easy Wheels-drager", "イージーホイールラック"], sku: "FW-RACK-EASY", category: "/accessories/racks", image: "easy-wheels-rack", eur: 115, weightGrams: 820, description: "bigger rollers for pushing the folded bike through stations." }),
  accessory({ names: ["Mini Rack", "Mini porte-bagages", "Mini-Gepäckträger", "Miniportaequipajes", "Mini portapacchi", "Minidrager", "ミニラック"], sku: "FW-RACK-MINI", category: "/accessories/racks", image: "mini-rack", eur: 55, weightGrams: 380, description: "a light rack for a saddle bag or a small pannier." }),

  // Spares
  accessory({ names: ["Inner Tube 16 inch", "Chambre à air 16 pouces", "Schlauch 16 Zoll", "Cámara de aire 16 pulgadas", "Camera d'aria 16 pollici", "Binnenband 16 inch", "インナーチューブ 16インチ"], sku: "FW-TUBE-16", category: "/accessories/spares", image: "inner-tube", eur: 9, weightGrams: 110, min: 2, max: 5, description: "a Schrader-valve tube for every 16-inch Foldwell wheel. Sold in twos.", stock: { eu: 200, uk: 150, us: 120, sg: 80 }, fields: [{ name: "Valve", value: "Schrader" }, { name: "Size", value: "16 × 1 1/8–1 3/8" }] }),
  accessory({ names: ["Tyre 16 x 1.35", "Pneu 16 x 1,35", "Reifen 16 x 1,35", "Neumático 16 x 1,35", "Copertone 16 x 1,35", "Buitenband 16 x 1,35", "タイヤ 16 x 1.35", "Tire 16 x 1.35"], sku: "FW-TYRE-16", category: "/accessories/spares", image: "tyre", eur: 39, weightGrams: 340, description: "puncture-resistant tyre with a reflective stripe." }),
  accessory({ names: ["Brake Pads", "Plaquettes de frein", "Bremsbeläge", "Pastillas de freno", "Pastiglie dei freni", "Remblokken", "ブレーキパッド"], sku: "FW-BRAKE-PADS", category: "/accessories/spares", image: "brake-pads", eur: 15, weightGrams: 60, description: "a pair of pads for dual-pivot brakes." }),
  accessory({ names: ["Chain", "Chaîne", "Kette", "Cadena", "Catena", "Ketting", "チェーン"], sku: "FW-CHAIN", category: "/accessories/spares", image: "chain", eur: 19, weightGrams: 290, description: "a rust-resistant chain cut to Foldwell length." }),
  accessory({ names: ["Folding Pedals", "Pédales pliantes", "Klapppedale", "Pedales plegables", "Pedali pieghevoli", "Klappedalen", "折りたたみペダル"], sku: "FW-PEDALS", category: "/accessories/spares", image: "pedals", eur: 45, weightGrams: 380, description: "fold flat to keep the package narrow." }),
  accessory({ names: ["Comfort Saddle", "Selle confort", "Komfortsattel", "Sillín confort", "Sella comfort", "Comfortzadel", "コンフォートサドル"], sku: "FW-SADDLE", category: "/accessories/spares", image: "saddle", eur: 65, weightGrams: 420, description: "a wider saddle with gel padding." }),
  accessory({ names: ["Leather Grips", "Poignées en cuir", "Ledergriffe", "Puños de cuero", "Manopole in pelle", "Leren handvatten", "レザーグリップ"], sku: "FW-GRIPS", category: "/accessories/spares", image: "grips", eur: 35, weightGrams: 140, description: "hand-stitched grips that soften with age." }),
  accessory({ names: ["Brass Bell", "Sonnette en laiton", "Messingklingel", "Timbre de latón", "Campanello in ottone", "Messing fietsbel", "真鍮ベル"], sku: "FW-BELL", category: "/accessories/spares", image: "bell", eur: 19, weightGrams: 70, description: "a clear ring that lasts for years.", tracking: "none" }),
  accessory({ names: ["Mini Pump", "Mini pompe", "Minipumpe", "Minibomba", "Mini pompa", "Minipomp", "ミニポンプ"], sku: "FW-PUMP", category: "/accessories/spares", image: "pump", eur: 29, weightGrams: 110, description: "fits inside the frame and reaches 100 psi." }),
  accessory({ names: ["Tool Kit", "Trousse à outils", "Werkzeugset", "Kit de herramientas", "Kit di attrezzi", "Gereedschapsset", "ツールキット"], sku: "FW-TOOLS", category: "/accessories/spares", image: "tool-kit", eur: 49, weightGrams: 250, description: "every key and spanner a Foldwell needs, in a roll-up pouch." }),
];
