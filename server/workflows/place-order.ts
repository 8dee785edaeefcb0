import type { Database } from "../db/client";
import { translatorFor } from "../http/server-i18n";
import type { CardToken, ChargeResult, ShopperPresence, TokenOwner, TokenProblem } from "../integrations/payment/types";
import { channelLocationId } from "../modules/catalog/cart-support";
import { returnStock, takeStock, type StockLine } from "../modules/catalog/stock";
import type { CheckoutAddress, CheckoutRow, PendingPayment } from "../modules/checkout/schema";
import type { OrderAddress, OrderRow } from "../modules/order/schema";
import type { Storefront } from "../modules/storefront/service";
import type { Shop } from "../shop";
import { dayOf, type SubscriptionPricing } from "../modules/subscription/account";
import { enqueue } from "../jobs/outbox";
import { PromotionError } from "../modules/promotions/types";
import { allocateCertificates, GiftCertificateError } from "../modules/gift-certificates/service";
import { afterPaymentItems, enqueueRefund, giftCertificateMailItem } from "./after-payment";
import { orderPlaced } from "./order-placed";

/**
 * Placing an order from a hosted checkout (issue 5; DESIGN.md Reliability rules):
 * 1. in one transaction: lock the checkout row (a second complete of the same checkout waits here,
 *    then finds it placing or completed: 409), lock the cart, price it, take the stock with
 *    conditional decrements (all lines or none: never below zero), write the order as
 *    "Awaiting Payment" and mark the checkout placing;
 * 2. charge the card through the payment provider, keyed by the order, so a retry is one charge;
 * 3. declined: give the stock back, the order becomes "Declined" (hidden from the customer), the
 *    checkout opens again, 402; approved: the order is "Awaiting Fulfillment" with its payment
 *    date, the cart is deleted and the checkout completed, in one transaction;
 * 4. the confirmation mail (in the storefront's locale), the attribution purchase event, the
 *    customer's fresh cart and the saved card when asked for: written to the outbox with step 3's
 *    transaction and delivered by its worker with retries (server/workflows/after-payment.ts).
 * The request-level idempotency key sits in front of this (server/modules/checkout/api.ts).
 *
 * A subscription cart (issue 14; a frequency attached, 001 §4) is checked out by a signed-in,
 * VERIFIED customer who agreed in the payment step that the card is charged each period
 * (`recurringConsent`); otherwise nothing is written. Its one line is priced at the period price,
 * the first period is charged with `recurring: "first"`, the card is kept as a saved card, and step
 * 3's transaction also writes the subscription (Active, next payment date = today + the interval,
 * the saved card, the consent time) and its first charge: order and subscription together or neither.
 */

/** Issue 19: `giftCertificates` pays with the certificate codes applied alone: refused unless they pay the whole total. */
export type PaymentChoice = { token: string; save?: boolean } | { storedPaymentMethodId: number } | { giftCertificates: true };

/** Issue 19: the "card" of an order the gift certificates pay in full: none (nothing is charged or kept). */
const NO_CARD: CardToken = { token: "", brand: "", last4: "", expiryMonth: 0, expiryYear: 0 };

export interface PlaceOrderInput {
  checkoutId: string;
  storefront: Storefront;
  /** The session's customer (a stored card or saving one needs it). */
  customerId: number | null;
  payment: PaymentChoice;
  /** Origin of the storefront for links in the mail. */
  origin: string;
  /** The payment step's agreement that the card is charged each period (required for a subscription cart). */
  recurringConsent?: boolean;
  /**
   * The shopper is at the browser (decision 028): the provider may ask them to authenticate (3-D
   * Secure) with what it needs (browserInfo) and where a redirect comes back to (the storefront's own
   * /checkout/payment-return).
   */
  shopper?: ShopperPresence;
}

/** What step 3 needs to write a subscription with its order. */
interface SubscriptionTerms {
  pricing: SubscriptionPricing;
  storedPaymentMethodId: number | null;
  consentAt: Date;
}

export type PlaceOrderAnswer =
  | { ok: true; order: OrderRow; body: { order_id: number; status: string; redirect_url: string } }
  | { ok: false; status: number; key: string; data?: Record<string, unknown>; final: boolean };

class Refusal extends Error {
  constructor(readonly answer: Extract<PlaceOrderAnswer, { ok: false }>) {
    super(answer.key);
  }
}

const refuse = (status: number, key: string, data?: Record<string, unknown>, final = false): never => {
  throw new Refusal({ ok: false, status, key, data, final });
};

function orderAddress(address: CheckoutAddress, email: string): OrderAddress {
  return { ...address, company: address.company ?? "", address2: address.address2 ?? "", state: address.state ?? "", email };
}

