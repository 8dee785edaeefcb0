import { brandSlug } from "../../common/brand";
import type { Database } from "../../server/db/client";
import { defaultStyleGuide } from "../../server/modules/content/service";
import type { Footer, Menu, MenuItem, StyleGuide } from "../../server/modules/content/types";
import { contentChannels, type ContentChannel } from "./channels";
import { insertDocuments, type SeedDocument } from "./write";

/** Every text of the demo menu and footer, per language (000 §2 Layout, §3 Menu item). */
interface LayoutTexts {
  bikes: string; urban: string; explore: string; electric: string; titanium: string;
  singleSpeed: string; threeSpeed: string; sixSpeed: string; twelveSpeed: string; touring: string;
  electricUrban: string; electricExplore: string; titaniumUrban: string; titaniumExplore: string;
  accessories: string; bags: string; lights: string; mudguards: string; racks: string; spares: string;
  stores: string; blog: string; about: string; ourStory: string; sustainability: string; careers: string;
  shop: string; electricBikes: string; findStore: string;
  help: string; contact: string; delivery: string; warranty: string; financing: string; registerBike: string;
  company: string; legal: string; terms: string; privacy: string; cookies: string;
  appStore: string; googlePlay: string; rights: string;
}

const english: LayoutTexts = {
  bikes: "Bikes", urban: "Urban", explore: "Explore", electric: "Electric", titanium: "Titanium",
  singleSpeed: "Single speed", threeSpeed: "3 speed", sixSpeed: "6 speed", twelveSpeed: "12 speed", touring: "Touring",
  electricUrban: "Electric Urban", electricExplore: "Electric Explore", titaniumUrban: "Titanium Urban", titaniumExplore: "Titanium Explore",
  accessories: "Accessories", bags: "Bags", lights: "Lights", mudguards: "Mudguards", racks: "Racks", spares: "Spares",
  stores: "Stores", blog: "Blog", about: "About", ourStory: "Our story", sustainability: "Sustainability", careers: "Careers",
  shop: "Shop", electricBikes: "Electric bikes", findStore: "Find a store",
  help: "Help", contact: "Contact us", delivery: "Delivery & returns", warranty: "Warranty", financing: "Financing FAQ", registerBike: "Register your bike",
  company: "About {brand}", legal: "Legal", terms: "Terms & conditions", privacy: "Privacy policy", cookies: "Cookie policy",
  appStore: "Download on the App Store", googlePlay: "Get it on Google Play", rights: "© {year} {brand} Ltd. All rights reserved.",
};

