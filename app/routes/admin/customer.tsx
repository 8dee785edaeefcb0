import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminPageHeader } from "../../components/admin/admin-ui";
import { CustomerAdmin } from "../../components/admin/customers/CustomerAdmin";
import { loadAdminCustomer } from "./customer.server";

/** /admin/customers/:customerId: one customer (issue 17, area "customers"). */
export function loader(args: LoaderFunctionArgs) {
  return loadAdminCustomer(args);
}

export default function AdminCustomer() {
  const details = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin-customers");
  const { t: ta } = useTranslation("admin");
  const name = `${details.customer.first_name} ${details.customer.last_name}`.trim() || details.customer.email;
  return (
    <>
      <title>{`${name} · ${ta("title")}`}</title>
      <p className="mb-2 text-sm">
        <Link to="/admin/customers" className="text-slate-600 underline underline-offset-2 hover:text-slate-900">
          ← {t("details.back")}
        </Link>
      </p>
      <AdminPageHeader title={t("details.title", { name })} />
      <CustomerAdmin details={details} />
    </>
  );
}
