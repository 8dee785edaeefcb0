import { accountPath } from "../../common/brand";
import type { Database } from "../db/client";
import { translatorFor } from "../http/server-i18n";
import type { CardToken } from "../integrations/payment/types";
import { enqueue, type OutboxItem, type OutboxWorker } from "../jobs/outbox";
import { CART_FORM_FIELD } from "../modules/cart/lifecycle";
import { catalogContext } from "../modules/catalog/service";
import { orderConfirmationMail } from "../modules/order/mails";
import type { OrderRow } from "../modules/order/schema";
import type { Shop } from "../shop";
import { giftCertificateMail } from "../modules/gift-certificates/mail";
import type { GiftCertificateRow } from "../modules/gift-certificates/schema";
import { registerFulfilmentHandlers } from "./order-fulfilment";

/**
 * Step 4 of placing an order (docs/decisions/011), through the outbox (issue 12): the items are
 * written in the transaction that marks the order paid, and the outbox worker delivers them with
 * retries, so a crash after the commit loses no mail, event, saved card or fresh cart. One item per
 * order and topic (dedupe key `order-{id}`).
 */
export const AFTER_PAYMENT_TOPICS = {
  confirmationMail: "order.confirmationMail",
  attribution: "order.attribution",
  freshCart: "order.freshCart",
  saveCard: "order.saveCard",
  /** A charge whose order could not be completed goes back (issue 12: a failed refund is retried). */
  refund: "payment.refund",
  /** Issue 19: a bought gift certificate's mail to its recipient, with the code. */
  giftCertificateMail: "giftCertificate.mail",
} as const;

const orderKey = (orderId: number) => `order-${orderId}`;

/** The items a paid order leaves for the worker; written with the order's transaction. */
export function afterPaymentItems(order: OrderRow, context: { origin: string; saveCard?: CardToken }): OutboxItem[] {
  const key = orderKey(order.id);
  const items: OutboxItem[] = [
    { topic: AFTER_PAYMENT_TOPICS.confirmationMail, dedupeKey: key, payload: { orderId: order.id, origin: context.origin } },
    { topic: AFTER_PAYMENT_TOPICS.attribution, dedupeKey: key, payload: { orderId: order.id } },
  ];
  if (order.customerId !== null) {
    items.push({ topic: AFTER_PAYMENT_TOPICS.freshCart, dedupeKey: key, payload: { orderId: order.id } });
    if (context.saveCard) items.push({ topic: AFTER_PAYMENT_TOPICS.saveCard, dedupeKey: key, payload: { orderId: order.id, card: { ...context.saveCard } } });
  }
  return items;
}

/** Issue 19: the recipient's mail of an issued certificate (one per certificate). */
export function giftCertificateMailItem(row: GiftCertificateRow, code: string, context: { locale: string; origin: string }): OutboxItem {
  return { topic: AFTER_PAYMENT_TOPICS.giftCertificateMail, dedupeKey: `gift-certificate-${row.id}`, payload: { certificateId: row.id, code, locale: context.locale, origin: context.origin } };
}

/** Writes the refund of an order's charge to the outbox (its own statement: nothing else changes). */
export async function enqueueRefund(db: Database, orderId: number, reference: string): Promise<void> {
  await enqueue(db, [{ topic: AFTER_PAYMENT_TOPICS.refund, dedupeKey: orderKey(orderId), payload: { orderId, reference } }]);
}

async function paidOrder(shop: Shop, payload: Record<string, unknown>): Promise<OrderRow> {
  const order = await shop.orders.row(Number(payload.orderId));
  if (!order) throw new Error(`order ${String(payload.orderId)} not found`);
  return order;
}

