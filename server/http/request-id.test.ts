import express from "express";
import { Writable } from "node:stream";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStorefrontDatabase, testEnv } from "../../tests/db";
import { fetchAs, listen } from "../../tests/http";
import { answerHitsFirst } from "../app";
import { createLogger } from "../logger";
import { createShop, type Shop } from "../shop";
import { createApiApp } from "./api-app";
import { PageCache } from "./page-cache";
import { createRpcRouter, rpcMethod } from "./rpc";
import { loadServerTranslations } from "./server-i18n";

// Issue 18, For operators: every request has an id, answered in X-Request-Id and written in its log
// line and in the RPC error lines of that request. A client's id is kept only when it is a safe token.
const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString("utf8"));
    done();
  },
});
const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

let shop: Shop;
let server: Awaited<ReturnType<typeof listen>>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  await loadServerTranslations();
  const env = testEnv();
  shop = await createShop(env, { database: await createStorefrontDatabase(), logger: createLogger({ LOG_LEVEL: "info", NODE_ENV: "production" }, capture) });
  await shop.storefronts.reload();
  const { app, requestShop } = createApiApp(shop);
  app.use("/api/probe", createRpcRouter({ fail: rpcMethod(z.object({}), async () => { throw new Error("the probe failed"); }) }, requestShop));
  const pageCache = new PageCache({ maxEntries: 100, maxBytes: 1024 * 1024 });
  app.use(pageCache.middleware());
  answerHitsFirst(app, pageCache, shop);
  app.get("/cached-page", (_req: express.Request, res: express.Response) => {
    res.set("Cache-Control", "public, max-age=0, s-maxage=60").type("html").send("<p>A page</p>");
  });
  server = await listen(app);
}, 240_000);

afterAll(async () => {
  await server?.close();
  await shop?.database.close();
});

describe("request id (issue 18)", () => {
  it("a forged X-Request-Id (markup, spaces, 65 characters, a list) is replaced by a fresh id, in the answer and the log", async () => {
    for (const forged of ["<script>alert(1)</script>", "id with spaces", "a".repeat(65), "abc, def", "{\"level\":60}"]) {
      const res = await fetchAs(server.port, "uk.localhost", "/healthz", { headers: { "x-request-id": forged } });
      const id = res.headers.get("x-request-id");
      expect(id).toMatch(UUID);
      const line = logged().find((l) => l.reqId === id);
      expect(line).toMatchObject({ url: "/healthz", status: 200 });
    }
    expect(lines.join("")).not.toContain("<script>");
    expect(lines.join("")).not.toContain("a".repeat(65));
  });

  it("without a header every request gets its own random id, answered and logged", async () => {
    const a = await fetchAs(server.port, "uk.localhost", "/healthz");
    const b = await fetchAs(server.port, "uk.localhost", "/healthz");
    expect(a.headers.get("x-request-id")).toMatch(UUID);
    expect(b.headers.get("x-request-id")).toMatch(UUID);
    expect(a.headers.get("x-request-id")).not.toBe(b.headers.get("x-request-id"));
    expect(logged().filter((l) => l.reqId === a.headers.get("x-request-id"))).toHaveLength(1);
  });

  it("a safe incoming id (≤ 64 of A-Z a-z 0-9 . _ -) is kept: answered and logged", async () => {
    const id = `lb-1.${"x".repeat(40)}_Z9`;
    const res = await fetchAs(server.port, "uk.localhost", "/api/commerce/getCart", { method: "POST", headers: { "x-request-id": id, "content-type": "application/json", origin: `http://uk.localhost:${server.port}` }, body: "{}" });
    expect(res.headers.get("x-request-id")).toBe(id);
    expect(logged().find((l) => l.reqId === id)).toMatchObject({ url: "/api/commerce/getCart" });
  });

  it("a page-cache hit answers with its own id (never the render's) and logs it", async () => {
    const miss = await fetchAs(server.port, "uk.localhost", "/cached-page", { headers: { "x-request-id": "render-1" } });
    expect(miss.headers.get("x-page-cache")).toBe("MISS");
    expect(miss.headers.get("x-request-id")).toBe("render-1");
    const hit = await fetchAs(server.port, "uk.localhost", "/cached-page", { headers: { "x-request-id": "hit-2" } });
    expect(hit.headers.get("x-page-cache")).toBe("HIT");
    expect(hit.headers.get("x-request-id")).toBe("hit-2");
    const anonymousHit = await fetchAs(server.port, "uk.localhost", "/cached-page");
    expect(anonymousHit.headers.get("x-page-cache")).toBe("HIT");
    expect(anonymousHit.headers.get("x-request-id")).toMatch(UUID);
    expect(logged().find((l) => l.reqId === "hit-2")).toMatchObject({ url: "/cached-page", cache: "hit" });
    expect(logged().find((l) => l.reqId === "render-1")).toMatchObject({ url: "/cached-page", status: 200 });
  });

  it("an RPC method's failure is logged with the request's id, next to its request line", async () => {
    const res = await fetchAs(server.port, "uk.localhost", "/api/probe/fail", { method: "POST", headers: { "x-request-id": "trace-fail-1", "content-type": "application/json", origin: `http://uk.localhost:${server.port}` }, body: "{}" });
    expect(res.status).toBe(500);
    expect(res.headers.get("x-request-id")).toBe("trace-fail-1");
    const forId = logged().filter((l) => l.reqId === "trace-fail-1");
    expect(forId.map((l) => l.msg ?? "request")).toEqual(["rpc method failed", "request"]);
    expect(forId[0]).toMatchObject({ level: 50, method: "fail" });
  });
});
