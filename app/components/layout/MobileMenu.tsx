import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import type { Menu, MenuItem } from "../../../server/modules/content/types";
import type { CountryLink } from "../../../server/modules/storefront/service";
import { closeOverlay, setOverlay, useOverlay } from "../../lib/ui-state";
import { Drawer, DrawerCloseButton, DrawerTitle } from "../ui/Drawer";
import { ArrowRightIcon, ChevronLeftIcon, ChevronRightIcon, PinIcon, UserIcon } from "../ui/icons";
import { trackHeaderClick, trackNavigationClick } from "./analytics-events";
import { MenuLink } from "./MenuLink";
import { CountryButton } from "./Flag";
import { canOpenSubmenu } from "./menu-columns";
import { opens } from "./lazy-overlays";
import { Button, buttonClasses } from "../ui/Button";

/** Above this width the desktop navigation takes over and the mobile menu closes (000 §4, §9). */
export const MOBILE_MENU_MAX_WIDTH = 1024;

/**
 * Mobile navigation modal (000 §2 Layout, §4 Mobile menu): a stack of open submenus, up to three
 * levels, with Back; Stores and My Account actions. Escape closes it (Radix Dialog), so does a
 * window wider than 1024 px or a navigation; the body does not scroll while it is open.
 */
export function MobileMenu({
  menu,
  brandName,
  accountPath,
  signedIn,
  country,
}: {
  menu: Menu;
  brandName: string;
  accountPath: string;
  signedIn: boolean;
  country: CountryLink | undefined;
}) {
  const { t } = useTranslation("layout");
  const open = useOverlay("mobileMenu");
  const [stack, setStack] = useState<MenuItem[]>([]);
  const location = useLocation();

  useEffect(() => {
    if (!open) setStack([]);
  }, [open]);

  // A navigation closes the menu. Not the first render: the menu is mounted when first opened
  // (lazy-overlays.tsx), and closing it then would undo that opening.
  const shownFor = useRef(location.key);
  useEffect(() => {
    if (shownFor.current === location.key) return;
    shownFor.current = location.key;
    closeOverlay("mobileMenu");
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(`(min-width: ${MOBILE_MENU_MAX_WIDTH + 1}px)`);
    const closeIfWide = () => {
      if (wide.matches) closeOverlay("mobileMenu");
    };
    closeIfWide();
    wide.addEventListener("change", closeIfWide);
    return () => wide.removeEventListener("change", closeIfWide);
  }, [open]);

  const current = stack.at(-1);
  const items = current ? current.children : menu.items;
  const depth = stack.length + 1;
  const navigate = (item: MenuItem) => {
    trackNavigationClick(item.name, item.url, "mobile");
    closeOverlay("mobileMenu");
  };

  return (
    <Drawer open={open} onOpenChange={(next) => setOverlay("mobileMenu", next)} side="left" label="mobileMenu">
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-black/5 px-4">
        {current ? (
          <button
            type="button"
            onClick={() => setStack((s) => s.slice(0, -1))}
            className="-ml-2 inline-flex items-center gap-1 rounded-full px-2 py-2 text-sm font-semibold text-brand hover:bg-brand-soft"
          >
            <ChevronLeftIcon width={20} height={20} />
            {t("back")}
          </button>
        ) : (
          <span className="font-display text-xl font-extrabold tracking-tight text-brand">{brandName}</span>
        )}
        <DrawerTitle className="sr-only">{current ? current.name : t("menuTitle")}</DrawerTitle>
        <DrawerCloseButton label={t("closeMenu")} />
      </div>

      <nav aria-label={t("mainNavigation")} className="flex-1 overflow-y-auto overscroll-contain px-4 pb-6" data-menu-depth={depth}>
        {current && (
          <div className="pt-6 pb-2">
            <p aria-hidden="true" className="font-display text-3xl font-semibold tracking-tight text-ink">{current.name}</p>
            <MenuLink
              url={current.url}
              linkType={current.linkType}
              onClick={() => navigate(current)}
              className="mt-2 inline-flex items-center gap-2 text-sm font-semibold text-brand"
            >
              {t("viewAll", { name: current.name })}
              <ArrowRightIcon width={16} height={16} />
            </MenuLink>
          </div>
        )}
        <ul className="divide-y divide-black/5">
          {items.map((item) =>
            canOpenSubmenu(item, depth) ? (
              <li key={`${item.name}|${item.url}`}>
                <button
                  type="button"
                  onClick={() => setStack((s) => [...s, item])}
                  className="flex w-full items-center justify-between py-4 text-left text-lg font-medium text-ink"
                  aria-haspopup="true"
                >
                  {item.name}
                  <ChevronRightIcon width={20} height={20} className="text-muted" />
                </button>
              </li>
            ) : (
              <li key={`${item.name}|${item.url}`}>
                <MenuLink url={item.url} linkType={item.linkType} onClick={() => navigate(item)} className="block py-4 text-lg font-medium text-ink">
                  {item.name}
                </MenuLink>
              </li>
            ),
          )}
        </ul>
        {!current && country && (
          <CountryButton
            country={country}
            track={() => trackHeaderClick("country_selector")}
            className="mt-6 inline-flex items-center gap-3 rounded-full border border-black/10 px-4 py-2.5 text-sm font-medium text-ink hover:bg-brand-soft"
          />
        )}
      </nav>

      {!current && (
        <div className="grid shrink-0 grid-cols-2 gap-3 border-t border-black/5 bg-brand-soft/60 p-4">
          <Link
            to="/find-a-store"
            onClick={() => {
              trackHeaderClick("stores", "/find-a-store");
              closeOverlay("mobileMenu");
            }}
            className="flex items-center justify-center gap-2 rounded-button bg-white px-4 py-3 text-sm font-semibold text-brand shadow-sm"
          >
            <PinIcon width={20} height={20} />
            {t("stores")}
          </Link>
          {signedIn ? (
            <Link
              to={accountPath}
              onClick={() => {
                trackHeaderClick("account", accountPath);
                closeOverlay("mobileMenu");
              }}
              className={buttonClasses({ size: "bare", className: "gap-2 px-4 py-3 text-sm" })}
            >
              <UserIcon width={20} height={20} />
              {t("myAccount")}
            </Link>
          ) : (
            <Button
              size="bare"
              {...opens("login", () => trackHeaderClick("account"))}
              className="gap-2 px-4 py-3 text-sm"
            >
              <UserIcon width={20} height={20} />
              {t("myAccount")}
            </Button>
          )}
        </div>
      )}
    </Drawer>
  );
}
