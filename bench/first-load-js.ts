/**
 * First-load JavaScript per page, as Lighthouse's mobile run counts it (DESIGN.md Performance
 * targets: at most 160 KB compressed on home, category and product pages): every script response
 * from navigation until the network is idle, by its transfer size (compressed body and headers),
 * in Chromium at a Pixel 7's viewport, requested with `Accept-Encoding: gzip, br` as a browser does.
 *
 *   npx tsx bench/first-load-js.ts http://localhost:3400 [/ /c/bikes /p/…] [--list]
 *
 * Without paths it measures /, /c/bikes and the first product the category links to. `--list`
 * prints each script with its size, largest first.
 */
import { chromium, devices } from "@playwright/test";

export interface ScriptLoad {
  url: string;
  /** Compressed body (the encoded data received after the headers). */
  bodyBytes: number;
  /** Body and headers, Lighthouse's transferSize. */
  transferBytes: number;
}

export interface FirstLoad {
  path: string;
  scripts: ScriptLoad[];
  totalBytes: number;
}

const LIMIT_KB = 160;

export async function measureFirstLoad(base: string, paths?: string[]): Promise<FirstLoad[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const context = await browser.newContext({ ...devices["Pixel 7"] });
    let targets = paths;
    if (!targets?.length) {
      const page = await context.newPage();
      await page.goto(new URL("/c/bikes", base).href, { waitUntil: "domcontentloaded" });
      const product = await page.locator('a[href*="/p/"]').first().getAttribute("href");
      await page.close();
      targets = ["/", "/c/bikes", ...(product ? [new URL(product, base).pathname] : [])];
    }
    const results: FirstLoad[] = [];
    for (const path of targets) {
      // A fresh context per page: nothing cached, as on a first visit.
      const fresh = await browser.newContext({ ...devices["Pixel 7"] });
      const page = await fresh.newPage();
      // Chromium's own network events (as Lighthouse reads them): a script's type and its encoded
      // length on the wire, headers included. Playwright's request.sizes() has no figure for the
      // scripts the idle link prefetches modulepreload, which Lighthouse counts.
      const cdp = await fresh.newCDPSession(page);
      await cdp.send("Network.enable");
      const scriptUrls = new Map<string, string>();
      const encoded = new Map<string, number>();
      const bodies = new Map<string, number>();
      let inFlight = 0;
      let lastActivity = Date.now();
      cdp.on("Network.requestWillBeSent", (event) => {
        inFlight++;
        lastActivity = Date.now();
        const url = event.request.url;
        if (event.type === "Script" || /\.m?js(\?|$)/.test(new URL(url).pathname)) scriptUrls.set(event.requestId, url);
      });
      cdp.on("Network.dataReceived", (event) => {
        bodies.set(event.requestId, (bodies.get(event.requestId) ?? 0) + event.encodedDataLength);
      });
      cdp.on("Network.loadingFinished", (event) => {
        inFlight--;
        lastActivity = Date.now();
        encoded.set(event.requestId, event.encodedDataLength);
      });
      cdp.on("Network.loadingFailed", () => {
        inFlight--;
        lastActivity = Date.now();
      });
      await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
      // What loads once the browser is idle counts too, as in Lighthouse's trace: the idle link
      // prefetches (001 §9: at most 2 s after load) modulepreload their routes' scripts.
      await page.waitForTimeout(2500);
      while (inFlight > 0 || Date.now() - lastActivity < 500) await page.waitForTimeout(100);
      const all: ScriptLoad[] = [...scriptUrls].map(([id, url]) => ({ url, transferBytes: encoded.get(id) ?? 0, bodyBytes: bodies.get(id) ?? 0 }));
      if (process.env.DEBUG_FIRST_LOAD) for (const s of all) console.log("  (all)", s.bodyBytes, s.transferBytes, new URL(s.url).pathname);
      const scripts = all.filter((s) => s.transferBytes > 0);
      scripts.sort((a, b) => b.transferBytes - a.transferBytes);
      results.push({ path, scripts, totalBytes: scripts.reduce((sum, s) => sum + s.transferBytes, 0) });
      await fresh.close();
    }
    await context.close();
    return results;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("first-load-js.ts")) {
  const args = process.argv.slice(2);
  const list = args.includes("--list");
  const [base, ...paths] = args.filter((a) => a !== "--list");
  if (!base) {
    console.error("usage: tsx bench/first-load-js.ts <base URL> [paths…] [--list]");
    process.exit(2);
  }
  const results = await measureFirstLoad(base, paths);
  for (const result of results) {
    const mark = result.totalBytes / 1024 <= LIMIT_KB ? "✓" : "✗";
    const bodies = result.scripts.reduce((sum, s) => sum + s.bodyBytes, 0);
    console.log(`${mark} ${result.path}: ${kb(result.totalBytes)} KB in ${result.scripts.length} scripts (bodies ${kb(bodies)} KB; target ≤ ${LIMIT_KB} KB)`);
    if (list) for (const s of result.scripts) console.log(`    ${kb(s.transferBytes).padStart(6)} KB  (body ${kb(s.bodyBytes)})  ${new URL(s.url).pathname}`);
  }
}
