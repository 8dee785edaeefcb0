import compression from "compression";
import express from "express";
import { createHash, randomBytes } from "node:crypto";
import { request, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { fetchAs, listen } from "../../tests/http";
import { startedForTests } from "../../tests/suite";
import { DYNAMIC_COMPRESSION } from "./api-app";
import { assignNonce, securityHeaders } from "./security";
import { inlineScriptHashes, PageCache, sharedMaxAge } from "./page-cache";

// DESIGN.md Performance targets: anonymous pages come from a page cache keyed by storefront and URL.
/**
 * An app shaped like server/app.ts around the page cache, on a free port for the tests of the
 * describe block: stored pages answered first (unless `hitsFirst` is false), then `before`, the
 * nonce, the security headers, the cache's store middleware, and `render` for every path.
 */
function servedWithCache(cache: PageCache, options: { hitsFirst?: boolean; before?: express.RequestHandler }, render: express.RequestHandler) {
  return startedForTests(async () => {
    const app = express();
    if (options.hitsFirst !== false) app.use((req, res, next) => (cache.serveHit(req, res) ? undefined : next()));
    if (options.before) app.use(options.before);
    app.use(assignNonce);
    app.use(securityHeaders({ localhost: true }));
    app.use(cache.middleware());
    app.get(/.*/, render);
    return listen(app);
  });
}

describe("shared max age", () => {
  it("is the s-maxage of a public answer and null for anything personal", () => {
    expect(sharedMaxAge("public, max-age=0, s-maxage=300, stale-while-revalidate=600")).toBe(300);
    expect(sharedMaxAge("private, no-store")).toBeNull();
    expect(sharedMaxAge("public, max-age=60")).toBeNull();
    expect(sharedMaxAge("public, s-maxage=300, no-store")).toBeNull();
  });
});

describe("inline script hashes", () => {
  it("hashes the render's inline scripts (its nonce) and skips external ones from this host and scripts without the nonce", () => {
    const html = `<script nonce="x">window.a=1</script><script src="/a.js" nonce="x"></script><script type="module" nonce="x">import("/b.js")</script><script>window.foreign=1</script>`;
    const expected = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
    expect(inlineScriptHashes(html, "x")).toEqual([expected("window.a=1"), expected('import("/b.js")')]);
  });

  it("allows the origin of a script from another host, so CMS scripts keep working on cached pages", () => {
    const html = `<script src="https://cdn.example.com/widget.js?a=1&amp;b=2" nonce="x"></script><script src="http://insecure.example/x.js" nonce="x"></script>`;
    expect(inlineScriptHashes(html, "x")).toEqual(["https://cdn.example.com"]);
  });
});

describe("page cache middleware", () => {
  let renders = 0;
  let clock = 0;
  const cache = new PageCache({ maxEntries: 2, maxBytes: 10_000_000, now: () => clock });
  const server = servedWithCache(cache, { hitsFirst: false }, async (req, res) => {
    renders++;
    if (req.path.startsWith("/slow")) await new Promise((r) => setTimeout(r, 150));
    // Like React Router's Express adapter: a response closed meanwhile gets no answer at all.
    if (res.destroyed || res.writableEnded) return;
    const personal = req.path.includes("/account");
    res.setHeader("Cache-Control", personal ? "private, no-store" : "public, max-age=0, s-maxage=300");
    res.type("html").send(`<html><body>${req.headers.host} ${req.originalUrl} render ${renders}<script nonce="${res.locals.nonce}">window.x=1</script></body></html>`);
  });

  const get = (path: string, host = "localhost") => fetchAs(server.port, host, path);

  it("a page whose render began before a change (clear) answers its request but is not kept", async () => {
    const before = renders;
    const answer = get("/slow/changed-meanwhile");
    // The render has begun (it waits 150 ms); the catalogue or content changes now.
    await vi.waitFor(() => expect(renders).toBe(before + 1));
    cache.clear();
    const first = await answer;
    expect(first.status).toBe(200);
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    // Stored, it would serve the data it read before the change for up to s-maxage.
    const next = await get("/slow/changed-meanwhile");
    expect(next.headers.get("x-page-cache")).toBe("MISS");
    expect((await get("/slow/changed-meanwhile")).headers.get("x-page-cache")).toBe("HIT");
  });

  it("renders once and serves the stored page afterwards, with the script allowed by hash, not nonce", async () => {
    const first = await get("/c/bikes?sort=price");
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    const firstBody = await first.text();
    const second = await get("/c/bikes?sort=price");
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    expect(await second.text()).toBe(firstBody);
    const csp = second.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`'sha256-${createHash("sha256").update("window.x=1").digest("base64")}'`);
    expect(csp).not.toContain("'nonce-");
  });

  it("keys by host, so each storefront has its own pages", async () => {
    const uk = await (await get("/about", "uk.localhost")).text();
    const de = await (await get("/about", "de.localhost")).text();
    expect(uk).toContain("uk.localhost");
    expect(de).toContain("de.localhost");
  });

  it("never stores personal pages", async () => {
    await get("/account/profile");
    const again = await get("/account/profile");
    expect(again.headers.get("x-page-cache")).toBe("MISS");
  });

  it("drops pages when cleared (content changed) and when they expire", async () => {
    await get("/blog");
    expect((await get("/blog")).headers.get("x-page-cache")).toBe("HIT");
    cache.clear();
    expect((await get("/blog")).headers.get("x-page-cache")).toBe("MISS");
    clock += 301_000;
    expect((await get("/blog")).headers.get("x-page-cache")).toBe("MISS");
  });

  it("keeps at most maxEntries pages, evicting the least recently used", async () => {
    cache.clear();
    await get("/one");
    await get("/two");
    await get("/one");
    await get("/three");
    expect(cache.size).toBe(2);
    expect((await get("/one")).headers.get("x-page-cache")).toBe("HIT");
    expect((await get("/two")).headers.get("x-page-cache")).toBe("MISS");
  });

  it("renders a page once while concurrent visitors of it wait (no stampede)", async () => {
    cache.clear();
    const before = renders;
    const bodies = await Promise.all(Array.from({ length: 6 }, () => get("/slow/page").then((r) => r.text())));
    expect(renders - before).toBe(1);
    expect(new Set(bodies).size).toBe(1);
  });

  it("lets waiters render for themselves when the page is not stored (personal)", async () => {
    const before = renders;
    const bodies = await Promise.all(Array.from({ length: 3 }, () => get("/slow/account").then((r) => r.text())));
    expect(renders - before).toBe(3);
    expect(new Set(bodies).size).toBe(3);
  });

  it("a visitor who leaves while waiting for another's render never blocks the page (React Router does not answer a closed response)", async () => {
    // Two visitors of a slow page: the first renders, the second waits and then leaves. The
    // render is not stored (personal), so the leaver would have rendered next: its closed
    // response must not become the flight that later visitors wait on.
    const path = "/slow/account/leaver";
    const first = get(path);
    await new Promise((r) => setTimeout(r, 30));
    const leaver = request({ host: "127.0.0.1", port: server.port, path, headers: { host: `localhost:${server.port}` } });
    const leaving = new Promise((resolve) => leaver.on("error", () => resolve("left")));
    leaver.end();
    await new Promise((r) => setTimeout(r, 30));
    leaver.destroy(new Error("the visitor left"));
    expect(await leaving).toBe("left");
    expect((await first).status).toBe(200);
    const later = await Promise.race([get(path).then((r) => r.status), new Promise((r) => setTimeout(() => r("stuck"), 3000))]);
    expect(later).toBe(200);
  });

  it("never stores the empty answer of a HEAD request as the page", async () => {
    cache.clear();
    await fetchAs(server.port, "localhost", "/head-first", { method: "HEAD" });
    const page = await get("/head-first");
    expect(page.headers.get("x-page-cache")).toBe("MISS");
    expect(await page.text()).toContain("/head-first");
    expect(await (await get("/head-first")).text()).toContain("/head-first");
  });
});

