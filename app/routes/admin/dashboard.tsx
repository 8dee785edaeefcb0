import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminPageHeader } from "../../components/admin/admin-ui";
import { loadAdminDashboard } from "./dashboard.server";

/** /admin: the back office's dashboard (issue 17). */
export function loader(args: LoaderFunctionArgs) {
  return loadAdminDashboard(args);
}

export default function AdminDashboard() {
  const { staff, counts } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const tiles = [
    { value: counts.awaitingFulfilment, label: t("dashboard.awaitingFulfilment"), to: "/admin/orders?status=Awaiting%20Fulfillment" },
    { value: counts.pendingReviews, label: t("dashboard.pendingReviews"), to: "/admin/reviews" },
    { value: counts.pendingQuestions, label: t("dashboard.pendingQuestions"), to: "/admin/reviews?kind=questions" },
    { value: counts.activeStaff, label: t("dashboard.staffMembers"), to: "/admin/staff" },
  ].filter((tile): tile is { value: number; label: string; to: string } => tile.value !== null);
  return (
    <>
      <title>{`${t("dashboard.title")} · ${t("title")}`}</title>
      <AdminPageHeader title={t("dashboard.title")} intro={t("dashboard.welcome", { name: staff.name })} />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.label} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <p className="text-sm text-slate-600">{tile.label}</p>
            <p className="mt-2 text-3xl font-bold text-slate-900" data-testid="dashboard-count">
              {tile.value}
            </p>
            <Link to={tile.to} className="mt-auto self-start pt-3 text-sm font-semibold text-slate-900 underline underline-offset-2">
              {t("dashboard.open")}
              <span className="sr-only">: {tile.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