async function resolveCard(shop: Shop, input: PlaceOrderInput, checkout: CheckoutRow): Promise<CardToken> {
  if ("giftCertificates" in input.payment) return NO_CARD;
  if ("storedPaymentMethodId" in input.payment) {
    // A saved card is the customer's own: the session's customer, who must be the checkout's.
    const stored =
      input.customerId !== null && checkout.customerId === input.customerId
        ? await shop.payments.storedToken(input.customerId, input.payment.storedPaymentMethodId)
        : null;
    if (!stored) return refuse(404, "orders:errors.paymentMethodNotFound");
    const now = new Date();
    if (stored.expiryYear < now.getUTCFullYear() || (stored.expiryYear === now.getUTCFullYear() && stored.expiryMonth < now.getUTCMonth() + 1)) {
      return refuse(400, "orders:errors.cardExpired", { code: "cardExpired" });
    }
    return { token: stored.token, brand: stored.brand, last4: stored.last4, expiryMonth: stored.expiryMonth, expiryYear: stored.expiryYear };
  }
  // The token must be this caller's, unused and unexpired (issue 12); the charge checks it again atomically.
  const checked = await shop.payments.provider.checkToken(input.payment.token, tokenOwner(input));
  if (!checked.ok) return refuse(400, TOKEN_PROBLEM_KEYS[checked.code], { code: checked.code === "invalidToken" ? "paymentTokenInvalid" : checked.code });
  return checked.card;
}

/** The caller a card token must belong to: the session's customer, or for a guest the checkout. */
const tokenOwner = (input: PlaceOrderInput): TokenOwner => ({ customerId: input.customerId, checkoutId: input.checkoutId });

const TOKEN_PROBLEM_KEYS: Record<TokenProblem, string> = {
  invalidToken: "orders:errors.paymentTokenInvalid",
  tokenExpired: "orders:errors.paymentTokenExpired",
  tokenUsed: "orders:errors.paymentTokenUsed",
};

/** The attempt's card as the checkout keeps it while placing (decision 028): a token, never card data. */
function pendingPaymentOf(input: PlaceOrderInput, card: CardToken): PendingPayment {
  const stored = "storedPaymentMethodId" in input.payment ? input.payment.storedPaymentMethodId : null;
  const save = "token" in input.payment && input.payment.save === true;
  return { token: card.token, brand: card.brand, last4: card.last4, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear, save, storedPaymentMethodId: stored };
}

/** Step 1: everything or nothing in one transaction. */
interface Reserved {
  order: OrderRow;
  taken: StockLine[];
  locationId: number;
  /** A stock level reached zero: cached pages still offer the product as in stock. */
  emptied?: boolean;
  /** The subscription cart's pricing (issue 14), or null. */
  subscription?: SubscriptionPricing | null;
}

