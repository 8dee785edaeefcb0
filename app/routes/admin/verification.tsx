import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminPageHeader } from "../../components/admin/admin-ui";
import { VerificationDecision } from "../../components/admin/verifications/VerificationDecision";
import { loadAdminVerification } from "./verifications.server";

/** /admin/verifications/:verificationId: one identity check, its photos and a manual decision (issue 17). */
export function loader(args: LoaderFunctionArgs) {
  return loadAdminVerification(args);
}

export default function AdminVerification() {
  const details = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin-verifications");
  const { t: ta } = useTranslation("admin");
  const title = t("detailTitle", { id: details.id });
  return (
    <>
      <title>{`${title} · ${ta("title")}`}</title>
      <Link to="/admin/verifications" className="mb-3 inline-block text-sm text-slate-700 underline underline-offset-2">
        {t("back")}
      </Link>
      <AdminPageHeader title={title} intro={`${details.customer.name} · ${details.customer.email}`} />
      <VerificationDecision details={details} />
    </>
  );
}
