import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminPageHeader } from "../../components/admin/admin-ui";
import { ContentEditor } from "../../components/admin/content/ContentEditor";
import { loadAdminContentEdit } from "./content.server";

/** /admin/content/edit?channel=&type=&key=[&block=]: one content document's draft (issue 17). */
export function loader(args: LoaderFunctionArgs) {
  return loadAdminContentEdit(args);
}

export default function AdminContentEdit() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin-content");
  const { document } = data;
  const title = `${t(`typeOne.${document.type}`)} ${document.type === "page" || document.type === "article" ? document.key : ""}`.trim();
  return (
    <>
      <title>{`${title} · ${t("title")} · Back office`}</title>
      <AdminPageHeader title={title} intro={`${document.channel} · ${document.locale}`} />
      <ContentEditor key={`${document.channel}:${document.type}:${document.key}`} {...data} />
    </>
  );
}
