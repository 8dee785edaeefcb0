import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder, openDatabase, type DatabaseHandle } from "../../server/db/client";
import { translatorFor } from "../../server/http/server-i18n";
import { callAs, CookieJar, seedCartCatalog, type CartTestCatalog } from "../../server/modules/cart/test-support";
import { setStockLevel } from "../../server/modules/catalog/writer";
import { PASSWORD } from "../../server/modules/customer/test-support";
import { makeHit } from "../../server/modules/search/test-hits";
import type { Shop } from "../../server/shop";
import { seedStorefronts } from "../../seed/seed-storefronts";
import { shopOn } from "../db";
import { fetchAs } from "../http";
import { freshPostgresDatabase } from "./postgres";
import { startShopProcess, type ShopProcess } from "./processes";

// Issue 18 (Many processes), DESIGN.md scale-out: two shop processes (real child processes, the real
// start-up) on one fresh PostgreSQL database share everything through it. The test process itself
// is a third process on the same database (it seeds, and makes the catalogue change).
// PostgreSQL only: tests/cross-process runs in the PostgreSQL pass of npm test.

/** How soon another process sees a catalogue change: the cache epochs are polled every 2 s. */
const PROPAGATION_MS = 10_000;
const HOST = "uk.localhost";
const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8")) as { entries: unknown[] };

let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let handle: DatabaseHandle;
let shop: Shop;
let catalog: CartTestCatalog;
let a: ShopProcess;
let b: ShopProcess;

beforeAll(async () => {
  database = await freshPostgresDatabase();
  handle = await openDatabase({ databaseUrl: database.url, dataDir: "unused" });
  await handle.migrate();
  await seedStorefronts(handle.db, "Foldwell");
  shop = await shopOn(handle, { DATABASE_URL: database.url, RATE_LIMIT_FACTOR: "1000" });
  catalog = await seedCartCatalog(shop);
  // Both start at once: their migrations (nothing left to apply) wait for each other's lock.
  const env = { DATABASE_URL: database.url, RATE_LIMIT_FACTOR: "1000", PAGE_CACHE: "on" };
  [a, b] = await Promise.all([startShopProcess(env), startShopProcess(env)]);
}, 180_000);

afterAll(async () => {
  for (const child of [a, b]) {
    if (child && child.child.exitCode === null) {
      child.child.kill("SIGTERM");
      await child.exited;
    }
  }
  await shop?.outbox.stop();
  await handle?.close();
  await database?.drop();
});

const call = <T = any>(process: ShopProcess, jar: CookieJar, path: string, body: unknown = {}) => callAs<T>(process.port, HOST, jar, path, body);

async function registered(prefix: string): Promise<string> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
  await shop.customers.register(
    { email, firstName: "Grace", lastName: "Hopper", password: PASSWORD, country: "GB", acceptsMarketing: false, channelId: shop.storefronts.resolve(HOST).channelId },
    { t: translatorFor("en-GB"), origin: `http://${HOST}`, accountPath: "/my-foldwell", brandName: "Foldwell" },
  );
  return email;
}