async function reserve(shop: Shop, input: PlaceOrderInput, card: CardToken, frequencyId: number | null = null): Promise<Reserved> {
  return shop.db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const checkout = await shop.checkout.lock(tx, input.checkoutId);
    if (!checkout) return refuse(404, "orders:errors.checkoutNotFound");
    if (checkout.status === "completed") return refuse(409, "orders:errors.checkoutCompleted", { code: "checkoutCompleted", order_id: checkout.orderId });
    if (checkout.status === "placing") return refuse(409, "orders:errors.checkoutPlacing", { code: "checkoutPlacing" });
    if (!checkout.shippingAddress) return refuse(400, "orders:errors.shippingAddressMissing", { code: "shippingAddressMissing" });
    if (!checkout.billingSameAsShipping && !checkout.billingAddress) return refuse(400, "orders:errors.billingAddressMissing", { code: "billingAddressMissing" });
    if (!checkout.shippingMethodId) return refuse(400, "orders:errors.shippingMethodUnknown", { code: "shippingMethodMissing" });

    const cart = await shop.cart.contents(tx, checkout.cartId, { lock: true });
    const quote = await shop.checkout.quote(checkout, input.storefront, { tx, cart, frequencyId });
    if (quote.lines.length === 0 && quote.unavailable.length === 0 && quote.giftCertificates.length === 0) return refuse(400, "orders:errors.emptyCart", { code: "emptyCart" });
    if (quote.unavailable.length > 0 || !quote.shippingMethod) return refuse(409, "cart:inventoryIssue", { code: "inventoryIssue", line_ids: quote.unavailable });
    // Issue 19: US sales tax needs the shipping address's state (an address saved before the rule).
    if (quote.salesTax && !quote.salesTax.jurisdiction) return refuse(400, "orders:errors.stateRequired", { code: "stateRequired" });
    const locationId = await channelLocationId(tx, input.storefront.channelId);
    if (locationId === null) return refuse(503, "cart:errors.noInventoryLocation");

    const wanted = quote.lines.filter((l) => l.takesStock).map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity }));
    const { short, emptied } = await takeStock(tx, locationId, wanted);
    // 001 §8 "Insufficient stock on products in your cart."; the transaction rolls back what was taken.
    if (short.length > 0) return refuse(409, "cart:errors.outOfStock", { code: "insufficientStock", items: short.map((s) => ({ product_id: s.productId, variant_id: s.variantId })) });

    const shipping = orderAddress(checkout.shippingAddress, checkout.email);
    const billing = checkout.billingSameAsShipping || !checkout.billingAddress ? shipping : orderAddress(checkout.billingAddress, checkout.email);
    const t = translatorFor(input.storefront.locale);
    const order = await shop.orders.create(tx, {
      order: {
        channelId: checkout.channelId,
        customerId: checkout.customerId,
        cartId: checkout.cartId,
        checkoutId: checkout.id,
        status: "Awaiting Payment",
        locale: input.storefront.locale,
        currency: quote.currency,
        taxMode: quote.taxMode,
        taxRateBp: quote.rateBp,
        email: checkout.email,
        subtotalEx: quote.totals.subtotalEx,
        subtotalInc: quote.totals.subtotalInc,
        shippingEx: quote.totals.shippingEx,
        shippingInc: quote.totals.shippingInc,
        totalTax: quote.totals.totalTax,
        taxDetail: quote.salesTax,
        totalInc: quote.totals.totalInc,
        // Issue 19: automatic promotions and codes, in the storefront's tax mode.
        discountAmount: quote.discounts.applied.filter((a) => a.code === "").reduce((sum, a) => sum + a.goodsMinor, 0),
        couponDiscount: quote.discounts.applied.filter((a) => a.code !== "").reduce((sum, a) => sum + a.goodsMinor, 0),
        customerMessage: checkout.customerMessage,
        billingAddress: billing,
        shippingAddress: shipping,
        shippingMethod: t(quote.shippingMethod.nameKey),
        locationId,
        paymentProvider: shop.payments.provider.id,
        paymentBrand: card.brand || null,
        paymentLast4: card.last4 || null,
      },
      lines: quote.lines.map((l) => ({
        productId: l.productId,
        variantId: l.variantId,
        sku: l.sku,
        name: l.name,
        brand: l.brand,
        imageUrl: l.imageUrl,
        quantity: l.quantity,
        options: l.options,
        priceEx: l.priced.unitEx,
        priceInc: l.priced.unitInc,
        totalInc: l.priced.totalInc,
        stockReserved: l.takesStock ? l.quantity : 0,
      })),
    });
    await claimPromotions(shop, tx, order, quote);
    const paidByCertificates = await claimGiftCertificates(shop, tx, order);
    // Issue 19: paying with certificates alone needs them to pay it all (a balance or total changed meanwhile: nothing is kept).
    if ("giftCertificates" in input.payment && paidByCertificates < order.totalInc) refuse(402, "promotions:giftCertificate.errors.notCovered", { code: "giftCertificate.notCovered" });
    // Decision 028: what this attempt pays with, for a payment decided later (3-D Secure, recovery).
    await shop.checkout.setState(tx, checkout.id, { status: "placing", orderId: order.id, pendingPayment: pendingPaymentOf(input, card) });
    return { order: { ...order, giftCertificateAmount: paidByCertificates }, taken: wanted, locationId, emptied, subscription: quote.subscription };
  });
}

/**
 * Issue 19: the order's promotion uses are claimed in step 1's transaction (a conditional update of
 * each counter): a code used up meanwhile, or already used by this customer, refuses the order
 * before any payment with its translated reason, and the whole attempt rolls back.
 */
async function claimPromotions(shop: Shop, tx: Database, order: OrderRow, quote: Awaited<ReturnType<Shop["checkout"]["quote"]>>): Promise<void> {
  // A code on the cart that no longer applies (used up meanwhile, expired, cart changed) stops the
  // order with its reason: the shopper removes it or changes the cart, and is never charged a
  // total other than the one shown with the code.
  const stale = quote.discounts.refused[0];
  if (stale) refuse(409, `promotions:errors.${stale.reason}`, { code: `coupon.${stale.reason}`, coupon: stale.code });
  if (quote.discounts.applied.length === 0) return;
  try {
    await shop.promotions.claimWithin(tx, { id: order.id, customerId: order.customerId, email: order.email, currency: order.currency }, quote.discounts.applied, quote.lines);
  } catch (error) {
    if (error instanceof PromotionError) refuse(409, `promotions:errors.${error.code}`, { code: `coupon.${error.code}`, coupon: error.params.code });
    throw error;
  }
}

