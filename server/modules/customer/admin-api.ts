import { z } from "zod";
import { accountPath } from "../../../common/brand";
import { staffMethod } from "../../http/admin-rpc";
import { RpcError } from "../../http/rpc";
import { translatorFor } from "../../http/server-i18n";
import { catalogContext } from "../catalog/service";
import { recordAudit } from "../staff/audit";
import type { Shop } from "../../shop";
import { customerRow, searchCustomers } from "./admin-reads";

/**
 * The back office's customers (issue 17): `POST /api/admin/customers/{method}`, area "customers"
 * (owner and customer service). Search, and one customer's details — orders, subscriptions,
 * verification status, addresses, wishlist — each read through its module's service; a
 * password-reset mail through the customer module's own reset (the link goes to the customer, staff
 * never see it). No answer carries a password hash, a reset token, a card token or number: cards show
 * as brand and last four digits only, as the customer sees them.
 */

const customerId = z.number().int().positive().max(2_147_483_647);

/**
 * One customer for the back office (the API and /admin/customers/:id): the customer, addresses,
 * orders, subscriptions (card as brand and last four) and wishlist (without its share token).
 */
export async function adminCustomerDetails(shop: Shop, id: number) {
  const customer = await customerRow(shop.db, id);
  if (!customer) return null;
  const storefronts = shop.storefronts.all();
  const storefront = storefronts.find((s) => s.channelId === customer.channel_id) ?? storefronts.find((s) => s.isDefault)!;
  const [addresses, orders, subscriptions, wishlist] = await Promise.all([
    shop.customers.listAddresses(customer.id),
    shop.orders.admin.forCustomer(customer.id),
    shop.subscriptionAccounts.listForCustomer(customer.id),
    // Read without making one: opening a customer's details never creates an empty wishlist.
    shop.wishlists.find(customer.id, catalogContext(storefront)),
  ]);
  return {
    customer: { ...customer, storefront: storefront.name },
    addresses,
    orders,
    subscriptions: subscriptions.map((s) => ({
      id: s.id,
      product: s.product.name,
      frequency: s.frequency.name,
      status: s.status,
      nextPaymentDate: s.nextPaymentDate,
      amount: s.amount,
      card: s.card ? { brand: s.card.brand, last4: s.card.last4 } : null,
      orderId: s.orderId,
      createdAt: s.createdAt,
    })),
    // The share token stays the customer's.
    wishlist: {
      total: wishlist?.total ?? 0,
      is_public: wishlist?.is_public ?? false,
      items: (wishlist?.items ?? []).map((i) => ({ id: i.id, product_id: i.product_id, variant_id: i.variant_id, name: i.product?.name ?? "", url: i.product?.url ?? "", options: i.product?.options ?? [] })),
    },
  };
}

export type AdminCustomerDetails = NonNullable<Awaited<ReturnType<typeof adminCustomerDetails>>>;

export const customerAdminApi = {
  search: staffMethod(
    "customers",
    z.object({ search: z.string().trim().max(254).optional(), page: z.number().int().min(1).max(100_000).optional(), limit: z.number().int().min(1).max(100).optional() }),
    async (input, ctx) => searchCustomers(ctx.shop.db, input),
  ),

  getCustomer: staffMethod("customers", z.object({ customerId }), async (input, ctx) => {
    const details = await adminCustomerDetails(ctx.shop, input.customerId);
    if (!details) throw new RpcError(404, "admin-customers:errors.customerNotFound");
    return details;
  }),

  /** Mails the customer a password-reset link in their storefront's language (audited). */
  sendPasswordReset: staffMethod("customers", z.object({ customerId }), async (input, ctx) => {
    const customer = await customerRow(ctx.shop.db, input.customerId);
    if (!customer) throw new RpcError(404, "admin-customers:errors.customerNotFound");
    const storefront = ctx.shop.storefronts.all().find((s) => s.channelId === customer.channel_id) ?? ctx.storefront;
    await recordAudit(ctx.shop.db, ctx.staff, { action: "customer.passwordReset", entity: "customer", entityId: customer.id, after: { email: customer.email } });
    await ctx.shop.customers.requestPasswordReset(customer.email, {
      t: translatorFor(storefront.locale),
      origin: ctx.shop.storefronts.originOf(storefront, ctx.port),
      accountPath: accountPath(ctx.shop.env.BRAND_NAME),
      brandName: ctx.shop.env.BRAND_NAME,
    });
    return { ok: true, email: customer.email };
  }),
};