const textsByLocale: Record<ContentChannel["locale"], LayoutTexts> = {
  "en-GB": english,
  "en-SG": english,
  "en-BE": english,
  "en-US": { ...english, mudguards: "Fenders", spares: "Spare parts", delivery: "Shipping & returns", rights: "© {year} {brand} Inc. All rights reserved." },
  "de-DE": {
    bikes: "Fahrräder", urban: "Urban", explore: "Explore", electric: "Elektro", titanium: "Titan",
    singleSpeed: "Singlespeed", threeSpeed: "3 Gänge", sixSpeed: "6 Gänge", twelveSpeed: "12 Gänge", touring: "Touring",
    electricUrban: "Elektro Urban", electricExplore: "Elektro Explore", titaniumUrban: "Titan Urban", titaniumExplore: "Titan Explore",
    accessories: "Zubehör", bags: "Taschen", lights: "Beleuchtung", mudguards: "Schutzbleche", racks: "Gepäckträger", spares: "Ersatzteile",
    stores: "Händler", blog: "Blog", about: "Über uns", ourStory: "Unsere Geschichte", sustainability: "Nachhaltigkeit", careers: "Karriere",
    shop: "Shop", electricBikes: "E-Bikes", findStore: "Händler finden",
    help: "Hilfe", contact: "Kontakt", delivery: "Versand & Rückgabe", warranty: "Garantie", financing: "Finanzierung – FAQ", registerBike: "Fahrrad registrieren",
    company: "Über {brand}", legal: "Rechtliches", terms: "AGB", privacy: "Datenschutz", cookies: "Cookie-Richtlinie",
    appStore: "Laden im App Store", googlePlay: "Jetzt bei Google Play", rights: "© {year} {brand} GmbH. Alle Rechte vorbehalten.",
  },
  "fr-FR": {
    bikes: "Vélos", urban: "Urban", explore: "Explore", electric: "Électrique", titanium: "Titane",
    singleSpeed: "Monovitesse", threeSpeed: "3 vitesses", sixSpeed: "6 vitesses", twelveSpeed: "12 vitesses", touring: "Randonnée",
    electricUrban: "Urban électrique", electricExplore: "Explore électrique", titaniumUrban: "Urban titane", titaniumExplore: "Explore titane",
    accessories: "Accessoires", bags: "Sacoches", lights: "Éclairage", mudguards: "Garde-boue", racks: "Porte-bagages", spares: "Pièces détachées",
    stores: "Magasins", blog: "Blog", about: "À propos", ourStory: "Notre histoire", sustainability: "Développement durable", careers: "Carrières",
    shop: "Boutique", electricBikes: "Vélos électriques", findStore: "Trouver un magasin",
    help: "Aide", contact: "Nous contacter", delivery: "Livraison et retours", warranty: "Garantie", financing: "FAQ financement", registerBike: "Enregistrer votre vélo",
    company: "À propos de {brand}", legal: "Mentions légales", terms: "Conditions générales", privacy: "Politique de confidentialité", cookies: "Politique relative aux cookies",
    appStore: "Télécharger dans l'App Store", googlePlay: "Disponible sur Google Play", rights: "© {year} {brand} SAS. Tous droits réservés.",
  },
  "es-ES": {
    bikes: "Bicicletas", urban: "Urban", explore: "Explore", electric: "Eléctricas", titanium: "Titanio",
    singleSpeed: "Una velocidad", threeSpeed: "3 velocidades", sixSpeed: "6 velocidades", twelveSpeed: "12 velocidades", touring: "Cicloturismo",
    electricUrban: "Urban eléctrica", electricExplore: "Explore eléctrica", titaniumUrban: "Urban de titanio", titaniumExplore: "Explore de titanio",
    accessories: "Accesorios", bags: "Bolsas", lights: "Luces", mudguards: "Guardabarros", racks: "Portaequipajes", spares: "Recambios",
    stores: "Tiendas", blog: "Blog", about: "Sobre nosotros", ourStory: "Nuestra historia", sustainability: "Sostenibilidad", careers: "Empleo",
    shop: "Tienda", electricBikes: "Bicicletas eléctricas", findStore: "Buscar una tienda",
    help: "Ayuda", contact: "Contacto", delivery: "Envíos y devoluciones", warranty: "Garantía", financing: "Preguntas sobre financiación", registerBike: "Registra tu bicicleta",
    company: "Sobre {brand}", legal: "Legal", terms: "Términos y condiciones", privacy: "Política de privacidad", cookies: "Política de cookies",
    appStore: "Descárgalo en el App Store", googlePlay: "Disponible en Google Play", rights: "© {year} {brand} S.L. Todos los derechos reservados.",
  },
  "it-IT": {
    bikes: "Bici", urban: "Urban", explore: "Explore", electric: "Elettriche", titanium: "Titanio",
    singleSpeed: "Monomarcia", threeSpeed: "3 marce", sixSpeed: "6 marce", twelveSpeed: "12 marce", touring: "Cicloturismo",
    electricUrban: "Urban elettrica", electricExplore: "Explore elettrica", titaniumUrban: "Urban in titanio", titaniumExplore: "Explore in titanio",
    accessories: "Accessori", bags: "Borse", lights: "Luci", mudguards: "Parafanghi", racks: "Portapacchi", spares: "Ricambi",
    stores: "Negozi", blog: "Blog", about: "Chi siamo", ourStory: "La nostra storia", sustainability: "Sostenibilità", careers: "Lavora con noi",
    shop: "Negozio", electricBikes: "Bici elettriche", findStore: "Trova un negozio",
    help: "Assistenza", contact: "Contattaci", delivery: "Spedizioni e resi", warranty: "Garanzia", financing: "FAQ finanziamento", registerBike: "Registra la tua bici",
    company: "Chi è {brand}", legal: "Note legali", terms: "Termini e condizioni", privacy: "Informativa sulla privacy", cookies: "Informativa sui cookie",
    appStore: "Scarica su App Store", googlePlay: "Disponibile su Google Play", rights: "© {year} {brand} S.r.l. Tutti i diritti riservati.",
  },
  "nl-NL": {
    bikes: "Fietsen", urban: "Urban", explore: "Explore", electric: "Elektrisch", titanium: "Titanium",
    singleSpeed: "Single speed", threeSpeed: "3 versnellingen", sixSpeed: "6 versnellingen", twelveSpeed: "12 versnellingen", touring: "Toeren",
    electricUrban: "Elektrische Urban", electricExplore: "Elektrische Explore", titaniumUrban: "Titanium Urban", titaniumExplore: "Titanium Explore",
    accessories: "Accessoires", bags: "Tassen", lights: "Verlichting", mudguards: "Spatborden", racks: "Bagagedragers", spares: "Onderdelen",
    stores: "Winkels", blog: "Blog", about: "Over ons", ourStory: "Ons verhaal", sustainability: "Duurzaamheid", careers: "Vacatures",
    shop: "Winkel", electricBikes: "Elektrische fietsen", findStore: "Vind een winkel",
    help: "Hulp", contact: "Contact", delivery: "Verzending & retour", warranty: "Garantie", financing: "Financiering – veelgestelde vragen", registerBike: "Registreer je fiets",
    company: "Over {brand}", legal: "Juridisch", terms: "Algemene voorwaarden", privacy: "Privacybeleid", cookies: "Cookiebeleid",
    appStore: "Download in de App Store", googlePlay: "Ontdek het op Google Play", rights: "© {year} {brand} B.V. Alle rechten voorbehouden.",
  },
  "ja-JP": {
    bikes: "自転車", urban: "アーバン", explore: "エクスプロア", electric: "電動", titanium: "チタン",
    singleSpeed: "シングルスピード", threeSpeed: "3段変速", sixSpeed: "6段変速", twelveSpeed: "12段変速", touring: "ツーリング",
    electricUrban: "電動アーバン", electricExplore: "電動エクスプロア", titaniumUrban: "チタン アーバン", titaniumExplore: "チタン エクスプロア",
    accessories: "アクセサリー", bags: "バッグ", lights: "ライト", mudguards: "泥よけ", racks: "キャリア", spares: "スペアパーツ",
    stores: "店舗", blog: "ブログ", about: "私たちについて", ourStory: "ブランドストーリー", sustainability: "サステナビリティ", careers: "採用情報",
    shop: "ショップ", electricBikes: "電動自転車", findStore: "店舗を探す",
    help: "ヘルプ", contact: "お問い合わせ", delivery: "配送と返品", warranty: "保証", financing: "分割払いのよくある質問", registerBike: "自転車を登録",
    company: "{brand}について", legal: "法的情報", terms: "利用規約", privacy: "プライバシーポリシー", cookies: "Cookieポリシー",
    appStore: "App Storeからダウンロード", googlePlay: "Google Playで手に入れよう", rights: "© {year} {brand} 株式会社. All rights reserved.",
  },
};

