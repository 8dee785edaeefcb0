import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useTestApi } from "../../tests/api";
import { signInStaff } from "../../tests/staff";
import { buildOpenApiDocument, FALLBACK_DESCRIPTION, inputSchemaOf, OPENAPI_PATH, openApiText } from "./openapi";
import { rpcMethod } from "./rpc";
import { RPC_SERVICES, type RpcService } from "./rpc-services";

// Issue 18 (For operators): the RPC API (001 §7, the spec's call list) as an OpenAPI 3.1 document,
// generated from the zod schemas of the mounted methods, served at /api/openapi.json and committed
// as docs/openapi.json (checked here against the code, so CI fails when they drift).

const COMMITTED = path.resolve(import.meta.dirname, "../../docs/openapi.json");
const mountedPaths = RPC_SERVICES.flatMap((service) => Object.keys(service.methods).map((name) => `${service.prefix}/${name}`)).sort();

describe("the OpenAPI document (issue 18)", () => {
  const document = buildOpenApiDocument();

  it("docs/openapi.json is what the code generates: run `npm run openapi` and commit it when this fails", () => {
    expect(readFileSync(COMMITTED, "utf8")).toBe(openApiText(document));
  });

  it("is OpenAPI 3.1.0 with one POST per mounted method, a tag per service, {data} on 200 and {error} on 400/403/404/409/429", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths).sort()).toEqual(mountedPaths);
    expect(mountedPaths.length).toBeGreaterThan(100);
    expect(document.tags.map((t) => t.name)).toEqual(RPC_SERVICES.map((s) => s.tag));
    expect(new Set(document.tags.map((t) => t.name)).size).toBe(RPC_SERVICES.length);
    for (const [route, item] of Object.entries(document.paths)) {
      expect(Object.keys(item), route).toEqual(["post"]);
      const op = item.post;
      const service = RPC_SERVICES.find((s) => route.startsWith(`${s.prefix}/`) && !route.slice(s.prefix.length + 1).includes("/"))!;
      expect(op.tags, route).toEqual([service.tag]);
      expect(op.requestBody.content["application/json"].schema, route).toBeTypeOf("object");
      expect(Object.keys(op.responses), route).toEqual(expect.arrayContaining(["200", "400", "403", "404", "409", "429"]));
      for (const response of Object.values(op.responses) as { $ref: string }[]) {
        const name = response.$ref.replace("#/components/responses/", "");
        expect(document.components.responses[name], `${route} ${response.$ref}`).toBeDefined();
      }
    }
    expect(new Set(Object.values(document.paths).map((p) => p.post.operationId)).size).toBe(mountedPaths.length);
    expect(document.components.responses.Data).toMatchObject({ content: { "application/json": { schema: { required: ["data"] } } } });
    expect(document.components.schemas.Error).toMatchObject({ required: ["error"], properties: { error: { required: ["message"], properties: { issues: { type: "array" } } } } });
  });

  it("describes a method's arguments from its zod input: types, bounds, required fields, no $schema per body", () => {
    const op = document.paths["/api/commerce/getProductsCustom"].post;
    expect(op.requestBody.content["application/json"].schema).toMatchObject({
      type: "object",
      required: ["productIds", "currency", "locale"],
      properties: { productIds: { type: "array", minItems: 1, maxItems: 100 } },
    });
    for (const item of Object.values(document.paths)) expect(item.post.requestBody.content["application/json"].schema).not.toHaveProperty("$schema");
  });

  it("marks the back office as needing the staff session cookie and the customer's services the session cookie (apiKey in cookie)", () => {
    expect(document.components.securitySchemes).toEqual({
      customerSession: expect.objectContaining({ type: "apiKey", in: "cookie", name: "__Host-session" }),
      staffSession: expect.objectContaining({ type: "apiKey", in: "cookie", name: "__Host-staff-session" }),
    });
    expect(document.paths["/api/admin/orders/listOrders"].post.security).toEqual([{ staffSession: [] }]);
    expect(document.paths["/api/admin/orders/listOrders"].post.responses).toHaveProperty("401");
    expect(document.paths["/api/admin/session/login"].post.security).toEqual([{ staffSession: [] }, {}]);
    expect(document.paths["/api/customer/getCustomer"].post.security).toEqual([{ customerSession: [] }, {}]);
    expect(document.paths["/api/search/query"].post.security).toEqual([{}]);
    const adminPaths = Object.keys(document.paths).filter((p) => p.startsWith("/api/admin/") && !p.startsWith("/api/admin/session/"));
    expect(adminPaths.length).toBeGreaterThan(20);
    for (const p of adminPaths) expect(document.paths[p].post.security, p).toEqual([{ staffSession: [] }]);
  });

  it("a schema JSON Schema cannot express still gives its method, with a documented fallback, never a crash", () => {
    type Cycle = { next?: Cycle };
    const cycle: z.ZodType<Cycle> = z.lazy(() => z.object({ next: cycle.optional() }));
    const oddities: RpcService = {
      prefix: "/api/oddities",
      tag: "oddities",
      session: "none",
      description: "Test",
      methods: {
        custom: rpcMethod(z.object({ when: z.custom<Date>((v) => v instanceof Date), name: z.string() }), async () => null),
        transformed: rpcMethod(z.object({ n: z.string().transform(Number) }), async () => null),
        bigint: rpcMethod(z.object({ big: z.bigint() }), async () => null),
        cyclic: rpcMethod(cycle, async () => null),
        plain: rpcMethod(z.object({ id: z.number().int() }), async () => null),
      },
      router: () => {
        throw new Error("not mounted");
      },
    };
    const doc = buildOpenApiDocument([oddities]);
    expect(Object.keys(doc.paths).sort()).toEqual(["/api/oddities/bigint", "/api/oddities/custom", "/api/oddities/cyclic", "/api/oddities/plain", "/api/oddities/transformed"]);
    const body = (name: string) => doc.paths[`/api/oddities/${name}`].post.requestBody.content["application/json"].schema;
    expect(body("custom")).toMatchObject({ type: "object", properties: { when: { description: FALLBACK_DESCRIPTION }, name: { type: "string" } } });
    expect(doc.paths["/api/oddities/custom"].post["x-schema-fallback"]).toBe(true);
    expect(body("transformed")).toMatchObject({ properties: { n: { type: "string" } } }); // the input side: what a client sends
    expect(doc.paths["/api/oddities/transformed"].post["x-schema-fallback"]).toBeUndefined();
    expect(doc.paths["/api/oddities/bigint"].post["x-schema-fallback"]).toBe(true);
    expect(body("cyclic")).toEqual({ type: "object", description: FALLBACK_DESCRIPTION });
    expect(doc.paths["/api/oddities/cyclic"].post["x-schema-fallback"]).toBe(true);
    expect(doc.paths["/api/oddities/plain"].post["x-schema-fallback"]).toBeUndefined();
    expect(inputSchemaOf(z.object({ id: z.number() })).fallback).toBe(false);
  });
});

