import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminPageHeader } from "../../components/admin/admin-ui";
import { VerificationQueue } from "../../components/admin/verifications/VerificationQueue";
import { loadAdminVerifications } from "./verifications.server";

/** /admin/verifications: the review queue of identity checks (issue 17, area "verifications"). */
export function loader(args: LoaderFunctionArgs) {
  return loadAdminVerifications(args);
}

export default function AdminVerifications() {
  const { queue, state, states } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin-verifications");
  const { t: ta } = useTranslation("admin");
  return (
    <>
      <title>{`${t("title")} · ${ta("title")}`}</title>
      <AdminPageHeader title={t("title")} intro={t("intro")} />
      <VerificationQueue queue={queue} state={state} states={states} />
    </>
  );
}
