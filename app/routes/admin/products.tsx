import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminPageHeader } from "../../components/admin/admin-ui";
import { ProductList } from "../../components/admin/catalogue/ProductList";
import { loadAdminProducts } from "./products.server";

/** /admin/products: search, table, pagination and the low-stock filter (issue 17, catalogue). */
export function loader(args: LoaderFunctionArgs) {
  return loadAdminProducts(args);
}

export default function AdminProducts() {
  const list = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin-catalogue");
  return (
    <>
      <title>{`${t("products.title")} · ${t("admin:title")}`}</title>
      <AdminPageHeader title={t("products.title")} intro={t("products.intro")} />
      <ProductList {...list} />
    </>
  );
}
