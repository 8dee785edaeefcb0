import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminPageHeader } from "../../components/admin/admin-ui";
import { ModerationQueue } from "../../components/admin/reviews/ModerationQueue";
import { loadAdminReviews } from "./reviews.server";

/** /admin/reviews: reviews and questions moderation (issue 17, area "reviews"). */
export function loader(args: LoaderFunctionArgs) {
  return loadAdminReviews(args);
}

export default function AdminReviews() {
  const { queue, kind, status } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin-reviews");
  const { t: ta } = useTranslation("admin");
  return (
    <>
      <title>{`${t("title")} · ${ta("title")}`}</title>
      <AdminPageHeader title={t("title")} intro={t("intro")} />
      <ModerationQueue queue={queue} kind={kind} status={status} />
    </>
  );
}
