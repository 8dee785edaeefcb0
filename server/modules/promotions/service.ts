import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Database } from "../../db/client";
import { productCategoryIds } from "../catalog/promotion-support";
import { computeDiscounts, timeAndPlaceProblem, usedUp } from "./discounts";
import { cartCoupons, orderDiscounts, promotionRedemptions, promotions, type PromotionRow } from "./schema";
import { PromotionError, type AppliedPromotion, type DiscountableLine, type DiscountResult, type PromotionAdminView, type PromotionRules } from "./types";

/**
 * Whether any promotion can touch a cart now: a code on it, or an enabled automatic promotion (the
 * rows `forCart` reads). False, the cart has no discounts without reading them: the cart's own
 * statement asks this, which saves a round trip on most cart views and adds (issue 20).
 */
export function cartMayHaveDiscounts(cartId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from ${cartCoupons} where ${cartCoupons.cartId} = ${cartId}) or exists (select 1 from ${promotions} where ${promotions.code} is null and ${promotions.enabled}))`;
}

/** A cart line before its categories are known. */
export type PlainLine = Omit<DiscountableLine, "categoryIds">;

/** What a back-office form sends for a promotion (validated at the edge). */
export interface PromotionInput {
  code: string | null;
  name: string;
  kind: PromotionRow["kind"];
  percentOff: number;
  amountsOff: Record<string, number>;
  scope: PromotionRow["scope"];
  categoryIds: number[];
  productIds: number[];
  minimumOrder: Record<string, number>;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  channelIds: number[];
  enabled: boolean;
}

export const normaliseCode = (code: string) => code.trim().toUpperCase();

const MAX_CODES_PER_CART = 5;

export function rulesOf(row: PromotionRow): PromotionRules {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    percentOff: row.percentOff,
    amountsOff: row.amountsOff,
    scope: row.scope,
    categoryIds: row.categoryIds,
    productIds: row.productIds,
    minimumOrder: row.minimumOrder,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usageLimit: row.usageLimit,
    timesUsed: row.timesUsed,
    perCustomerLimit: row.perCustomerLimit,
    channelIds: row.channelIds,
    enabled: row.enabled,
  };
}

export function adminView(row: PromotionRow): PromotionAdminView {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    percent_off: row.percentOff,
    amounts_off: row.amountsOff,
    scope: row.scope,
    category_ids: row.categoryIds,
    product_ids: row.productIds,
    minimum_order: row.minimumOrder,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    usage_limit: row.usageLimit,
    times_used: row.timesUsed,
    per_customer_limit: row.perCustomerLimit,
    channel_ids: row.channelIds,
    enabled: row.enabled,
  };
}

/**
 * Promotions (issue 19): coupon codes and automatic promotions, the cart's codes, the discounts of
 * a cart or checkout, and the uses claimed by orders. A use is claimed in the order's transaction by
 * a conditional update of the counter (`times_used < usage_limit`), which also locks the promotion's
 * row until the order commits, so the per-customer count read after it cannot race either.
 */
export class PromotionService {
  constructor(private readonly db: Database) {}

  async byCode(code: string, db: Database = this.db): Promise<PromotionRow | null> {
    const normalised = normaliseCode(code);
    if (normalised === "") return null;
    const [row] = await db.select().from(promotions).where(eq(promotions.code, normalised));
    return row ?? null;
  }

  async byId(id: number, db: Database = this.db): Promise<PromotionRow | null> {
    const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
    return row ?? null;
  }

  /** The promotions a cart is priced with: live automatic ones (oldest first), then its codes in the order added. */
  async forCart(db: Database, cartId: string | null): Promise<PromotionRow[]> {
    const automatic = and(isNull(promotions.code), eq(promotions.enabled, true));
    if (!cartId) return db.select().from(promotions).where(automatic).orderBy(asc(promotions.id));
    // One statement, not one for each kind: every cart view prices with these, and on the embedded
    // database each round trip costs about as much as the cart's own read (issue 20).
    const rows = await db
      .select({ promotion: promotions, addedAt: cartCoupons.createdAt })
      .from(promotions)
      .leftJoin(cartCoupons, and(eq(cartCoupons.promotionId, promotions.id), eq(cartCoupons.cartId, cartId)))
      .where(or(automatic, sql`${cartCoupons.cartId} is not null`))
      .orderBy(sql`${cartCoupons.cartId} is not null`, asc(cartCoupons.createdAt), asc(promotions.id));
    return rows.map((r) => r.promotion);
  }

  async withCategories(db: Database, lines: PlainLine[]): Promise<DiscountableLine[]> {
    const needed = lines.length > 0 ? await productCategoryIds(db, lines.map((l) => l.productId)) : new Map<number, number[]>();
    return lines.map((l) => ({ ...l, categoryIds: needed.get(l.productId) ?? [] }));
  }

  /** The discounts of a cart's lines now (the cart view, the checkout's quote, the order). */
  async discountsFor(
    db: Database,
    input: { cartId: string | null; channelId: number; currency: string; lines: PlainLine[]; shippingMinor: number; now?: Date },
  ): Promise<DiscountResult> {
    const rows = await this.forCart(db, input.cartId);
    if (rows.length === 0 || input.lines.length === 0) {
      return {
        applied: [],
        refused: rows.filter((r) => r.code).map((r) => ({ promotionId: r.id, code: r.code!, name: r.name, reason: "emptyCart" as const })),
        goodsMinor: 0,
        shippingMinor: 0,
      };
    }
    const lines = await this.withCategories(db, input.lines);
    return computeDiscounts(rows.map(rulesOf), { channelId: input.channelId, currency: input.currency, now: input.now ?? new Date(), lines, shippingMinor: input.shippingMinor });
  }

  /** How often a customer (or, for a guest, an email) used a promotion. */
  private async usesBy(db: Database, promotionId: number, who: { customerId: number | null; email?: string | null }): Promise<number> {
    const matches = [];
    if (who.customerId !== null) matches.push(eq(promotionRedemptions.customerId, who.customerId));
    if (who.email) matches.push(eq(promotionRedemptions.email, who.email.toLowerCase()));
    if (matches.length === 0) return 0;
    const [{ count }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(promotionRedemptions)
      .where(and(eq(promotionRedemptions.promotionId, promotionId), or(...matches)));
    return Number(count);
  }

  /**
   * A code typed into the cart (applyCoupon): refused with the reason when it is unknown, outside
   * its dates, on another storefront, used up, already used by this customer, or when the cart
   * does not qualify; otherwise kept on the cart. A refused code changes nothing.
   */
  async applyCoupon(
    cartId: string,
    code: string,
    input: { channelId: number; currency: string; customerId: number | null; lines: PlainLine[]; now?: Date },
  ): Promise<PromotionRow> {
    const now = input.now ?? new Date();
    const row = await this.byCode(code);
    if (!row || !row.enabled) throw new PromotionError("unknown");
    const problem = timeAndPlaceProblem(rulesOf(row), input.channelId, now);
    if (problem) throw new PromotionError(problem);
    if (usedUp(rulesOf(row))) throw new PromotionError("usedUp");
    if (row.perCustomerLimit !== null && (await this.usesBy(this.db, row.id, { customerId: input.customerId })) >= row.perCustomerLimit) {
      throw new PromotionError("alreadyUsed");
    }
    const current = await this.forCart(this.db, cartId);
    if (current.some((r) => r.id === row.id)) return row;
    if (current.filter((r) => r.code).length >= MAX_CODES_PER_CART) throw new PromotionError("notApplicable");
    const lines = await this.withCategories(this.db, input.lines);
    const result = computeDiscounts([...current, row].map(rulesOf), { channelId: input.channelId, currency: input.currency, now, lines, shippingMinor: 0 });
    const refused = result.refused.find((r) => r.promotionId === row.id);
    if (refused) throw new PromotionError(refused.reason, { code: row.code });
    await this.db.insert(cartCoupons).values({ cartId, promotionId: row.id }).onConflictDoNothing();
    return row;
  }

  /** removeCoupon: the code leaves the cart (true when it was on it). */
  async removeCoupon(cartId: string, code: string): Promise<boolean> {
    const row = await this.byCode(code);
    if (!row) return false;
    const removed = await this.db
      .delete(cartCoupons)
      .where(and(eq(cartCoupons.cartId, cartId), eq(cartCoupons.promotionId, row.id)))
      .returning({ id: cartCoupons.promotionId });
    return removed.length > 0;
  }

  /**
   * Claims the uses of an order's promotions inside the order's transaction (place-order step 1):
   * the counter moves only while uses are left, and the per-customer limit is counted under the
   * promotion's row lock that update took. Throws "usedUp" or "alreadyUsed" (the transaction then
   * rolls back, before any payment). Also keeps what each line got (applied_discounts).
   */
  async claimWithin(
    tx: Database,
    order: { id: number; customerId: number | null; email: string; currency: string },
    applied: AppliedPromotion[],
    lines: Array<{ lineId: string; productId: number; variantId: number }>,
  ): Promise<void> {
    const email = order.email.toLowerCase();
    for (const promotion of [...applied].sort((a, b) => a.promotionId - b.promotionId)) {
      const [claimed] = await tx
        .update(promotions)
        .set({ timesUsed: sql`${promotions.timesUsed} + 1` })
        .where(and(eq(promotions.id, promotion.promotionId), eq(promotions.enabled, true), sql`(${promotions.usageLimit} IS NULL OR ${promotions.timesUsed} < ${promotions.usageLimit})`))
        .returning({ perCustomerLimit: promotions.perCustomerLimit });
      if (!claimed) {
        const row = await this.byId(promotion.promotionId, tx);
        throw new PromotionError(row?.enabled ? "usedUp" : "unknown", { code: promotion.code });
      }
      if (claimed.perCustomerLimit !== null && (await this.usesBy(tx, promotion.promotionId, { customerId: order.customerId, email })) >= claimed.perCustomerLimit) {
        throw new PromotionError("alreadyUsed", { code: promotion.code });
      }
      await tx.insert(promotionRedemptions).values({
        promotionId: promotion.promotionId,
        orderId: order.id,
        customerId: order.customerId,
        email,
        amountMinor: promotion.goodsMinor + promotion.shippingMinor,
        currency: order.currency,
      });
    }
    const rows: Array<typeof orderDiscounts.$inferInsert> = [];
    for (const promotion of applied) {
      for (const line of lines) {
        const amount = promotion.perLine[line.lineId] ?? 0;
        if (amount > 0) rows.push({ orderId: order.id, promotionId: promotion.promotionId, code: promotion.code, name: promotion.name, productId: line.productId, variantId: line.variantId, amountMinor: amount });
      }
      if (promotion.shippingMinor > 0) rows.push({ orderId: order.id, promotionId: promotion.promotionId, code: promotion.code, name: promotion.name, amountMinor: promotion.shippingMinor });
    }
    if (rows.length > 0) await tx.insert(orderDiscounts).values(rows);
  }

  /** Gives an order's uses back (payment declined, attempt abandoned), in the caller's transaction. */
  async releaseWithin(tx: Database, orderId: number): Promise<void> {
    const released = await tx.delete(promotionRedemptions).where(eq(promotionRedemptions.orderId, orderId)).returning({ promotionId: promotionRedemptions.promotionId });
    for (const { promotionId } of released) {
      await tx.update(promotions).set({ timesUsed: sql`greatest(${promotions.timesUsed} - 1, 0)` }).where(eq(promotions.id, promotionId));
    }
  }

  /** The discounts kept with orders (the order view's applied_discounts), oldest first. */
  async discountsOfOrders(orderIds: number[], db: Database = this.db) {
    if (orderIds.length === 0) return [];
    return db.select().from(orderDiscounts).where(inArray(orderDiscounts.orderId, orderIds)).orderBy(asc(orderDiscounts.id));
  }

  /** The codes an order used (the purchase event's coupons, 001 §7). */
  async codesOfOrder(orderId: number, db: Database = this.db): Promise<string[]> {
    const rows = await this.discountsOfOrders([orderId], db);
    return [...new Set(rows.map((r) => r.code).filter((c) => c !== ""))];
  }

  // --- Back office (issue 19) -------------------------------------------------------------------

  async list(): Promise<PromotionAdminView[]> {
    const rows = await this.db.select().from(promotions).orderBy(desc(promotions.id));
    return rows.map(adminView);
  }

  async create(tx: Database, input: PromotionInput): Promise<PromotionRow> {
    const code = input.code ? normaliseCode(input.code) : null;
    if (code && (await this.byCode(code, tx))) throw new PromotionError("alreadyApplied", { code });
    const [row] = await tx.insert(promotions).values({ ...input, code }).returning();
    return row;
  }

  async update(tx: Database, id: number, input: Partial<PromotionInput>): Promise<{ before: PromotionRow; after: PromotionRow } | null> {
    const [before] = await tx.select().from(promotions).where(eq(promotions.id, id)).for("update");
    if (!before) return null;
    const changes: Partial<typeof promotions.$inferInsert> = { ...input, updatedAt: new Date() };
    if (input.code !== undefined) {
      changes.code = input.code ? normaliseCode(input.code) : null;
      const other = changes.code ? await this.byCode(changes.code, tx) : null;
      if (other && other.id !== id) throw new PromotionError("alreadyApplied", { code: changes.code });
    }
    const [after] = await tx.update(promotions).set(changes).where(eq(promotions.id, id)).returning();
    return { before, after };
  }

  /** Uses of a promotion, newest first. */
  async usage(promotionId: number, limit = 100) {
    return this.db.select().from(promotionRedemptions).where(eq(promotionRedemptions.promotionId, promotionId)).orderBy(desc(promotionRedemptions.id)).limit(limit);
  }
}
