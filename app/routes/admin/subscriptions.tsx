import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminPageHeader } from "../../components/admin/admin-ui";
import { SubscriptionList } from "../../components/admin/subscriptions/SubscriptionList";
import { loadAdminSubscriptions } from "./subscriptions.server";

/** /admin/subscriptions: every subscription, filtered by status (issue 17, area "subscriptions"). */
export function loader(args: LoaderFunctionArgs) {
  return loadAdminSubscriptions(args);
}

export default function AdminSubscriptions() {
  const { list, status, statuses } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin-subscriptions");
  const { t: ta } = useTranslation("admin");
  return (
    <>
      <title>{`${t("title")} · ${ta("title")}`}</title>
      <AdminPageHeader title={t("title")} />
      <SubscriptionList list={list} status={status} statuses={statuses} />
    </>
  );
}
