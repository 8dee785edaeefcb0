import { useLoaderData, useNavigate, Link, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useTranslation } from "react-i18next";
import { safeRedirect } from "../../common/safe-redirect";
import { Gallery } from "../components/product/Gallery";
import { OptionPicker } from "../components/product/OptionPicker";
import { ProductBuyBox } from "../components/product/ProductBuyBox";
import { ProductHeader } from "../components/product/ProductHeader";
import { ProductJsonLd } from "../components/product/ProductJsonLd";
import { ProductTabs } from "../components/product/ProductTabs";
import { RelatedProducts } from "../components/product/RelatedProducts";
import { SizeGuideModal } from "../components/product/SizeGuideModal";
import { initialVariant, resolveVariant, selectionOf, stockState } from "../components/product/variant";
import { Breadcrumbs } from "../components/category/Breadcrumbs";
import { shopContext } from "../context";
import { notFound } from "../lib/responses";
import { breadcrumbJsonLd, hreflangKey, seoMeta } from "../lib/seo";
import { pageSeo } from "../lib/seo.server";
import { useRootData } from "../lib/root-data";
import { productAction, requestCatalogContext } from "./catalog.server";
import { pdpTexts } from "./product.server";

/**
 * Product page /p/{id}/{slug} (000 §2): gallery, options resolving the variant (kept in the URL
 * as ?variant=), price in the storefront's currency and tax mode, stock text, buy (quantity, add to
 * cart) or subscribe (the plan's frequencies and period prices, issue 14), tabs, size guide, related
 * products, store-finder call to action, back-in-stock form, JSON-LD. A wrong slug 301-redirects to
 * the right one; an unknown id is the 404 page.
 */
export async function loader({ context, params, url }: LoaderFunctionArgs) {
  const rs = context.get(shopContext);
  const { shop, storefront } = rs;
  if (!/^\d{1,9}$/.test(params.id ?? "")) notFound();
  const ctx = requestCatalogContext(rs);
  const page = await shop.catalog.productPage(Number(params.id), ctx);
  if (!page) notFound();
  const { product, related, categoryWantsStoreFinder, ancestry, reviews, questions } = page;
  // A slug comes from the catalogue: the address is still checked to be a path of this shop (issue 12).
  if (params.slug !== product.slug) throw redirect(safeRedirect(`/p/${product.id}/${encodeURIComponent(product.slug)}${url.search}`, { origin: url.origin }), 301);
  const requested = Number(url.searchParams.get("variant"));
  const showPrices = !storefront.eCommDisabled;
  const breadcrumbs = ancestry.map((c) => ({ name: c.display_name, url: `/c${c.url}` }));
  const path = `/p/${product.id}/${product.slug}`;
  // 000 §9 title template, description, canonical (without ?variant=), the prd- hreflang links
  // (001 §7), Open Graph (og:type product, its picture and price), BreadcrumbList (the Product data is ProductJsonLd).
  const seo = await pageSeo(
    { context, url },
    {
      title: product.name,
      description: product.description.slice(0, 160),
      hreflangKey: hreflangKey("prd", path),
      image: product.images?.[0]?.url_standard ?? null,
      // Open Graph: a product, with its price where the storefront sells online (issue 16).
      type: "product",
      price: showPrices ? { amount: product.calculated_price.toFixed(2), currency: product.currency } : null,
      jsonLd: ({ origin }) => breadcrumbJsonLd([...breadcrumbs, { name: product.name, url: path }].map((b) => ({ name: b.name, url: `${origin}${b.url}` }))),
    },
  );
  return {
    seo,
    product,
    variantId: initialVariant(product, Number.isInteger(requested) ? requested : null)?.id ?? null,
    reviews,
    questions,
    related,
    categoryWantsStoreFinder,
    breadcrumbs,
    showPrices,
    // pdpConfig's texts (001 §7), locale files as fallback.
    texts: await pdpTexts(rs, { reviews: reviews.length, questions: questions.length }),
    // Buy or subscribe (issue 14): the product's plan in the storefront's currency, if it has one.
    plan: showPrices ? await shop.subscriptionPlans.planForSku(product.sku, storefront.currency) : null,
  };
}

export async function action(args: ActionFunctionArgs) {
  if (!/^\d{1,9}$/.test(args.params.id ?? "")) notFound();
  return productAction(args.context.get(shopContext), Number(args.params.id), args.request);
}

export const meta = seoMeta;

export default function ProductRoute() {
  const { product, variantId, reviews, questions, related, categoryWantsStoreFinder, breadcrumbs, showPrices, plan, texts } = useLoaderData<typeof loader>();
  const { t } = useTranslation("catalog");
  const navigate = useNavigate();
  const origin = useRootData()?.origin ?? "";
  const variant = (product.variants ?? []).find((v) => v.id === variantId) ?? null;
  const selection = variant ? selectionOf(variant) : {};
  const stock = stockState(product, variant);
  const colourOption = (product.options ?? []).find((o) => o.key === "colour");
  const colourValueId = colourOption ? (selection[colourOption.id] ?? null) : null;

  const choose = (optionId: number, valueId: number) => {
    const next = resolveVariant(product, selection, optionId, valueId);
    if (next) navigate(`?variant=${next.id}`, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <ProductJsonLd product={product} origin={origin} stock={stock} showOffer={showPrices} />
      <Breadcrumbs items={[...breadcrumbs, { name: product.name }]} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:gap-14">
        <Gallery images={product.images ?? []} colourValueId={colourValueId} name={product.name} videos={product.videos ?? []} />
        <div className="flex flex-col gap-6">
          <ProductHeader product={product} showPrices={showPrices} />
          <p className="text-ink/80">{product.description}</p>
          <OptionPicker product={product} selection={selection} onChoose={choose} showStock={showPrices} />
          {product.has_size_guide && (
            <div>
              <SizeGuideModal label={texts.sizeGuideLabel} />
            </div>
          )}
          {showPrices ? (
            <ProductBuyBox product={product} variant={variant} stock={stock} plan={plan} categoryWantsStoreFinder={categoryWantsStoreFinder} texts={texts} />
          ) : (
            <Link to={`/find-a-store?productId=${product.id}`} data-store-finder-cta className="inline-flex min-h-12 w-fit items-center rounded-button bg-brand px-5 font-semibold text-white">
              {t("storeFinder.contentOnly")}
            </Link>
          )}
        </div>
      </div>
      <ProductTabs spec={product.custom_fields ?? []} weightKg={product.weight} reviews={reviews} questions={questions} texts={texts} />
      <RelatedProducts products={related} showPrices={showPrices} />
    </div>
  );
}
