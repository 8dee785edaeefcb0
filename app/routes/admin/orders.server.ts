import { data, type LoaderFunctionArgs } from "react-router";
import { ORDER_SORTS, type OrderListQuery, type OrderSort } from "../../../server/modules/order/admin-reads";
import { ORDER_STATUSES, type OrderStatus } from "../../../server/modules/order/schema";
import { adminHeaders, requireStaffPage } from "./admin.server";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list's URL parameters (status, channel, from, to, q, sort, dir, page), read leniently: a bad value is left out. */
export function orderListQuery(url: URL): OrderListQuery {
  const p = url.searchParams;
  const status = p.get("status");
  const channel = Number(p.get("channel"));
  const sort = p.get("sort");
  const page = Number(p.get("page"));
  const from = p.get("from") ?? "";
  const to = p.get("to") ?? "";
  return {
    status: status && (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : undefined,
    channelId: Number.isSafeInteger(channel) && channel > 0 ? channel : undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
    search: (p.get("q") ?? "").trim().slice(0, 254) || undefined,
    sort: sort && (ORDER_SORTS as readonly string[]).includes(sort) ? (sort as OrderSort) : "created",
    direction: p.get("dir") === "asc" ? "asc" : "desc",
    page: Number.isSafeInteger(page) && page > 0 && page <= 100_000 ? page : 1,
    limit: 25,
  };
}

/** /admin/orders (area "orders"): the list with filters, sorting and pagination. */
export async function loadAdminOrders(args: LoaderFunctionArgs) {
  const { rs } = await requireStaffPage(args, "orders");
  const query = orderListQuery(new URL(args.request.url));
  const list = await rs.shop.orders.admin.list(query);
  const storefronts = rs.shop.storefronts.all().map((s) => ({ channelId: s.channelId, name: s.name }));
  return data({ list, query, storefronts, statuses: [...ORDER_STATUSES] }, { headers: adminHeaders });
}
