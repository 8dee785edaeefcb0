import { useTranslation } from "react-i18next";
import type { LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";
import { ArticleCard } from "../components/blog/ArticleCard";
import { BlogHero } from "../components/blog/BlogHero";
import { BlogPagination } from "../components/blog/BlogPagination";
import type { ArticleCardData } from "../components/blog/types";
import { seoMeta } from "../lib/seo";
import { loadBlogList } from "./blog.server";

/** The blog list (000 §2 /blog): the channel's articles, newest first, 10 per page (blog.server.ts). */
export async function loader(args: LoaderFunctionArgs) {
  return loadBlogList(args);
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
