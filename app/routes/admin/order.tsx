import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminPageHeader } from "../../components/admin/admin-ui";
import { OrderAdmin } from "../../components/admin/orders/OrderAdmin";
import { loadAdminOrder } from "./order.server";

/** /admin/orders/:orderId: one order with its actions (issue 17, area "orders"). */
export function loader(args: LoaderFunctionArgs) {
  return loadAdminOrder(args);
}

export default function AdminOrder() {
  const { details, storefrontName } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin-orders");
  const { t: ta } = useTranslation("admin");
  const title = t("details.title", { id: details.order.id });
  return (
    <>
      <title>{`${title} · ${ta("title")}`}</title>
      <p className="mb-2 text-sm">
        <Link to="/admin/orders" className="text-slate-600 underline underline-offset-2 hover:text-slate-900">
          ← {t("details.back")}
        </Link>
      </p>
      <AdminPageHeader title={title} />
      <OrderAdmin details={details} storefrontName={storefrontName} />
    </>
  );
}