// docs/decisions/002: a hit is answered before any other middleware, replaying the stored headers.
describe("page cache hits before the rest of the app", () => {
  const cache = new PageCache({ maxEntries: 10, maxBytes: 10_000_000 });
  let reachedApp = 0;
  const countReached: express.RequestHandler = (_req, _res, next) => {
    reachedApp++;
    next();
  };
  const server = servedWithCache(cache, { before: countReached }, (req, res) => {
    res.setHeader("Cache-Control", "public, max-age=0, s-maxage=300");
    const script = req.path === "/no-script" ? "" : `<script nonce="${res.locals.nonce}">window.x=1</script>`;
    res.type("html").send(`<html><body>${req.originalUrl}${script}</body></html>`);
  });

  it("serves a stored page without running the app's middleware, with the security headers it was rendered with", async () => {
    const first = await fetchAs(server.port, "localhost", "/fast");
    await cache.compressed();
    const before = reachedApp;
    const hit = await fetchAs(server.port, "localhost", "/fast", { headers: { "accept-encoding": "gzip" } });
    expect(reachedApp).toBe(before);
    expect(hit.headers.get("x-page-cache")).toBe("HIT");
    expect(hit.headers.get("content-encoding")).toBe("gzip");
    expect(hit.headers.get("vary")).toContain("Accept-Encoding");
    for (const name of ["x-content-type-options", "x-frame-options", "referrer-policy", "cache-control", "content-type"]) {
      expect(hit.headers.get(name)).toBe(first.headers.get(name));
    }
    const csp = hit.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`'sha256-${createHash("sha256").update("window.x=1").digest("base64")}'`);
    expect(csp).not.toContain("'nonce-");
    expect(csp.replace(/script-src [^;]*/, "")).toBe((first.headers.get("content-security-policy") ?? "").replace(/script-src [^;]*/, ""));
  });

  it("drops the stale nonce from the policy of a page without inline scripts, so it allows nothing extra", async () => {
    await fetchAs(server.port, "localhost", "/no-script");
    const hit = await fetchAs(server.port, "localhost", "/no-script");
    expect(hit.headers.get("x-page-cache")).toBe("HIT");
    expect(hit.headers.get("content-security-policy")).toContain("script-src 'self';");
  });

  it("answers HEAD from the stored page with its length and no body", async () => {
    const page = await (await fetchAs(server.port, "localhost", "/head")).text();
    const head = await fetchAs(server.port, "localhost", "/head", { method: "HEAD" });
    expect(head.headers.get("x-page-cache")).toBe("HIT");
    expect(Number(head.headers.get("content-length"))).toBe(Buffer.byteLength(page));
    expect(await head.text()).toBe("");
  });
});

