import type { Server } from "node:http";
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

/** fetch() with a Host header, so storefronts chosen by host name can be tested on 127.0.0.1. */
export function fetchAs(port: number, host: string, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("host", `${host}:${port}`);
  return fetch(`http://127.0.0.1:${port}${path}`, { ...init, headers, redirect: "manual" });
}
