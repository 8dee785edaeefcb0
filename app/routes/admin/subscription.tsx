import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminPageHeader } from "../../components/admin/admin-ui";
import { SubscriptionAdmin } from "../../components/admin/subscriptions/SubscriptionAdmin";
import { loadAdminSubscription } from "./subscriptions.server";

/** /admin/subscriptions/:subscriptionId: one subscription and what staff can do with it (issue 17). */
export function loader(args: LoaderFunctionArgs) {
  return loadAdminSubscription(args);
}

export default function AdminSubscription() {
  const details = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin-subscriptions");
  const { t: ta } = useTranslation("admin");
  const title = t("detailTitle", { id: details.subscription.id });
  return (
    <>
      <title>{`${title} · ${ta("title")}`}</title>
      <Link to="/admin/subscriptions" className="mb-3 inline-block text-sm text-slate-700 underline underline-offset-2">
        {t("back")}
      </Link>
      <AdminPageHeader title={title} intro={`${details.subscription.product.name} · ${details.customer.name}`} />
      <SubscriptionAdmin details={details} />
    </>
  );
}