// Issue 12: query strings that do not change a page make no new entry and no render.
describe("page cache keys: only what a route reads", () => {
  const cache = new PageCache({ maxEntries: 5000, maxBytes: 64 * 1024 * 1024, hostKey: (host) => (host ?? "").toLowerCase().replace(/^www\./, "") });
  let renders = 0;
  const rendered: string[] = [];
  const server = servedWithCache(cache, {}, (req, res) => {
    renders++;
    rendered.push(req.originalUrl);
    const personal = req.path === "/order-confirmation";
    res.setHeader("Cache-Control", personal ? "private, no-store" : "public, max-age=0, s-maxage=300");
    res.type("html").send(`<html><body>${req.originalUrl} render ${renders}</body></html>`);
  });

  const get = (path: string, host = "uk.localhost") => fetchAs(server.port, host, path);

  it("10,000 requests with distinct junk and tracking parameters make one entry and one render", async () => {
    const junk = (i: number) =>
      [`utm_source=news${i}`, `utm_campaign=c${i}`, `gclid=${i}`, `fbclid=f${i}`, `msclkid=m${i}`, `_ga=2.${i}`, `mc_cid=${i}`, `x${i}=${i}`].join("&");
    const bodies = new Set<string>();
    for (let i = 0; i < 10_000; i++) {
      const answer = await get(i % 2 === 0 ? `/c/bikes?sort=price-asc&${junk(i)}` : `/c/bikes?${junk(i)}&sort=price-asc`, i % 3 === 0 ? "UK.localhost" : "uk.localhost");
      expect(answer.status).toBe(200);
      bodies.add(await answer.text());
    }
    expect(renders).toBe(1);
    expect(cache.size).toBe(1);
    expect(bodies.size).toBe(1);
    // The render saw the page's own URL, never a visitor's junk.
    expect(rendered).toEqual(["/c/bikes?sort=price-asc"]);
  }, 120_000);

  it("parameters a route reads still make their own pages, whatever their order", async () => {
    const before = renders;
    await get("/search?q=bike&page=2&zz=1");
    expect((await get("/search?page=2&q=bike&utm_medium=x")).headers.get("x-page-cache")).toBe("HIT");
    expect((await get("/search?q=other")).headers.get("x-page-cache")).toBe("MISS");
    await get("/c/bikes?colour=Red&colour=Blue&stock=1");
    expect((await get("/c/bikes?stock=1&colour=Red&colour=Blue&_ga=1")).headers.get("x-page-cache")).toBe("HIT");
    expect((await get("/c/bikes?colour=Blue&colour=Red&stock=1")).headers.get("x-page-cache")).toBe("MISS");
    await get("/p/5/urban?variant=7&ref=mail");
    expect((await get("/p/5/urban?variant=7")).headers.get("x-page-cache")).toBe("HIT");
    await get("/about-us?anything=1");
    expect((await get("/about-us")).headers.get("x-page-cache")).toBe("HIT");
    expect(renders - before).toBe(6);
  });

  it("pages that are never stored keep their own parameters (only tracking ones are dropped)", async () => {
    await get("/order-confirmation?orderId=5&utm_source=mail");
    expect(rendered.at(-1)).toBe("/order-confirmation?orderId=5");
  });
});

