import express from "express";
import { describe, expect, it } from "vitest";
import { checkOrigin, freshNonce, securityHeaders } from "./security";

/** A tiny app with the shop's security headers and Origin check in front of one POST route. */
async function withApp<T>(run: (base: string) => Promise<T>): Promise<T> {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.nonce = "n";
    next();
  });
  app.use(securityHeaders({ localhost: true }));
  app.use(checkOrigin);
  app.all("/form", (_req, res) => res.send("ok"));
  const server = app.listen(0);
  try {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    return await run(`http://127.0.0.1:${port}`);
  } finally {
    server.close();
  }
}

describe("forms without JavaScript and the Origin check (DESIGN.md security; issue 16)", () => {
  it("sends Referrer-Policy same-origin, so a browser's plain form post names its origin instead of null", async () => {
    await withApp(async (base) => {
      expect((await fetch(`${base}/form`)).headers.get("referrer-policy")).toBe("same-origin");
    });
  });

  it("accepts a post from the shop's own origin and refuses Origin: null, a foreign origin and a cross-site fetch", async () => {
    await withApp(async (base) => {
      const post = (headers: Record<string, string>) => fetch(`${base}/form`, { method: "POST", headers });
      expect((await post({ origin: base })).status).toBe(200);
      expect((await post({ origin: "null" })).status).toBe(403);
      expect((await post({ origin: "https://evil.example" })).status).toBe(403);
      expect((await post({ origin: base, "sec-fetch-site": "cross-site" })).status).toBe(403);
    });
  });
});

describe("CSP nonces (DESIGN.md security: a nonce per response)", () => {
  it("gives 128 random bits a response, never the same nonce twice across the pool's refills", () => {
    const nonces = Array.from({ length: 2000 }, () => freshNonce());
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
