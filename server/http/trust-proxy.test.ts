import type express from "express";
import { describe, expect, it } from "vitest";
import { startTestApi } from "../../tests/api";
import { createStorefrontDatabase } from "../../tests/db";
import { fetchAs } from "../../tests/http";
import { closedAfterTests, startedForTests } from "../../tests/suite";

// Issue 12: `trust proxy` is configurable (TRUST_PROXY). req.ip, which keys every per-IP limit
// (customer/api.ts clientIp, the write limits), is the X-Forwarded-For client only when the
// connecting peer is a trusted proxy; otherwise it is the peer itself, whatever the header says.
const database = startedForTests(() => createStorefrontDatabase());
const closeLater = closedAfterTests();

/** The shop's API app with TRUST_PROXY set, plus a route that answers the req.ip the limits see. */
async function serve(trustProxy?: string) {
  const server = closeLater(
    await startTestApi({
      database,
      env: trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy },
      routes: ({ app }) =>
        app.get("/client-ip", (req: express.Request, res: express.Response) => {
          res.type("text").send(req.ip);
        }),
    }),
  );
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