/**
 * Issue 19: the gift certificates applied to the cart pay what they can of the order's total, in
 * step 1's transaction: each debit is a conditional update of the certificate's balance (never
 * below zero under concurrent orders) with its ledger entry; a balance spent meanwhile refuses the
 * order before any payment. The card is charged only the rest; a declined payment releases them.
 */
async function claimGiftCertificates(shop: Shop, tx: Database, order: OrderRow): Promise<number> {
  const applied = (await shop.giftCertificates.appliedTo(order.cartId, tx)).filter((c) => c.currency === order.currency);
  if (applied.length === 0) return 0;
  const payment = allocateCertificates(applied, order.totalInc);
  try {
    for (const c of payment.certificates) if (c.usedMinor > 0) await shop.giftCertificates.debitWithin(tx, c.certificateId, order.id, c.usedMinor);
  } catch (error) {
    if (error instanceof GiftCertificateError) refuse(409, `promotions:giftCertificate.errors.${error.code}`, { code: `giftCertificate.${error.code}` });
    throw error;
  }
  if (payment.paidMinor > 0) await shop.orders.update(tx, order.id, { giftCertificateAmount: payment.paidMinor });
  return payment.paidMinor;
}

/**
 * Stock is not behind the catalogue's cache epoch on every sale (each order would empty every
 * cached page); only when a product sells out, or comes back from zero, do cached pages, listings
 * and search hits show a stale stock text, so only then is the epoch moved.
 */
async function stockShown(shop: Shop, changed: boolean | undefined): Promise<void> {
  if (!changed) return;
  try {
    await shop.epochs.bump("catalog");
  } catch (error) {
    shop.logger.warn({ err: error }, "could not move the catalogue cache epoch after a stock change");
  }
}

/**
 * Step 3, declined or failed: stock back, the attempt Declined (or Cancelled when it was abandoned),
 * checkout open again. Only while the checkout is still placing this very attempt.
 */
async function release(shop: Shop, reserved: Reserved, reference?: string, status: "Declined" | "Cancelled" = "Declined"): Promise<boolean> {
  return shop.db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const checkout = await shop.checkout.lock(tx, reserved.order.checkoutId);
    if (!checkout || checkout.status !== "placing" || checkout.orderId !== reserved.order.id) return false;
    const { refilled } = await returnStock(tx, reserved.locationId, reserved.taken);
    // Issue 19: the attempt's promotion uses are given back.
    await shop.promotions.releaseWithin(tx, reserved.order.id);
    await shop.giftCertificates.releaseWithin(tx, reserved.order.id);
    await shop.orders.update(tx, reserved.order.id, { status, paymentReference: reference ?? null });
    await shop.checkout.setState(tx, reserved.order.checkoutId, { status: "open", orderId: null });
    return { refilled };
  }).then(async (released) => {
    if (!released) return false;
    await stockShown(shop, released.refilled);
    return true;
  });
}

/**
 * Step 3, approved: the order is paid, the cart deleted and the checkout completed, together, and
 * step 4's work (mail, attribution event, fresh cart, saved card) is written to the outbox in the
 * same transaction; the worker is kicked once it is committed (issue 12: a crash loses none of it).
 */
async function complete(shop: Shop, order: OrderRow, reference: string, after: { origin: string; saveCard?: CardToken; subscription?: SubscriptionTerms }): Promise<OrderRow | null> {
  const paid = await shop.db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const checkout = await shop.checkout.lock(tx, order.checkoutId);
    if (!checkout || checkout.status !== "placing" || checkout.orderId !== order.id) return null;
    const paidAt = new Date();
    await shop.orders.update(tx, order.id, { status: "Awaiting Fulfillment", paymentDate: paidAt, paymentReference: reference });
    if (after.subscription && order.customerId !== null) {
      // Issue 14: the subscription and its first charge are written with the paid order, or not at all.
      const [line] = await shop.orders.lines(order.id, tx);
      await shop.subscriptionAccounts.createWithin(tx, {
        customerId: order.customerId,
        channelId: order.channelId,
        pricing: after.subscription.pricing,
        productId: line.productId,
        variantId: line.variantId,
        orderId: order.id,
        cartId: order.cartId,
        currency: order.currency,
        amountMinor: line.totalInc,
        storedPaymentMethodId: after.subscription.storedPaymentMethodId,
        startDay: dayOf(paidAt),
        recurringConsentAt: after.subscription.consentAt,
        firstCharge: { amountMinor: order.totalInc, idempotencyKey: `order-${order.id}`, providerReference: reference, settledAt: paidAt },
      });
    }
    await shop.checkout.setState(tx, order.checkoutId, { status: "completed", orderId: order.id });
    const issued = await issueBoughtCertificates(shop, tx, order, after.origin);
    await shop.cart.deleteWithin(tx, order.cartId);
    await shop.giftCertificates.clearCartWithin(tx, order.cartId);
    const row = await shop.orders.row(order.id, tx);
    if (row) await enqueue(tx, [...afterPaymentItems(row, after), ...issued]);
    return row;
  });
  if (paid) {
    shop.outbox.kick();
    // Counted here, once per order (orders_placed_total), not per 200 answer.
    orderPlaced(shop);
  }
  return paid;
}

