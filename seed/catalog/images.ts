/**
 * Generated product images (DESIGN.md: images shipped with the project, generated SVG is fine):
 * side views of folding bikes in each colour, and drawings of bags, lights, mudguards, racks and
 * spares. `npx tsx seed/catalog/images.ts` rewrites public/images/products/; the files are committed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export type BikeStyle = "urban" | "explore" | "electric" | "titanium";
export type AccessoryDrawing = "bag" | "tote" | "pannier" | "light" | "rear-light" | "mudguard" | "rack" | "tube" | "tyre" | "chain" | "part" | "saddle" | "pump";

const W = 800;
const H = 600;

function frame(content: string, background = "#f3f5f2"): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<rect width="${W}" height="${H}" fill="${background}"/>
<ellipse cx="400" cy="560" rx="320" ry="14" fill="#000" opacity="0.08"/>
${content}
</svg>
`;
}

function wheel(cx: number, cy: number, r: number): string {
  const spokes = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `<line x1="${cx}" y1="${cy}" x2="${(cx + Math.cos(a) * (r - 16)).toFixed(1)}" y2="${(cy + Math.sin(a) * (r - 16)).toFixed(1)}"/>`;
  }).join("");
  return `<g>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#1d1f1e" stroke-width="16"/>
<circle cx="${cx}" cy="${cy}" r="${r - 10}" fill="none" stroke="#b9bfbc" stroke-width="4"/>
<g stroke="#9aa19d" stroke-width="2">${spokes}</g>
<circle cx="${cx}" cy="${cy}" r="10" fill="#6d7571"/>
</g>`;
}

/** A folding bike seen from the side, frame in the given colour. */
export function bikeSvg(hex: string, style: BikeStyle, handlebars: "low" | "mid" | "high" = "mid"): string {
  const R = { x: 215, y: 440 };
  const F = { x: 590, y: 440 };
  const r = 108;
  const frameColour = style === "titanium" ? "url(#ti)" : hex;
  const barTop = { low: 150, mid: 125, high: 95 }[handlebars];
  const mudguards =
    style === "urban" || style === "electric"
      ? `<path d="M ${R.x - 120} ${R.y - 10} A ${r + 12} ${r + 12} 0 0 1 ${R.x + 70} ${R.y - 95}" fill="none" stroke="#2b2f2d" stroke-width="7" stroke-linecap="round"/>
<path d="M ${F.x - 75} ${F.y - 90} A ${r + 12} ${r + 12} 0 0 1 ${F.x + 118} ${F.y - 20}" fill="none" stroke="#2b2f2d" stroke-width="7" stroke-linecap="round"/>`
      : "";
  const battery =
    style === "electric"
      ? `<rect x="575" y="215" width="92" height="64" rx="12" fill="#1d1f1e"/><rect x="588" y="230" width="40" height="8" rx="4" fill="#7fd17f"/><rect x="588" y="244" width="26" height="8" rx="4" fill="#7fd17f"/>`
      : "";
  const rack = style === "explore" ? `<path d="M 200 300 L 330 300 M 215 300 L 235 440 M 300 300 L 330 345" stroke="#2b2f2d" stroke-width="7" fill="none" stroke-linecap="round"/>` : "";
  return frame(`<defs><linearGradient id="ti" x1="0" x2="1"><stop offset="0" stop-color="#8d9592"/><stop offset="0.5" stop-color="#d6dbd8"/><stop offset="1" stop-color="#8d9592"/></linearGradient></defs>
${wheel(R.x, R.y, r)}
${wheel(F.x, F.y, r)}
${mudguards}
${rack}
<g fill="none" stroke="${frameColour}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round">
<path d="M 365 420 L 338 215"/>
<path d="M 350 330 C 420 300 480 270 545 235"/>
<path d="M 545 235 L 558 290"/>
<path d="M 365 420 L ${R.x} ${R.y}"/>
<path d="M ${R.x} ${R.y} L 345 325"/>
</g>
<path d="M 558 290 L ${F.x} ${F.y}" stroke="#2b2f2d" stroke-width="12" stroke-linecap="round"/>
<path d="M 545 235 L 532 ${barTop}" stroke="#2b2f2d" stroke-width="12" stroke-linecap="round"/>
<path d="M 500 ${barTop} L 560 ${barTop - 4}" stroke="#1d1f1e" stroke-width="14" stroke-linecap="round"/>
<path d="M 338 215 L 330 165" stroke="#b9bfbc" stroke-width="10" stroke-linecap="round"/>
<path d="M 288 160 Q 330 140 372 158 Q 372 172 350 172 L 300 172 Q 286 170 288 160 Z" fill="#1d1f1e"/>
<circle cx="365" cy="420" r="30" fill="none" stroke="#3b403e" stroke-width="7"/>
<path d="M 365 420 L 392 452 M 365 420 L 338 388" stroke="#3b403e" stroke-width="7" stroke-linecap="round"/>
<path d="M 335 420 L ${R.x} ${R.y + 2}" stroke="#6d7571" stroke-width="3"/>
${battery}
<circle cx="350" cy="330" r="9" fill="#f3f5f2" stroke="#2b2f2d" stroke-width="4"/>`);
}