// Issue 12: a stored page's policy allows only the scripts the render itself produced.
describe("cached-page CSP: only the render's own (nonce-carrying) scripts", () => {
  const cache = new PageCache({ maxEntries: 10, maxBytes: 10_000_000 });
  const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
  const server = servedWithCache(cache, {}, (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=0, s-maxage=300");
    const nonce = res.locals.nonce as string;
    res.type("html").send(
      "<html><body>" +
        `<script nonce="${nonce}">window.own=1</script>` +
        `<script nonce="${nonce}" src="https://cdn.example.com/widget.js"></script>` +
        // What a CMS text block or a reflected parameter could leave in the page: no nonce, or a guessed one.
        `<p><script>alert("cms")</script></p>` +
        `<script nonce="guessed">alert("guess")</script>` +
        `<script src="https://evil.example/x.js"></script>` +
        "</body></html>",
    );
  });

  it("a foreign inline or external script in the stored page is not allowed on a hit; the render's own are", async () => {
    const miss = await fetchAs(server.port, "localhost", "/cms-page");
    expect(miss.headers.get("x-page-cache")).toBe("MISS");
    const hit = await fetchAs(server.port, "localhost", "/cms-page");
    expect(hit.headers.get("x-page-cache")).toBe("HIT");
    const scriptSrc = /script-src ([^;]*)/.exec(hit.headers.get("content-security-policy") ?? "")?.[1] ?? "";
    expect(scriptSrc).toContain(sha("window.own=1"));
    expect(scriptSrc).toContain("https://cdn.example.com");
    expect(scriptSrc).not.toContain(sha('alert("cms")'));
    expect(scriptSrc).not.toContain(sha('alert("guess")'));
    expect(scriptSrc).not.toContain("evil.example");
    expect(scriptSrc).not.toContain("'nonce-");
  });
});

// Issue 17, 000 §6: a staff member's preview renders drafts; it must never be stored nor answered
// from the cache (server/app.ts passes `previews.carriesPreview`, a signed preview cookie, as the bypass).
describe("page cache bypass for preview (issue 17)", () => {
  let renders = 0;
  const cache = new PageCache({ maxEntries: 10, maxBytes: 10_000_000, bypass: (req) => /content-preview=/.test(req.headers.cookie ?? "") });
  const server = servedWithCache(cache, {}, (req, res) => {
    renders++;
    const preview = /content-preview=/.test(req.headers.cookie ?? "");
    // Even if a previewed render said "public", it must not be kept.
    res.setHeader("Cache-Control", "public, max-age=0, s-maxage=300");
    res.type("html").send(`<html><body>${preview ? "DRAFT" : "PUBLISHED"} ${renders}</body></html>`);
  });
  const get = (cookie?: string) => fetchAs(server.port, "localhost", "/about", { headers: cookie ? { cookie } : {} });

  it("a preview request first, then an anonymous one: the anonymous visitor gets the published page", async () => {
    const preview = await get("content-preview=abc");
    expect(await preview.text()).toContain("DRAFT");
    expect(preview.headers.get("x-page-cache")).toBe("BYPASS");
    const anonymous = await get();
    expect(await anonymous.text()).toContain("PUBLISHED");
    expect(anonymous.headers.get("x-page-cache")).toBe("MISS");
  });

  it("a stored published page is never the answer to a preview request", async () => {
    expect(await (await get()).text()).toContain("PUBLISHED");
    const hit = await get();
    expect(hit.headers.get("x-page-cache")).toBe("HIT");
    const preview = await get("content-preview=abc");
    expect(await preview.text()).toContain("DRAFT");
    expect(preview.headers.get("x-page-cache")).toBe("BYPASS");
  });
});