/**
 * Issue 19: the certificates the cart bought are issued with the paid order (same transaction, so
 * a replay or a second completion issues nothing: complete() only runs while the checkout is
 * placing this order). Only those in the cart when the order was priced (created before it) and in
 * its currency are issued. Each recipient's mail, with the code (shown nowhere else), goes through
 * the outbox in the storefront's locale.
 */
async function issueBoughtCertificates(shop: Shop, tx: Database, order: OrderRow, origin: string) {
  const bought = (await shop.giftCertificates.inCart(order.cartId, tx)).filter((c) => c.currency === order.currency && c.createdAt.getTime() <= order.createdAt.getTime());
  const items = [];
  for (const c of bought) {
    const { row, code } = await shop.giftCertificates.issueWithin(tx, { ...c, orderId: order.id, channelId: order.channelId });
    items.push(giftCertificateMailItem(row, code, { locale: order.locale, origin }));
  }
  return items;
}

/** A checkout left placing longer than this was abandoned half-way (the process died mid-order). */
export const PLACING_STALE_MS = 2 * 60_000;

/**
 * Decision 028: an attempt waiting for the shopper's 3-D Secure step is given this long before it
 * counts as abandoned (an issuer's challenge can take minutes: a code by text message, a banking
 * app; Adyen Web's challenge times out after 10). A shopper who places the order again instead
 * gives it up at once (recoverAbandonedAttempt with `shopperIsBack`).
 */
export const AUTHENTICATION_STALE_MS = 15 * 60_000;

/**
 * Finishes an abandoned attempt before a new one: the provider says whether its charge was made
 * (the charge is keyed by the order). Charged → the order is completed as if the process had not
 * died (the new attempt then answers 409 with its id); not charged → stock back, attempt Cancelled.
 * An attempt waiting for the shopper's 3-D Secure step (decision 028) is abandoned after
 * AUTHENTICATION_STALE_MS, or at once when `shopperIsBack` (the checkout's own session places the
 * order again): a challenge never completed charges nothing, and details sent for it later find no
 * payment pending (Adyen: /payments/details is never called, so nothing is authorised).
 */
export async function recoverAbandonedAttempt(shop: Shop, checkout: CheckoutRow, now = Date.now(), options: { shopperIsBack?: boolean } = {}): Promise<void> {
  if (checkout.status !== "placing" || checkout.orderId === null) return;
  const age = now - checkout.updatedAt.getTime();
  const authenticating = checkout.pendingPayment?.awaitingAuthentication === true;
  if (authenticating ? !options.shopperIsBack && age < AUTHENTICATION_STALE_MS : age < PLACING_STALE_MS) return;
  const order = await shop.orders.row(checkout.orderId);
  if (!order || order.status !== "Awaiting Payment") return;
  const charge = await shop.payments.provider.findCharge(`order-${order.id}`);
  if (charge?.ok) {
    const storefront = shop.checkout.storefrontOf(checkout);
    const origin = storefront ? shop.storefronts.originOf(storefront) : `https://${shop.env.SHOP_DOMAIN}`;
    await complete(shop, order, charge.reference, { origin, ...(await keptCardTerms(shop, order, checkout.pendingPayment)) });
    return;
  }
  const lines = await shop.orders.lines(order.id);
  const taken = lines.filter((l) => l.stockReserved > 0).map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.stockReserved }));
  await release(shop, { order, taken, locationId: order.locationId }, charge?.reference, "Cancelled");
  if (authenticating) shop.logger.info({ orderId: order.id, checkoutId: checkout.id }, "an attempt waiting for 3-D Secure was given up and its stock returned");
  else shop.logger.warn({ orderId: order.id, checkoutId: checkout.id }, "an abandoned order attempt was cancelled and its stock returned");
}

/**
 * The subscription of an attempt decided after placeOrder answered (issue 14; decision 028: 3-D
 * Secure details, or a charged attempt recovered after a crash): its plan from the cart's frequency,
 * and the card that pays each period. The attempt's pending payment names it: the saved card that
 * paid, or the new card, kept now as a saved card. An attempt placed before pending payments were
 * recorded falls back to the customer's newest saved card with the order's brand and last four
 * digits. Consent was given when the attempt was placed (placing requires it).
 */
