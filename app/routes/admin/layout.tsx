import { data, isRouteErrorResponse, Link, Outlet, useLoaderData, useRouteError, useRouteLoaderData, type HeadersFunction, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { registerChunks } from "../../../common/i18n";
import { AdminShell } from "../../components/admin/AdminShell";
import { adminHeaders, loadAdminLayout } from "./admin.server";

/**
 * The back office (issue 17, decision 023): its own route tree under /admin, rendered without the
 * storefront's shell (root.tsx), never cached, not indexed, on the default storefront's host only.
 */
// The back office's texts (English only, decision 023) join the browser's message chunks when this
// route tree loads, so the storefront's bundle never lists them.
registerChunks(import.meta.glob<{ default: Record<string, unknown> }>("../../../locales/en-GB/admin*.json"));

export async function loader(args: LoaderFunctionArgs) {
  return data(await loadAdminLayout(args), { headers: adminHeaders });
}

/** Every admin answer, whatever a page's loader says: personal, never stored (page cache, CDN). */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const headers = new Headers(adminHeaders);
  for (const cookie of [...(errorHeaders?.getSetCookie() ?? []), ...loaderHeaders.getSetCookie()]) headers.append("Set-Cookie", cookie);
  return headers;
};

function Frame({ children }: { children: React.ReactNode }) {
  const layout = useLoaderData<typeof loader>();
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      {layout?.staff ? (
        <AdminShell staff={layout.staff} areas={layout.areas} brandName={layout.brandName}>
          {children}
        </AdminShell>
      ) : (
        <main id="admin-main" className="grid min-h-dvh place-items-center bg-slate-100 px-4 py-10 text-slate-900">
          {children}
        </main>
      )}
    </>
  );
}

export default function AdminLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

/**
 * Refusals and failures inside the back office stay in its frame (403, 404, 500): a signed-in
 * member keeps the sidebar and top bar (the layout's own data is there when a page's loader
 * refused), so a 403 reads as "not for your role" beside the areas it does reach.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const { t } = useTranslation("admin");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 403 ? t("shell.forbiddenTitle") : status === 404 ? t("shell.notFoundTitle") : t("shell.errorTitle");
  const text = status === 403 ? t("shell.forbiddenText") : status === 404 ? t("errors.notFound") : t("errors.somethingWentWrong");
  const hint = status === 403 && layout?.staff ? t("shell.forbiddenHint", { role: t(`roles.${layout.staff.role}`) }) : null;
  const card = (
    <div className="max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm" data-testid="admin-error">
      <h1 className="text-xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-800">{text}</p>
      {hint && <p className="mt-2 text-sm text-slate-600">{hint}</p>}
      {status !== 404 && (
        <Link to="/admin" className="mt-6 inline-block text-sm font-semibold text-slate-900 underline">
          {t("shell.backToDashboard")}
        </Link>
      )}
    </div>
  );
  if (layout?.staff) {
    return (
      <>
        <meta name="robots" content="noindex, nofollow" />
        <title>{title}</title>
        <AdminShell staff={layout.staff} areas={layout.areas} brandName={layout.brandName}>
          <div className="grid place-items-center py-10 md:py-16">{card}</div>
        </AdminShell>
      </>
    );
  }
  return (
    <main id="admin-main" className="grid min-h-dvh place-items-center bg-slate-100 px-4 text-slate-900">
      <meta name="robots" content="noindex, nofollow" />
      <title>{title}</title>
      {card}
    </main>
  );
}
