import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminPageHeader } from "../../components/admin/admin-ui";
import { StoreList } from "../../components/admin/stores/StoreList";
import { loadAdminStores } from "./stores.server";

/** /admin/stores: the stores of the finder, search and pagination (issue 17, Stores). */
export function loader(args: LoaderFunctionArgs) {
  return loadAdminStores(args);
}

export default function AdminStores() {
  const list = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin-stores");
  return (
    <>
      <title>{`${t("list.title")} · ${t("admin:title")}`}</title>
      <AdminPageHeader
        title={t("list.title")}
        intro={t("list.intro")}
        actions={
          <Link to="/admin/stores/new" className="inline-flex min-h-10 items-center rounded-md bg-slate-900 px-4 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900">
            {t("list.new")}
          </Link>
        }
      />
      <StoreList {...list} />
    </>
  );
}
