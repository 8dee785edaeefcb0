import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cartProductDetails, lineKey, stockAt, type CartProductDetails } from "../catalog/cart-support";
import type { CatalogContext } from "../catalog/types";
import type { CacheEpochs } from "../cache/epochs";
import { BoundedCache } from "../../lib/bounded-cache";
import { cartItems, carts, type CartItemRow, type CartRow } from "./schema";
import { MAX_LINE_QUANTITY } from "./quantity";
import type { DiscountResult } from "../promotions/types";
import { cartBuysGiftCertificates, type GiftCertificateService } from "../gift-certificates/service";
import { cartMayHaveDiscounts } from "../promotions/service";
import type { AvailabilityStatus, CartLineItem, CartSubscriptionView, CartView, InventoryCheckLine, InventoryCheckResult } from "./types";

/**
 * What the cart needs from the subscription module (its service, given in server/shop.ts): the
 * attached frequency's name and period, and its price per period in the cart's currency.
 */
export interface SubscriptionFrequencies {
  frequency(frequencyId: number): Promise<{ id: number; code: string; name: string; intervalMonths: number; useProductPrice: boolean } | null>;
  periodPriceMinor(frequencyId: number, currency: string): Promise<number | null>;
}

/**
 * What the cart needs from the promotions module (issue 19; its service, given in server/shop.ts):
 * the discounts of the cart's lines now.
 */
export interface CartDiscounts {
  discountsFor(
    db: Database,
    input: { cartId: string | null; channelId: number; currency: string; lines: Array<{ lineId: string; productId: number; variantId: number; quantity: number; unitMinor: number }>; shippingMinor: number },
  ): Promise<DiscountResult>;
}

/** A subscription to put in a cart: the product line and the frequency (001 §7 Subscription service addToCart). */
export interface SubscriptionLineInput {
  product_id: number;
  variant_id: number;
  frequency_id: number;
}

/** A cart's lines as checkout reads them. */
export interface CartContents {
  id: string;
  channelId: number;
  customerId: number | null;
  currency: string;
  /** A subscription frequency is attached (001 §4): the checkout takes the first period's payment. */
  isSubscription: boolean;
  subscriptionFrequencyId: number | null;
  items: Array<{ product_id: number; variant_id: number; quantity: number; line_id: string }>;
}

/** Whose cart an operation is for: the storefront's channel, currency, tax mode and locale, and the customer (null: a guest). */
export interface CartScope {
  catalog: CatalogContext;
  customerId: number | null;
}

export type CartErrorCode =
  | "missingCart"
  | "lineNotFound"
  | "noItems"
  | "minimumQuantity"
  | "maximumQuantity"
  | "productUnavailable"
  | "insufficientStock"
  | "subscriptionNotAllowed"
  | "subscriptionInCart"
  | "oneSubscription"
  | "productInCart"
  | "accountRequired"
  | "noInventoryLocation";