async function pendingSubscriptionTerms(shop: Shop, order: OrderRow, pending: PendingPayment | null): Promise<SubscriptionTerms | null> {
  if (order.customerId === null) return null;
  const frequencyId = await shop.checkout.cartFrequency(order.cartId);
  if (frequencyId === null) return null;
  const [line] = await shop.orders.lines(order.id);
  if (!line) return null;
  const pricing = await shop.subscriptionAccounts.pricingFor(shop.db, frequencyId, order.currency, { sku: line.sku, productUnitMinor: order.taxMode === "inc" ? line.priceInc : line.priceEx });
  if (!pricing) return null;
  let storedPaymentMethodId: number | null = pending?.storedPaymentMethodId ?? null;
  if (pending && storedPaymentMethodId === null) {
    try {
      storedPaymentMethodId = (await shop.payments.save(order.customerId, cardOfPending(pending)))?.id ?? null;
    } catch (error) {
      shop.logger.error({ err: error, orderId: order.id }, "the subscription's card could not be kept");
    }
    if (storedPaymentMethodId === null) shop.logger.error({ orderId: order.id }, "the subscription's card was not kept by the provider; the customer must choose a card");
  }
  if (!pending) {
    const cards = await shop.payments.storedFor(order.customerId);
    storedPaymentMethodId = cards.reverse().find((c) => c.brand === order.paymentBrand && c.last4 === order.paymentLast4)?.id ?? null;
  }
  return { pricing, storedPaymentMethodId, consentAt: order.createdAt };
}

const cardOfPending = (pending: PendingPayment): CardToken => ({ token: pending.token, brand: pending.brand, last4: pending.last4, expiryMonth: pending.expiryMonth, expiryYear: pending.expiryYear });

/**
 * What completing an attempt decided later keeps (decision 028): a subscription's card with its
 * subscription, or the new card the shopper asked to save (as placeOrder does when it is paid at once).
 */
async function keptCardTerms(shop: Shop, order: OrderRow, pending: PendingPayment | null): Promise<{ saveCard?: CardToken; subscription?: SubscriptionTerms }> {
  const subscription = (await pendingSubscriptionTerms(shop, order, pending)) ?? undefined;
  if (subscription) return { subscription };
  if (pending?.save && pending.storedPaymentMethodId === null && order.customerId !== null) return { saveCard: cardOfPending(pending) };
  return {};
}

/**
 * Issue 14: who may check out a subscription cart. A guest (or a session that is not the checkout's
 * customer) is told an account is required, a customer whose identity is not VERIFIED that it must
 * be verified first, and the payment step must carry the agreement to recurring charges.
 */
async function checkSubscriber(shop: Shop, input: PlaceOrderInput, checkout: CheckoutRow): Promise<void> {
  if (input.customerId === null || checkout.customerId !== input.customerId) return refuse(401, "subscription-billing:errors.accountRequired", { code: "accountRequired" });
  const customer = await shop.customers.get(input.customerId);
  if (customer?.onfido_verification_status !== "VERIFIED") return refuse(403, "subscription-billing:errors.verificationRequired", { code: "verificationRequired" });
  if (input.recurringConsent !== true) return refuse(400, "subscription-billing:errors.recurringConsentRequired", { code: "recurringConsentRequired" });
}