/** Polls `read` until `done` holds, failing after `deadlineMs`; answers the last value read. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, deadlineMs = PROPAGATION_MS): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("two shop processes on one PostgreSQL database (issue 18)", () => {
  it("both came up on the same database, and its migrations ran once", async () => {
    expect(a.port).not.toBe(b.port);
    const { rows } = await handle.query("SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations");
    expect(rows[0]).toEqual({ applied: journal.entries.length });
  });

  it("a cart changed through one process is read through the other", async () => {
    const jar = new CookieJar();
    const added = await call(a, jar, "commerce/addCartItems", { data: { line_items: [{ product_id: catalog.bell, quantity: 2 }] } });
    expect(added.status, JSON.stringify(added.error)).toBe(200);
    const read = await call(b, jar, "commerce/getCart", {});
    expect(read.status, JSON.stringify(read.error)).toBe(200);
    expect(read.data.id).toBe(added.data.id);
    expect(read.data.line_items.physical_items).toEqual([expect.objectContaining({ product_id: catalog.bell, quantity: 2 })]);
  });

  it("a session made on one process works on the other; signing out on the other ends it on the first", async () => {
    const email = await registered("session");
    const jar = new CookieJar();
    expect((await call(a, jar, "customer/login", { email, password: PASSWORD })).status).toBe(200);
    const me = await call(b, jar, "customer/getCustomer", {});
    expect(me.status, JSON.stringify(me.error)).toBe(200);
    expect(me.data.email).toBe(email);
    // The cookie as it was before signing out, replayed to the first process after signing out on the second.
    const stolen = new CookieJar();
    for (const [name, value] of jar.cookies) stolen.cookies.set(name, value);
    expect((await call(b, jar, "customer/logout", {})).status).toBe(200);
    const after = await call(a, stolen, "customer/getCustomer", {});
    expect(after.status).toBe(200);
    expect(after.data).toBeNull();
  });

  it("login throttling counts the failures made through both processes", async () => {
    const email = await registered("throttle");
    const attacker = new CookieJar();
    for (const process of [a, b, a, b, a]) {
      expect((await call(process, attacker, "customer/login", { email, password: "Wrong#guess1" })).status).toBe(401);
    }
    // Five failures from this address for this account, spread over both: the next try waits on either.
    for (const process of [b, a]) {
      const blocked = await call(process, attacker, "customer/login", { email, password: PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.error?.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    }
  });

  it(`a catalogue change made by another process changes both processes' search answers within ${PROPAGATION_MS} ms`, async () => {
    const search = async (process: ShopProcess) => (await call<{ nbHits: number; hits: Array<{ name: string }> }>(process, new CookieJar(), "search/query", { query: "zephyr" })).data;
    expect((await search(a)).nbHits).toBe(0);
    expect((await search(b)).nbHits).toBe(0);
    // The test process writes (as the back office's process would): the catalogue epoch moves.
    await shop.search.upsert(shop.storefronts.resolve(HOST).searchIndex, [makeHit({ product: 9001, name: "Zephyr Folding Pump" })]);
    for (const process of [a, b]) {
      const answer = await eventually(() => search(process), (data) => data.nbHits === 1);
      expect(answer.hits.map((hit) => hit.name)).toEqual(["Zephyr Folding Pump"]);
    }
  });

  it(`a price changed through process A shows on process B's cached page (page cache) within ${PROPAGATION_MS} ms`, async () => {
    // A cacheable page behind each process's real page cache (shop-process.ts: /__price/:id, s-maxage 600).
    const page = async (process: ShopProcess) => {
      const res = await fetchAs(process.port, HOST, `/__price/${catalog.bell}`);
      expect(res.status).toBe(200);
      return { cache: res.headers.get("x-page-cache"), body: await res.text() };
    };
    await page(b);
    const cached = await page(b);
    expect(cached.cache).toBe("HIT");
    expect(cached.body).not.toContain(">43.21<");
    // £43.21 (prices are stored in pence).
    const changed = await fetchAs(a.port, HOST, `/__price/${catalog.bell}?gbp=4321`, { method: "POST" });
    expect(changed.status).toBe(200);
    // B learns of it through the catalogue epoch (polled every 2 s), empties its page cache and renders afresh.
    const after = await eventually(() => page(b), (value) => value.body.includes(">43.21<"));
    expect(after.body).toBe('<p id="price">43.21</p>');
    expect((await page(b)).cache).toBe("HIT");
  });

  it("100 concurrent checkouts for the last 5 units, spread over both processes, make exactly 5 orders; each order's mail is sent once", async () => {
    await setStockLevel(shop.db, { locationId: catalog.ukLocation, productId: catalog.lastUnits, quantity: 5 });
    const buyers = Array.from({ length: 100 }, (_, i) => ({ jar: new CookieJar(), process: i % 2 === 0 ? a : b, email: `last-${i}-${randomUUID().slice(0, 6)}@example.com`, checkoutId: "", token: "" }));
    // Each buyer readies a checkout for one unit (ten at a time)...
    for (let i = 0; i < buyers.length; i += 10) {
      await Promise.all(
        buyers.slice(i, i + 10).map(async (buyer) => {
          const added = await call(buyer.process, buyer.jar, "commerce/addCartItems", { data: { line_items: [{ product_id: catalog.lastUnits, quantity: 1 }] } });
          expect(added.status, JSON.stringify(added.error)).toBe(200);
          const login = await call<{ redirect_url: string }>(buyer.process, buyer.jar, "commerce/checkoutLogin", { email: buyer.email });
          expect(login.status, JSON.stringify(login.error)).toBe(200);
          buyer.checkoutId = login.data.redirect_url.split("/").pop()!;
          const updated = await call(buyer.process, buyer.jar, "commerce/updateCheckout", {
            checkoutId: buyer.checkoutId,
            shippingAddress: { firstName: "Ada", lastName: "Lovelace", phone: "+44 20 7946 0000", address1: "12 Folding Way", city: "London", postCode: "N1 9GU", countryCode: "GB" },
            billingSameAsShipping: true,
            shippingMethodId: "standard",
          });
          expect(updated.status, JSON.stringify(updated.error)).toBe(200);
          const token = await call<{ token: string }>(buyer.process, buyer.jar, "payments/tokenizeCard", { checkoutId: buyer.checkoutId, number: "4242 4242 4242 4242", expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 1, cvc: "123", holderName: "Ada Lovelace" });
          expect(token.status, JSON.stringify(token.error)).toBe(200);
          buyer.token = token.data.token;
        }),
      );
    }
    // ...then all 100 place their orders at once, half through each process.
    const answers = await Promise.all(
      buyers.map((buyer) => call(buyer.process, buyer.jar, "commerce/placeOrder", { checkoutId: buyer.checkoutId, idempotencyKey: randomUUID(), payment: { token: buyer.token } })),
    );
    const placed = answers.filter((answer) => answer.status === 200);
    expect(placed).toHaveLength(5);
    expect(answers.every((answer) => answer.status === 200 || (answer.status >= 400 && answer.status < 500))).toBe(true);
    const { rows: orderRows } = await handle.query("SELECT count(*)::int AS orders FROM orders");
    expect(orderRows[0]).toEqual({ orders: 5 });
    const { rows: stock } = await handle.query("SELECT quantity AS left FROM catalog_stock_levels WHERE product_id = $1 AND location_id = $2", [catalog.lastUnits, catalog.ukLocation]);
    expect(stock[0]).toEqual({ left: 0 });
    // The order mails are outbox items both processes poll: each is delivered once.
    const winners = buyers.filter((_, i) => answers[i].status === 200).map((buyer) => buyer.email);
    const mails = await eventually(
      async () => (await handle.query("SELECT to_address FROM captured_mail WHERE to_address = ANY($1)", [winners])).rows.map((row) => row.to_address as string),
      (to) => to.length >= 5,
    );
    const { rows: pending } = await eventually(
      () => handle.query("SELECT id FROM outbox WHERE delivered_at IS NULL"),
      (result) => result.rows.length === 0,
    );
    expect(pending).toEqual([]);
    expect(mails.sort()).toEqual([...winners].sort());
  });
});
