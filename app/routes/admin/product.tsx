import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { ProductEditor } from "../../components/admin/catalogue/ProductEditor";
import { loadAdminProduct } from "./product.server";

/** /admin/products/:productId: the product editor (issue 17, catalogue). */
export function loader(args: LoaderFunctionArgs) {
  return loadAdminProduct(args);
}

export default function AdminProduct() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin-catalogue");
  return (
    <>
      <title>{`${loaded.product.name} · ${t("products.title")} · ${t("admin:title")}`}</title>
      <ProductEditor {...loaded} />
    </>
  );
}