/** A cart rule was broken; the API turns the code into a status and a translated message (001 §8). */
export class CartError extends Error {
  constructor(
    readonly code: CartErrorCode,
    readonly params: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

export interface LineItemInput {
  product_id: number;
  variant_id?: number;
  quantity: number;
}

type Translate = (key: string, params?: Record<string, unknown>) => string;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const isCartId = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

/** May this scope use the cart? Same channel, and the same customer (a guest only guest carts). */
export function belongsTo(row: Pick<CartRow, "channelId" | "customerId">, scope: CartScope): boolean {
  return row.channelId === scope.catalog.channelId && (row.customerId ?? null) === scope.customerId;
}

/** Merges request lines for the same product and variant, so limits see the whole request. */
function mergeRequest(items: LineItemInput[]) {
  const merged = new Map<string, { productId: number; variantId: number; quantity: number }>();
  for (const item of items) {
    const variantId = item.variant_id ?? 0;
    const key = lineKey(item.product_id, variantId);
    const entry = merged.get(key) ?? { productId: item.product_id, variantId, quantity: 0 };
    entry.quantity += item.quantity;
    merged.set(key, entry);
  }
  return [...merged.values()];
}

/** Quantity per product over the cart's lines: limits count every variant of a product (001 §5). */
function totalsByProduct(lines: Array<{ productId: number; quantity: number }>): Map<number, number> {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  return totals;
}

/** A product the cart can sell: known, visible, priced in the currency, the right variant, purchasable. */
function assertSellable(details: CartProductDetails | undefined): asserts details is CartProductDetails {
  if (!details || details.availability === "disabled" || !details.variantMatches || details.purchasingDisabled || details.regularMinor === null) {
    throw new CartError("productUnavailable");
  }
}

/**
 * The per-customer limits of 001 §5, counting what is already in the cart (`after` is the product's
 * total over all its lines once the change is made). An add must land inside the limits. A quantity
 * change (`before` given) may also move an out-of-range line towards the allowed range (000 §5);
 * anything that leaves the range, or moves further away from it, is refused.
 */
function assertLimits(details: CartProductDetails, after: number, before?: number) {
  const { minimum, maximum } = details;
  const tooFew = minimum > 0 && after < minimum && (before === undefined || after < before);
  const tooMany = maximum > 0 && after > maximum && (before === undefined || after > before);
  if (tooFew) throw new CartError("minimumQuantity", { n: minimum });
  if (tooMany) throw new CartError("maximumQuantity", { n: maximum });
}

/** Tracked stock of an available product must cover the line; pre-orders are sold without stock. */
function assertStock(details: CartProductDetails, lineBefore: number, lineAfter: number) {
  if (details.availability !== "available" || details.inventoryLevel === null) return;
  if (lineAfter > details.inventoryLevel && lineAfter > lineBefore) throw new CartError("insufficientStock", { available: details.inventoryLevel });
}

const toMajor = (minor: number) => Math.round(minor) / 100;

/** A cart row with its lines in display order (oldest first), as one transaction saw them. */
export interface CartSnapshot {
  cart: CartRow;
  lines: CartItemRow[];
  /** Whether the cart buys gift certificates, when the read that made the snapshot knew (getCart's); else they are read. */
  buysGiftCertificates?: boolean;
  /** False when no promotion can touch the cart (cartMayHaveDiscounts), known from the statement that made the snapshot; else they are read. */
  mayHaveDiscounts?: boolean;
}

/**
 * The lines after an upsert: `existing` (display order) with the changed rows in place and the new
 * ones after them, ordered as a fresh read would order them (created together, then by id).
 */
function mergeLines(existing: CartItemRow[], changed: CartItemRow[]): CartItemRow[] {
  const byId = new Map(changed.map((line) => [line.id, line]));
  const kept = existing.map((line) => byId.get(line.id) ?? line);
  const known = new Set(existing.map((line) => line.id));
  const added = changed.filter((line) => !known.has(line.id)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return [...kept, ...added];
}

/** Adoption stops (and rolls back) when the customer's own cart is a subscription cart. */
class KeepSubscriptionCart extends Error {}

/** Runs in the transaction that stores a new guest cart, before it commits; throwing refuses the cart. */
export type BeforeCreate = (tx: Database) => Promise<void>;

/**
 * Carts and their lines (001 §3, §4, §5, §7). Every change runs in a transaction that first locks
 * the cart row (SELECT … FOR UPDATE, or the upsert that stores a guest's cart): concurrent changes to one cart queue behind each other, so a
 * read-check-write never works on a stale quantity and no update is lost.
 */
/** What a cart line shows (name, price, picture, limits): catalogue data, never stock. */
type LineDisplay = Pick<CartProductDetails, "sku" | "name" | "url" | "imageUrl" | "regularMinor" | "saleMinor" | "minimum" | "maximum" | "options">;

/** Line displays kept per process, keys and lines counted in bytes (issue 12). */
const DISPLAY_CACHE_BYTES = 8 * 1024 * 1024;
/** Bounds staleness should a catalogue change ever move no epoch. */
const DISPLAY_CACHE_TTL_MS = 60_000;

export class CartService {
  /**
   * Showing a cart (getCart, and the answer of every cart change) prices its lines from the
   * catalogue; that one query cost more than the rest of the request (~3 of ~7 ms on PGlite), and
   * a cart is shown far more often than the catalogue changes. Stock is not in it: limits and
   * stock checks of a change always read the catalogue inside the change's transaction. Emptied
   * when the catalogue epoch moves (a price, name or product changed in any process).
   */
  private readonly displays = new BoundedCache<Map<string, LineDisplay>>({ maxBytes: DISPLAY_CACHE_BYTES, ttlMs: DISPLAY_CACHE_TTL_MS });

  /**
   * The cart and its lines in one statement (getCart's). Built once: Drizzle composing its SQL text
   * on every call was ~10 % of a getCart's CPU on PGlite (issue 20, node --cpu-prof under wrk).
   */
  private readonly cartWithLines;

  constructor(
    private readonly db: Database,
    epochs?: CacheEpochs,
    private readonly subscriptions?: SubscriptionFrequencies,
    private readonly discounts?: CartDiscounts,
    /** Issue 19: the gift certificates a cart buys (line_items.gift_certificates). */
    private readonly giftCertificates?: Pick<GiftCertificateService, "inCart">,
  ) {
    epochs?.onChange(() => this.displays.invalidate());
    this.cartWithLines = db
      .select({ cart: carts, line: cartItems, buysGiftCertificates: cartBuysGiftCertificates(carts.id), mayHaveDiscounts: cartMayHaveDiscounts(carts.id) })
      .from(carts)
      .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
      .where(eq(carts.id, sql.placeholder("cartId")))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
      .prepare("cart_with_lines");
  }

  /** The displays of a cart's lines, in the catalogue context and the cart's currency. */
  private lineDisplays(context: CatalogContext, lines: Array<{ productId: number; variantId: number }>): Promise<Map<string, LineDisplay>> {
    const refs = [...new Set(lines.map((l) => lineKey(l.productId, l.variantId)))].sort();
    const key = `${context.channelId}|${context.currency}|${context.locale}|${context.taxMode}|${refs.join(",")}`;
    return this.displays.get(key, async () => {
      const details = await cartProductDetails(this.db, context, lines);
      const shown = new Map<string, LineDisplay>();
      for (const [ref, d] of details) {
        shown.set(ref, { sku: d.sku, name: d.name, url: d.url, imageUrl: d.imageUrl, regularMinor: d.regularMinor, saleMinor: d.saleMinor, minimum: d.minimum, maximum: d.maximum, options: d.options });
      }
      return shown;
    });
  }

  /** The stored cart, whoever owns it (null when it does not exist). */
  async row(cartId: string): Promise<CartRow | null> {
    if (!isCartId(cartId)) return null;
    const [row] = await this.db.select().from(carts).where(eq(carts.id, cartId));
    return row ?? null;
  }

  /** The cart when it exists and the scope may use it, else null: another's cart is never read. */
  async find(cartId: string, scope: CartScope): Promise<CartRow | null> {
    const row = await this.row(cartId);
    return row && belongsTo(row, scope) ? row : null;
  }

  /**
   * A guest cart with a given id (the cookie's). Creating it is idempotent: two first add-to-cart
   * calls carrying the same cookie make one cart. False when that id is someone else's cart.
   */
  async ensureGuestCart(cartId: string, scope: CartScope, options: { beforeCreate?: BeforeCreate } = {}): Promise<boolean> {
    if (scope.customerId !== null || !isCartId(cartId)) return false;
    await this.db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const inserted = await tx
        .insert(carts)
        .values({ id: cartId, channelId: scope.catalog.channelId, customerId: null, currency: scope.catalog.currency })
        .onConflictDoNothing({ target: carts.id })
        .returning({ id: carts.id });
      if (inserted.length > 0) await options.beforeCreate?.(tx);
    });
    return (await this.find(cartId, scope)) !== null;
  }

  /**
   * The customer's cart replacing `replaces` (their stale cart id, '' when none) on this channel.
   * Concurrent replacements of the same stale id meet on the unique index and share one new cart.
   */
  async createCustomerCart(scope: CartScope & { customerId: number }, replaces: string): Promise<string> {
    const inserted = await this.db
      .insert(carts)
      .values({ channelId: scope.catalog.channelId, customerId: scope.customerId, currency: scope.catalog.currency, replacesCartId: replaces })
      .onConflictDoNothing()
      .returning({ id: carts.id });
    if (inserted[0]) return inserted[0].id;
    const [existing] = await this.db
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.customerId, scope.customerId), eq(carts.channelId, scope.catalog.channelId), eq(carts.replacesCartId, replaces)));
    if (!existing) throw new Error("customer cart vanished while it was being created");
    return existing.id;
  }

  /**
   * Runs `work` with the cart row locked; a cart the scope may not use is a missing cart (404).
   * `createGuest` stores a guest's fresh cart in the same transaction, so a refused change leaves
   * nothing behind, and concurrent first changes under one id meet on its primary key.
   */
  private async locked<T>(
    cartId: string,
    scope: CartScope,
    work: (tx: Database, cart: CartRow & { mayHaveDiscounts: boolean }) => Promise<T>,
    options: { createGuest?: boolean; beforeCreate?: BeforeCreate } = {},
  ): Promise<T> {
    if (!isCartId(cartId)) throw new CartError("missingCart");
    return this.db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const touched = options.createGuest && scope.customerId === null;
      // A guest's first change stores the cart; the upsert also locks an existing row and stamps it,
      // one statement where a select-for-update and an update would take two (add to cart is hot).
      const [cart] = touched
        ? await tx
            .insert(carts)
            .values({ id: cartId, channelId: scope.catalog.channelId, customerId: null, currency: scope.catalog.currency })
            .onConflictDoUpdate({ target: carts.id, set: { updatedAt: sql`now()` } })
            // xmax = 0: this statement inserted the row (a new cart), in the same round trip.
            .returning({ ...getTableColumns(carts), created: sql<boolean>`(xmax = 0)`, mayHaveDiscounts: cartMayHaveDiscounts(carts.id) })
        : await tx
            .select({ ...getTableColumns(carts), mayHaveDiscounts: cartMayHaveDiscounts(carts.id) })
            .from(carts)
            .where(eq(carts.id, cartId))
            .for("update");
      if (!cart || !belongsTo(cart, scope)) throw new CartError("missingCart");
      // Only a new guest cart pays the creation budget (issue 12); refused, the whole change rolls back.
      if ("created" in cart && cart.created && options.beforeCreate) await options.beforeCreate(tx);
      const result = await work(tx, cart);
      if (!touched) await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
      return result;
    });
  }

  private lines(tx: Database, cartId: string): Promise<CartItemRow[]> {
    return tx.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  }

  /** addCartItems (001 §7): adds to existing lines; limits and stock count what is already in the cart. */
  async addItems(cartId: string, scope: CartScope, items: LineItemInput[], options: { createGuest?: boolean; beforeCreate?: BeforeCreate } = {}): Promise<CartSnapshot> {
    if (items.length === 0) throw new CartError("noItems");
    return this.locked(cartId, scope, async (tx, cart) => {
      const wanted = mergeRequest(items);
      // 001 §4: a subscription cart cannot receive several items at once; 001 §8: nor any other product.
      if (cart.isSubscription) throw new CartError(wanted.length > 1 ? "subscriptionNotAllowed" : "subscriptionInCart");
      const existing = await this.lines(tx, cartId);
      const details = await cartProductDetails(tx, scope.catalog, wanted);
      const after = totalsByProduct([...existing, ...wanted]);
      for (const line of wanted) {
        const info = details.get(lineKey(line.productId, line.variantId));
        assertSellable(info);
        assertLimits(info, after.get(line.productId) ?? 0);
        const lineBefore = existing.find((e) => e.productId === line.productId && e.variantId === line.variantId)?.quantity ?? 0;
        // Whatever the product's own limits, no line grows past the cap (repeated adds, one request naming a line many times).
        if (lineBefore + line.quantity > MAX_LINE_QUANTITY) throw new CartError("maximumQuantity", { n: MAX_LINE_QUANTITY });
        assertStock(info, lineBefore, lineBefore + line.quantity);
      }
      const changed = await tx
        .insert(cartItems)
        .values(wanted.map((w) => ({ cartId, productId: w.productId, variantId: w.variantId, quantity: w.quantity })))
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.productId, cartItems.variantId],
          set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
        })
        .returning();
      const { mayHaveDiscounts, ...row } = cart;
      return { cart: row, lines: mergeLines(existing, changed), mayHaveDiscounts };
    }, options);
  }

  /**
   * The subscription service's addToCart (001 §7): one line of quantity 1 with the frequency
   * attached, which makes the cart a subscription cart (001 §4). 001 §8: one subscription per cart,
   * and never beside other products. The caller has checked that the frequency is offered for the
   * product in the cart's currency and that the shopper is signed in.
   */
  async addSubscription(cartId: string, scope: CartScope, input: SubscriptionLineInput): Promise<CartSnapshot> {
    return this.locked(cartId, scope, async (tx, cart) => {
      if (cart.isSubscription) throw new CartError("oneSubscription");
      const existing = await this.lines(tx, cartId);
      if (existing.length > 0) throw new CartError("productInCart");
      const ref = { productId: input.product_id, variantId: input.variant_id };
      const info = (await cartProductDetails(tx, scope.catalog, [ref])).get(lineKey(ref.productId, ref.variantId));
      assertSellable(info);
      assertStock(info, 0, 1);
      const changed = await tx.insert(cartItems).values({ cartId, productId: ref.productId, variantId: ref.variantId, quantity: 1 }).returning();
      const [updated] = await tx
        .update(carts)
        .set({ isSubscription: true, subscriptionFrequencyId: String(input.frequency_id), updatedAt: new Date() })
        .where(eq(carts.id, cartId))
        .returning();
      return { cart: updated, lines: changed };
    });
  }

  /** The frequency attached to a cart the scope may use; null for a cart without a subscription (001 §7 getCartFrequencyMetafield). */
  async frequencyOf(cartId: string, scope: CartScope): Promise<number | null> {
    const row = await this.find(cartId, scope);
    if (!row?.isSubscription || !row.subscriptionFrequencyId) return null;
    const id = Number(row.subscriptionFrequencyId);
    return Number.isSafeInteger(id) ? id : null;
  }

  /** updateCartItem (001 §7): sets a line's quantity; not allowed on a subscription cart (001 §4). */
  async updateItem(cartId: string, itemId: string, scope: CartScope, quantity: number): Promise<void> {
    await this.locked(cartId, scope, async (tx, cart) => {
      if (cart.isSubscription) throw new CartError("subscriptionNotAllowed");
      const existing = await this.lines(tx, cartId);
      const line = existing.find((l) => l.id === itemId);
      if (!line) throw new CartError("lineNotFound");
      const info = (await cartProductDetails(tx, scope.catalog, [line])).get(lineKey(line.productId, line.variantId));
      if (!info) throw new CartError("productUnavailable");
      const before = totalsByProduct(existing).get(line.productId) ?? 0;
      assertLimits(info, before - line.quantity + quantity, before);
      assertStock(info, line.quantity, quantity);
      await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, itemId));
    });
  }

  /**
   * removeCartItem (001 §7). Answers whether the cart is now empty: the last line removed deletes
   * the cart (001 §4), and the caller starts a fresh one.
   */
  async removeItem(cartId: string, itemId: string, scope: CartScope): Promise<{ emptied: boolean }> {
    return this.locked(cartId, scope, async (tx, cart) => {
      const removed = await tx.delete(cartItems).where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId))).returning({ id: cartItems.id });
      if (removed.length === 0) throw new CartError("lineNotFound");
      const [{ left }] = await tx.select({ left: sql<number>`count(*)::int` }).from(cartItems).where(eq(cartItems.cartId, cartId));
      if (Number(left) > 0) {
        // The subscription line was the only one a subscription cart may hold; any left is a normal cart's.
        if (cart.isSubscription) await tx.update(carts).set({ isSubscription: false, subscriptionFrequencyId: null }).where(eq(carts.id, cartId));
        return { emptied: false };
      }
      await tx.delete(carts).where(eq(carts.id, cartId));
      return { emptied: true };
    });
  }

  /** deleteCart (001 §7): clearing the cart removes it with its lines. */
  async deleteCart(cartId: string, scope: CartScope): Promise<void> {
    if (!isCartId(cartId)) throw new CartError("missingCart");
    const deleted = await this.db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const [cart] = await tx.select().from(carts).where(eq(carts.id, cartId)).for("update");
      if (!cart || !belongsTo(cart, scope)) return false;
      await tx.delete(carts).where(eq(carts.id, cartId));
      return true;
    });
    if (!deleted) throw new CartError("missingCart");
  }

  /**
   * A guest cart becomes the customer's at login (001 §4). The lines of the customer's previous cart
   * on this channel are merged in (same product and variant: quantities add up), and that cart is
   * deleted, so nothing is lost. False when the guest cart is not an adoptable, non-empty guest cart,
   * or when the customer's cart is a subscription cart (kept; the guest cart stays a guest cart).
   */
  async adopt(guestCartId: string, customerId: number, channelId: number, previousCartId: string | null): Promise<boolean> {
    if (!isCartId(guestCartId)) return false;
    return this.adoptWithin(guestCartId, customerId, channelId, previousCartId).catch((error: unknown) => {
      if (error instanceof KeepSubscriptionCart) return false;
      throw error;
    });
  }

  private adoptWithin(guestCartId: string, customerId: number, channelId: number, previousCartId: string | null): Promise<boolean> {
    return this.db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      const [guest] = await tx.select().from(carts).where(eq(carts.id, guestCartId)).for("update");
      if (!guest || guest.customerId !== null || guest.channelId !== channelId) return false;
      const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(cartItems).where(eq(cartItems.cartId, guestCartId));
      if (Number(count) === 0) return false;
      await tx.update(carts).set({ customerId, replacesCartId: `adopted:${guestCartId}`, updatedAt: new Date() }).where(eq(carts.id, guestCartId));
      if (previousCartId && isCartId(previousCartId) && previousCartId !== guestCartId) {
        const [previous] = await tx.select().from(carts).where(eq(carts.id, previousCartId)).for("update");
        // A subscription cart takes no other products (001 §8): the customer keeps it, and the guest
        // cart stays as it was (its cookie still names it), so neither side is lost or merged into a
        // cart it may not join. The update above rolls back with the transaction.
        if (previous && previous.customerId === customerId && previous.channelId === channelId && previous.isSubscription) {
          throw new KeepSubscriptionCart();
        }
        if (previous && previous.customerId === customerId && previous.channelId === channelId) {
          await tx.execute(sql`
            INSERT INTO cart_items (cart_id, product_id, variant_id, quantity)
            SELECT ${guestCartId}::uuid, product_id, variant_id, quantity FROM cart_items WHERE cart_id = ${previousCartId}::uuid
            ON CONFLICT (cart_id, product_id, variant_id) DO UPDATE SET quantity = cart_items.quantity + excluded.quantity`);
          await tx.delete(carts).where(eq(carts.id, previousCartId));
        }
      }
      return true;
    });
  }

  /** An empty cart as the client sees it (a fresh guest cart is stored only when the first item arrives). */
  emptyView(cartId: string, scope: CartScope, row?: CartRow | null): CartView {
    return {
      id: cartId,
      customer_id: scope.customerId ?? 0,
      channel_id: scope.catalog.channelId,
      base_amount: 0,
      cart_amount: 0,
      discount_amount: 0,
      coupons: [],
      currency: { code: row?.currency ?? scope.catalog.currency },
      is_subscription: row?.isSubscription ?? false,
      line_items: { physical_items: [], digital_items: [], gift_certificates: [], custom_items: [] },
    };
  }

  /** The cart with its lines priced from the catalogue now, in the scope's currency and tax mode. */
  async view(cartId: string, scope: CartScope): Promise<CartView> {
    return (await this.viewUnlessForeign(cartId, scope)) ?? this.emptyView(cartId, scope, null);
  }

  /**
   * Like `view`, but null when a cart with this id exists and is not the scope's (another
   * channel's or a customer's). A guest's getCart shows the cookie's cart this way with one
   * statement, where checking the owner first and then reading the cart took two.
   */
  async viewUnlessForeign(cartId: string, scope: CartScope): Promise<CartView | null> {
    if (!isCartId(cartId)) return this.emptyView(cartId, scope, null);
    const joined = await this.cartWithLines.execute({ cartId });
    const row = joined[0]?.cart ?? null;
    if (row && !belongsTo(row, scope)) return null;
    if (!row) return this.emptyView(cartId, scope, null);
    return this.present(scope, {
      cart: row,
      lines: joined.flatMap((j) => (j.line ? [j.line] : [])),
      buysGiftCertificates: joined[0].buysGiftCertificates === true,
      mayHaveDiscounts: joined[0].mayHaveDiscounts === true,
    });
  }

  /**
   * A cart as the client sees it, from a snapshot a change has just read and written in its own
   * transaction (no second read), or from `viewUnlessForeign`'s.
   */
  async present(scope: CartScope, { cart: row, lines, buysGiftCertificates, mayHaveDiscounts }: CartSnapshot): Promise<CartView> {
    const view = this.emptyView(row.id, scope, row);
    const details = lines.length > 0 ? await this.lineDisplays({ ...scope.catalog, currency: row.currency }, lines) : new Map<string, LineDisplay>();
    const subscription = row.isSubscription ? await this.subscriptionOf(row) : null;
    if (subscription) view.subscription = subscription.view;
    let base = 0;
    let total = 0;
    for (const line of lines) {
      const info = details.get(lineKey(line.productId, line.variantId));
      if (!info) continue;
      // A subscription line costs the price of one period (001 §3 Subscription plan), unless the plan takes the product's price.
      const periodMinor = subscription?.periodMinor ?? null;
      const regular = periodMinor ?? info.regularMinor ?? 0;
      const pays = periodMinor ?? info.saleMinor ?? regular;
      base += regular * line.quantity;
      total += pays * line.quantity;
      const item: CartLineItem = {
        id: line.id,
        product_id: line.productId,
        variant_id: line.variantId,
        sku: info.sku,
        name: info.name,
        url: info.url,
        image_url: info.imageUrl,
        quantity: line.quantity,
        sale_price: toMajor(pays),
        original_price: toMajor(regular),
        extended_sale_price: toMajor(pays * line.quantity),
        options: info.options,
        coupons: [],
        coupon_amount: 0,
        order_quantity_minimum: info.minimum,
        order_quantity_maximum: info.maximum,
      };
      if (subscription) item.subscription = subscription.view;
      view.line_items.physical_items.push(item);
    }
    view.base_amount = toMajor(base);
    view.cart_amount = toMajor(total);
    // No code on the cart and no automatic promotion: nothing to read (the view's amounts stand).
    if (!subscription && mayHaveDiscounts !== false) await this.applyDiscounts(view, row);
    // Issue 19 (001 §3 line_items.gift_certificates): not discounted, in both amounts.
    // getCart's statement already said whether there are any: most carts buy none, and need no second read.
    const certificates =
      this.giftCertificates && !row.isSubscription && buysGiftCertificates !== false ? (await this.giftCertificates.inCart(row.id, this.db)).filter((c) => c.currency === row.currency) : [];
    if (certificates.length > 0) {
      const certificatesMinor = certificates.reduce((sum, c) => sum + c.amountMinor, 0);
      // The line's name in the storefront's language (loaded on first use, as the checkout's view does:
      // the translations are found through Vite, and plain Node scripts build the shop without them).
      const { translatorFor } = await import("../../http/server-i18n");
      const name = translatorFor(scope.catalog.locale)("promotions:giftCertificate.name");
      view.line_items.gift_certificates = certificates.map((c) => ({
        id: c.id,
        name,
        amount: toMajor(c.amountMinor),
        is_taxable: false,
        sender: { name: c.senderName },
        recipient: { name: c.recipientName, email: c.recipientEmail },
        message: c.message,
      }));
      view.base_amount = toMajor(Math.round(view.base_amount * 100) + certificatesMinor);
      view.cart_amount = toMajor(Math.round(view.cart_amount * 100) + certificatesMinor);
    }
    return view;
  }

  /**
   * Issue 19: the promotions on a cart's lines (subscription carts take none): each line's coupons
   * and coupon_amount, the cart's coupons, its discount, and cart_amount after it.
   */
  private async applyDiscounts(view: CartView, row: CartRow): Promise<void> {
    if (!this.discounts) return;
    const shown = view.line_items.physical_items;
    const result = await this.discounts.discountsFor(this.db, {
      cartId: row.id,
      channelId: row.channelId,
      currency: row.currency,
      lines: shown.map((item) => ({ lineId: item.id, productId: item.product_id, variantId: item.variant_id, quantity: item.quantity, unitMinor: Math.round(item.sale_price * 100) })),
      shippingMinor: 0,
    });
    for (const item of shown) {
      item.coupons = result.applied.filter((a) => (a.perLine[item.id] ?? 0) > 0).map((a) => ({ code: a.code, name: a.name, amount: toMajor(a.perLine[item.id]) }));
      item.coupon_amount = toMajor(item.coupons.reduce((sum, c) => sum + Math.round(c.amount * 100), 0));
    }
    view.coupons = [
      ...result.applied.map((a) => ({ code: a.code, name: a.name, amount: toMajor(a.goodsMinor + a.shippingMinor), free_shipping: a.kind === "freeShipping", applies: true, reason: null })),
      ...result.refused.map((r) => ({ code: r.code, name: r.name, amount: 0, free_shipping: false, applies: false, reason: r.reason })),
    ];
    view.discount_amount = toMajor(result.goodsMinor);
    view.cart_amount = toMajor(Math.round(view.cart_amount * 100) - result.goodsMinor);
  }

  /** The frequency attached to a subscription cart and its price per period in the cart's currency. */
  private async subscriptionOf(row: CartRow): Promise<{ view: CartSubscriptionView; periodMinor: number | null } | null> {
    const id = Number(row.subscriptionFrequencyId);
    if (!this.subscriptions || !Number.isSafeInteger(id)) return null;
    const frequency = await this.subscriptions.frequency(id);
    if (!frequency) return null;
    const periodMinor = frequency.useProductPrice ? null : await this.subscriptions.periodPriceMinor(id, row.currency);
    return {
      periodMinor,
      view: { frequency_id: frequency.id, code: frequency.code, name: frequency.name, interval_months: frequency.intervalMonths, period_price: periodMinor === null ? null : toMajor(periodMinor) },
    };
  }

  /**
   * A cart's currency, owner and lines for checkout (read by id: the checkout module has checked
   * access). With `lock`, the cart row is locked in the caller's transaction so its lines cannot
   * change while an order is placed from them.
   */
  async contents(db: Database, cartId: string, options: { lock?: boolean } = {}): Promise<CartContents | null> {
    if (!isCartId(cartId)) return null;
    const query = db.select().from(carts).where(eq(carts.id, cartId));
    const [row] = options.lock ? await query.for("update") : await query;
    if (!row) return null;
    const lines = await this.lines(db, cartId);
    return {
      id: row.id,
      channelId: row.channelId,
      customerId: row.customerId,
      currency: row.currency,
      isSubscription: row.isSubscription,
      subscriptionFrequencyId: row.isSubscription && row.subscriptionFrequencyId ? Number(row.subscriptionFrequencyId) : null,
      items: lines.map((l) => ({ product_id: l.productId, variant_id: l.variantId, quantity: l.quantity, line_id: l.id })),
    };
  }

  /** Deletes a cart inside the caller's transaction (place-order: the cart became an order). */
  async deleteWithin(tx: Database, cartId: string): Promise<void> {
    if (isCartId(cartId)) await tx.delete(carts).where(eq(carts.id, cartId));
  }

  /** The lines of a cart the scope may use, as inventoryCheck items. */
  async checkItems(cartId: string, scope: CartScope): Promise<Array<{ product_id: number; variant_id: number; quantity: number; line_id: string }>> {
    const row = await this.find(cartId, scope);
    if (!row) return [];
    const lines = await this.lines(this.db, cartId);
    return lines.map((l) => ({ product_id: l.productId, variant_id: l.variantId, quantity: l.quantity, line_id: l.id }));
  }

  /**
   * inventoryCheck (001 §7): per-line is_valid, limits, availability status and a translated error
   * (000 §3 Per-line cart check), against the stock at `locationId`.
   */
  async inventoryCheck(
    locationId: number,
    items: Array<{ product_id: number; variant_id?: number; sku?: string; quantity: number }>,
    t: Translate,
  ): Promise<InventoryCheckResult> {
    const refs = items.map((i) => ({ productId: i.product_id, variantId: i.variant_id ?? 0, quantity: i.quantity }));
    const stock = await stockAt(this.db, locationId, refs);
    const totals = totalsByProduct(refs);
    let insufficientInventory = false;
    const checked = items.map((item, index): InventoryCheckLine => {
      const ref = refs[index];
      const info = stock.get(lineKey(ref.productId, ref.variantId));
      const total = totals.get(ref.productId) ?? 0;
      let status: AvailabilityStatus = "available";
      let error: string | null = null;
      if (!info || info.availability === "disabled") {
        status = "unavailable";
        error = t("cart:errors.productUnavailable");
      } else {
        if (info.availability === "preorder") status = "preorder";
        else if (info.tracked && info.level <= 0) status = "outOfStock";
        else if (info.tracked && ref.quantity > info.level) status = "insufficientStock";
        if (status === "outOfStock") error = t("cart:errors.outOfStock");
        else if (status === "insufficientStock") error = t("cart:errors.insufficientStock");
        else if (info.minimum > 0 && total < info.minimum) error = t("cart:errors.minimumQuantity", { n: info.minimum });
        else if (info.maximum > 0 && total > info.maximum) error = t("cart:errors.maximumQuantity", { n: info.maximum });
      }
      if (status === "unavailable" || status === "outOfStock" || status === "insufficientStock") insufficientInventory = true;
      return {
        product_id: ref.productId,
        variant_id: ref.variantId,
        sku: item.sku ?? "",
        quantity: ref.quantity,
        is_valid: error === null,
        minPurchaseQuantity: Math.max(1, info?.minimum ?? 1),
        maxPurchaseQuantity: info?.maximum ?? 0,
        availabilityStatus: status,
        availableQuantity: info?.tracked ? info.level : null,
        error,
      };
    });
    return { locationId, insufficientInventory, items: checked };
  }
}