export async function placeOrder(shop: Shop, input: PlaceOrderInput): Promise<PlaceOrderAnswer> {
  let reserved: Reserved;
  let card: CardToken;
  const consentAt = new Date();
  try {
    // The card is checked before the transaction (the provider is another system).
    const checkout = await shop.checkout.row(input.checkoutId);
    if (!checkout) return refuse(404, "orders:errors.checkoutNotFound");
    // The checkout's own session (the API checked it) is placing the order again: an attempt still
    // waiting for its 3-D Secure step is given up now (decision 028); one in flight is left to finish.
    await recoverAbandonedAttempt(shop, checkout, Date.now(), { shopperIsBack: true });
    // A placed or placing checkout answers 409 before its card is looked at (the card of a
    // recovered attempt is used up by then); the transaction below checks again under the lock.
    const current = (await shop.checkout.row(input.checkoutId)) ?? checkout;
    if (current.status === "completed") return refuse(409, "orders:errors.checkoutCompleted", { code: "checkoutCompleted", order_id: current.orderId });
    if (current.status === "placing") return refuse(409, "orders:errors.checkoutPlacing", { code: "checkoutPlacing" });
    const frequencyId = await shop.checkout.cartFrequency(current.cartId);
    if (frequencyId !== null) await checkSubscriber(shop, input, current);
    // A subscription's renewals need a card: certificates alone never pay one.
    if (frequencyId !== null && "giftCertificates" in input.payment) return refuse(402, "promotions:giftCertificate.errors.notCovered", { code: "giftCertificate.notCovered" });
    card = await resolveCard(shop, input, current);
    reserved = await reserve(shop, input, card, frequencyId);
    await stockShown(shop, reserved.emptied);
  } catch (error) {
    if (error instanceof Refusal) return error.answer;
    throw error;
  }
  const { order } = reserved;
  const token = "token" in input.payment ? input.payment.token : null;
  let charge: ChargeResult;
  // Issue 19: gift certificates paid all of it: nothing to charge.
  const cardAmount = order.totalInc - order.giftCertificateAmount;
  try {
    charge = cardAmount === 0 ? { ok: true, reference: `gift-certificates-order-${order.id}` } : await shop.payments.provider.charge({
      token: card.token,
      amountMinor: cardAmount,
      currency: order.currency,
      idempotencyKey: `order-${order.id}`,
      description: `${shop.env.BRAND_NAME} order ${order.id}`,
      owner: tokenOwner(input),
      // The first payment of a subscription: the card is kept for the renewals (issue 14).
      ...(reserved.subscription ? { recurring: "first" as const } : {}),
      ...(input.shopper ? { shopper: input.shopper } : {}),
    });
  } catch (error) {
    // The outcome is unknown (the provider may have charged before failing): ask it once more.
    shop.logger.error({ err: error, orderId: order.id }, "charging the order failed");
    let known: ChargeResult | null | undefined;
    try {
      known = await shop.payments.provider.findCharge(`order-${order.id}`);
    } catch {
      known = undefined;
    }
    // Still unknown: the attempt stays placing and the next complete recovers it once stale.
    if (known === undefined) return { ok: false, status: 502, key: "orders:errors.paymentFailed", data: { code: "paymentUnknown" }, final: false };
    if (known === null) {
      await release(shop, reserved);
      return { ok: false, status: 502, key: "orders:errors.paymentFailed", data: { code: "paymentFailed" }, final: false };
    }
    charge = known;
  }
  if (!charge.ok && charge.code === "actionRequired") {
    // Decision 028: the shopper must authenticate (3-D Secure). The attempt stays placing with its
    // stock reserved and the order Awaiting Payment; the action goes to the browser, and
    // submitPaymentDetails decides it. The answer is final for this idempotency key (a retry
    // answers the same action); an attempt left pending is recovered like any abandoned one.
    await shop.checkout.markAwaitingAuthentication(input.checkoutId, order.id);
    return { ok: false, status: 202, key: "orders:errors.authenticationRequired", data: { code: "authenticationRequired", action: charge.action, order_id: order.id }, final: true };
  }
  if (!charge.ok) {
    await release(shop, reserved, charge.reference);
    if (charge.code === "declined") return { ok: false, status: 402, key: "orders:errors.cardDeclined", data: { code: "cardDeclined" }, final: true };
    if (charge.code === "invalidToken" || charge.code === "tokenExpired" || charge.code === "tokenUsed") {
      return { ok: false, status: 400, key: TOKEN_PROBLEM_KEYS[charge.code], data: { code: charge.code === "invalidToken" ? "paymentTokenInvalid" : charge.code }, final: true };
    }
    return { ok: false, status: 402, key: "orders:errors.paymentFailed", data: { code: "paymentFailed" }, final: false };
  }

  const save = token !== null && "save" in input.payment && input.payment.save === true && input.customerId !== null && input.customerId === order.customerId;
  let subscription: SubscriptionTerms | undefined;
  if (reserved.subscription && order.customerId !== null) {
    // The card pays every period: a new card is kept as a saved card now, before the subscription
    // that names it is written (a failure to keep it leaves the subscription without a card, logged).
    let storedPaymentMethodId: number | null = "storedPaymentMethodId" in input.payment ? input.payment.storedPaymentMethodId : null;
    if (storedPaymentMethodId === null) {
      try {
        storedPaymentMethodId = (await shop.payments.save(order.customerId, card))?.id ?? null;
      } catch (error) {
        shop.logger.error({ err: error, orderId: order.id }, "the subscription's card could not be kept");
      }
      if (storedPaymentMethodId === null) shop.logger.error({ orderId: order.id }, "the subscription's card was not kept by the provider; the customer must choose a card");
    }
    subscription = { pricing: reserved.subscription, storedPaymentMethodId, consentAt };
  }
  const paid = await complete(shop, order, charge.reference, { origin: input.origin, saveCard: save && !subscription ? card : undefined, subscription });
  if (!paid) {
    // Another process gave the attempt up meanwhile (it looked abandoned): the money goes back.
    // The refund goes through the outbox (issue 12): a provider that fails now is tried again later.
    shop.logger.error({ orderId: order.id }, "a charge arrived for an attempt no longer placing; refunding it");
    await enqueueRefund(shop.db, order.id, charge.reference);
    shop.outbox.kick();
    return { ok: false, status: 502, key: "orders:errors.paymentFailed", data: { code: "paymentFailed" }, final: false };
  }

  return {
    ok: true,
    order: paid,
    body: { order_id: paid.id, status: paid.status, redirect_url: `/order-confirmation?orderId=${paid.id}` },
  };
}

