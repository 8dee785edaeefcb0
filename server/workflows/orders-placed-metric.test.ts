import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fetchAs } from "../../tests/http";
import { CookieJar, useCheckoutHarness, VISA_DECLINED } from "../modules/checkout/test-support";

// Issue 18, For operators: orders_placed_total counts orders where they are placed (the
// order-placement workflow, once per order), not placeOrder's 200 answers: a replay of the same
// idempotency key answers 200 again but places nothing, and a declined card places nothing.

describe("orders_placed_total (issue 18)", () => {
  const h = useCheckoutHarness();

  async function ordersPlaced(): Promise<number> {
    const res = await fetchAs(h.server.port, "uk.localhost", "/metrics");
    expect(res.status).toBe(200);
    const line = (await res.text()).split("\n").find((l) => l.startsWith("orders_placed_total "));
    return Number(line?.slice("orders_placed_total ".length));
  }

  it("one order placed and its idempotent replay count once; a declined card counts nothing", async () => {
    const before = await ordersPlaced();
    const jar = new CookieJar();
    const checkoutId = await h.readyCheckout(jar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "metric-buyer@example.com" });
    const token = await h.tokenize(jar);
    const key = randomUUID();
    const first = await h.place(jar, checkoutId, { token }, { idempotencyKey: key });
    expect(first.status, JSON.stringify(first.error)).toBe(200);
    const replay = await h.place(jar, checkoutId, { token }, { idempotencyKey: key });
    expect(replay.status).toBe(200);
    expect(replay.data.order_id).toBe(first.data.order_id);
    expect(await ordersPlaced()).toBe(before + 1);

    const declinedJar = new CookieJar();
    const declinedCheckout = await h.readyCheckout(declinedJar, [{ product_id: h.catalog.bell, quantity: 1 }], { email: "metric-declined@example.com" });
    const declined = await h.place(declinedJar, declinedCheckout, { token: await h.tokenize(declinedJar, { number: VISA_DECLINED }) });
    expect(declined.status).toBe(402);
    expect(await ordersPlaced()).toBe(before + 1);
  });
});
