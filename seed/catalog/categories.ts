import type { CategoryInput } from "../../server/modules/catalog/writer";

type Names = [en: string, fr: string, de: string, es: string, it: string, nl: string, ja: string, enUS?: string];

/** DISPLAY_NAME per locale (001 §3 Category metafields). */
function displayNames([en, fr, de, es, it, nl, ja, enUS]: Names): Record<string, string> {
  return {
    "en-GB": en, "en-US": enUS ?? en, "en-SG": en, "en-BE": en,
    "fr-FR": fr, "de-DE": de, "es-ES": es, "it-IT": it, "nl-NL": nl, "ja-JP": ja,
  };
}

/** Countries with Foldwell stores: out-of-stock bikes there point to the store finder. */
const STORE_COUNTRIES = ["GB", "DE", "NL", "BE", "FR", "IT", "ES", "US", "SG", "JP"];

export const demoCategories: CategoryInput[] = [
  {
    url: "/bikes",
    name: "Bikes",
    description: "Folding bikes that ride like full-size bikes and fold in under 20 seconds.",
    displayNames: displayNames(["Bikes", "Vélos", "Fahrräder", "Bicicletas", "Biciclette", "Fietsen", "自転車"]),
    displayDescriptions: displayNames([
      "Folding bikes that ride like full-size bikes and fold in under 20 seconds.",
      "Des vélos pliants qui roulent comme de grands vélos et se plient en moins de 20 secondes.",
      "Falträder, die sich wie große Räder fahren und in unter 20 Sekunden falten lassen.",
      "Bicicletas plegables que se conducen como bicicletas grandes y se pliegan en menos de 20 segundos.",
      "Bici pieghevoli che si guidano come bici normali e si piegano in meno di 20 secondi.",
      "Vouwfietsen die rijden als een gewone fiets en in minder dan 20 seconden zijn gevouwen.",
      "フルサイズの自転車のように走り、20秒以内に折りたためるフォールディングバイク。",
    ]),
    storeFinderCtaCountries: STORE_COUNTRIES,
  },
  { url: "/bikes/urban", name: "Urban", displayNames: displayNames(["Urban", "Urbain", "Stadt", "Urbana", "Urbana", "Stad", "アーバン"]) },
  { url: "/bikes/explore", name: "Explore", displayNames: displayNames(["Explore", "Aventure", "Touren", "Aventura", "Avventura", "Avontuur", "エクスプロア"]) },
  { url: "/bikes/electric", name: "Electric", displayNames: displayNames(["Electric", "Électrique", "Elektro", "Eléctrica", "Elettrica", "Elektrisch", "電動"]) },
  { url: "/bikes/titanium", name: "Titanium", displayNames: displayNames(["Titanium", "Titane", "Titan", "Titanio", "Titanio", "Titanium", "チタン"]) },
  // The third level (000 §9: up to 5 levels; the menu nests 3), each with bikes of its kind.
  { url: "/bikes/urban/single-speed", name: "Single speed", displayNames: displayNames(["Single speed", "Monovitesse", "Singlespeed", "Una velocidad", "Monomarcia", "Single speed", "シングルスピード"]) },
  { url: "/bikes/urban/3-speed", name: "3 speed", displayNames: displayNames(["3 speed", "3 vitesses", "3 Gänge", "3 velocidades", "3 marce", "3 versnellingen", "3段変速"]) },
  { url: "/bikes/urban/6-speed", name: "6 speed", displayNames: displayNames(["6 speed", "6 vitesses", "6 Gänge", "6 velocidades", "6 marce", "6 versnellingen", "6段変速"]) },
  { url: "/bikes/explore/12-speed", name: "12 speed", displayNames: displayNames(["12 speed", "12 vitesses", "12 Gänge", "12 velocidades", "12 marce", "12 versnellingen", "12段変速"]) },
  { url: "/bikes/explore/touring", name: "Touring", displayNames: displayNames(["Touring", "Randonnée", "Touring", "Cicloturismo", "Cicloturismo", "Toeren", "ツーリング"]) },
  { url: "/bikes/electric/urban", name: "Electric Urban", displayNames: displayNames(["Electric Urban", "Urban électrique", "Elektro Urban", "Urban eléctrica", "Urban elettrica", "Elektrische Urban", "電動アーバン"]) },
  { url: "/bikes/electric/explore", name: "Electric Explore", displayNames: displayNames(["Electric Explore", "Explore électrique", "Elektro Explore", "Explore eléctrica", "Explore elettrica", "Elektrische Explore", "電動エクスプロア"]) },
  { url: "/bikes/titanium/urban", name: "Titanium Urban", displayNames: displayNames(["Titanium Urban", "Urban titane", "Titan Urban", "Urban de titanio", "Urban in titanio", "Titanium Urban", "チタン アーバン"]) },
  { url: "/bikes/titanium/explore", name: "Titanium Explore", displayNames: displayNames(["Titanium Explore", "Explore titane", "Titan Explore", "Explore de titanio", "Explore in titanio", "Titanium Explore", "チタン エクスプロア"]) },
  {
    url: "/accessories",
    name: "Accessories",
    description: "Bags, lights, mudguards, racks and spares made for Foldwell bikes.",
    displayNames: displayNames(["Accessories", "Accessoires", "Zubehör", "Accesorios", "Accessori", "Accessoires", "アクセサリー"]),
    displayDescriptions: displayNames([
      "Bags, lights, mudguards, racks and spares made for Foldwell bikes.",
      "Sacs, éclairages, garde-boue, porte-bagages et pièces détachées conçus pour les vélos Foldwell.",
      "Taschen, Beleuchtung, Schutzbleche, Gepäckträger und Ersatzteile für Foldwell-Räder.",
      "Bolsas, luces, guardabarros, portaequipajes y recambios diseñados para las bicicletas Foldwell.",
      "Borse, luci, parafanghi, portapacchi e ricambi pensati per le bici Foldwell.",
      "Tassen, verlichting, spatborden, bagagedragers en onderdelen gemaakt voor Foldwell-fietsen.",
      "Foldwell のために作られたバッグ、ライト、泥よけ、ラック、スペアパーツ。",
      "Bags, lights, fenders, racks and spares made for Foldwell bikes.",
    ]),
  },
  { url: "/accessories/bags", name: "Bags", displayNames: displayNames(["Bags", "Sacs", "Taschen", "Bolsas", "Borse", "Tassen", "バッグ"]) },
  { url: "/accessories/lights", name: "Lights", displayNames: displayNames(["Lights", "Éclairage", "Beleuchtung", "Luces", "Luci", "Verlichting", "ライト"]) },
  {
    url: "/accessories/mudguards",
    name: "Mudguards",
    displayNames: displayNames(["Mudguards", "Garde-boue", "Schutzbleche", "Guardabarros", "Parafanghi", "Spatborden", "泥よけ", "Fenders"]),
  },
  { url: "/accessories/racks", name: "Racks", displayNames: displayNames(["Racks", "Porte-bagages", "Gepäckträger", "Portaequipajes", "Portapacchi", "Bagagedragers", "ラック"]) },
  {
    url: "/accessories/spares",
    name: "Spares",
    displayNames: displayNames(["Spares", "Pièces détachées", "Ersatzteile", "Recambios", "Ricambi", "Onderdelen", "スペアパーツ", "Spare Parts"]),
  },
];
