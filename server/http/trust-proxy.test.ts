import type express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testEnv } from "../../tests/db";
import { fetchAs, listen } from "../../tests/http";
import { seedStorefronts } from "../../seed/seed-storefronts";
import { createLogger } from "../logger";
import { createShop, type Shop } from "../shop";
import { createApiApp } from "./api-app";

// Issue 12: `trust proxy` is configurable (TRUST_PROXY). req.ip, which keys every per-IP limit
// (customer/api.ts clientIp, the write limits), is the X-Forwarded-For client only when the
// connecting peer is a trusted proxy; otherwise it is the peer itself, whatever the header says.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const servers: Array<{ close: () => Promise<void> }> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedStorefronts(database.db, "Foldwell");
}, 240_000);

afterAll(async () => {
  for (const s of servers) await s.close();
  await database?.close();
});

/** The shop's API app with TRUST_PROXY set, plus a route that answers the req.ip the limits see. */
async function serve(trustProxy?: string) {
  const env = testEnv(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy });
  const shop: Shop = await createShop(env, { database, logger: createLogger(env) });
  await shop.storefronts.reload();
  const { app } = createApiApp(shop);
  app.get("/client-ip", (req: express.Request, res: express.Response) => {
    res.type("text").send(req.ip);
  });
  const server = await listen(app);
  servers.push(server);
  return async (forwardedFor?: string) => {
    const answer = await fetchAs(server.port, "localhost", "/client-ip", { headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} });
    return (await answer.text()).replace(/^::ffff:/, "");
  };
}

describe("TRUST_PROXY (issue 12)", () => {
  it("by default trusts a proxy on this machine (loopback): the forwarded client is req.ip", async () => {
    const ipOf = await serve();
    expect(await ipOf("203.0.113.7")).toBe("203.0.113.7");
    expect(await ipOf()).toBe("127.0.0.1");
  });

  it("TRUST_PROXY=false: a client cannot pick its IP with X-Forwarded-For", async () => {
    const ipOf = await serve("false");
    expect(await ipOf("203.0.113.7")).toBe("127.0.0.1");
    expect(await ipOf("198.51.100.1, 203.0.113.7")).toBe("127.0.0.1");
  });

  it("a subnet that does not hold the peer is not trusted; one that does is", async () => {
    expect(await (await serve("10.0.0.0/8"))("203.0.113.7")).toBe("127.0.0.1");
    expect(await (await serve("10.0.0.0/8, 127.0.0.0/8"))("203.0.113.7")).toBe("203.0.113.7");
  });

  it("a hop count trusts that many proxies from the right", async () => {
    const ipOf = await serve("2");
    expect(await ipOf("198.51.100.1, 203.0.113.7")).toBe("198.51.100.1");
  });
});
