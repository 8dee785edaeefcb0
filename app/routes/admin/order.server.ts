import { data, type LoaderFunctionArgs } from "react-router";
import { adminHeaders, requireStaffPage } from "./admin.server";

/** /admin/orders/:orderId (area "orders"): the order's details; writes go through admin/orders. */
export async function loadAdminOrder(args: LoaderFunctionArgs) {
  const { rs } = await requireStaffPage(args, "orders");
  const id = Number(args.params.orderId);
  const details = /^\d{1,10}$/.test(args.params.orderId ?? "") ? await rs.shop.orders.admin.details(id) : null;
  if (!details) throw data("This order does not exist.", { status: 404, headers: adminHeaders });
  const storefront = rs.shop.storefronts.all().find((s) => s.channelId === details.channel_id);
  return data({ details, storefrontName: storefront?.name ?? String(details.channel_id) }, { headers: adminHeaders });
}
