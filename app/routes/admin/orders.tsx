import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminPageHeader } from "../../components/admin/admin-ui";
import { OrderList } from "../../components/admin/orders/OrderList";
import { loadAdminOrders } from "./orders.server";

/** /admin/orders: orders with filters, sorting and pagination (issue 17, area "orders"). */
export function loader(args: LoaderFunctionArgs) {
  return loadAdminOrders(args);
}

export default function AdminOrders() {
  const { list, query, storefronts, statuses } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin-orders");
  const { t: ta } = useTranslation("admin");
  return (
    <>
      <title>{`${t("title")} · ${ta("title")}`}</title>
      <AdminPageHeader title={t("title")} />
      <OrderList list={list} query={query} storefronts={storefronts} statuses={statuses} />
    </>
  );
}
