import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from "react-router";
import type { Block } from "../../server/modules/content/blocks";
import { LazyBlockList } from "../components/blocks/LazyBlockList";
import { Breadcrumbs } from "../components/category/Breadcrumbs";
import { CategoryToolbar } from "../components/category/CategoryToolbar";
import { CategoryFilters } from "../components/category/CategoryFilters";
import { FiltersDrawer } from "../components/filters/FiltersDrawer";
import { listingSearch, parseListingState, toListingQuery, type ListingState } from "../components/category/listing-state";
import { ListingPagination } from "../components/category/ListingPagination";
import { ProductCard } from "../components/product/ProductCard";
import { shopContext } from "../context";
import { notFound } from "../lib/responses";
import { breadcrumbJsonLd, hreflangKey, seoMeta } from "../lib/seo";
import { pageSeo } from "../lib/seo.server";
import { categorySlugs, requestCatalogContext } from "./catalog.server";

/**
 * Category page /c/{slug_1}/…/{slug_5} (000 §2): breadcrumbs, the display name in the locale, a PLP
 * banner from the CMS, the filter sidebar with facet counts, sort, grid or list view, pagination.
 * All of the view's state is in the query string (components/category/listing-state.ts).
 */
export async function loader({ context, params, url }: LoaderFunctionArgs) {
  const rs = context.get(shopContext);
  const { shop, storefront } = rs;
  const slugs = categorySlugs(params["*"]);
  if (!slugs) notFound();
  const category = await shop.catalog.getCategory({ url: `/${slugs.join("/")}` }, storefront.locale);
  if (!category) notFound();
  const state = parseListingState(url.searchParams);
  const [listing, ancestry, page] = await Promise.all([
    shop.catalog.listCategory(category.id, toListingQuery(state), requestCatalogContext(rs)),
    shop.catalog.ancestry(category.id, storefront.locale),
    // Paths of existing categories only, so a missing banner is remembered too (until content changes).
    shop.content.getPage(storefront.brChannel, `/c${category.url}`, { rememberMiss: true }),
  ]);
  const banners = ((page?.blocks ?? []) as Block[]).filter((b) => b.type === "plpBanner");
  const breadcrumbs = ancestry.map((c) => ({ name: c.display_name, url: `/c${c.url}` }));
  // 000 §9 title template, description, canonical (a later page of the list is its own page), the
  // cat- hreflang links (001 §7), Open Graph with the first product's picture, BreadcrumbList.
  const seo = await pageSeo(
    { context, url },
    {
      title: category.display_name,
      // A category without a text of its own is described by its nearest ancestor's.
      description: category.description || [...ancestry].reverse().find((c) => c.description)?.description || null,
      hreflangKey: hreflangKey("cat", `/c${category.url}`),
      keepQuery: ["page"],
      image: listing.products[0]?.image ?? null,
      jsonLd: ({ origin }) => breadcrumbJsonLd(breadcrumbs.map((b) => ({ name: b.name, url: `${origin}${b.url}` }))),
    },
  );
  return {
    seo,
    category: { id: category.id, name: category.display_name, url: category.url, description: category.description, children: category.children.map((c) => ({ name: c.display_name, url: c.url })) },
    breadcrumbs,
    listing,
    state,
    banners,
    showPrices: !storefront.eCommDisabled,
  };
}

export const meta = seoMeta;

export default function CategoryRoute() {
  const { category, breadcrumbs, listing, state, banners, showPrices } = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalog");
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const go = useCallback(
    (next: ListingState) => navigate(`${pathname}${listingSearch(next)}`, { preventScrollReset: true }),
    [navigate, pathname],
  );
  const filters = (prefix: string) => <CategoryFilters state={state} listing={listing} idPrefix={prefix} />;

  return (
    <div className="pb-16">
      <div className="mx-auto w-full max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
        <Breadcrumbs items={breadcrumbs} />
        <header className="mt-4 mb-6 flex flex-col gap-3">
          <h1 className="font-display text-3xl font-semibold tracking-tight text-ink md:text-5xl">{category.name}</h1>
          {category.description && <p className="max-w-2xl text-muted">{category.description}</p>}
          {category.children.length > 0 && (
            <ul className="flex flex-wrap gap-2 pt-2" aria-label={t("listing.subcategories")}>
              {category.children.map((c) => (
                <li key={c.url}>
                  <a href={`/c${c.url}`} className="inline-flex min-h-10 items-center rounded-button bg-brand-soft px-4 text-sm font-semibold text-brand hover:bg-brand hover:text-white">
                    {c.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </header>
      </div>
      <LazyBlockList blocks={banners} />
      <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 pt-4 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        <aside className="hidden lg:block" aria-label={t("filters.title")}>
          <h2 className="mb-4 font-display text-lg font-semibold text-ink">{t("filters.title")}</h2>
          {filters("side")}
        </aside>
        <FiltersDrawer title={t("filters.title")} closeLabel={t("filters.close")} showResults={t("filters.showResults", { count: listing.total })}>
          {filters("drawer")}
        </FiltersDrawer>
        <section aria-label={t("listing.products")}>
          <CategoryToolbar state={state} total={listing.total} go={go} />
          {listing.products.length === 0 ? (
            <div className="py-20 text-center">
              <p className="text-lg font-semibold text-ink">{t("listing.empty")}</p>
              <a href={`/c${category.url}`} className="mt-4 inline-flex min-h-11 items-center rounded-button bg-brand px-5 font-semibold text-white">
                {t("filters.clear")}
              </a>
            </div>
          ) : (
            <ul
              className={state.view === "list" ? "mt-6 flex flex-col gap-4" : "mt-6 grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-3"}
              data-view={state.view}
            >
              {listing.products.map((product, index) => (
                <li key={product.id}>
                  {/* The first row is above the fold on phones (2 columns) and desktops (3): loaded at once, not lazily. */}
                  <ProductCard product={product} layout={state.view} showPrice={showPrices} priority={index < 3 ? (index === 0 ? "high" : "eager") : "lazy"} />
                </li>
              ))}
            </ul>
          )}
          <ListingPagination state={state} pageCount={listing.pageCount} pathname={pathname} />
        </section>
      </div>
    </div>
  );
}
