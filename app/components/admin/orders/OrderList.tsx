import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { AdminOrderList, OrderListQuery, OrderSort } from "../../../../server/modules/order/admin-reads";
import { Button, ButtonLink } from "../../ui/Button";
import { AdminPagination } from "../AdminPagination";
import { AdminField, AdminSelect, adminTable } from "../admin-ui";
import { OrderStatusBadge, adminDate, adminMoney } from "./order-format";

/** The list's URL for a query: only what differs from the defaults, so links stay short. */
export function orderListHref(query: OrderListQuery, change: Partial<OrderListQuery>): string {
  const next = { ...query, ...change };
  const p = new URLSearchParams();
  if (next.search) p.set("q", next.search);
  if (next.status) p.set("status", next.status);
  if (next.channelId) p.set("channel", String(next.channelId));
  if (next.from) p.set("from", next.from);
  if (next.to) p.set("to", next.to);
  if (next.sort && next.sort !== "created") p.set("sort", next.sort);
  if (next.direction === "asc") p.set("dir", "asc");
  if (next.page && next.page > 1) p.set("page", String(next.page));
  const s = p.toString();
  return s ? `/admin/orders?${s}` : "/admin/orders";
}

/**
 * /admin/orders (issue 17): a filter bar (a GET form: the URL is the state, so the list works and
 * can be shared without JavaScript), the table with sortable columns, and the pagination.
 */
export function OrderList({
  list,
  query,
  storefronts,
  statuses,
}: {
  list: AdminOrderList;
  query: OrderListQuery;
  storefronts: Array<{ channelId: number; name: string }>;
  statuses: string[];
}) {
  const { t } = useTranslation("admin-orders");
  const storefrontName = (id: number) => storefronts.find((s) => s.channelId === id)?.name ?? String(id);
  const pageCount = Math.max(1, Math.ceil(list.pagination.total / list.pagination.limit));

  const sortHeader = (column: OrderSort, label: string, className = "") => {
    const active = query.sort === column;
    const direction = active && query.direction === "desc" ? "asc" : "desc";
    return (
      <th scope="col" className={`${adminTable.th} ${className}`} aria-sort={active ? (query.direction === "asc" ? "ascending" : "descending") : undefined}>
        <Link to={orderListHref(query, { sort: column, direction, page: 1 })} className="inline-flex items-center gap-1 hover:text-slate-900" aria-label={t("table.sortBy", { column: label })}>
          {label}
          <span aria-hidden className={active ? "text-slate-900" : "text-slate-300"}>
            {active && query.direction === "asc" ? "▲" : "▼"}
          </span>
        </Link>
      </th>
    );
  };

  return (
    <div className="space-y-5">
      <form method="get" action="/admin/orders" role="search" aria-label={t("filters.label")} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-[minmax(14rem,2fr)_repeat(4,minmax(10rem,1fr))_auto]">
        <AdminField id="order-q" name="q" type="search" label={t("filters.search")} defaultValue={query.search ?? ""} />
        <AdminSelect id="order-status" name="status" label={t("filters.status")} defaultValue={query.status ?? ""}>
          <option value="">{t("filters.anyStatus")}</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </AdminSelect>
        <AdminSelect id="order-channel" name="channel" label={t("filters.storefront")} defaultValue={query.channelId ? String(query.channelId) : ""}>
          <option value="">{t("filters.anyStorefront")}</option>
          {storefronts.map((s) => (
            <option key={s.channelId} value={s.channelId}>
              {s.name}
            </option>
          ))}
        </AdminSelect>
        <AdminField id="order-from" name="from" type="date" label={t("filters.from")} defaultValue={query.from ?? ""} />
        <AdminField id="order-to" name="to" type="date" label={t("filters.to")} defaultValue={query.to ?? ""} />
        {query.sort && query.sort !== "created" && <input type="hidden" name="sort" value={query.sort} />}
        {query.direction === "asc" && <input type="hidden" name="dir" value="asc" />}
        <div className="flex items-end gap-2">
          <Button type="submit" size="sm" className="min-h-10">
            {t("filters.apply")}
          </Button>
          <ButtonLink to="/admin/orders" variant="ghost" size="sm" className="min-h-10">
            {t("filters.reset")}
          </ButtonLink>
        </div>
      </form>

      <div className={adminTable.wrapper}>
        <table className={adminTable.table} data-testid="admin-orders-table">
          <caption className="sr-only">{t("table.caption", { total: list.pagination.total })}</caption>
          <thead>
            <tr>
              <th scope="col" className={adminTable.th}>
                {t("table.number")}
              </th>
              {sortHeader("created", t("table.date"))}
              {sortHeader("email", t("table.customer"))}
              <th scope="col" className={adminTable.th}>
                {t("table.storefront")}
              </th>
              {sortHeader("status", t("table.status"))}
              <th scope="col" className={`${adminTable.th} text-right`}>
                {t("table.items")}
              </th>
              {sortHeader("total", t("table.total"), "text-right")}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {list.data.length === 0 && (
              <tr>
                <td colSpan={7} className={`${adminTable.td} py-10 text-center text-slate-600`}>
                  {t("table.empty")}
                </td>
              </tr>
            )}
            {list.data.map((order) => (
              <tr key={order.id} data-testid="admin-order-row" className="hover:bg-slate-50">
                <td className={`${adminTable.td} font-semibold`}>
                  <Link to={`/admin/orders/${order.id}`} className="text-slate-900 underline decoration-slate-300 underline-offset-2 hover:decoration-slate-900">
                    #{order.id}
                  </Link>
                </td>
                <td className={`${adminTable.td} whitespace-nowrap`}>{adminDate(order.date_created)}</td>
                <td className={adminTable.td}>
                  <span className="block font-medium">{order.customer_name}</span>
                  <span className="block break-all text-xs text-slate-600">{order.email}</span>
                </td>
                <td className={adminTable.td}>{storefrontName(order.channel_id)}</td>
                <td className={adminTable.td}>
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className={`${adminTable.td} text-right tabular-nums`}>{order.items}</td>
                <td className={`${adminTable.td} text-right font-medium whitespace-nowrap tabular-nums`}>{adminMoney(order.total_inc_tax, order.currency_code)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AdminPagination
        page={list.pagination.page}
        pageCount={pageCount}
        href={(page) => orderListHref(query, { page })}
        label={t("pagination.nav")}
      />
    </div>
  );
}
