import { and, asc, eq, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cartProductDetails, lineKey } from "../catalog/cart-support";
import { catalogContext } from "../catalog/service";
import type { CartContents, CartService } from "../cart/service";
import type { Storefront, StorefrontDirectory } from "../storefront/service";
import type { SubscriptionAccountService, SubscriptionPricing } from "../subscription/account";
import { US_STATE_CODES, usStateCode } from "../../../common/us-states";
import type { TaxJurisdiction, TaxProvider } from "../../integrations/tax/types";
import { priceOrder, priceSalesTax, shippingMethodsFor, taxRateFor, toMajor, type PricedLine, type ShippingMethod, type Totals } from "./pricing";
import { checkouts, type CheckoutAddress, type CheckoutRow, type PendingPayment } from "./schema";
import type { CheckoutView } from "./types";
import type { CartDiscounts } from "../cart/service";
import type { DiscountResult } from "../promotions/types";
import type { CartGiftCertificateRow } from "../gift-certificates/schema";
import { allocateCertificates, type GiftCertificateService } from "../gift-certificates/service";

/** Who asks for a checkout (route loaders build this from the request). */
export interface CheckoutSession {
  storefront: Storefront;
  /** The signed-in customer, or null for a guest. */
  customerId: number | null;
  /**
   * The guest's cart cookie(s): `order-cart-id` (set by checkoutLogin) and/or `cart-id`;
   * `checkoutCartCookies(cookieHeader)` in ./cookies reads both.
   */
  cartCookie: string | string[] | undefined;
}

export interface CheckoutPatch {
  email?: string;
  shippingAddress?: CheckoutAddress;
  billingAddress?: CheckoutAddress;
  billingSameAsShipping?: boolean;
  shippingMethodId?: string;
  customerMessage?: string;
}

export type CheckoutErrorCode = "notFound" | "completed" | "shippingMethodUnknown" | "countryNotAllowed" | "stateRequired" | "placing";

