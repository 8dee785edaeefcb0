import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminPageHeader } from "../../components/admin/admin-ui";
import { PromotionList } from "../../components/admin/promotions/PromotionList";
import { loadAdminPromotions } from "./promotions.server";

/** /admin/promotions: coupon codes and automatic promotions (issue 19). */
export function loader(args: LoaderFunctionArgs) {
  return loadAdminPromotions(args);
}

export default function AdminPromotions() {
  const { promotions } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin-promotions");
  return (
    <>
      <title>{`${t("title")} · ${t("admin:title")}`}</title>
      <AdminPageHeader
        title={t("title")}
        actions={
          <Link to="/admin/promotions/new" className="inline-flex min-h-10 items-center rounded-md bg-slate-900 px-4 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900">
            {t("new")}
          </Link>
        }
      />
      <PromotionList promotions={promotions} />
    </>
  );
}