// Issue 20 (DESIGN.md Performance targets: cached pages requested as a browser does, with
// `Accept-Encoding: gzip, br`, served from compressed bytes stored once).
describe("page cache: stored compressed encodings", () => {
  const cache = new PageCache({ maxEntries: 100, maxBytes: 10_000_000 });
  // The shop's own settings for answers compressed per request (server/http/api-app.ts).
  const server = servedWithCache(cache, { before: compression(DYNAMIC_COMPRESSION) }, (req, res) => {
    res.setHeader("Cache-Control", "public, max-age=0, s-maxage=300");
    // Several KB of HTML, so that every encoding is worth it (and the middleware compresses the miss).
    res.type("html").send(`<html><body>${req.originalUrl} ${"<p>folded paper, well made</p>".repeat(200)}<script nonce="${res.locals.nonce}">window.x=1</script></body></html>`);
  });

  /** A raw request: the bytes as sent, not decoded (fetch would decode them). */
  const raw = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port: server.port, path, method, headers: { host: `localhost:${server.port}`, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    });
  const stored = async (path: string) => {
    await raw(path, { "accept-encoding": "gzip, br" });
    // Stored at once; its brotli and gzip bytes are made on the thread pool just after.
    await cache.compressed();
    expect((await raw(path)).headers["x-page-cache"]).toBe("HIT");
  };

  it("a browser (gzip, br) gets brotli bytes that decompress to the identity page; gzip-only gets gzip; none gets identity", async () => {
    await stored("/enc");
    const identity = await raw("/enc");
    const br = await raw("/enc", { "accept-encoding": "gzip, deflate, br, zstd" });
    const gzip = await raw("/enc", { "accept-encoding": "gzip" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    for (const answer of [identity, br, gzip]) {
      expect(answer.headers["x-page-cache"]).toBe("HIT");
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    }
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);
    expect(br.body.length).toBeLessThan(identity.body.length / 5);
    // The hit's policy allows the render's script by hash, whatever the encoding.
    expect(br.headers["content-security-policy"]).toBe(identity.headers["content-security-policy"]);
    expect(br.headers["content-security-policy"]).not.toContain("'nonce-");
  });

  /** The window a brotli stream declares in its first bits (RFC 7932 §9.2), as log2 of its bytes. */
  const brotliWindowBits = (stream: Buffer) => {
    const byte = stream[0]!;
    if ((byte & 1) === 0) return 16;
    const n = (byte >> 1) & 7;
    if (n !== 0) return 17 + n;
    const m = (byte >> 4) & 7;
    return m === 0 ? 17 : 8 + m;
  };

  it("brotli answers, rendered or stored, use a window of at most 256 KB, not brotli's 4 MB (each answer's encoder allocates its window)", async () => {
    const miss = await raw("/window", { "accept-encoding": "br" });
    expect(miss.headers["x-page-cache"]).toBe("MISS");
    await cache.compressed();
    const hit = await raw("/window", { "accept-encoding": "br" });
    expect(hit.headers["x-page-cache"]).toBe("HIT");
    for (const answer of [miss, hit]) {
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(brotliWindowBits(answer.body)).toBeLessThanOrEqual(18);
      expect(brotliDecompressSync(answer.body).toString()).toContain("/window <p>folded paper");
    }
  });

  it("honours q-values, identity and *", async () => {
    await stored("/q");
    const coding = async (accept: string) => (await raw("/q", { "accept-encoding": accept })).headers["content-encoding"] ?? "identity";
    expect(await coding("br;q=0.5, gzip")).toBe("gzip");
    expect(await coding("gzip;q=0.8, br;q=0.9")).toBe("br");
    expect(await coding("br;q=0, gzip;q=0")).toBe("identity");
    expect(await coding("identity")).toBe("identity");
    expect(await coding("*")).toBe("br");
    expect(await coding("gzip;q=0, *;q=0.5")).toBe("br");
    expect(await coding("deflate")).toBe("identity");
  });

  it("a miss (the render) is sent compressed to a browser too, with Vary, and compressed once (not twice)", async () => {
    const miss = await raw("/miss", { "accept-encoding": "gzip, br" });
    expect(miss.headers["x-page-cache"]).toBe("MISS");
    expect(miss.headers["content-encoding"]).toBe("br");
    expect(miss.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(miss.body).toString()).toContain("/miss <p>folded paper");
    const plainMiss = await raw("/miss-plain");
    expect(plainMiss.headers["content-encoding"]).toBeUndefined();
    expect(plainMiss.headers.vary).toMatch(/accept-encoding/i);
  });

  it("a waiter answered inside Express (behind the compression middleware) is never compressed twice", async () => {
    const [first, waiter] = await Promise.all([raw("/together", { "accept-encoding": "br" }), raw("/together", { "accept-encoding": "gzip, br" })]);
    expect(first.headers["content-encoding"]).toBe("br");
    // The waiter gets the page as stored at that moment (identity until its encodings are made),
    // decoded once by what its Content-Encoding says: never compressed twice.
    const decoded = waiter.headers["content-encoding"] === "br" ? brotliDecompressSync(waiter.body) : waiter.body;
    expect(decoded.equals(brotliDecompressSync(first.body))).toBe(true);
  });

  it("answers HEAD with the negotiated encoding's headers and length, and no body", async () => {
    await stored("/head-enc");
    const get = await raw("/head-enc", { "accept-encoding": "gzip, br" });
    const head = await raw("/head-enc", { "accept-encoding": "gzip, br" }, "HEAD");
    expect(head.headers["x-page-cache"]).toBe("HIT");
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.headers["content-length"]).toBe(String(get.body.length));
    expect(head.body.length).toBe(0);
  });

  it("clear() drops the page in every encoding", async () => {
    for (const accept of ["gzip, br", "gzip", "identity"]) {
      await stored("/cleared");
      expect((await raw("/cleared", { "accept-encoding": accept })).headers["x-page-cache"]).toBe("HIT");
      cache.clear();
      expect(cache.byteSize).toBe(0);
      expect((await raw("/cleared", { "accept-encoding": accept })).headers["x-page-cache"]).toBe("MISS");
    }
  });
});

