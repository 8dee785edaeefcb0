import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { PromotionEditor } from "../../components/admin/promotions/PromotionEditor";
import { loadAdminPromotion } from "./promotions.server";

/** /admin/promotions/:promotionId and /admin/promotions/new (issue 19): edit, disable, uses of the code. */
export function loader(args: LoaderFunctionArgs) {
  return loadAdminPromotion(args);
}

export default function AdminPromotion() {
  const { promotion, usage } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin-promotions");
  return (
    <>
      <title>{`${promotion?.code ?? promotion?.name ?? t("new")} · ${t("admin:title")}`}</title>
      <PromotionEditor key={promotion?.id ?? "new"} promotion={promotion} usage={usage} />
    </>
  );
}