describe("GET /api/openapi.json and the mounts (issue 18)", () => {
  const api = useTestApi();

  it("serves the document, public and cacheable, the same on every storefront", async () => {
    const answer = await api.browser("uk.localhost").get(OPENAPI_PATH);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(answer.headers.get("set-cookie")).toBeNull();
    const served = await answer.json();
    expect(served).toEqual(buildOpenApiDocument());
    const again = await api.browser("de.localhost").get(OPENAPI_PATH);
    expect(await again.json()).toEqual(served);
  });

  it("every documented method is mounted: its router parses its arguments (400 for a JSON array), an undocumented name is 404", async () => {
    const visitor = api.browser("localhost");
    const { browser: owner } = await signInStaff(api, "owner");
    const document = buildOpenApiDocument();
    const wrong: string[] = [];
    for (const route of Object.keys(document.paths)) {
      const [, , ...rest] = route.split("/");
      const method = rest.pop()!;
      const service = rest.join("/");
      const who = route.startsWith("/api/admin/") ? owner : visitor;
      const answer = await who.call(service, method, []);
      if (answer.status !== 400 || !answer.error?.issues) wrong.push(`${route}: ${answer.status} ${answer.error?.message}`);
    }
    expect(wrong).toEqual([]);
    for (const service of RPC_SERVICES) {
      const who = service.prefix.startsWith("/api/admin/") ? owner : visitor;
      const answer = await who.call(service.prefix.slice("/api/".length), "noSuchMethod", {});
      expect(answer.status, service.prefix).toBe(404);
    }
  });

  it("the back office's methods answer 401 without the staff session, as documented", async () => {
    const visitor = api.browser("localhost");
    for (const service of RPC_SERVICES.filter((s) => s.session === "staff")) {
      const method = Object.keys(service.methods)[0];
      const answer = await visitor.call(service.prefix.slice("/api/".length), method, {});
      expect(answer.status, `${service.prefix}/${method}`).toBe(401);
    }
  });
});