/** An accessory drawing in a colour. */
export function accessorySvg(kind: AccessoryDrawing, hex: string): string {
  const dark = "#1d1f1e";
  switch (kind) {
    case "bag":
      return frame(`<rect x="230" y="190" width="340" height="300" rx="36" fill="${hex}"/>
<path d="M 230 260 Q 400 330 570 260 L 570 226 Q 570 190 534 190 L 266 190 Q 230 190 230 226 Z" fill="${dark}" opacity="0.25"/>
<rect x="375" y="290" width="50" height="34" rx="8" fill="#d6dbd8"/>
<path d="M 300 190 C 300 110 500 110 500 190" fill="none" stroke="${dark}" stroke-width="16" stroke-linecap="round"/>
<rect x="260" y="430" width="280" height="12" rx="6" fill="#fff" opacity="0.35"/>`);
    case "tote":
      return frame(`<path d="M 250 230 L 550 230 L 520 500 L 280 500 Z" fill="${hex}"/>
<path d="M 320 230 C 320 120 480 120 480 230" fill="none" stroke="${dark}" stroke-width="14" stroke-linecap="round"/>
<rect x="250" y="230" width="300" height="40" fill="${dark}" opacity="0.2"/>`);
    case "pannier":
      return frame(`<rect x="260" y="150" width="280" height="360" rx="30" fill="${hex}"/>
<path d="M 260 200 L 540 200" stroke="${dark}" stroke-width="10" opacity="0.35"/>
<path d="M 290 150 Q 290 110 330 110 L 470 110 Q 510 110 510 150" fill="none" stroke="${dark}" stroke-width="14"/>
<rect x="300" y="250" width="200" height="16" rx="8" fill="#fff" opacity="0.4"/>`);
    case "light":
      return frame(`<path d="M 470 250 L 700 170 L 700 430 L 470 350 Z" fill="#fff6c8" opacity="0.8"/>
<rect x="240" y="230" width="240" height="140" rx="40" fill="${hex}"/>
<circle cx="470" cy="300" r="62" fill="#fffbe6" stroke="${dark}" stroke-width="10"/>
<rect x="300" y="370" width="30" height="90" rx="8" fill="${dark}"/>`);
    case "rear-light":
      return frame(`<rect x="320" y="170" width="160" height="280" rx="44" fill="${dark}"/>
<rect x="345" y="200" width="110" height="220" rx="30" fill="${hex}"/>
<circle cx="400" cy="310" r="30" fill="#fff" opacity="0.5"/>`);
    case "mudguard":
      return frame(`<path d="M 180 420 A 220 220 0 0 1 620 420" fill="none" stroke="${hex}" stroke-width="34" stroke-linecap="round"/>
<path d="M 240 430 A 160 160 0 0 1 560 430" fill="none" stroke="${dark}" stroke-width="10" stroke-dasharray="4 18" opacity="0.4"/>
<path d="M 400 200 L 400 260" stroke="${dark}" stroke-width="10" stroke-linecap="round"/>`);
    case "rack":
      return frame(`<g stroke="${hex}" stroke-width="16" stroke-linecap="round" fill="none">
<path d="M 190 260 L 610 260"/><path d="M 190 300 L 610 300"/>
<path d="M 230 260 L 260 470"/><path d="M 570 260 L 540 470"/>
<path d="M 400 300 L 400 470"/></g>
<circle cx="260" cy="480" r="26" fill="${dark}"/><circle cx="540" cy="480" r="26" fill="${dark}"/>`);
    case "tube":
      return frame(`<circle cx="400" cy="310" r="190" fill="none" stroke="${dark}" stroke-width="46"/>
<circle cx="400" cy="310" r="190" fill="none" stroke="${hex}" stroke-width="8" opacity="0.6"/>
<rect x="388" y="110" width="24" height="60" rx="6" fill="#b9bfbc"/>`);
    case "tyre":
      return frame(`<circle cx="400" cy="310" r="200" fill="none" stroke="${dark}" stroke-width="60"/>
<circle cx="400" cy="310" r="200" fill="none" stroke="#3b403e" stroke-width="60" stroke-dasharray="10 16"/>
<circle cx="400" cy="310" r="168" fill="none" stroke="${hex}" stroke-width="6"/>`);
    case "chain":
      return frame(`<g fill="none" stroke="${hex}" stroke-width="18">${Array.from({ length: 8 }, (_, i) => `<rect x="${140 + i * 66}" y="${270 + (i % 2) * 8}" width="86" height="48" rx="24"/>`).join("")}</g>`);
    case "saddle":
      return frame(`<path d="M 200 270 Q 420 200 610 270 Q 620 320 560 330 L 330 340 Q 210 330 200 270 Z" fill="${hex}"/>
<path d="M 380 340 L 380 470" stroke="#b9bfbc" stroke-width="22" stroke-linecap="round"/>`);
    case "pump":
      return frame(`<rect x="360" y="140" width="80" height="340" rx="20" fill="${hex}"/>
<rect x="330" y="110" width="140" height="36" rx="18" fill="${dark}"/>
<path d="M 400 480 L 400 520 Q 400 540 440 540 L 560 540" fill="none" stroke="${dark}" stroke-width="12"/>`);
    case "part": {
      const teeth = Array.from({ length: 16 }, (_, i) => {
        const a = (i * Math.PI) / 8;
        return `<rect x="388" y="90" width="24" height="44" rx="4" transform="rotate(${(a * 180) / Math.PI} 400 310)"/>`;
      }).join("");
      return frame(`<g fill="${hex}">${teeth}</g><circle cx="400" cy="310" r="190" fill="${hex}"/><circle cx="400" cy="310" r="70" fill="#f3f5f2"/>`);
    }
  }
}