function fill(text: string, brandName: string): string {
  return text.replaceAll("{brand}", brandName).replaceAll("{year}", String(new Date().getFullYear()));
}

function link(name: string, url: string, children: MenuItem[] = []): MenuItem {
  return { name, url, linkType: "internal", children };
}

/** The main menu: categories to three levels, the store finder, blog and about pages. */
export function demoMenu(t: LayoutTexts, brandName: string): Menu {
  const careersUrl = `https://careers.${brandSlug(brandName)}.example`;
  return {
    items: [
      link(t.bikes, "/c/bikes", [
        link(t.urban, "/c/bikes/urban", [
          link(t.singleSpeed, "/c/bikes/urban/single-speed"),
          link(t.threeSpeed, "/c/bikes/urban/3-speed"),
          link(t.sixSpeed, "/c/bikes/urban/6-speed"),
        ]),
        link(t.explore, "/c/bikes/explore", [link(t.twelveSpeed, "/c/bikes/explore/12-speed"), link(t.touring, "/c/bikes/explore/touring")]),
        link(t.electric, "/c/bikes/electric", [
          link(t.electricUrban, "/c/bikes/electric/urban"),
          link(t.electricExplore, "/c/bikes/electric/explore"),
        ]),
        link(t.titanium, "/c/bikes/titanium", [
          link(t.titaniumUrban, "/c/bikes/titanium/urban"),
          link(t.titaniumExplore, "/c/bikes/titanium/explore"),
        ]),
      ]),
      link(t.accessories, "/c/accessories", [
        link(t.bags, "/c/accessories/bags"),
        link(t.lights, "/c/accessories/lights"),
        link(t.mudguards, "/c/accessories/mudguards"),
        link(t.racks, "/c/accessories/racks"),
        link(t.spares, "/c/accessories/spares"),
      ]),
      link(t.stores, "/find-a-store"),
      link(t.blog, "/blog"),
      link(t.about, "/about", [
        link(t.ourStory, "/about"),
        link(t.sustainability, "/sustainability"),
        { name: t.careers, url: careersUrl, linkType: "external", children: [] },
      ]),
    ],
  };
}

