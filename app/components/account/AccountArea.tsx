import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useNavigate } from "react-router";
import { useRootData } from "../../lib/root-data";
import { ACCOUNT_NAV_PAGES, navPageOf, type AccountPageName } from "./account-page-names";
import { ACCOUNT_PAGES, type AccountPageData } from "./account-pages";
import type { AddressView, CustomerView } from "./customer-api";
import { customerUpdated, logOut } from "./customer-store";

/**
 * The account area's frame (001 §2 My account): a greeting, the page list (a sidebar on desktop, a
 * scrolling tab row on phones), the current page and Sign out.
 */
export function AccountArea({
  pageName,
  customer,
  addresses,
  pageData = {},
}: {
  pageName: AccountPageName;
  customer: CustomerView;
  addresses: AddressView[];
  pageData?: AccountPageData;
}) {
  const { t } = useTranslation("account");
  const root = useRootData();
  const navigate = useNavigate();
  const accountPath = root?.accountPath ?? "";
  const Page = ACCOUNT_PAGES[pageName];
  const current = navPageOf(pageName);

  // The server just confirmed the session: the browser's login state follows it.
  useEffect(() => customerUpdated(customer), [customer]);

  async function signOut() {
    await logOut();
    navigate("/");
  }

  return (
    <div className="bg-gradient-to-b from-brand-soft/70 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6 lg:px-8 lg:pt-12">
        <header className="mb-6 flex flex-wrap items-end justify-between gap-4 lg:mb-10">
          <div>
            <p className="text-xs font-semibold tracking-[0.18em] text-accent uppercase">{t("area.title")}</p>
            <h1 className="mt-1 font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {t("area.greeting", { name: customer.first_name })}
            </h1>
            <p className="mt-1 text-sm wrap-anywhere text-muted">{customer.email}</p>
          </div>
          <button
            type="button"
            onClick={signOut}
            className="inline-flex min-h-11 items-center gap-2 rounded-button border border-black/15 bg-white px-5 text-sm font-semibold text-ink transition hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {t("area.signOut")}
          </button>
        </header>

        <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-10">
          <nav aria-label={t("area.navLabel")} className="-mx-4 mb-6 overflow-x-auto px-4 lg:mx-0 lg:mb-0 lg:overflow-visible lg:px-0">
            <ul className="flex gap-2 lg:sticky lg:top-28 lg:flex-col lg:gap-1">
              {ACCOUNT_NAV_PAGES.map((name) => (
                <li key={name} className="shrink-0">
                  <NavLink
                    to={`${accountPath}/${name}`}
                    aria-current={name === current ? "page" : undefined}
                    className={`block rounded-button px-4 py-2.5 text-sm font-semibold whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand lg:rounded-xl ${
                      name === current ? "bg-brand text-white shadow-sm" : "bg-white text-ink ring-1 ring-black/[0.08] hover:bg-brand-soft lg:bg-transparent lg:ring-0"
                    }`}
                  >
                    {t(`nav.${name}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <section aria-labelledby="account-page-title" className="min-w-0 rounded-3xl bg-white p-5 shadow-[0_1px_2px_rgba(0,0,0,0.04),0_8px_32px_rgba(15,61,46,0.08)] ring-1 ring-black/[0.05] sm:p-8">
            <h2 id="account-page-title" className="font-display text-2xl font-bold tracking-tight text-ink">
              {pageData.heading ?? t(`nav.${pageName}`)}
            </h2>
            <div className="mt-6">
              <Page customer={customer} addresses={addresses} data={pageData} />
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