export class CheckoutError extends Error {
  constructor(
    readonly code: CheckoutErrorCode,
    readonly data: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

/** One priced line of a checkout's cart. */
export interface QuotedLine {
  lineId: string;
  productId: number;
  variantId: number;
  sku: string;
  name: string;
  brand: string;
  imageUrl: string;
  options: Array<{ name: string; value: string }>;
  quantity: number;
  /** Unit price in the storefront's tax mode. */
  unit: number;
  priced: PricedLine;
  takesStock: boolean;
  locationId: number | null;
}

export interface Quote {
  currency: string;
  taxMode: "inc" | "ex";
  rateBp: number;
  lines: QuotedLine[];
  shippingMethod: ShippingMethod | null;
  totals: Totals;
  /** Cart lines that can no longer be sold (product gone, disabled, unpriced). */
  unavailable: string[];
  /**
   * A subscription cart (a frequency attached, issue 14): its one line is priced at the plan's
   * period price; null for an ordinary cart.
   */
  subscription: (SubscriptionPricing & { productId: number; variantId: number }) | null;
  /**
   * Issue 19: the promotions on the cart now (none on a subscription cart). `totals` already count
   * them: the subtotals are before the goods discount, the shipping after a free-shipping one.
   */
  discounts: DiscountResult;
  /** The goods discount in both tax views (minor units). */
  discount: { ex: number; inc: number };
  /**
   * Issue 19: the US sales tax as quoted by the TaxProvider (rates in thousandths of a percent),
   * on an ex-tax storefront; null on a tax-inclusive one (VAT at `rateBp`). No jurisdiction while
   * the shipping address is not known (no tax yet).
   */
  salesTax: { rate: number; shippingRate: number; jurisdiction: TaxJurisdiction | null } | null;
  /**
   * Issue 19: gift certificates the cart buys (001 §3 line_items.gift_certificates), in the cart's
   * currency; not taxed and not discounted, their amounts are in the subtotals and the total.
   */
  giftCertificates: CartGiftCertificateRow[];
  /** The shipping methods offered, with their cost for this cart (free for gift certificates alone). */
  shippingMethods: ShippingMethod[];
}

const NO_DISCOUNTS: DiscountResult = { applied: [], refused: [], goodsMinor: 0, shippingMinor: 0 };

/**
 * Issue 19: totals with the promotions. The goods discount is priced as one negative line, so the
 * tax (VAT inside an inc price, or sales tax on an ex one) is worked out on what is actually paid;
 * it is then taken back out of the subtotals, which stay before the discount.
 */
export function priceWithDiscounts(
  price: (lines: Array<{ quantity: number; unit: number }>, shipping: number) => { lines: PricedLine[]; totals: Totals },
  lines: Array<{ quantity: number; unit: number }>,
  shippingCost: number,
  discounts: DiscountResult,
): { lines: PricedLine[]; totals: Totals; discount: { ex: number; inc: number } } {
  const goods = discounts.goodsMinor;
  const priced = price(goods > 0 ? [...lines, { quantity: 1, unit: -goods }] : lines, Math.max(0, shippingCost - discounts.shippingMinor));
  if (goods <= 0) return { ...priced, discount: { ex: 0, inc: 0 } };
  const negative = priced.lines.pop()!;
  const totals = { ...priced.totals, subtotalEx: priced.totals.subtotalEx - negative.totalEx, subtotalInc: priced.totals.subtotalInc - negative.totalInc };
  return { lines: priced.lines, totals, discount: { ex: -negative.totalEx, inc: -negative.totalInc } };
}

/** Countries the global storefront ships to: European countries without a selling storefront of their own. */
const GLOBAL_SHIPPING_COUNTRIES = ["CH", "DK", "SE", "NO", "IS", "PL", "CZ", "HU", "RO", "BG", "CY", "MT"];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isCheckoutId = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

export function allowedCountryCodes(storefront: Storefront): string[] {
  return storefront.isDefault ? GLOBAL_SHIPPING_COUNTRIES : [storefront.country.iso];
}

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The hosted checkout (001 §4 Checkout, 000 §4 Go to checkout): contact email, addresses, shipping
 * method and the priced lines of the cart. A checkout is read only through the session that
 * started it: the customer's own, or a guest's whose cart cookie names the checkout's cart.
 */
export class CheckoutService {
  constructor(
    private readonly db: Database,
    private readonly deps: { cart: CartService; storefronts: StorefrontDirectory; subscriptions?: Pick<SubscriptionAccountService, "pricingFor">; promotions?: CartDiscounts; tax?: TaxProvider; giftCertificates?: Pick<GiftCertificateService, "inCart" | "appliedTo"> },
  ) {}

  /** Issue 19: does this storefront charge US sales tax through the tax provider? */
  private salesTaxed(storefront: Storefront, currency: string): boolean {
    return this.deps.tax !== undefined && catalogContext(storefront, currency).taxMode === "ex";
  }

  /**
   * The frequency attached to a cart (a subscription cart, 001 §4), or null. A cart flagged as a
   * subscription with an unreadable frequency answers NaN: its line cannot be priced.
   */
  async cartFrequency(cartId: string): Promise<number | null> {
    const cart = await this.deps.cart.row(cartId);
    if (!cart?.isSubscription) return null;
    return Number(cart.subscriptionFrequencyId);
  }

  /**
   * The open checkout of a cart, started or reused (one per cart; a concurrent start meets the
   * unique index and reuses the winner's). A cart the customer adopted since moves with it.
   */
  async start(input: { storefront: Storefront; cartId: string; customerId: number | null; email: string }): Promise<CheckoutRow> {
    const { storefront, cartId, customerId, email } = input;
    for (let attempt = 0; attempt < 3; attempt++) {
      const [existing] = await this.db.select().from(checkouts).where(and(eq(checkouts.cartId, cartId), ne(checkouts.status, "completed")));
      if (existing) {
        const changes: Partial<CheckoutRow> = {};
        if (existing.customerId !== customerId) changes.customerId = customerId;
        if (existing.email !== email && existing.status === "open") changes.email = email;
        if (Object.keys(changes).length === 0) return existing;
        const [updated] = await this.db
          .update(checkouts)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(checkouts.id, existing.id))
          .returning();
        return updated ?? existing;
      }
      const [created] = await this.db
        .insert(checkouts)
        .values({ cartId, channelId: storefront.channelId, customerId, email })
        .onConflictDoNothing()
        .returning();
      if (created) return created;
    }
    throw new Error("could not start a checkout");
  }

  /**
   * Order attempts left `placing` since before `staleBefore`, oldest first (the abandoned-attempt
   * sweep). `status = 'placing'` implies the partial index checkouts_open_cart's
   * `status <> 'completed'`: only unfinished checkouts are read, never the completed history.
   */
  /**
   * Attempts placing since before `staleBefore`; one waiting for the shopper's 3-D Secure step only
   * once it is older than `authenticationStaleBefore` (decision 028), so those never fill a batch.
   */
  async stalePlacing(staleBefore: Date, limit: number, authenticationStaleBefore: Date = staleBefore): Promise<CheckoutRow[]> {
    return this.db
      .select()
      .from(checkouts)
      .where(
        and(
          eq(checkouts.status, "placing"),
          lt(checkouts.updatedAt, staleBefore),
          or(sql`coalesce((${checkouts.pendingPayment}->>'awaitingAuthentication')::boolean, false) = false`, lt(checkouts.updatedAt, authenticationStaleBefore)),
        ),
      )
      .orderBy(asc(checkouts.updatedAt))
      .limit(limit);
  }

  async row(checkoutId: string): Promise<CheckoutRow | null> {
    if (!isCheckoutId(checkoutId)) return null;
    const [row] = await this.db.select().from(checkouts).where(eq(checkouts.id, checkoutId.toLowerCase()));
    return row ?? null;
  }

  /** May this session use the checkout? Same channel, and its customer, or the guest holding its cart cookie. */
  mayUse(row: CheckoutRow, session: CheckoutSession): boolean {
    if (row.channelId !== session.storefront.channelId) return false;
    if (row.customerId !== null) return row.customerId === session.customerId;
    const cookies = Array.isArray(session.cartCookie) ? session.cartCookie : session.cartCookie ? [session.cartCookie] : [];
    return cookies.some((c) => c.toLowerCase() === row.cartId);
  }

  /** The checkout when the session may use it, else null (the API answers 404 and reads nothing). */
  async findForSession(checkoutId: string, session: CheckoutSession): Promise<CheckoutRow | null> {
    const row = await this.row(checkoutId);
    return row && this.mayUse(row, session) ? row : null;
  }

  async viewForSession(checkoutId: string, session: CheckoutSession): Promise<CheckoutView | null> {
    const row = await this.findForSession(checkoutId, session);
    return row ? this.view(row, session.storefront) : null;
  }

  /** updateCheckout: contact, addresses, shipping method and message of an open checkout. */
  async update(checkoutId: string, session: CheckoutSession, patch: CheckoutPatch): Promise<CheckoutView> {
    const row = await this.findForSession(checkoutId, session);
    if (!row) throw new CheckoutError("notFound");
    if (row.status === "completed") throw new CheckoutError("completed", { order_id: row.orderId });
    if (row.status === "placing") throw new CheckoutError("placing");
    const allowed = allowedCountryCodes(session.storefront);
    for (const [field, address] of [["shippingAddress", patch.shippingAddress], ["billingAddress", patch.billingAddress]] as const) {
      if (address && !allowed.includes(address.countryCode)) throw new CheckoutError("countryNotAllowed", { field: `${field}.countryCode` });
    }
    // Issue 19: US sales tax is owed to the shipping address's state, so a US address names one
    // (its code, or its name as an address book may hold it: "California" → "CA").
    const shipTo = patch.shippingAddress && patch.shippingAddress.countryCode === "US" ? { ...patch.shippingAddress, state: usStateCode(patch.shippingAddress.state) } : undefined;
    if (shipTo && this.salesTaxed(session.storefront, session.storefront.currency) && !US_STATE_CODES.has(shipTo.state)) {
      throw new CheckoutError("stateRequired", { field: "shippingAddress.state" });
    }
    if (shipTo) patch = { ...patch, shippingAddress: shipTo };
    if (patch.shippingMethodId !== undefined) {
      const cart = await this.deps.cart.row(row.cartId);
      if (!shippingMethodsFor(cart?.currency ?? session.storefront.currency).some((m) => m.id === patch.shippingMethodId)) {
        throw new CheckoutError("shippingMethodUnknown");
      }
    }
    const changes: Partial<CheckoutRow> = { updatedAt: new Date() };
    if (patch.email !== undefined && row.customerId === null) changes.email = patch.email;
    if (patch.shippingAddress !== undefined) changes.shippingAddress = patch.shippingAddress;
    if (patch.billingSameAsShipping !== undefined) changes.billingSameAsShipping = patch.billingSameAsShipping;
    if (patch.billingAddress !== undefined) changes.billingAddress = patch.billingAddress;
    if (patch.shippingMethodId !== undefined) changes.shippingMethodId = patch.shippingMethodId;
    if (patch.customerMessage !== undefined) changes.customerMessage = patch.customerMessage;
    // Only an open checkout changes: a concurrent placeOrder that got there first wins.
    const [updated] = await this.db
      .update(checkouts)
      .set(changes)
      .where(and(eq(checkouts.id, row.id), eq(checkouts.status, "open")))
      .returning();
    if (!updated) throw new CheckoutError("placing");
    return this.view(updated, session.storefront);
  }

  /**
   * The checkout's cart priced now: lines from the cart, prices in the storefront's tax mode, the
   * chosen shipping method and the taxes (pricing.ts). `db` may be a transaction.
   */
  async quote(row: CheckoutRow, storefront: Storefront, locked?: { tx: Database; cart: CartContents | null; frequencyId: number | null }): Promise<Quote> {
    const db = locked?.tx ?? this.db;
    const contents = locked ? locked.cart : await this.deps.cart.contents(this.db, row.cartId);
    const frequencyId = locked ? locked.frequencyId : await this.cartFrequency(row.cartId);
    const currency = contents?.currency ?? storefront.currency;
    const context = catalogContext(storefront, currency);
    // The cart must still be this checkout's customer's (or still a guest cart).
    const items = contents && (contents.customerId ?? null) === row.customerId ? contents.items : [];
    const details = await cartProductDetails(
      db,
      context,
      items.map((i) => ({ productId: i.product_id, variantId: i.variant_id })),
    );
    const lines: Omit<QuotedLine, "priced">[] = [];
    const unavailable: string[] = [];
    for (const item of items) {
      const info = details.get(lineKey(item.product_id, item.variant_id));
      if (!info || info.regularMinor === null || info.availability === "disabled" || !info.variantMatches || info.purchasingDisabled) {
        unavailable.push(item.line_id);
        continue;
      }
      lines.push({
        lineId: item.line_id,
        productId: item.product_id,
        variantId: item.variant_id,
        sku: info.sku,
        name: info.name,
        brand: info.brand,
        imageUrl: info.imageUrl,
        options: info.options,
        quantity: item.quantity,
        unit: info.saleMinor ?? info.regularMinor,
        // Pre-orders are sold without stock (as in the cart); tracked, available products take stock.
        takesStock: info.inventoryLevel !== null && info.availability === "available",
        locationId: info.locationId,
      });
    }
    // A subscription cart (issue 14): one line of one item, priced at the plan's period price.
    let subscription: Quote["subscription"] = null;
    if (frequencyId !== null) {
      const line = lines.length === 1 && lines[0].quantity === 1 ? lines[0] : undefined;
      const pricing = line && this.deps.subscriptions ? await this.deps.subscriptions.pricingFor(db, frequencyId, currency, { sku: line.sku, productUnitMinor: line.unit }) : null;
      if (line && pricing) {
        line.unit = pricing.unitMinor;
        subscription = { ...pricing, productId: line.productId, variantId: line.variantId };
      } else {
        unavailable.push(...lines.map((l) => l.lineId));
        lines.length = 0;
      }
    }
    // Issue 19: certificates bought with the cart (none on a subscription cart: refused when added).
    const giftCertificates =
      subscription === null && contents && items === contents.items && this.deps.giftCertificates
        ? (await this.deps.giftCertificates.inCart(row.cartId, db)).filter((c) => c.currency === currency)
        : [];
    // A cart of gift certificates alone ships nothing: any shipping method chosen costs nothing.
    const shipsNothing = lines.length === 0 && unavailable.length === 0 && giftCertificates.length > 0;
    const methods = shippingMethodsFor(currency).map((m) => (shipsNothing ? { ...m, cost: 0 } : m));
    const shippingMethod = methods.find((m) => m.id === row.shippingMethodId) ?? null;
    const rateBp = taxRateFor(storefront.code, currency);
    const discounts = await this.discountsOf(db, row, currency, lines, subscription !== null, shippingMethod?.cost ?? 0);
    const shippingCost = shippingMethod?.cost ?? 0;
    // Issue 19: an ex-tax (US) storefront asks the tax provider, with the lines exactly as priced
    // below (the goods discount as a last negative line, shipping after a free-shipping discount).
    const salesTax = this.salesTaxed(storefront, currency)
      ? await this.deps.tax!.quote({
          storefront: storefront.code,
          currency,
          shippingAddress: row.shippingAddress
            ? { country: row.shippingAddress.countryCode, state: row.shippingAddress.state ?? "", postCode: row.shippingAddress.postCode, city: row.shippingAddress.city }
            : null,
          lines: [
            ...lines.map((l) => ({ sku: l.sku, amount: l.unit * l.quantity })),
            ...(discounts.goodsMinor > 0 ? [{ sku: "discount", amount: -discounts.goodsMinor }] : []),
          ],
          shipping: Math.max(0, shippingCost - discounts.shippingMinor),
        })
      : null;
    const priced = priceWithDiscounts(
      (l, shipping) => (salesTax ? priceSalesTax(l, shipping, salesTax) : priceOrder(context.taxMode, rateBp, l, shipping)),
      lines,
      shippingCost,
      discounts,
    );
    const certificatesMinor = giftCertificates.reduce((sum, c) => sum + c.amountMinor, 0);
    const totals = { ...priced.totals, subtotalEx: priced.totals.subtotalEx + certificatesMinor, subtotalInc: priced.totals.subtotalInc + certificatesMinor, totalInc: priced.totals.totalInc + certificatesMinor };
    return {
      currency,
      taxMode: context.taxMode,
      rateBp: salesTax ? Math.round(salesTax.rate / 10) : rateBp,
      salesTax: salesTax ? { rate: salesTax.rate, shippingRate: salesTax.shippingRate, jurisdiction: salesTax.jurisdiction } : null,
      lines: lines.map((l, i) => ({ ...l, priced: priced.lines[i] })),
      shippingMethod,
      totals,
      unavailable,
      subscription,
      discounts,
      discount: priced.discount,
      giftCertificates,
      shippingMethods: methods,
    };
  }

  /** Issue 19: the promotions on the checkout's cart (a subscription cart takes none). */
  private async discountsOf(db: Database, row: CheckoutRow, currency: string, lines: Array<Omit<QuotedLine, "priced">>, isSubscription: boolean, shippingCost: number): Promise<DiscountResult> {
    if (!this.deps.promotions || isSubscription || lines.length === 0) return NO_DISCOUNTS;
    return this.deps.promotions.discountsFor(db, {
      cartId: row.cartId,
      channelId: row.channelId,
      currency,
      lines: lines.map((l) => ({ lineId: l.lineId, productId: l.productId, variantId: l.variantId, quantity: l.quantity, unitMinor: l.unit })),
      shippingMinor: row.shippingMethodId ? shippingCost : 0,
    });
  }

  async view(row: CheckoutRow, storefront: Storefront): Promise<CheckoutView> {
    // Loaded on first use: the translations are found through Vite (import.meta.glob), so plain
    // Node scripts that build the shop (seed CLI, bench generator) must not load them with it.
    const { translatorFor } = await import("../../http/server-i18n");
    const t = translatorFor(storefront.locale);
    const quote = await this.quote(row, storefront);
    const inc = quote.taxMode === "inc";
    const { totals } = quote;
    // Issue 19: the certificate codes applied to the cart pay what they can of the total, as place-order will.
    const applied = this.deps.giftCertificates ? (await this.deps.giftCertificates.appliedTo(row.cartId)).filter((c) => c.currency === quote.currency) : [];
    const certificatePayment = allocateCertificates(applied, totals.totalInc);
    return {
      id: row.id,
      status: row.status === "completed" ? "completed" : "open",
      order_id: row.status === "completed" ? row.orderId : null,
      email: row.email,
      customer_id: row.customerId,
      currency: quote.currency,
      tax_mode: quote.taxMode,
      lines: quote.lines.map((l) => ({
        id: l.lineId,
        product_id: l.productId,
        variant_id: l.variantId,
        sku: l.sku,
        name: l.name,
        image_url: l.imageUrl,
        options: l.options,
        quantity: l.quantity,
        unit_price: toMajor(l.unit),
        total: toMajor(inc ? l.priced.totalInc : l.priced.totalEx),
      })),
      shipping_address: row.shippingAddress ?? null,
      billing_address: row.billingSameAsShipping ? (row.shippingAddress ?? null) : (row.billingAddress ?? null),
      billing_same_as_shipping: row.billingSameAsShipping,
      shipping_methods: quote.shippingMethods.map((m) => ({ id: m.id, name: t(m.nameKey), description: t(m.descriptionKey), cost: toMajor(m.cost) })),
      shipping_method_id: row.shippingMethodId,
      customer_message: row.customerMessage,
      totals: {
        subtotal: toMajor(inc ? totals.subtotalInc : totals.subtotalEx),
        shipping: toMajor(inc ? totals.shippingInc : totals.shippingEx),
        tax: toMajor(totals.totalTax),
        total: toMajor(totals.totalInc),
        tax_included: inc,
        // Issue 19: the VAT rate included (percent), or the sales tax's rate and state on a US checkout once the address is known.
        tax_rate: quote.salesTax ? (quote.salesTax.jurisdiction ? quote.salesTax.rate / 1000 : null) : quote.rateBp / 100,
        tax_jurisdiction: quote.salesTax?.jurisdiction ? (quote.salesTax.jurisdiction.local ? `${quote.salesTax.jurisdiction.name}, ${quote.salesTax.jurisdiction.local}` : quote.salesTax.jurisdiction.name) : null,
        discount: toMajor(inc ? quote.discount.inc : quote.discount.ex),
        gift_certificates: toMajor(certificatePayment.paidMinor),
        to_pay: toMajor(totals.totalInc - certificatePayment.paidMinor),
      },
      gift_certificates: quote.giftCertificates.map((c) => ({
        id: c.id,
        name: t("promotions:giftCertificate.name"),
        amount: toMajor(c.amountMinor),
        recipient: { name: c.recipientName, email: c.recipientEmail },
      })),
      applied_gift_certificates: certificatePayment.certificates.map((c) => ({ id: c.certificateId, last4: c.last4, balance: toMajor(c.balanceMinor), amount: toMajor(c.usedMinor) })),
      coupons: [
        ...quote.discounts.applied.map((a) => ({ code: a.code, name: a.name, amount: toMajor(a.goodsMinor + a.shippingMinor), free_shipping: a.kind === "freeShipping", applies: true, reason: null })),
        ...quote.discounts.refused.map((r) => ({ code: r.code, name: r.name, amount: 0, free_shipping: false, applies: false, reason: r.reason })),
      ],
      allowed_countries: allowedCountryCodes(storefront).map((code) => ({ code, name: countryName(code, storefront.locale) })),
      subscription: quote.subscription
        ? {
            frequency_id: quote.subscription.frequencyId,
            frequency_code: quote.subscription.frequencyCode,
            frequency_name: quote.subscription.frequencyName,
            interval_months: quote.subscription.intervalMonths,
            // What each period charges (the subscription keeps the line's total with its tax): on a
            // US storefront the plan price plus the state's sales tax once the address is known.
            period_price: toMajor(quote.lines[0].priced.totalInc),
          }
        : null,
    };
  }

  /** The storefront a checkout was started on. */
  storefrontOf(row: CheckoutRow): Storefront | null {
    return this.deps.storefronts.all().find((s) => s.channelId === row.channelId) ?? null;
  }

  /** Locks the checkout row in a transaction (place-order: two completes of one checkout queue here). */
  async lock(tx: Database, checkoutId: string): Promise<CheckoutRow | null> {
    const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for("update");
    return row ?? null;
  }

  /**
   * Decision 028: the attempt now waits for the shopper's 3-D Secure step (its window starts now).
   * Only while the checkout is still placing that order.
   */
  async markAwaitingAuthentication(checkoutId: string, orderId: number): Promise<void> {
    await this.db
      .update(checkouts)
      .set({ pendingPayment: sql`coalesce(${checkouts.pendingPayment}, '{}'::jsonb) || '{"awaitingAuthentication": true}'::jsonb`, updatedAt: sql`now()` })
      .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, "placing"), eq(checkouts.orderId, orderId)));
  }

  /** The attempt's state; the pending payment is kept only while placing (decision 028), cleared otherwise. */
  async setState(tx: Database, checkoutId: string, state: { status: CheckoutRow["status"]; orderId: number | null; pendingPayment?: PendingPayment | null }): Promise<void> {
    const pendingPayment = state.status === "placing" ? (state.pendingPayment ?? null) : null;
    await tx.update(checkouts).set({ status: state.status, orderId: state.orderId, pendingPayment, updatedAt: sql`now()` }).where(eq(checkouts.id, checkoutId));
  }
}
