import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminPageHeader } from "../../components/admin/admin-ui";
import { ContentOverview } from "../../components/admin/content/ContentOverview";
import { loadAdminContent } from "./content.server";

/** /admin/content: content channels and their documents (issue 17, area content). */
export function loader(args: LoaderFunctionArgs) {
  return loadAdminContent(args);
}

export default function AdminContent() {
  const data = useLoaderData<typeof loader>();
  const layout = useRouteLoaderData("routes/admin/layout") as { staff?: { name: string } } | undefined;
  const { t } = useTranslation("admin-content");
  return (
    <>
      <title>{`${t("title")} · Back office`}</title>
      <AdminPageHeader title={t("title")} intro={t("intro")} />
      <ContentOverview {...data} staffName={layout?.staff?.name ?? ""} />
    </>
  );
}
