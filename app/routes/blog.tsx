import { useTranslation } from "react-i18next";
import type { LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";
import { z } from "zod";
import { ARTICLES_PER_PAGE } from "../../server/modules/content/api";
import { translatorFor } from "../../server/http/server-i18n";
import { ArticleCard } from "../components/blog/ArticleCard";
import { BlogHero } from "../components/blog/BlogHero";
import { BlogPagination } from "../components/blog/BlogPagination";
import type { ArticleCardData } from "../components/blog/types";
import { shopContext } from "../context";
import { notFound } from "../lib/responses";
import { hreflangKey, seoMeta } from "../lib/seo";
import { pageSeo } from "../lib/seo.server";

// `?page=` is a positive whole number; anything else is not a page of this list.
const pageParam = z.coerce.number().int().min(1).max(10_000);

/** The blog list (000 §2 /blog): the channel's articles, newest first, 10 per page (001 §9). */
export async function loader(args: LoaderFunctionArgs) {
  const { context, url } = args;
  const { shop, storefront } = context.get(shopContext);
  const rawPage = url.searchParams.get("page");
  const parsed = pageParam.safeParse(rawPage ?? 1);
  if (!parsed.success) notFound();
  const page = parsed.data;
  const channel = storefront.brChannel;
  const locale = (await shop.content.channelLocale(channel)) ?? storefront.locale;
  const list = await shop.content.listArticles(channel, { page, pageSize: ARTICLES_PER_PAGE, locale });
  if (list.total > 0 && page > list.pageCount) notFound();
  const t = translatorFor(storefront.locale);
  const articles: ArticleCardData[] = list.articles.map((a) => ({
    id: a.id,
    title: a.title,
    excerpt: a.excerpt,
    image: a.image,
    imageAlt: a.imageAlt,
    author: a.author,
    publishedAt: a.publishedAt,
  }));
  const seo = await pageSeo(args, {
    title: page > 1 ? t("blog:list.metaTitlePage", { page }) : t("blog:list.metaTitle"),
    description: t("blog:list.metaDescription", { brand: shop.env.BRAND_NAME }),
    hreflangKey: page === 1 ? hreflangKey("cnt", "/blog") : null,
    keepQuery: ["page"],
    image: articles[0]?.image ?? null,
  });
  return { articles, page, pageCount: list.pageCount, brandName: shop.env.BRAND_NAME, seo };
}

export const meta = seoMeta;

export default function BlogRoute() {
  const { articles, page, pageCount, brandName } = useLoaderData<typeof loader>();
  return (
    <>
      <BlogHero brandName={brandName} />
      <BlogList articles={articles} page={page} />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <BlogPagination page={page} pageCount={pageCount} />
      </div>
    </>
  );
}

function BlogList({ articles, page }: { articles: ArticleCardData[]; page: number }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      {articles.length === 0 ? (
        <EmptyBlog />
      ) : (
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {articles.map((article, index) => (
            // The newest story leads the first page.
            <ArticleCard key={article.id} article={article} featured={page === 1 && index === 0} />
          ))}
        </div>
      )}
    </section>
  );
}

function EmptyBlog() {
  const { t } = useTranslation("blog");
  return <p className="rounded-3xl bg-brand-soft p-10 text-center text-lg text-muted">{t("list.empty")}</p>;
}
