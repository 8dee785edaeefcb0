import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type express from "express";

/** Serves an app on a free port for the duration of a test file. */
export async function listen(app: express.Express): Promise<{ url: (host?: string) => string; port: number; close: () => Promise<void> }> {
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (host = "localhost") => `http://${host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A request to 127.0.0.1 with the Host header of a storefront (`uk.localhost`), answered as a fetch
 * Response. fetch() itself cannot do this: it ignores a Host header. Redirects are not followed.
 */
export function fetchAs(port: number, host: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, method: init.method ?? "GET", headers: { ...init.headers, host: `${host}:${port}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
          }
          const status = res.statusCode ?? 500;
          const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers }));
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}
