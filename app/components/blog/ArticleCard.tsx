import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ArrowRightIcon } from "../ui/icons";
import { PublishedDate } from "./PublishedDate";
import type { ArticleCardData } from "./types";

/**
 * One article in the blog list: image, date, title and excerpt. The whole card is clickable through
 * the title link's stretched hit area, so keyboard users meet one link per card.
 */
export function ArticleCard({ article, featured = false }: { article: ArticleCardData; featured?: boolean }) {
  const { t } = useTranslation("blog");
  const titleId = `article-${article.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={`group relative flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-black/5 transition-shadow hover:shadow-lg focus-within:ring-2 focus-within:ring-accent ${
        featured ? "md:col-span-2 lg:col-span-3 lg:grid lg:grid-cols-5" : ""
      }`}
    >
      <div className={`overflow-hidden bg-brand-soft ${featured ? "lg:col-span-3" : ""}`}>
        <img
          src={article.image}
          alt={article.imageAlt}
          width={1600}
          height={900}
          loading={featured ? "eager" : "lazy"}
          decoding="async"
          className="aspect-video h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className={`flex flex-1 flex-col gap-3 p-6 ${featured ? "lg:col-span-2 lg:justify-center lg:p-10" : ""}`}>
        <p className="text-sm font-medium text-muted">
          <PublishedDate value={article.publishedAt} />
          <span aria-hidden="true"> · </span>
          <span>{article.author}</span>
        </p>
        <h2 id={titleId} className={`font-display font-semibold tracking-tight text-balance text-ink ${featured ? "text-2xl md:text-4xl" : "text-xl md:text-2xl"}`}>
          <Link
            to={`/blog/${article.id}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
            aria-label={t("list.readMoreAbout", { title: article.title })}
          >
            {article.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-base leading-relaxed text-muted">{article.excerpt}</p>
        <p aria-hidden="true" className="mt-auto inline-flex items-center gap-2 pt-2 text-sm font-semibold text-brand">
          {t("list.readMore")}
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1" strokeWidth={2} />
        </p>
      </div>
    </article>
  );
}
