import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { StoreEditor } from "../../components/admin/stores/StoreEditor";
import { loadAdminStore } from "./stores.server";

/** /admin/stores/:storeId and /admin/stores/new: the store editor with its map picker (issue 17, Stores). */
export function loader(args: LoaderFunctionArgs) {
  return loadAdminStore(args);
}

export default function AdminStore() {
  const { store, tiles, brand, lists } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin-stores");
  const title = store ? store.name : t("form.newTitle");
  return (
    <>
      <title>{`${title} · ${t("list.title")} · ${t("admin:title")}`}</title>
      <StoreEditor key={store?.id ?? "new"} store={store} tiles={tiles} brand={brand} lists={lists} />
    </>
  );
}