/** Step 1 alone, for the crash-recovery tests (a process that dies right after it). */
export const reserveAttemptForTests = reserve;

/**
 * Decision 028: the browser's 3-D Secure result (Adyen Web's onAdditionalDetails, a redirect
 * return's redirectResult, or the test processor's challenge page) completes the pending attempt of
 * the checkout. The provider decides the charge once (a repeat or a concurrent submission answers
 * the same outcome), and step 3 runs under the checkout's lock as for any charge: approved → the
 * one order is completed (a second submission finds it completed and answers the same order);
 * refused → stock back, order Declined, checkout open again (the cart stays payable), 402.
 */
export async function submitPaymentDetails(shop: Shop, input: { checkoutId: string; details: Record<string, string>; origin: string }): Promise<PlaceOrderAnswer> {
  const noPayment: PlaceOrderAnswer = { ok: false, status: 409, key: "orders:errors.noPaymentPending", data: { code: "noPaymentPending" }, final: false };
  const checkout = await shop.checkout.row(input.checkoutId);
  if (!checkout) return { ok: false, status: 404, key: "orders:errors.checkoutNotFound", final: false };
  if (checkout.status === "completed" && checkout.orderId !== null) return placedAnswer(shop, checkout.orderId);
  if (checkout.status !== "placing" || checkout.orderId === null) return noPayment;
  const order = await shop.orders.row(checkout.orderId);
  if (!order || order.status !== "Awaiting Payment") {
    // A concurrent submission may have completed it between the two reads: the same answer.
    const now = await shop.checkout.row(input.checkoutId);
    return now?.status === "completed" && now.orderId === checkout.orderId ? placedAnswer(shop, now.orderId) : noPayment;
  }
  let charge: ChargeResult;
  try {
    charge = await shop.payments.provider.submitDetails(`order-${order.id}`, input.details);
  } catch (error) {
    // Unknown: the attempt stays pending; the same details may be sent again.
    shop.logger.error({ err: error, orderId: order.id }, "submitting the payment details failed");
    return { ok: false, status: 502, key: "orders:errors.paymentFailed", data: { code: "paymentUnknown" }, final: false };
  }
  if (!charge.ok && charge.code === "actionRequired") {
    // Another step (a challenge after the fingerprint): its window starts now.
    await shop.checkout.markAwaitingAuthentication(input.checkoutId, order.id);
    return { ok: false, status: 202, key: "orders:errors.authenticationRequired", data: { code: "authenticationRequired", action: charge.action, order_id: order.id }, final: false };
  }
  if (!charge.ok) {
    const lines = await shop.orders.lines(order.id);
    const taken = lines.filter((l) => l.stockReserved > 0).map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.stockReserved }));
    // A concurrent submission may have released it already: the answer is the same decline.
    await release(shop, { order, taken, locationId: order.locationId }, charge.reference);
    if (charge.code === "declined") return { ok: false, status: 402, key: "orders:errors.cardDeclined", data: { code: "cardDeclined" }, final: true };
    return { ok: false, status: 402, key: "orders:errors.paymentFailed", data: { code: "paymentFailed" }, final: false };
  }
  const paid = await complete(shop, order, charge.reference, { origin: input.origin, ...(await keptCardTerms(shop, order, checkout.pendingPayment)) });
  if (paid) return placedAnswer(shop, paid.id, paid);
  const now = await shop.checkout.row(input.checkoutId);
  // A concurrent submission completed this very order first: the same answer.
  if (now?.status === "completed" && now.orderId === order.id) return placedAnswer(shop, order.id);
  // The attempt was given up meanwhile (it looked abandoned): the money goes back through the outbox.
  shop.logger.error({ orderId: order.id }, "an authenticated charge arrived for an attempt no longer placing; refunding it");
  await enqueueRefund(shop.db, order.id, charge.reference);
  shop.outbox.kick();
  return { ok: false, status: 502, key: "orders:errors.paymentFailed", data: { code: "paymentFailed" }, final: false };
}

async function placedAnswer(shop: Shop, orderId: number, known?: OrderRow): Promise<PlaceOrderAnswer> {
  const order = known ?? (await shop.orders.row(orderId));
  if (!order) return { ok: false, status: 404, key: "orders:errors.checkoutNotFound", final: false };
  return { ok: true, order, body: { order_id: order.id, status: order.status, redirect_url: `/order-confirmation?orderId=${order.id}` } };
}
