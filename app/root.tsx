import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  useMatches,
  useRouteError,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MiddlewareFunction,
  type ShouldRevalidateFunction,
} from "react-router";
import { shopContext } from "./context";
import { accountPath } from "../common/brand";
import { canonicalPath } from "./lib/guards";
import { documentLanguage } from "../common/i18n";
import { InitialMessages } from "./lib/i18n-messages";
import { IdlePrefetch } from "./lib/idle-prefetch";
import { formTexts } from "./lib/form-config.server";
import { weightShape } from "./lib/format";
import { previewInfo } from "./lib/preview.server";
import { useRootData, type RootLoaderData } from "./lib/root-data";
import { ErrorPage, ErrorPageFallback } from "./components/layout/ErrorPage";
import { currentCountry } from "./components/layout/flags";
import { SiteShell } from "./components/layout/SiteShell";
import { SeoScripts } from "./components/seo/SeoScripts";
import { styleGuideCss } from "./lib/style-guide";
import stylesheet from "./app.css?url";

export const links = () => [{ rel: "stylesheet", href: stylesheet }, { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** Trailing-slash and uppercase guard (001 §2 Route guards, 3): 301 to the canonical path. */
export const middleware: MiddlewareFunction[] = [
  ({ url }) => {
    const target = canonicalPath(url);
    if (target) throw redirect(target, 301);
  },
];

export async function loader({ context, request }: LoaderFunctionArgs): Promise<RootLoaderData> {
  const rs = context.get(shopContext);
  const { shop, storefront, port } = rs;
  // A staff member's preview (000 §6, issue 17) sees the drafts of the menu, footer and style guide.
  const preview = await previewInfo({ context, request });
  const layout = preview ? shop.content.preview.layout(storefront.brChannel) : shop.content.getLayout(storefront.brChannel);
  const [layoutData, forms] = await Promise.all([layout, formTexts(rs)]);
  return {
    ...(preview ? { preview } : {}),
    brandName: shop.env.BRAND_NAME,
    accountPath: accountPath(shop.env.BRAND_NAME),
    origin: shop.storefronts.originOf(storefront, port),
    storefront,
    // Only this storefront's entry: the whole list is loaded in the browser when needed.
    country: currentCountry(storefront.name, shop.storefronts.countryLinks(port)),
    layout: layoutData,
    formTexts: forms,
    weightShape: weightShape(storefront.locale),
  };
}

// The root data depends only on the host, which never changes within a browser tab.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

/** Anonymous pages may be cached by the shop's page cache and a CDN (DESIGN.md, Performance). */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  if (errorHeaders) return errorHeaders;
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "public, max-age=0, s-maxage=300, stale-while-revalidate=600" };
};

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  // Scripts load after the first paint (server/http/defer-module-scripts.ts); this marks the moment
  // the page's buttons work, for journeys and for anyone measuring time to interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const locale = root?.storefront.locale ?? "en-GB";
  return (
    <html lang={documentLanguage(locale)} data-locale={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <SeoScripts />
        {root && <style>{styleGuideCss(root.layout.styleGuide)}</style>}
      </head>
      <body className="min-h-dvh bg-[var(--colour-background)] text-[var(--colour-text)] antialiased">
        {children}
        {root && <IdlePrefetch accountPath={root.accountPath} />}
        <InitialMessages />
        <Scripts />
      </body>
    </html>
  );
}

/** The back office (issue 17) draws its own frame: no storefront header, footer or cart. */
function useIsAdmin(): boolean {
  return useMatches().some((match) => match.id === "routes/admin/layout");
}

export default function App() {
  if (useIsAdmin()) return <Outlet />;
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const isAdmin = useIsAdmin();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const content = (
    <ErrorPageFallback>
      <ErrorPage status={status} />
    </ErrorPageFallback>
  );
  return useRootData() && !isAdmin ? <SiteShell>{content}</SiteShell> : content;
}
