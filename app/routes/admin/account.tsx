import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminCard, AdminNotice, AdminPageHeader } from "../../components/admin/admin-ui";
import { TotpEnrolment } from "../../components/admin/TotpEnrolment";
import { loadAdminAccount } from "./account.server";

/** /admin/account: the member's details and two-factor set-up (issue 17). */
export function loader(args: LoaderFunctionArgs) {
  return loadAdminAccount(args);
}

export default function AdminAccount() {
  const { staff, totpEnabled, totpRequired, enrolment } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  return (
    <>
      <title>{`${t("account.title")} · ${t("title")}`}</title>
      <AdminPageHeader title={t("account.title")} />
      <div className="grid max-w-4xl gap-6">
        <AdminCard title={t("account.details")}>
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-600">{t("account.name")}</dt>
              <dd className="font-medium">{staff.name}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t("account.email")}</dt>
              <dd className="font-medium break-all">{staff.email}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t("account.role")}</dt>
              <dd className="font-medium">{t(`roles.${staff.role}`)}</dd>
            </div>
          </dl>
        </AdminCard>
        <AdminCard title={t("account.totpTitle")}>
          {totpEnabled ? (
            <AdminNotice tone="success">{t("account.totpOn")}</AdminNotice>
          ) : (
            <div className="space-y-4">
              <AdminNotice tone="info">{totpRequired ? t("account.totpRequiredNotice") : t("account.totpOff")}</AdminNotice>
              {enrolment && <TotpEnrolment enrolment={enrolment} onEnrolled={() => revalidator.revalidate()} />}
            </div>
          )}
        </AdminCard>
      </div>
    </>
  );
}