/** Four columns (000 §9), app stores under column index 3, five social networks. */
export function demoFooter(t: LayoutTexts, brandName: string): Footer {
  const slug = brandSlug(brandName);
  const internal = (name: string, url: string) => ({ name, url, linkType: "internal" as const });
  return {
    columns: [
      { title: t.shop, links: [internal(t.bikes, "/c/bikes"), internal(t.electricBikes, "/c/bikes/electric"), internal(t.accessories, "/c/accessories"), internal(t.findStore, "/find-a-store")] },
      {
        title: t.help,
        links: [
          internal(t.contact, "/contact"),
          internal(t.delivery, "/delivery-and-returns"),
          internal(t.warranty, "/warranty"),
          internal(t.financing, "/klarna-faq"),
          internal(t.registerBike, "/bike-registration"),
        ],
      },
      {
        title: fill(t.company, brandName),
        links: [
          internal(t.ourStory, "/about"),
          internal(t.blog, "/blog"),
          internal(t.sustainability, "/sustainability"),
          { name: t.careers, url: `https://careers.${slug}.example`, linkType: "external" },
        ],
      },
      { title: t.legal, links: [internal(t.terms, "/terms"), internal(t.privacy, "/privacy"), internal(t.cookies, "/cookies")] },
    ],
    appStores: [
      { store: "apple", url: `https://apps.apple.com/app/${slug}`, label: t.appStore },
      { store: "google", url: `https://play.google.com/store/apps/details?id=com.${slug.replace(/-/g, "")}.app`, label: t.googlePlay },
    ],
    social: [
      { network: "facebook", url: `https://www.facebook.com/${slug}` },
      { network: "instagram", url: `https://www.instagram.com/${slug}` },
      { network: "youtube", url: `https://www.youtube.com/@${slug}` },
      { network: "x", url: `https://x.com/${slug}` },
      { network: "tiktok", url: `https://www.tiktok.com/@${slug}` },
    ],
    legal: fill(t.rights, brandName),
  };
}

export function demoStyleGuide(): StyleGuide {
  const base = defaultStyleGuide();
  return {
    ...base,
    // A deeper orange than the default accent: small accent text and white text on accent
    // buttons keep the WCAG AA contrast of 4.5:1 (the default #d9541e gives 3.9:1 on white).
    colours: { ...base.colours, accent: "#b93f12" },
    fonts: {
      heading: "'Inter Tight', 'Helvetica Neue', Arial, system-ui, sans-serif",
      body: "Inter, 'Helvetica Neue', Arial, system-ui, sans-serif",
    },
    buttonRadius: "999px",
  };
}

/** Menu, footer and style guide of every content channel, in the channel's language. */
export async function seedLayout(db: Database, brandName: string): Promise<void> {
  const documents: SeedDocument[] = contentChannels(brandName).flatMap(({ channel, locale }) => {
    const texts = textsByLocale[locale];
    return [
      { channel, locale, type: "menu" as const, key: "main", data: demoMenu(texts, brandName) },
      { channel, locale, type: "footer" as const, key: "main", data: demoFooter(texts, brandName) },
      { channel, locale, type: "styleGuide" as const, key: "main", data: demoStyleGuide() },
    ];
  });
  await insertDocuments(db, documents);
}
