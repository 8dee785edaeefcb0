import { describe, expect, it } from "vitest";
import { useTestApi } from "../../../tests/api";
import { fetchAs } from "../../../tests/http";
import type { Shop } from "../../shop";
import { makeHit } from "./test-hits";

// 000 §7 Search (term, facets category_urls, page, hits per page, index from the storefront
// config); 001 §9 page sizes; DESIGN.md: bad input answers 400 with a translated message.
describe("POST /api/search/query", () => {
  const api = useTestApi({ seed: seedHits });

  async function seedHits(shop: Shop) {
    const uk = shop.storefronts.resolve("uk.localhost").searchIndex;
    const de = shop.storefronts.resolve("de.localhost").searchIndex;
    await shop.search.upsert(uk, [
      makeHit({ product: 1, name: "Foldwell Urban 3", category_urls: ["/bikes"] }),
      makeHit({ product: 2, name: "Foldwell Urban 6", category_urls: ["/bikes"] }),
      makeHit({ product: 3, name: "Saddle Bag", category_urls: ["/accessories"] }),
    ]);
    await shop.search.upsert(de, [makeHit({ product: 11, name: "Foldwell Urban 3 Deutschland", category_urls: ["/fahrraeder"] })]);
  }

  const post = (host: string, body: unknown, init: { headers?: Record<string, string> } = {}) =>
    fetchAs(api.port, host, "/api/search/query", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
      ...init,
    });

  it("answers hits of the storefront's own index with the hosted-engine shape", async () => {
    const response = await post("uk.localhost", { query: "urbn", facets: ["category_urls"] });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({ nbHits: 2, page: 0, nbPages: 1, hitsPerPage: 18, facets: { category_urls: { "/bikes": 2 } } });
    expect(data.hits.map((h: { name: string }) => h.name).sort()).toEqual(["Foldwell Urban 3", "Foldwell Urban 6"]);

    const german = await (await post("de.localhost", { query: "urban" })).json();
    expect(german.data.hits.map((h: { name: string }) => h.name)).toEqual(["Foldwell Urban 3 Deutschland"]);
  });

  it("sends a repeated answer from its stored bytes, gzipped when asked, and a changed one after a write", async () => {
    const body = { query: "foldwell", hitsPerPage: 2 };
    const first = await post("uk.localhost", body, { headers: { "content-type": "application/json", "accept-encoding": "gzip" } });
    const second = await post("uk.localhost", body, { headers: { "content-type": "application/json", "accept-encoding": "gzip" } });
    expect(second.headers.get("content-encoding")).toBe("gzip");
    expect(second.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(await second.text()).toBe(await first.text());
    const plain = await post("uk.localhost", body, { headers: { "content-type": "application/json", "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await plain.json()).data.nbHits).toBe(3);

    const uk = api.shop.storefronts.resolve("uk.localhost").searchIndex;
    await api.shop.search.upsert(uk, [makeHit({ product: 4, name: "Foldwell Explore 6", category_urls: ["/bikes"] })]);
    try {
      expect((await (await post("uk.localhost", body)).json()).data.nbHits).toBe(4);
    } finally {
      await api.shop.search.remove(uk, ["4"]);
    }
  });

  it("pages with hitsPerPage and page", async () => {
    const { data } = await (await post("uk.localhost", { query: "", hitsPerPage: 2, page: 1, sort: "oldest" })).json();
    expect(data).toMatchObject({ nbHits: 3, nbPages: 2, page: 1, hitsPerPage: 2 });
    expect(data.hits.map((h: { product: number }) => h.product)).toEqual([3]);
  });

  it("answers a 1000-character query", async () => {
    const response = await post("uk.localhost", { query: "x".repeat(1000) });
    expect(response.status).toBe(200);
    expect((await response.json()).data.nbHits).toBe(0);
  });

  it.each([
    ["a query over 1000 characters", { query: "x".repeat(1001) }, "The search term is too long."],
    ["more than 100 hits per page", { hitsPerPage: 101 }, "Too many products per page were requested."],
    ["a negative page", { page: -1 }, "This value is not valid."],
    ["an unknown sort", { sort: "random" }, "This value is not valid."],
    ["an unknown facet", { facets: ["secret"] }, "This value is not valid."],
    ["an unknown filter", { filters: { index_name: ["x"] } }, "This value is not valid."],
    ["a query that is not a string", { query: { $ne: 1 } }, "This value is not valid."],
    ["a client-chosen index", { indexName: "products_de-de_eur" }, "This value is not valid."],
  ])("refuses %s with 400 and a translated message", async (_name, body, issue) => {
    const response = await post("uk.localhost", body);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.message).toBe("The request is not valid.");
    expect(error.issues.map((i: { message: string }) => i.message)).toContain(issue);
  });

  it("translates the message for the storefront's locale", async () => {
    const response = await post("de.localhost", { query: "x".repeat(1001) });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.issues[0].message).toBe("Der Suchbegriff ist zu lang.");
  });

  it("answers malformed JSON with 400, an unknown method with 404, and a foreign origin with 403", async () => {
    const bad = await post("uk.localhost", "{not json");
    expect(bad.status).toBe(400);
    expect((await post("uk.localhost", {}, {})).status).toBe(200);
    const unknown = await fetchAs(api.port, "uk.localhost", "/api/search/dropIndex", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(unknown.status).toBe(404);
    const foreign = await post("uk.localhost", {}, { headers: { "content-type": "application/json", origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
  });
});
