import express from "express";
import { createHash } from "node:crypto";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchAs, listen } from "../../tests/http";
import { assignNonce, securityHeaders } from "./security";
import { inlineScriptHashes, PageCache, sharedMaxAge } from "./page-cache";

// DESIGN.md Performance targets: anonymous pages come from a page cache keyed by storefront and URL.
describe("shared max age", () => {
  it("is the s-maxage of a public answer and null for anything personal", () => {
    expect(sharedMaxAge("public, max-age=0, s-maxage=300, stale-while-revalidate=600")).toBe(300);
    expect(sharedMaxAge("private, no-store")).toBeNull();
    expect(sharedMaxAge("public, max-age=60")).toBeNull();
    expect(sharedMaxAge("public, s-maxage=300, no-store")).toBeNull();
  });
});

describe("inline script hashes", () => {
  it("hashes inline scripts and skips external ones", () => {
    const html = `<script nonce="x">window.a=1</script><script src="/a.js"></script><script type="module">import("/b.js")</script>`;
    const expected = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([expected("window.a=1"), expected('import("/b.js")')]);
  });

  it("allows the origin of a script from another host, so CMS scripts keep working on cached pages", () => {
    const html = `<script src="https://cdn.example.com/widget.js?a=1&amp;b=2" nonce="x"></script><script src="http://insecure.example/x.js"></script>`;
    expect(inlineScriptHashes(html)).toEqual(["https://cdn.example.com"]);
  });
});

describe("page cache middleware", () => {
  let renders = 0;
  let clock = 0;
  const cache = new PageCache({ maxEntries: 2, maxBytes: 10_000_000, now: () => clock });
  let server: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    const app = express();
    app.use(assignNonce);
    app.use(securityHeaders({ localhost: true }));
    app.use(cache.middleware());
    app.get(/.*/, async (req, res) => {
      renders++;
      if (req.path.startsWith("/slow")) await new Promise((r) => setTimeout(r, 150));
      // Like React Router's Express adapter: a response closed meanwhile gets no answer at all.
      if (res.destroyed || res.writableEnded) return;
      const personal = req.path.includes("/account");
      res.setHeader("Cache-Control", personal ? "private, no-store" : "public, max-age=0, s-maxage=300");
      res.type("html").send(`<html><body>${req.headers.host} ${req.originalUrl} render ${renders}<script nonce="${res.locals.nonce}">window.x=1</script></body></html>`);
    });
    server = await listen(app);
  });
  afterAll(async () => server.close());

  const get = (path: string, host = "localhost") => fetchAs(server.port, host, path);

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
  let server: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    const app = express();
    app.use((req, res, next) => (cache.serveHit(req, res) ? undefined : next()));
    app.use((_req, _res, next) => {
      reachedApp++;
      next();
    });
    app.use(assignNonce);
    app.use(securityHeaders({ localhost: true }));
    app.use(cache.middleware());
    app.get(/.*/, (req, res) => {
      res.setHeader("Cache-Control", "public, max-age=0, s-maxage=300");
      const script = req.path === "/no-script" ? "" : `<script nonce="${res.locals.nonce}">window.x=1</script>`;
      res.type("html").send(`<html><body>${req.originalUrl}${script}</body></html>`);
    });
    server = await listen(app);
  });
  afterAll(async () => server.close());

  it("serves a stored page without running the app's middleware, with the security headers it was rendered with", async () => {
    const first = await fetchAs(server.port, "localhost", "/fast");
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
