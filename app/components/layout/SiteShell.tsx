import { lazy, Suspense, type ReactNode } from "react";
import { useRootData } from "../../lib/root-data";
import { AccountOverlays } from "../account/AccountOverlays";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { LazyCartSidebar, LazyCountrySelector, LazyMobileMenu, LazyWishlistSidebar, useCartForBadge, useEditCartAction, useOnceOpened } from "./lazy-overlays";
import { OverlayStateAttributes } from "./OverlayStateAttributes";
import { ProgressBar } from "./ProgressBar";
import { ScrollOnNavigation } from "./ScrollOnNavigation";
import { useSignedIn } from "./use-signed-in";

/** Preview mode's bar and edit buttons (000 §6): fetched only while a staff member previews. */
const LazyPreviewBar = lazy(() => import("../preview/PreviewBar").then((m) => ({ default: m.PreviewBar })));

/** Header, main content and footer around every page (000 §2 Layout). */
export function SiteShell({ children }: { children: ReactNode }) {
  const root = useRootData();
  const signedIn = useSignedIn();
  const sellsOnline = root ? !root.storefront.eCommDisabled : false;
  useCartForBadge(sellsOnline);
  const mobileMenuWanted = useOnceOpened("mobileMenu");
  const countrySelectorWanted = useOnceOpened("countrySelector");
  const cartWanted = useOnceOpened("cart", useEditCartAction());
  const wishlistWanted = useOnceOpened("wishlist");
  if (!root) return <main id="main">{children}</main>;
  const { brandName, accountPath, storefront, country, layout } = root;
  return (
    <div className="flex min-h-dvh flex-col">
      <ProgressBar />
      <ScrollOnNavigation />
      <OverlayStateAttributes />
      <Header
        brandName={brandName}
        menu={layout.menu}
        eCommDisabled={storefront.eCommDisabled}
        country={country}
        accountPath={accountPath}
        signedIn={signedIn}
      />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer footer={layout.footer} brandName={brandName} country={country} sellsOnline={sellsOnline} />
      <Suspense fallback={null}>
        {mobileMenuWanted && <LazyMobileMenu menu={layout.menu} brandName={brandName} accountPath={accountPath} signedIn={signedIn} country={country} />}
        {countrySelectorWanted && <LazyCountrySelector current={country} />}
        {/* Content-only storefronts have no cart and load none (000 §1). */}
        {sellsOnline && cartWanted && <LazyCartSidebar />}
        {sellsOnline && wishlistWanted && <LazyWishlistSidebar />}
        {root.preview && <LazyPreviewBar preview={root.preview} />}
      </Suspense>
      <AccountOverlays />
    </div>
  );
}
