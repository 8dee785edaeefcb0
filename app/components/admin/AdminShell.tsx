import type { ReactNode } from "react";
import { NavLink, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import type { staffSessionApi } from "../../../server/modules/staff/admin-api";
import type { StaffActor, StaffArea } from "../../../server/modules/staff/types";
import { rpc } from "../../lib/rpc-client";
import { ADMIN_NAV, ADMIN_NAV_GROUPS, currentNavItem, navFor } from "./nav";

/**
 * The namespaces of the nav's labels (`admin` and an area's own, e.g. `admin-promotions:title`):
 * asked for by the hook, so the server reports them as used and inlines their messages; otherwise
 * the browser renders the bare key ("title") where the server rendered the label.
 */
const NAV_NAMESPACES = ["admin", ...new Set(ADMIN_NAV.filter((item) => item.labelKey.includes(":")).map((item) => item.labelKey.split(":")[0]))];

/**
 * The back office's frame (issue 17): a left sidebar with the areas the member's role reaches, a
 * top bar with the member's name, role, own account and Sign out, and the page. English only.
 */
export function AdminShell({ staff, areas, brandName, children }: { staff: StaffActor; areas: StaffArea[]; brandName: string; children: ReactNode }) {
  const { t } = useTranslation(NAV_NAMESPACES);
  const { pathname } = useLocation();
  const items = navFor(areas);
  const current = currentNavItem(pathname, items);
  async function signOut() {
    await rpc<typeof staffSessionApi>("admin/session")("logout");
    window.location.assign("/admin/login");
  }
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900 md:flex-row">
      <a href="#admin-main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t("skipToContent")}
      </a>
      {/* The dark column runs the page's full height (the row stretches it); its content stays in view while the page scrolls. */}
      <aside className="w-full shrink-0 border-r border-slate-800 bg-slate-900 text-slate-100 md:w-60">
        <div className="flex flex-col md:sticky md:top-0 md:max-h-dvh">
          <div className="px-5 pt-4 pb-2 md:py-5">
            <p className="text-lg font-bold leading-tight">{brandName}</p>
            <p className="text-xs uppercase tracking-wider text-slate-400">{t("title")}</p>
          </div>
          <nav aria-label={t("nav.label")} className="flex flex-wrap gap-x-1 px-3 pb-3 md:block md:flex-1 md:overflow-y-auto md:pb-6">
            {ADMIN_NAV_GROUPS.map((group) => {
              const groupItems = items.filter((item) => item.group === group);
              if (groupItems.length === 0) return null;
              return (
                <div key={group} className="contents md:mt-4 md:block md:first:mt-0">
                  {group !== "overview" && <p className="hidden px-2 pb-1 text-xs font-semibold uppercase tracking-wider text-slate-400 md:block">{t(`groups.${group}`)}</p>}
                  <ul className="contents md:block md:space-y-0.5">
                    {groupItems.map((item) => (
                      <li key={item.path}>
                        <NavLink
                          to={item.path}
                          end={item.path === "/admin"}
                          aria-current={current?.path === item.path ? "page" : undefined}
                          className={() =>
                            `block rounded-md px-2 py-1.5 text-sm ${current?.path === item.path ? "bg-white/15 font-semibold text-white" : "text-slate-200 hover:bg-white/10 hover:text-white"}`
                          }
                        >
                          {t(item.labelKey)}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </nav>
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex min-h-14 flex-wrap items-center justify-end gap-x-4 gap-y-2 border-b border-slate-200 bg-white px-4 py-2 text-sm md:px-6">
          <a href="/" className="mr-auto text-slate-600 underline-offset-2 hover:underline">
            {t("nav.viewShop")}
          </a>
          <span data-testid="admin-member">
            <span className="font-semibold">{staff.name}</span> <span className="text-slate-600">· {t(`roles.${staff.role}`)}</span>
          </span>
          <NavLink to="/admin/account" className="text-slate-700 underline-offset-2 hover:underline">
            {t("nav.account")}
          </NavLink>
          <button type="button" onClick={signOut} className="rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-100">
            {t("nav.signOut")}
          </button>
        </header>
        <main id="admin-main" className="min-w-0 flex-1 px-4 py-6 md:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
