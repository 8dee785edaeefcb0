import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CountryLink } from "../../../server/modules/storefront/service";
import type { Menu } from "../../../server/modules/content/types";
import { useCartCount } from "../../lib/cart-count";
import { SearchBar } from "../search/SearchBar";
import { WishlistButton } from "../wishlist/WishlistButton";
import { BagIcon, LogoMark, MenuIcon, PinIcon, UserIcon } from "../ui/icons";
import { trackHeaderClick } from "./analytics-events";
import { DesktopNav } from "./DesktopNav";
import { Flag } from "./Flag";
import { opens } from "./lazy-overlays";

const iconButton =
  "relative inline-flex size-11 shrink-0 items-center justify-center rounded-full max-[430px]:size-10 text-ink transition-colors hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

/**
 * Header (000 §2 Layout): logo, menu, search bar, country selector, store-finder link, account
 * button, wishlist button and cart button with item-count badges. With e-commerce disabled there is no search bar
 * and no cart (000 §1). Desktop navigation above 1024 px, a burger opening the mobile menu below.
 */
export function Header({
  brandName,
  menu,
  eCommDisabled,
  country,
  accountPath,
  signedIn,
}: {
  brandName: string;
  menu: Menu;
  eCommDisabled: boolean;
  country: CountryLink | undefined;
  accountPath: string;
  signedIn: boolean;
}) {
  const { t } = useTranslation("layout");
  const cartCount = useCartCount();

  return (
    <header className="sticky top-0 z-30 border-b border-black/[0.06] bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-brand focus:px-4 focus:py-2 focus:text-white"
      >
        {t("skipToContent")}
      </a>
      <div className="relative mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-2 px-3 py-2 sm:px-5 min-[1025px]:flex-nowrap min-[1025px]:gap-x-4 min-[1025px]:px-8 min-[1025px]:py-3">
        <button
          type="button"
          className={`${iconButton} min-[1025px]:hidden`}
          aria-label={t("openMenu")}
          {...opens("mobileMenu", () => trackHeaderClick("menu"))}
        >
          <MenuIcon />
        </button>

        <Link
          to="/"
          aria-label={t("home", { brand: brandName })}
          onClick={() => trackHeaderClick("logo", "/")}
          className="mr-auto flex items-center gap-2 rounded-md px-1 text-brand min-[1025px]:mr-2"
        >
          <LogoMark />
          <span className="font-display text-[22px] leading-none font-extrabold tracking-tight">{brandName}</span>
        </Link>

        <DesktopNav menu={menu} className="hidden min-[1025px]:block" />

        {!eCommDisabled && (
          <div data-header-search className="order-last w-full basis-full pb-1 min-[1025px]:order-none min-[1025px]:ml-auto min-[1025px]:w-auto min-[1025px]:max-w-xs min-[1025px]:flex-1 min-[1025px]:basis-auto min-[1025px]:pb-0">
            <SearchBar />
          </div>
        )}

        <div className={`flex items-center gap-0.5 ${eCommDisabled ? "min-[1025px]:ml-auto" : ""}`}>
          {country && (
            <button
              type="button"
              className={iconButton}
              aria-label={t("countrySelector.open", { country: country.label })}
              data-current-country={country.code}
              {...opens("countrySelector", () => trackHeaderClick("country_selector"))}
            >
              <Flag country={country} className="w-[22px]" />
            </button>
          )}
          <Link to="/find-a-store" className={iconButton} aria-label={t("findAStore")} title={t("findAStore")} onClick={() => trackHeaderClick("store_finder", "/find-a-store")}>
            <PinIcon />
          </Link>
          {signedIn ? (
            <Link to={accountPath} className={iconButton} aria-label={t("myAccount")} title={t("myAccount")} onClick={() => trackHeaderClick("account", accountPath)}>
              <UserIcon />
            </Link>
          ) : (
            <button
              type="button"
              className={iconButton}
              aria-label={t("signIn")}
              title={t("signIn")}
              {...opens("login", () => trackHeaderClick("account"))}
            >
              <UserIcon />
            </button>
          )}
          {!eCommDisabled && <WishlistButton className={iconButton} handlers={opens("wishlist", () => trackHeaderClick("wishlist"))} />}
          {!eCommDisabled && (
            <button
              type="button"
              className={iconButton}
              aria-label={t("cart", { count: cartCount })}
              data-cart-count={cartCount}
              {...opens("cart", () => trackHeaderClick("cart"))}
            >
              <BagIcon />
              {cartCount > 0 && (
                <span aria-hidden="true" className="absolute top-1 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] leading-5 font-bold text-white">
                  {cartCount > 99 ? "99+" : cartCount}
                </span>
              )}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
