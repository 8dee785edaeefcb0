import http from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ForwardingAttribution } from "./recorded";
import type { AttributionSink, PurchaseEvent } from "./types";

const event: PurchaseEvent = {
  order_id: 7,
  total: 36.95,
  subtotal: 32,
  tax: 6.16,
  shipping: 4.95,
  coupons: [],
  currency: "GBP",
  customer_id: null,
  channel_id: 2,
  lines: [{ product_id: 1, variant_id: 0, sku: "T-BELL", name: "Brass Bell", quantity: 2, price: 16 }],
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
