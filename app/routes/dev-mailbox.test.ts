import type express from "express";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { RequestShop } from "../../server/http/request-context";
import { shopContext } from "../../server/http/shop-context";
import type { Shop } from "../../server/shop";
import { startTestApi, type TestApiOptions } from "../../tests/api";
import { createStorefrontDatabase, shopOn } from "../../tests/db";
import { fetchAs } from "../../tests/http";
import { closedAfterTests, startedForTests } from "../../tests/suite";
import { loader } from "./dev-mailbox";

// Issue 12, fail closed: the /dev/mailbox route lists captured mail only to a client on this machine,
// judged by the connection's address, never by X-Forwarded-For, and never in production. Who the
// mailbox answers is decided by server/integrations/mail/dev-mailbox.ts (tested beside it).
describe("/dev/mailbox (issue 12)", () => {
  const database = startedForTests(() => createStorefrontDatabase());
  const closeLater = closedAfterTests();

  /** The route's loader as React Router runs it, with the request context server/app.ts builds. */
  async function answer(requestShop: RequestShop): Promise<{ status: number; subjects: string[] }> {
    try {
      const result = (await loader({
        context: new RouterContextProvider(new Map([[shopContext, requestShop]])),
        request: new Request("http://localhost/dev/mailbox"),
        params: {},
        unstable_pattern: "/dev/mailbox",
      } as unknown as Parameters<typeof loader>[0])) as unknown as { data: { mail: Array<{ subject: string }> } };
      return { status: 200, subjects: result.data.mail.map((m) => m.subject) };
    } catch (thrown) {
      return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500, subjects: [] };
    }
  }

  /** A shop with these settings on the file's database, the route's loader served at /dev/mailbox. */
  async function serveMailbox(env: Record<string, string>) {
    const routes: TestApiOptions["routes"] = ({ app, requestShop }) =>
      app.get("/dev/mailbox", async (req: express.Request, res: express.Response) => {
        const { status, subjects } = await answer(requestShop(req, res));
        res.status(status).json(subjects);
      });
    return closeLater(await startTestApi({ database, env, routes }));
  }

  it("lists the captured mail to a client on this machine, whatever X-Forwarded-For claims", async () => {
    const server = await serveMailbox({});
    await server.shop.mailer.send({ to: "mae@example.com", subject: "Reset your Foldwell password", text: "secret link" });
    const direct = await fetchAs(server.port, "localhost", "/dev/mailbox");
    expect(direct.status).toBe(200);
    expect(await direct.json()).toContain("Reset your Foldwell password");
    // The default TRUST_PROXY believes a loopback peer's header, so req.ip would be 203.0.113.7 here.
    const forwarded = await fetchAs(server.port, "localhost", "/dev/mailbox", { headers: { "x-forwarded-for": "203.0.113.7" } });
    expect(forwarded.status).toBe(200);
  });

  it("answers 404 to a client elsewhere, even one claiming to be 127.0.0.1", async () => {
    const shop: Shop = await shopOn(database);
    const context = { shop, storefront: shop.storefronts.resolve("localhost"), port: undefined, nonce: "n", clientAddress: "192.0.2.10" };
    expect((await answer(context as RequestShop)).status).toBe(404);
  });

  it("answers 404 in production even with DEV_MAILBOX=on, from this machine", async () => {
    const server = await serveMailbox({ NODE_ENV: "production", SHOP_DOMAIN: "foldwell.com", DEV_MAILBOX: "on" });
    expect((await fetchAs(server.port, "foldwell.com", "/dev/mailbox")).status).toBe(404);
  });
});
