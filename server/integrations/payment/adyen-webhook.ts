import express from "express";
import type { Logger } from "pino";
import type { PaymentProvider } from "./types";
import { AdyenPaymentProvider } from "./adyen";

/**
 * POST /api/payments/webhooks/adyen: Adyen's standard webhooks (issue 14, docs/decisions/020). The
 * HMAC of every item is checked by the provider; Adyen expects the literal answer "[accepted]".
 * Without the Adyen provider configured the route does not exist (404).
 */
export function adyenWebhookRouter(provider: () => PaymentProvider, logger: Pick<Logger, "error">): express.Router {
  const router = express.Router();
  router.post("/api/payments/webhooks/adyen", express.json({ limit: "512kb" }), async (req, res) => {
    const adyen = provider();
    if (!(adyen instanceof AdyenPaymentProvider)) {
      res.status(404).type("text/plain").send("not found");
      return;
    }
    try {
      const answer = await adyen.handleWebhook(req.body);
      res.status(answer.status).type("text/plain").send(answer.text);
    } catch (error) {
      // Adyen sends the batch again later: nothing is lost by a 500.
      logger.error({ err: error }, "recording an Adyen webhook failed");
      res.status(500).type("text/plain").send("error");
    }
  });
  return router;
}
