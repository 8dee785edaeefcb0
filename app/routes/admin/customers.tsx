import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminPageHeader } from "../../components/admin/admin-ui";
import { CustomerList } from "../../components/admin/customers/CustomerList";
import { loadAdminCustomers } from "./customers.server";

/** /admin/customers: customer search (issue 17, area "customers"). */
export function loader(args: LoaderFunctionArgs) {
  return loadAdminCustomers(args);
}

export default function AdminCustomers() {
  const { list, q, storefronts } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin-customers");
  const { t: ta } = useTranslation("admin");
  return (
    <>
      <title>{`${t("title")} · ${ta("title")}`}</title>
      <AdminPageHeader title={t("title")} />
      <CustomerList list={list} q={q} storefronts={storefronts} />
    </>
  );
}
