import { accountPath } from "../../common/brand";
import type { Database } from "../db/client";
import { translatorFor } from "../http/server-i18n";
import type { OutboxWorker } from "../jobs/outbox";
import { returnStock } from "../modules/catalog/stock";
import { FULFILMENT_TOPICS, type CancelInput } from "../modules/order/fulfilment";
import { shipmentMail } from "../modules/order/mails";
import type { StaffActor } from "../modules/staff/types";
import type { Shop } from "../shop";

/**
 * Cancelling an order from the back office (issue 17; 001 §4 "Cancelled"): a flow across modules,
 * in one transaction — the order module locks the order, checks nothing has shipped, writes the
 * refund of what is left to the outbox, sets "Cancelled" and audits; the catalogue gives the order's
 * stock back at its location (its stock service, not its tables). After the commit the outbox
 * worker refunds through the payment provider, and when a product was sold out the catalogue's
 * cache epoch moves so cached pages show it in stock again. A repeat is a no-op with the same answer.
 */
export async function cancelOrder(shop: Shop, actor: StaffActor, orderId: number, input: CancelInput): Promise<{ changed: boolean }> {
  const outcome = await shop.db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const cancelled = await shop.orders.fulfilment.cancelWithin(tx, actor, orderId, input);
    const { refilled } = cancelled.stock.length > 0 ? await returnStock(tx, cancelled.locationId, cancelled.stock) : { refilled: false };
    return { changed: cancelled.changed, refilled };
  });
  if (outcome.changed) shop.outbox.kick();
  if (outcome.refilled) {
    try {
      await shop.epochs.bump("catalog");
    } catch (error) {
      shop.logger.warn({ err: error }, "could not move the catalogue cache epoch after a cancelled order's stock came back");
    }
  }
  return { changed: outcome.changed };
}

/**
 * The outbox's fulfilment topics: the shipment mail (carrier and tracking number, in the order's
 * storefront language, with a link to the order), and a staff or cancel refund through the payment
 * provider keyed by the refund's id (a retried delivery is one refund at the provider).
 */
export function registerFulfilmentHandlers(worker: OutboxWorker, shop: Shop): OutboxWorker {
  return worker
    .handle(FULFILMENT_TOPICS.shipmentMail, async (payload) => {
      const order = await shop.orders.row(Number(payload.orderId));
      const shipment = await shop.orders.fulfilment.shipment(Number(payload.shipmentId));
      if (!order || !shipment) throw new Error(`shipment ${String(payload.shipmentId)} of order ${String(payload.orderId)} not found`);
      const view = await shop.orders.view(order);
      const storefront = shop.storefronts.all().find((s) => s.channelId === order.channelId);
      const origin = storefront ? shop.storefronts.originOf(storefront) : `https://${shop.env.SHOP_DOMAIN}`;
      const link =
        order.customerId !== null
          ? `${origin}${accountPath(shop.env.BRAND_NAME, `order-details?orderId=${order.id}`)}`
          : `${origin}/order-confirmation?orderId=${order.id}`;
      await shop.mailer.send(
        shipmentMail(translatorFor(order.locale), view, shipment, { to: order.email, firstName: order.billingAddress.firstName, brandName: shop.env.BRAND_NAME, link }),
      );
    })
    .handle(FULFILMENT_TOPICS.refund, async (payload) => {
      const refund = await shop.orders.fulfilment.refundRow(Number(payload.refundId));
      const order = refund ? await shop.orders.row(refund.orderId) : null;
      if (!refund || !order) throw new Error(`refund ${String(payload.refundId)} not found`);
      if (refund.status !== "pending") return;
      if (!order.paymentReference) {
        await shop.orders.fulfilment.settleRefund(refund.id, false);
        return;
      }
      const result = await shop.payments.provider.refund(order.paymentReference, { amountMinor: refund.amountMinor, idempotencyKey: `order-refund-${refund.id}` });
      if (!result.ok) shop.logger.error({ orderId: order.id, refundId: refund.id }, "the payment provider refused an order's refund: refund it in the provider's dashboard");
      await shop.orders.fulfilment.settleRefund(refund.id, result.ok);
    });
}
