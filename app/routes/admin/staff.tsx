import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminPageHeader } from "../../components/admin/admin-ui";
import { StaffManager } from "../../components/admin/staff/StaffManager";
import { loadAdminStaff } from "./staff.server";

/** /admin/staff: staff members (owner only, issue 17). */
export function loader(args: LoaderFunctionArgs) {
  return loadAdminStaff(args);
}

export default function AdminStaff() {
  const { me, members } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <>
      <title>{`${t("staff.title")} · ${t("title")}`}</title>
      <AdminPageHeader title={t("staff.title")} intro={t("staff.intro")} />
      <StaffManager me={me} members={members} />
    </>
  );
}
