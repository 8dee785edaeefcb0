import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStorefrontDatabase, testEnv } from "../../tests/db";
import { listen } from "../../tests/http";
import { createShop, type Shop } from "../shop";
import { createApiApp } from "./api-app";
import { ASSET_CSP } from "./security";

// Issue 20: the build's hashed scripts are sent with a few short headers that act on a script, not
// the document's 0.7 KB (nonce CSP, frame options, …) on each of a first load's 35–50 scripts.
let shop: Shop;
let server: Awaited<ReturnType<typeof listen>>;
let buildDir: string;
const previousBuildDir = process.env.BUILD_DIR;
const script = `export const greeting = ${JSON.stringify("hello ".repeat(400))};\n`;

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(os.tmpdir(), "asset-headers-"));
  mkdirSync(path.join(buildDir, "client", "assets"), { recursive: true });
  writeFileSync(path.join(buildDir, "client", "assets", "entry-Ab12.js"), script);
  // The build's own copies (vite.config.ts precompressAssets), made here with a marker so the test
  // can tell them from the compression middleware's.
  writeFileSync(path.join(buildDir, "client", "assets", "framework-Cd34.js"), script);
  writeFileSync(path.join(buildDir, "client", "assets", "framework-Cd34.js.br"), brotliCompressSync(`${script}//br copy\n`));
  writeFileSync(path.join(buildDir, "client", "assets", "framework-Cd34.js.gz"), gzipSync(`${script}//gzip copy\n`));
  process.env.BUILD_DIR = buildDir;
  shop = await createShop(testEnv(), { database: await createStorefrontDatabase() });
  await shop.storefronts.reload();
  const { app } = createApiApp(shop);
  // Where React Router's handler would render the shop's 404 page.
  app.use((_req, res) => void res.status(404).type("html").send("<h1>Not found</h1>"));
  server = await listen(app);
}, 240_000);

afterAll(async () => {
  if (previousBuildDir === undefined) delete process.env.BUILD_DIR;
  else process.env.BUILD_DIR = previousBuildDir;
  await server?.close();
  await shop?.database.close();
  rmSync(buildDir, { recursive: true, force: true });
});

describe("static assets' headers (issue 20)", () => {
  it("a script is sent compressed, cached for a year, with nosniff, CORP and a CSP that allows nothing", async () => {
    const response = await fetch(`${server.url()}/assets/entry-Ab12.js`, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(script);
    const headers = response.headers;
    expect(headers.get("content-encoding")).toMatch(/^(br|gzip)$/);
    expect(headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(headers.get("content-security-policy")).toBe(ASSET_CSP);
    for (const documentOnly of ["x-frame-options", "origin-agent-cluster", "x-xss-protection", "x-download-options", "x-dns-prefetch-control", "x-permitted-cross-domain-policies", "last-modified"]) {
      expect(headers.get(documentOnly), documentOnly).toBeNull();
    }
    const headerBytes = [...headers].reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
    expect(headerBytes).toBeLessThan(600);
  });

  it("a missing asset is the shop's 404 with the document headers (nonce CSP, frame options)", async () => {
    const response = await fetch(`${server.url()}/assets/missing-Zz99.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self' 'nonce-");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("a file with the build's compressed copies is sent as the copy the client takes: br first, then gzip, else the file", async () => {
    const url = `${server.url()}/assets/framework-Cd34.js`;
    const raw = async (acceptEncoding: string, method = "GET") => {
      const response = await fetch(url, { method, headers: { "Accept-Encoding": acceptEncoding } });
      return { response, bytes: Buffer.from(await response.arrayBuffer()) };
    };
    // fetch decodes br and gzip itself; the copy's marker shows which bytes were sent.
    const br = await raw("gzip, deflate, br");
    expect(br.response.status).toBe(200);
    expect(br.response.headers.get("content-encoding")).toBe("br");
    expect(br.response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(br.response.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(br.response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.response.headers.get("content-security-policy")).toBe(ASSET_CSP);
    expect(br.bytes.toString()).toBe(`${script}//br copy\n`);
    const gzip = await raw("gzip");
    expect(gzip.response.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.bytes.toString()).toBe(`${script}//gzip copy\n`);
    const refusedBr = await raw("br;q=0, gzip");
    expect(refusedBr.bytes.toString()).toBe(`${script}//gzip copy\n`);
    const identity = await raw("identity");
    expect(identity.response.headers.get("content-encoding")).toBeNull();
    expect(identity.bytes.toString()).toBe(script);
    const head = await raw("br", "HEAD");
    expect(head.response.status).toBe(200);
    expect(head.response.headers.get("content-encoding")).toBe("br");
    expect(head.bytes.length).toBe(0);
    // Nothing outside the build's list is read: a path with dots is the 404 page.
    expect((await fetch(`${server.url()}/assets/..%2F..%2Fpackage.json`, { headers: { "Accept-Encoding": "br" } })).status).toBe(404);
  });
});
