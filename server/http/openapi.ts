import type { RequestHandler } from "express";
import { z, type ZodType } from "zod";
import { SECURE_SESSION_COOKIE, SECURE_STAFF_SESSION_COOKIE } from "../../common/cookie-names";
import { RPC_SERVICES, type RpcService, type RpcSession } from "./rpc-services";

/**
 * The RPC API as an OpenAPI 3.1 document (issue 18), generated from the zod schemas of the mounted
 * methods (RPC_SERVICES, the table api-app.ts mounts): one `POST {prefix}/{method}` per method, its
 * request body the method's input schema (zod's `z.toJSONSchema`, the input side, so defaults and
 * transforms describe what a client sends). Served at /api/openapi.json; `npm run openapi` writes
 * docs/openapi.json, and openapi.test.ts fails when that file differs from what the code generates.
 *
 * A schema zod cannot express in JSON Schema (a `z.custom`, a refinement's type, a cycle) does not
 * stop the document: the parts it cannot express become `{}` with a description, and the
 * operation is marked `x-schema-fallback: true`; the server still checks the whole schema.
 */
export const OPENAPI_PATH = "/api/openapi.json";

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, { post: Operation }>;
  components: Record<string, Record<string, unknown>>;
}

interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  security: Record<string, string[]>[];
  requestBody: { required: true; content: { "application/json": { schema: JsonSchema } } };
  responses: Record<string, unknown>;
  "x-schema-fallback"?: true;
}

/** What a method answers besides 200: the failures every RPC method can give (server/http/rpc.ts). */
const ERROR_RESPONSES = {
  "400": "The body is not JSON or the arguments do not match the schema (`issues` says which), or the method refused them.",
  "401": "Back office: no staff session.",
  "403": "Not signed in where the method needs it, a cross-site request, or (back office) the role does not reach the area.",
  "404": "Unknown method, or a record that is not there or not the caller's.",
  "409": "The record changed meanwhile, or the action no longer fits its state.",
  "429": "Too many attempts; the `Retry-After` header says how many seconds to wait.",
} as const;

const SECURITY: Record<RpcSession, Record<string, string[]>[]> = {
  none: [{}],
  // The session cookie is optional at the service level: methods on the customer's own records answer 403 without it.
  customer: [{ customerSession: [] }, {}],
  staff: [{ staffSession: [] }],
  "staff-sign-in": [{ staffSession: [] }, {}],
};

export const FALLBACK_DESCRIPTION = "Not expressible in JSON Schema; the server checks it (see the method's source).";

/** The method's input as JSON Schema, and whether any part of it had to fall back. */
export function inputSchemaOf(schema: ZodType): { schema: JsonSchema; fallback: boolean } {
  let fallback = false;
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, {
      target: "draft-2020-12",
      io: "input",
      cycles: "throw", // a $ref into a schema's own $defs would not resolve inside the document
      reused: "inline",
      unrepresentable: () => {
        fallback = true;
        return { description: FALLBACK_DESCRIPTION };
      },
    }) as JsonSchema;
  } catch {
    return { schema: { type: "object", description: FALLBACK_DESCRIPTION }, fallback: true };
  }
  delete json.$schema; // the document's dialect (OpenAPI 3.1: JSON Schema 2020-12)
  return { schema: json, fallback };
}

function operationFor(service: RpcService, name: string): Operation {
  const { schema, fallback } = inputSchemaOf(service.methods[name].input);
  const errors = Object.keys(ERROR_RESPONSES).filter((status) => status !== "401" || service.session === "staff");
  return {
    operationId: `${service.tag}.${name}`,
    tags: [service.tag],
    summary: `${service.tag} ${name}`,
    security: SECURITY[service.session],
    requestBody: { required: true, content: { "application/json": { schema } } },
    responses: {
      "200": { $ref: "#/components/responses/Data" },
      ...Object.fromEntries(errors.map((status) => [status, { $ref: `#/components/responses/Error${status}` }])),
    },
    ...(fallback ? { "x-schema-fallback": true as const } : {}),
  };
}

/** The document for `services` (all mounted RPC services by default). */
export function buildOpenApiDocument(services: readonly RpcService[] = RPC_SERVICES): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const service of services) {
    for (const name of Object.keys(service.methods).sort()) {
      paths[`${service.prefix}/${name}`] = { post: operationFor(service, name) };
    }
  }
  const errorBody = { $ref: "#/components/schemas/Error" };
  return {
    openapi: "3.1.0",
    info: {
      title: "Shop RPC API",
      version: "1",
      description: [
        "Every method is `POST /api/{service}/{method}` with its arguments as a JSON object (`{}` when it takes none).",
        "It answers `{\"data\": …}` with 200, or `{\"error\": {\"message\": …, \"issues\"?: [{\"path\", \"message\"}]}}` with 4xx; messages are translated into the storefront's language, chosen by the host (`uk.{domain}`, `de.{domain}`, …).",
        "Writes from a browser must come from the shop's own origin (Origin and Sec-Fetch-Site are checked); an app sends no Origin header.",
        "Sessions are cookies: the customer's `__Host-session` (`session` on http://*.localhost), the back office's `__Host-staff-session` (`staff-session`), set by the sign-in methods.",
        "Operations marked `x-schema-fallback` have an argument JSON Schema cannot express; the server still checks it.",
      ].join("\n\n"),
    },
    servers: [{ url: "/", description: "The storefront host the document was fetched from" }],
    tags: services.map((service) => ({ name: service.tag, description: service.description })),
    paths,
    components: {
      securitySchemes: {
        customerSession: { type: "apiKey", in: "cookie", name: SECURE_SESSION_COOKIE, description: "The customer's session, set by /api/customer/login (httpOnly)." },
        staffSession: { type: "apiKey", in: "cookie", name: SECURE_STAFF_SESSION_COOKIE, description: "A staff member's back-office session, set by /api/admin/session/login (httpOnly, default storefront's host only)." },
      },
      schemas: {
        Error: {
          type: "object",
          required: ["error"],
          properties: {
            error: {
              type: "object",
              required: ["message"],
              properties: {
                message: { type: "string", description: "Translated, for the user." },
                issues: {
                  type: "array",
                  description: "With 400 for arguments that do not match the schema.",
                  items: { type: "object", required: ["path", "message"], properties: { path: { type: "string" }, message: { type: "string" } } },
                },
                data: { description: "Machine-readable details of some refusals, e.g. `{\"code\": \"tooManyAttempts\"}`." },
              },
            },
          },
        },
      },
      responses: {
        Data: {
          description: "The method's result.",
          content: { "application/json": { schema: { type: "object", required: ["data"], properties: { data: { description: "The method's result." } } } } },
        },
        ...Object.fromEntries(
          Object.entries(ERROR_RESPONSES).map(([status, description]) => [
            `Error${status}`,
            {
              description,
              ...(status === "429" ? { headers: { "Retry-After": { schema: { type: "integer" }, description: "Seconds to wait." } } } : {}),
              content: { "application/json": { schema: errorBody } },
            },
          ]),
        ),
      },
    },
  };
}

/** GET /api/openapi.json: public and cacheable, generated once per process (on first request). */
export function openApiRoute(): RequestHandler {
  let body: string | undefined;
  return (_req, res) => {
    body ??= JSON.stringify(buildOpenApiDocument());
    res.set("Cache-Control", "public, max-age=3600");
    res.type("application/json").send(body);
  };
}

/** The committed file's text (docs/openapi.json): two-space indented, a final newline. */
export function openApiText(document: OpenApiDocument = buildOpenApiDocument()): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
