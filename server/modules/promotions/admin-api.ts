import { z } from "zod";
import type { Database } from "../../db/client";
import { staffMethod, type AdminRpcContext } from "../../http/admin-rpc";
import { RpcError } from "../../http/rpc";
import { recordAudit } from "../staff/audit";
import { adminView, type PromotionInput } from "./service";
import { PromotionError } from "./types";

/**
 * The back office's promotions (issue 19): POST /api/admin/promotions/{method}, area "catalogue"
 * (owner and merchandiser). List, create, edit, disable and the uses of each code; every write is
 * audit-logged in its own transaction.
 */
const id = z.number().int().positive().max(2_147_483_647);
const money = z.record(z.string().regex(/^[A-Z]{3}$/), z.number().int().min(0).max(100_000_000));
const ids = z.array(id).max(500);

export const promotionAdminInput = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,40}$/, "admin-promotions:errors.codeFormat")
      .nullable(),
    name: z.string().trim().min(1).max(120),
    kind: z.enum(["percentage", "fixed", "freeShipping"]),
    percentOff: z.number().int().min(0).max(100).default(0),
    amountsOff: money.default({}),
    scope: z.enum(["order", "categories", "products"]).default("order"),
    categoryIds: ids.default([]),
    productIds: ids.default([]),
    minimumOrder: money.default({}),
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    usageLimit: z.number().int().min(1).max(10_000_000).nullable().default(null),
    perCustomerLimit: z.number().int().min(1).max(1000).nullable().default(null),
    channelIds: ids.default([]),
    enabled: z.boolean().default(true),
  })
  .refine((p) => p.kind !== "percentage" || p.percentOff > 0, { path: ["percentOff"], message: "admin-promotions:errors.percentRequired" })
  .refine((p) => p.kind !== "fixed" || Object.keys(p.amountsOff).length > 0, { path: ["amountsOff"], message: "admin-promotions:errors.amountRequired" })
  .refine((p) => !p.startsAt || !p.endsAt || new Date(p.startsAt) < new Date(p.endsAt), { path: ["endsAt"], message: "admin-promotions:errors.endsBeforeStart" });

type AdminInput = z.output<typeof promotionAdminInput>;

const toInput = (p: AdminInput): PromotionInput => ({ ...p, startsAt: p.startsAt ? new Date(p.startsAt) : null, endsAt: p.endsAt ? new Date(p.endsAt) : null });

async function inTransaction<T>(ctx: AdminRpcContext, work: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await ctx.shop.db.transaction((txn) => work(txn as unknown as Database));
  } catch (error) {
    if (error instanceof PromotionError && error.code === "alreadyApplied") throw new RpcError(409, "admin-promotions:errors.codeTaken", { code: error.params.code });
    throw error;
  }
}

export const promotionsAdminApi = {
  listPromotions: staffMethod("catalogue", z.object({}).optional().default({}), async (_input, ctx) => ({ promotions: await ctx.shop.promotions.list() })),

  /** One promotion with its latest uses (order, customer or email, amount). */
  getPromotion: staffMethod("catalogue", z.object({ promotionId: id }), async (input, ctx) => {
    const row = await ctx.shop.promotions.byId(input.promotionId);
    if (!row) throw new RpcError(404, "admin-promotions:errors.notFound");
    const usage = await ctx.shop.promotions.usage(row.id);
    return {
      promotion: adminView(row),
      usage: usage.map((u) => ({ order_id: u.orderId, customer_id: u.customerId, email: u.email, amount: u.amountMinor / 100, currency: u.currency, date: u.createdAt.toISOString() })),
    };
  }),

  createPromotion: staffMethod("catalogue", z.object({ promotion: promotionAdminInput }), async (input, ctx) =>
    inTransaction(ctx, async (tx) => {
      const row = await ctx.shop.promotions.create(tx, toInput(input.promotion));
      await recordAudit(tx, ctx.staff, { action: "promotion.create", entity: "promotion", entityId: row.id, after: adminView(row) });
      return adminView(row);
    }),
  ),

  updatePromotion: staffMethod("catalogue", z.object({ promotionId: id, promotion: promotionAdminInput }), async (input, ctx) =>
    inTransaction(ctx, async (tx) => {
      const changed = await ctx.shop.promotions.update(tx, input.promotionId, toInput(input.promotion));
      if (!changed) throw new RpcError(404, "admin-promotions:errors.notFound");
      await recordAudit(tx, ctx.staff, { action: "promotion.update", entity: "promotion", entityId: input.promotionId, before: adminView(changed.before), after: adminView(changed.after) });
      return adminView(changed.after);
    }),
  ),

  /** Disable (a code then answers "not valid") or enable again. */
  setPromotionEnabled: staffMethod("catalogue", z.object({ promotionId: id, enabled: z.boolean() }), async (input, ctx) =>
    inTransaction(ctx, async (tx) => {
      const changed = await ctx.shop.promotions.update(tx, input.promotionId, { enabled: input.enabled });
      if (!changed) throw new RpcError(404, "admin-promotions:errors.notFound");
      await recordAudit(tx, ctx.staff, { action: input.enabled ? "promotion.enable" : "promotion.disable", entity: "promotion", entityId: input.promotionId, before: { enabled: changed.before.enabled }, after: { enabled: changed.after.enabled } });
      return adminView(changed.after);
    }),
  ),
};
