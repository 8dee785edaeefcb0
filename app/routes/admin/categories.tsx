import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminPageHeader } from "../../components/admin/admin-ui";
import { CategoryTreeEditor } from "../../components/admin/catalogue/CategoryTreeEditor";
import { loadAdminCategories } from "./categories.server";

/** /admin/categories: the category tree with per-locale display names, rename and publish (issue 17). */
export function loader(args: LoaderFunctionArgs) {
  return loadAdminCategories(args);
}

export default function AdminCategories() {
  const { categories, locales } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin-catalogue");
  return (
    <>
      <title>{`${t("categories.title")} · ${t("admin:title")}`}</title>
      <AdminPageHeader title={t("categories.title")} intro={t("categories.intro")} />
      <CategoryTreeEditor categories={categories} locales={locales} />
    </>
  );
}