export const BIKE_COLOURS = {
  "Racing Green": "#0f5b3a",
  "Midnight Black": "#1f2326",
  "Cloud White": "#e8ebe9",
  "Flame Orange": "#e0531f",
  "Storm Blue": "#2c5d8a",
  Sand: "#c9b38a",
  "Raw Titanium": "#aeb5b1",
} as const;

export function bikeImagePath(model: string, colour: string): string {
  return `/images/products/${model}-${colour.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.svg`;
}

export function accessoryImagePath(name: string): string {
  return `/images/products/${name}.svg`;
}

/** Bike models and the colours drawn for each; accessories with their drawing and colour. */
export const BIKE_IMAGES: Array<{ model: string; style: BikeStyle; colours: Array<keyof typeof BIKE_COLOURS>; handlebars?: "low" | "mid" | "high" }> = [
  { model: "urban-1", style: "urban", colours: ["Racing Green", "Midnight Black"], handlebars: "low" },
  { model: "urban-3", style: "urban", colours: ["Racing Green", "Midnight Black", "Cloud White", "Flame Orange"] },
  { model: "urban-6", style: "urban", colours: ["Storm Blue", "Midnight Black"], handlebars: "high" },
  { model: "explore-6", style: "explore", colours: ["Storm Blue", "Sand", "Midnight Black"] },
  { model: "explore-12", style: "explore", colours: ["Racing Green", "Midnight Black"], handlebars: "high" },
  { model: "electric", style: "electric", colours: ["Midnight Black", "Cloud White", "Racing Green"] },
  { model: "electric-explore", style: "electric", colours: ["Storm Blue", "Sand"], handlebars: "high" },
  { model: "titanium", style: "titanium", colours: ["Raw Titanium", "Midnight Black"], handlebars: "low" },
  { model: "titanium-superlight", style: "titanium", colours: ["Raw Titanium"], handlebars: "low" },
];

