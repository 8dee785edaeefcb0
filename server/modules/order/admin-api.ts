import { z } from "zod";
import { staffMethod, type AdminRpcContext } from "../../http/admin-rpc";
import { RpcError } from "../../http/rpc";
import { cancelOrder } from "../../workflows/order-fulfilment";
import { ORDER_SORTS, type AdminOrderDetails } from "./admin-reads";
import { MANUAL_STATUSES, OrderActionRefused } from "./fulfilment";
import { formatMoney } from "./mails";
import { ORDER_STATUSES } from "./schema";

/**
 * The back office's orders (issue 17): `POST /api/admin/orders/{method}`, area "orders" (owner and
 * customer service; admin-rpc.ts checks host, staff session and role before anything here runs).
 * Every action answers the order's details as they are after it, so the page shows the result at
 * once; ship, refund and addNote carry the client's idempotency key (a repeat answers the same and
 * writes nothing), cancel and updateOrder are idempotent by state. Money in major units.
 */

const orderId = z.number().int().positive().max(2_147_483_647);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "admin-orders:errors.date");
const idempotencyKey = z.string().trim().min(8).max(100);
const text = (max: number) => z.string().trim().max(max);

const addressFields = {
  first_name: text(100).optional(),
  last_name: text(100).optional(),
  company: text(100).optional(),
  phone: text(50).optional(),
  street_1: text(255).optional(),
  street_2: text(255).optional(),
  city: text(100).optional(),
  state: text(100).optional(),
  zip: text(20).optional(),
  country_iso2: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase())
    .optional(),
};

function addressChanges(input: Partial<Record<keyof typeof addressFields | "email", string | undefined>>) {
  const map = {
    first_name: "firstName",
    last_name: "lastName",
    company: "company",
    phone: "phone",
    street_1: "address1",
    street_2: "address2",
    city: "city",
    state: "state",
    zip: "postCode",
    country_iso2: "countryCode",
    email: "email",
  } as const;
  const out: Record<string, string> = {};
  for (const [from, to] of Object.entries(map)) {
    const value = input[from as keyof typeof input];
    if (value !== undefined) out[to] = value;
  }
  return out;
}

async function details(ctx: AdminRpcContext, id: number): Promise<AdminOrderDetails> {
  const found = await ctx.shop.orders.admin.details(id);
  if (!found) throw new RpcError(404, "admin-orders:errors.orderNotFound");
  return found;
}

/** An action's refusal as the client sees it (admin-orders:errors.*), money formatted for en-GB. */
async function act(ctx: AdminRpcContext, id: number, work: () => Promise<unknown>): Promise<AdminOrderDetails> {
  try {
    await work();
    // The shipment mail and the provider's refund were written to the outbox with the action: deliver now.
    ctx.shop.outbox.kick();
  } catch (error) {
    if (error instanceof OrderActionRefused) {
      const params: Record<string, unknown> = { ...error.params };
      if (typeof params.leftMinor === "number" && typeof params.currency === "string") params.left = formatMoney(params.leftMinor / 100, params.currency, "en-GB");
      throw new RpcError(error.status, error.key, params);
    }
    throw error;
  }
  return details(ctx, id);
}

/** A refund in major units with at most two decimals, as minor units. */
const amount = z
  .number()
  .positive("admin-orders:errors.refundAmountInvalid")
  .max(10_000_000)
  .refine((a) => Math.abs(Math.round(a * 100) - a * 100) < 1e-6, { error: "admin-orders:errors.refundAmountInvalid" })
  .transform((a) => Math.round(a * 100));

export const orderAdminApi = {
  /** The list with filters, sorting and pagination (25 a page by default). */
  listOrders: staffMethod(
    "orders",
    z.object({
      status: z.enum(ORDER_STATUSES).optional(),
      channelId: z.number().int().positive().optional(),
      from: day.optional(),
      to: day.optional(),
      search: text(254).optional(),
      sort: z.enum(ORDER_SORTS).optional(),
      direction: z.enum(["asc", "desc"]).optional(),
      page: z.number().int().min(1).max(100_000).optional(),
      limit: z.number().int().min(1).max(100).optional(),
    }),
    async (input, ctx) => ctx.shop.orders.admin.list(input),
  ),

  /** The storefronts the list can be filtered by. */
  storefronts: staffMethod("orders", z.object({}), async (_input, ctx) =>
    ctx.shop.storefronts.all().map((s) => ({ channelId: s.channelId, code: s.code, name: s.name, currency: s.currency })),
  ),

  getOrder: staffMethod("orders", z.object({ orderId }), async (input, ctx) => details(ctx, input.orderId)),

  /** Ship all lines (no `lines`) or some, with carrier and tracking number. */
  ship: staffMethod(
    "orders",
    z.object({
      orderId,
      lines: z
        .array(z.object({ lineId: z.number().int().positive(), quantity: z.number().int().min(0).max(100_000) }))
        .min(1)
        .max(200)
        .optional(),
      carrier: text(100).min(1, "admin-orders:errors.carrierRequired"),
      trackingNumber: text(100).min(1, "admin-orders:errors.trackingRequired"),
      idempotencyKey,
    }),
    async (input, ctx) => act(ctx, input.orderId, () => ctx.shop.orders.fulfilment.ship(ctx.staff, input.orderId, input)),
  ),

  /** Cancel: stock back, the rest of the payment refunded, "Cancelled"; a repeat answers the same. */
  cancel: staffMethod("orders", z.object({ orderId, reason: text(500).default("") }), async (input, ctx) =>
    act(ctx, input.orderId, () => cancelOrder(ctx.shop, ctx.staff, input.orderId, { reason: input.reason })),
  ),

  /** Refund all or part (major units, at most what is left). */
  refund: staffMethod("orders", z.object({ orderId, amount, reason: text(500).default(""), idempotencyKey }), async (input, ctx) =>
    act(ctx, input.orderId, () => ctx.shop.orders.fulfilment.refund(ctx.staff, input.orderId, { amountMinor: input.amount, reason: input.reason, idempotencyKey: input.idempotencyKey })),
  ),

  addNote: staffMethod("orders", z.object({ orderId, body: text(2000).min(1, "admin-orders:errors.noteRequired"), idempotencyKey }), async (input, ctx) =>
    act(ctx, input.orderId, () => ctx.shop.orders.fulfilment.addNote(ctx.staff, input.orderId, { body: input.body, idempotencyKey: input.idempotencyKey })),
  ),

  /**
   * updateOrder (001 §7; its arguments are not shown there): `data` with a status set by hand (only
   * the statuses without money or parcels behind them: shipping, refunding and cancelling are their
   * own actions), the customer's message, billing address fields (with the email) and shipping
   * address fields (until something has shipped).
   */
  updateOrder: staffMethod(
    "orders",
    z.object({
      orderId,
      data: z
        .object({
          status: z.enum(MANUAL_STATUSES).optional(),
          customer_message: text(2000).optional(),
          billing_address: z.object({ ...addressFields, email: z.string().trim().toLowerCase().email().max(254).optional() }).strict().optional(),
          shipping_address: z.object(addressFields).strict().optional(),
        })
        .strict(),
    }),
    async (input, ctx) =>
      act(ctx, input.orderId, () =>
        ctx.shop.orders.fulfilment.update(ctx.staff, input.orderId, {
          status: input.data.status,
          customerMessage: input.data.customer_message,
          billingAddress: input.data.billing_address ? addressChanges(input.data.billing_address) : undefined,
          shippingAddress: input.data.shipping_address ? addressChanges(input.data.shipping_address) : undefined,
        }),
      ),
  ),
};