describe("page cache byte bound counts every stored encoding (issue 20)", () => {
  it("an entry costs its identity, gzip and brotli bytes; pages beyond the bound are evicted", async () => {
    // Bytes that do not compress: each encoding is about as large as the page itself.
    const page = randomBytes(20_000).toString("base64");
    const cache = new PageCache({ maxEntries: 100, maxBytes: 200_000 });
    const server = await listen(
      (() => {
        const app = express();
        app.use(cache.middleware());
        app.get(/.*/, (req, res) => {
          res.setHeader("Cache-Control", "public, s-maxage=300");
          res.type("html").send(`${req.path}${page}`);
        });
        return app;
      })(),
    );
    try {
      await fetchAs(server.port, "localhost", "/a");
      const identityOnly = cache.byteSize;
      await cache.compressed();
      expect((await fetchAs(server.port, "localhost", "/a")).headers.get("x-page-cache")).toBe("HIT");
      // identity + gzip + brotli (base64 compresses to ~75%): about 2.5 times the page.
      expect(cache.byteSize).toBeGreaterThan(identityOnly + 2 * 0.7 * page.length);
      for (const path of ["/b", "/c", "/d"]) {
        await fetchAs(server.port, "localhost", path);
        await cache.compressed();
      }
      // Four pages would need ~4 × 70 KB: the first (least recently used) was evicted.
      expect(cache.byteSize).toBeLessThanOrEqual(200_000);
      expect(cache.size).toBeLessThan(4);
      expect((await fetchAs(server.port, "localhost", "/a")).headers.get("x-page-cache")).toBe("MISS");
    } finally {
      await server.close();
    }
  });
});