export const ACCESSORY_IMAGES: Array<{ name: string; kind: AccessoryDrawing; hex: string }> = [
  { name: "front-carrier-bag-black", kind: "bag", hex: "#1f2326" },
  { name: "front-carrier-bag-racing-green", kind: "bag", hex: "#0f5b3a" },
  { name: "city-tote-bag", kind: "tote", hex: "#c9b38a" },
  { name: "roll-top-pannier", kind: "pannier", hex: "#2c5d8a" },
  { name: "saddle-bag", kind: "bag", hex: "#3b403e" },
  { name: "travel-cover", kind: "tote", hex: "#1f2326" },
  { name: "frame-bag", kind: "pannier", hex: "#e0531f" },
  { name: "dynamo-front-light", kind: "light", hex: "#1f2326" },
  { name: "battery-front-light", kind: "light", hex: "#2c5d8a" },
  { name: "rear-light", kind: "rear-light", hex: "#d8262b" },
  { name: "light-set", kind: "light", hex: "#0f5b3a" },
  { name: "helmet-light", kind: "rear-light", hex: "#e8ebe9" },
  { name: "mudguard-set", kind: "mudguard", hex: "#1f2326" },
  { name: "mudguard-set-wide", kind: "mudguard", hex: "#3b403e" },
  { name: "clip-on-mudguards", kind: "mudguard", hex: "#0f5b3a" },
  { name: "rear-rack", kind: "rack", hex: "#1f2326" },
  { name: "front-carrier-block", kind: "part", hex: "#3b403e" },
  { name: "easy-wheels-rack", kind: "rack", hex: "#aeb5b1" },
  { name: "mini-rack", kind: "rack", hex: "#0f5b3a" },
  { name: "inner-tube", kind: "tube", hex: "#d8262b" },
  { name: "tyre", kind: "tyre", hex: "#e0531f" },
  { name: "brake-pads", kind: "part", hex: "#6d7571" },
  { name: "chain", kind: "chain", hex: "#6d7571" },
  { name: "pedals", kind: "part", hex: "#1f2326" },
  { name: "saddle", kind: "saddle", hex: "#1f2326" },
  { name: "grips", kind: "part", hex: "#5a3b22" },
  { name: "bell", kind: "part", hex: "#c9a227" },
  { name: "pump", kind: "pump", hex: "#0f5b3a" },
  { name: "tool-kit", kind: "part", hex: "#2c5d8a" },
];

export function writeProductImages(dir = path.resolve("public/images/products")): number {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  for (const bike of BIKE_IMAGES) {
    for (const colour of bike.colours) {
      writeFileSync(path.join(dir, path.basename(bikeImagePath(bike.model, colour))), bikeSvg(BIKE_COLOURS[colour], bike.style, bike.handlebars));
      count++;
    }
  }
  for (const a of ACCESSORY_IMAGES) {
    writeFileSync(path.join(dir, `${a.name}.svg`), accessorySvg(a.kind, a.hex));
    count++;
  }
  return count;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(`Wrote ${writeProductImages()} product images.`);
}