/** What each after-payment topic does; every delivery may run again (at least once), so each is idempotent where it can be. */
export function registerAfterPaymentHandlers(worker: OutboxWorker, shop: Shop): OutboxWorker {
  // Issue 17: the back office's shipment mails and refunds (server/workflows/order-fulfilment.ts).
  registerFulfilmentHandlers(worker, shop);
  return worker
    .handle(AFTER_PAYMENT_TOPICS.confirmationMail, async (payload) => {
      const order = await paidOrder(shop, payload);
      const view = await shop.orders.view(order);
      const origin = String(payload.origin);
      const link =
        order.customerId !== null
          ? `${origin}${accountPath(shop.env.BRAND_NAME, `order-details?orderId=${order.id}`)}`
          : `${origin}/order-confirmation?orderId=${order.id}`;
      await shop.mailer.send(
        orderConfirmationMail(translatorFor(order.locale), view, {
          to: order.email,
          firstName: order.billingAddress.firstName,
          brandName: shop.env.BRAND_NAME,
          locale: order.locale,
          taxIncluded: order.taxMode === "inc",
          link,
        }),
      );
    })
    .handle(AFTER_PAYMENT_TOPICS.attribution, async (payload) => {
      const order = await paidOrder(shop, payload);
      const view = await shop.orders.view(order);
      await shop.attribution.purchase({
        order_id: order.id,
        total: view.total_inc_tax,
        subtotal: order.taxMode === "inc" ? view.subtotal_inc_tax : view.subtotal_ex_tax,
        tax: view.total_tax,
        shipping: order.taxMode === "inc" ? view.shipping_cost_inc_tax : view.shipping_cost_ex_tax,
        // Issue 19: the codes the order used (001 §7 purchase tracking with coupons).
        coupons: await shop.promotions.codesOfOrder(order.id),
        currency: order.currency,
        customer_id: order.customerId,
        channel_id: order.channelId,
        lines: view.products.map((p) => ({
          product_id: p.product_id,
          variant_id: p.variant_id,
          sku: p.sku,
          name: p.name,
          quantity: p.quantity,
          price: order.taxMode === "inc" ? p.price_inc_tax : p.price_ex_tax,
        })),
      });
    })
    .handle(AFTER_PAYMENT_TOPICS.freshCart, async (payload) => {
      // The customer's next cart starts empty (001 §4): a fresh cart id in their form field. The
      // replacement is keyed by the ordered cart, so running this twice makes one cart.
      const order = await paidOrder(shop, payload);
      if (order.customerId === null) return;
      const storefront = shop.storefronts.all().find((s) => s.channelId === order.channelId);
      if (!storefront) throw new Error(`no storefront for channel ${order.channelId}`);
      const fresh = await shop.cart.createCustomerCart({ catalog: catalogContext(storefront), customerId: order.customerId }, order.cartId);
      await shop.customers.updateFormFields(order.customerId, [{ name: CART_FORM_FIELD, value: fresh }]);
    })
    .handle(AFTER_PAYMENT_TOPICS.saveCard, async (payload) => {
      const order = await paidOrder(shop, payload);
      if (order.customerId === null) return;
      const saved = await shop.payments.save(order.customerId, payload.card as CardToken);
      if (!saved) shop.logger.warn({ orderId: order.id }, "the card could not be saved: the provider did not keep its token for the customer");
    })
    .handle(AFTER_PAYMENT_TOPICS.giftCertificateMail, async (payload) => {
      const certificate = await shop.giftCertificates.byId(Number(payload.certificateId));
      if (!certificate) throw new Error(`gift certificate ${String(payload.certificateId)} not found`);
      const locale = String(payload.locale);
      await shop.mailer.send(giftCertificateMail(translatorFor(locale), certificate, { code: String(payload.code), brandName: shop.env.BRAND_NAME, locale, link: String(payload.origin) }));
    })
    .handle(AFTER_PAYMENT_TOPICS.refund, async (payload) => {
      const result = await shop.payments.provider.refund(String(payload.reference));
      // Not ok: nothing left to refund (already refunded, or never approved).
      if (!result.ok) shop.logger.warn({ orderId: payload.orderId }, "the refund found nothing to refund");
      else shop.logger.warn({ orderId: payload.orderId }, "a charge for an order that could not be completed was refunded");
    });
}
