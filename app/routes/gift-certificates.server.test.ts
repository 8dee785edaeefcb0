import { RouterContextProvider, type LoaderFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequestShop } from "../../server/http/request-context";
import { loadServerTranslations } from "../../server/http/server-i18n";
import { shopContext } from "../../server/http/shop-context";
import type { Shop } from "../../server/shop";
import { createTestShop } from "../../tests/db";
import { loader } from "./gift-certificates";

// Issue 19: /gift-certificates offers the service's bounds in the storefront's currency on every
// storefront that sells online; a content-only storefront (jp) answers 404 like its cart.
let shop: Shop;

beforeAll(async () => {
  await loadServerTranslations();
  shop = await createTestShop();
}, 240_000);

afterAll(async () => {
  await shop?.database.close();
});

async function load(host: string) {
  const url = new URL(`http://${host}/gift-certificates`);
  const requestShop = createRequestShop(shop, { host, cookie: undefined, ip: "127.0.0.1", nonce: "n", appendSetCookie: () => {} });
  return loader({ request: new Request(url), url, params: {}, context: new RouterContextProvider(new Map([[shopContext, requestShop]])) } as unknown as LoaderFunctionArgs);
}

describe("/gift-certificates (issue 19)", () => {
  it("selling storefronts offer 5–500 with presets in their own currency, titled in their language", async () => {
    const uk = await load("uk.localhost");
    expect(uk.offer).toEqual({ currency: "GBP", min: 5, max: 500, presets: [25, 50, 100], messageMax: 300, nameMax: 100 });
    expect(uk.seo.title).toContain("Gift certificates");
    const de = await load("de.localhost");
    expect(de.offer.currency).toBe("EUR");
    expect(de.seo.title).toContain("Geschenkgutscheine");
  });

  it("a content-only storefront answers 404", async () => {
    const refused = await load("jp.localhost").then(
      () => null,
      (error: unknown) => error as { init?: { status?: number } },
    );
    expect(refused?.init?.status).toBe(404);
  });
});
