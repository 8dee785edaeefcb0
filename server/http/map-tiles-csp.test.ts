import express from "express";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import { mapTileSource, securityHeaders } from "./security";

async function cspOf(mapTileUrl: string | undefined): Promise<string> {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.nonce = "n";
    next();
  });
  app.use(securityHeaders({ localhost: true, mapTileUrl }));
  app.get("/", (_req, res) => res.send("ok"));
  const server = app.listen(0);
  try {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    return response.headers.get("content-security-policy") ?? "";
  } finally {
    server.close();
  }
}

const imgSrc = (csp: string) => csp.split(";").find((d) => d.trim().startsWith("img-src"))?.trim();

describe("issue 15: map tiles and the CSP (MAP_TILE_URL)", () => {
  it("allows no tile host when MAP_TILE_URL is unset (offline map)", async () => {
    expect(imgSrc(await cspOf(undefined))).toBe("img-src 'self' data: blob:");
  });

  it("allows only the configured tile host, a {s} subdomain as a wildcard", async () => {
    expect(imgSrc(await cspOf("https://tile.openstreetmap.org/{z}/{x}/{y}.png"))).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(mapTileSource("https://{s}.tiles.example.com/v1/{z}/{x}/{y}.png")).toBe("https://*.tiles.example.com");
  });

  it("refuses a tile template that is not https or lacks {z}/{x}/{y}", () => {
    expect(() => parseEnv({ MAP_TILE_URL: "http://tile.example.com/{z}/{x}/{y}.png" })).toThrow(/MAP_TILE_URL/);
    expect(() => parseEnv({ MAP_TILE_URL: "https://tile.example.com/tiles.png" })).toThrow(/MAP_TILE_URL/);
    expect(parseEnv({ MAP_TILE_URL: "https://tile.example.com/{z}/{x}/{y}.png", MAP_TILE_ATTRIBUTION: "© Example" }).MAP_TILE_ATTRIBUTION).toBe("© Example");
  });
});
