import { createReadableStreamFromReadable } from "@react-router/node";
import type express from "express";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop } from "../../tests/db";
import { listen } from "../../tests/http";
import type { Shop } from "../shop";
import { createApiApp } from "./api-app";
import { FORM_BODY_LIMIT, JSON_BODY_LIMIT, MAX_FORM_FIELDS, limitedFormData } from "./body-limit";
import { loadServerTranslations } from "./server-i18n";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Milliseconds from sending the headers to the end of the answer. */
  ms: number;
}

/**
 * Sends a request whose headers promise `declared` bytes (or chunked when null), writes `chunks`
 * one by one and waits for the answer without ever finishing the body unless `end` is set.
 */
function send(
  port: number,
  options: { host?: string; path: string; declared: number | null; contentType: string; chunks: Buffer[]; end?: boolean },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers: Record<string, string | number> = { host: `${options.host ?? "uk.localhost"}:${port}`, "content-type": options.contentType };
    if (options.declared !== null) headers["content-length"] = options.declared;
    else headers["transfer-encoding"] = "chunked";
    const req = http.request({ host: "127.0.0.1", port, path: options.path, method: "POST", headers }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (c: Buffer) => parts.push(c));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString("utf8"), ms: performance.now() - started });
        req.destroy();
      });
    });
    // The server may close the connection while the client still writes: that is the point.
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" || error.code === "EPIPE" ? undefined : reject(error)));
    req.flushHeaders();
    (async () => {
      for (const chunk of options.chunks) {
        if (req.destroyed) return;
        if (!req.write(chunk)) await new Promise<void>((r) => req.once("drain", () => r()));
      }
      if (options.end) req.end();
    })().catch(() => undefined);
  });
}

describe("request body limits (issue 12, 001 §8: a body too large answers 413 without being read)", () => {
  let shop: Shop;
  let server: Awaited<ReturnType<typeof listen>>;
  /** What the stand-in for React Router's handler read of each body, like @react-router/express does. */
  const read: Array<{ bytes: number; fields?: number }> = [];

  beforeAll(async () => {
    await loadServerTranslations();
    shop = await createTestShop();
    const { app } = createApiApp(shop);
    // Stands in for createRequestHandler of @react-router/express: the body as a web stream of the
    // request, read by an action's request.formData().
    const actions: express.RequestHandler = async (req, res) => {
      const request = new Request(`http://${req.headers.host}${req.originalUrl}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: createReadableStreamFromReadable(req),
        duplex: "half",
      } as RequestInit);
      try {
        const form = await limitedFormData(request);
        if (form === null) {
          res.status(413).send("too many fields");
          return;
        }
        read.push({ bytes: Number(req.socket.bytesRead), fields: [...form.keys()].length });
        res.status(200).send(String([...form.keys()].length));
      } catch {
        if (!res.headersSent) res.status(400).send("unreadable");
      }
    };
    app.use(actions);
    server = await listen(app);
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await shop?.database.close();
  });

  it("a form of a few fields is read whole", async () => {
    const body = Buffer.from("intent=review&name=Ann&text=Lovely");
    const answer = await send(server.port, { path: "/products/1", declared: body.length, contentType: "application/x-www-form-urlencoded", chunks: [body], end: true });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe("3");
  });

  it("an action body declared as 50 MB answers 413 at once, translated, after only its headers (the body is never read)", async () => {
    const before = read.length;
    const answer = await send(server.port, { path: "/products/1", declared: 50 * 1024 * 1024, contentType: "application/x-www-form-urlencoded", chunks: [Buffer.from("a=b")] });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(answer.body).toBe("The request is too large.");
    // Answered without waiting for the 50 MB the headers promised (only 3 bytes were sent).
    expect(answer.ms).toBeLessThan(2_000);
    expect(read.length).toBe(before);
    const german = await send(server.port, { host: "de.localhost", path: "/products/1", declared: FORM_BODY_LIMIT + 1, contentType: "application/x-www-form-urlencoded", chunks: [] });
    expect(german.status).toBe(413);
    expect(german.body).toBe("Die Anfrage ist zu groß.");
  });

  it("a chunked action body is counted and cut off at the limit with 413", async () => {
    const before = read.length;
    const chunk = Buffer.alloc(16 * 1024, "a");
    const answer = await send(server.port, { path: "/products/1", declared: null, contentType: "application/x-www-form-urlencoded", chunks: Array.from({ length: 3200 }, () => chunk) });
    expect(answer.status).toBe(413);
    expect(answer.body).toBe("The request is too large.");
    expect(read.length).toBe(before);
  });

  it(`a form of more than ${MAX_FORM_FIELDS} fields is refused`, async () => {
    const body = Buffer.from(Array.from({ length: MAX_FORM_FIELDS + 1 }, (_, i) => `f${i}=1`).join("&"));
    expect(body.length).toBeLessThan(FORM_BODY_LIMIT);
    const answer = await send(server.port, { path: "/products/1", declared: body.length, contentType: "application/x-www-form-urlencoded", chunks: [body], end: true });
    expect(answer.status).toBe(413);
    const multipart = new FormData();
    for (let i = 0; i <= MAX_FORM_FIELDS; i++) multipart.append(`f${i}`, "1");
    expect(await limitedFormData(new Request("http://x/", { method: "POST", body: multipart }))).toBeNull();
    multipart.delete("f0");
    expect([...(await limitedFormData(new Request("http://x/", { method: "POST", body: multipart })))!.keys()]).toHaveLength(MAX_FORM_FIELDS);
  });

  it("an RPC body over the limit answers 413 with a translated JSON message, declared or chunked", async () => {
    const declared = await send(server.port, { path: "/api/commerce/getCart", declared: 50 * 1024 * 1024, contentType: "application/json", chunks: [Buffer.from("{")] });
    expect(declared.status).toBe(413);
    expect(declared.ms).toBeLessThan(2_000);
    expect(JSON.parse(declared.body)).toEqual({ error: { message: "The request is too large." } });
    const chunk = Buffer.alloc(16 * 1024, " ");
    const chunked = await send(server.port, {
      host: "fr.localhost",
      path: "/api/commerce/getCart",
      declared: null,
      contentType: "application/json",
      chunks: [Buffer.from("{"), ...Array.from({ length: Math.ceil((2 * JSON_BODY_LIMIT) / chunk.length) }, () => chunk)],
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toEqual({ error: { message: "La requête est trop volumineuse." } });
  });
});
