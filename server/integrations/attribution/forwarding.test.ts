import http from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ForwardingAttribution } from "./recorded";
import type { AttributionSink, PurchaseEvent } from "./types";

/** A signed-in customer's order of one bike with a coupon, on the German storefront. */
const event: PurchaseEvent = {
  order_id: 7,
  total: 1355.95,
  subtotal: 1350,
  tax: 216.5,
  shipping: 5.95,
  coupons: ["FOLD10"],
  currency: "EUR",
  customer_id: 42,
  channel_id: 3,
  lines: [{ product_id: 2, variant_id: 5, sku: "T-BIKE", name: "Urban 6", quantity: 1, price: 1350 }],
};

// 001 §7: the purchase tracking event goes to an attribution service behind an interface.
describe("ForwardingAttribution (ATTRIBUTION_URL)", () => {
  const received: unknown[] = [];
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        received.push({ method: req.method, type: req.headers["content-type"], body: JSON.parse(body) });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const recorder = () => {
    const events: PurchaseEvent[] = [];
    const sink: AttributionSink = { purchase: async (e) => void events.push(e) };
    return { events, sink };
  };

  it("records the event and POSTs it as JSON to the endpoint", async () => {
    const { events, sink } = recorder();
    await new ForwardingAttribution(sink, url, pino({ level: "silent" })).purchase(event);
    expect(events).toEqual([event]);
    expect(received).toEqual([{ method: "POST", type: "application/json", body: { event: "purchase", ...event } }]);
  });

  it("an unreachable endpoint never fails the order: the event is still recorded", async () => {
    const { events, sink } = recorder();
    await expect(new ForwardingAttribution(sink, "http://127.0.0.1:9/unreachable", pino({ level: "silent" })).purchase(event)).resolves.toBeUndefined();
    expect(events).toHaveLength(1);
  });
});
