import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminPageHeader } from "../../components/admin/admin-ui";
import { AuditLog } from "../../components/admin/audit/AuditLog";
import { loadAdminAudit } from "./audit.server";

/** /admin/audit: the audit log (owner only, issue 17). */
export function loader(args: LoaderFunctionArgs) {
  return loadAdminAudit(args);
}

export default function AdminAudit() {
  const { entries, page, pages } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <>
      <title>{`${t("audit.title")} · ${t("title")}`}</title>
      <AdminPageHeader title={t("audit.title")} intro={t("audit.intro")} />
      <AuditLog entries={entries} page={page} pages={pages} />
    </>
  );
}
