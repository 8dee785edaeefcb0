import type { Database } from "../../db/client";
import type { Logger } from "../../logger";
import { attributionEvents } from "./schema";
import type { AttributionSink, PurchaseEvent } from "./types";

/** The built-in sink: each event is a row of attribution_events (tests and the shop owner read them). */
export class RecordedAttribution implements AttributionSink {
  constructor(private readonly db: Database) {}

  async purchase(event: PurchaseEvent): Promise<void> {
    await this.db.insert(attributionEvents).values({ type: "purchase", orderId: event.order_id, payload: event });
  }
}

/**
 * Also POSTs each event as JSON to ATTRIBUTION_URL when one is configured (after recording it), with
 * a short time-out; a failure is logged and never fails the order.
 */
export class ForwardingAttribution implements AttributionSink {
  constructor(
    private readonly recorded: AttributionSink,
    private readonly url: string,
    private readonly logger: Logger,
  ) {}

  async purchase(event: PurchaseEvent): Promise<void> {
    await this.recorded.purchase(event);
    try {
      const response = await fetch(this.url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ event: "purchase", ...event }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) this.logger.warn({ status: response.status, orderId: event.order_id }, "attribution endpoint refused the purchase event");
    } catch (error) {
      this.logger.warn({ err: error, orderId: event.order_id }, "attribution endpoint could not be reached");
    }
  }
}
