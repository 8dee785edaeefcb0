import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ArrowLeftIcon } from "../ui/icons";
import { PublishedDate } from "./PublishedDate";

/** The top of an article page: the way back to the list, title, date, author and header image. */
export function ArticleHeader({
  article,
}: {
  article: { title: string; image: string; imageAlt: string; author: string; publishedAt: string };
}) {
  const { t } = useTranslation("blog");
  return (
    <header className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 pt-8 sm:px-6 md:pt-12 lg:px-8">
      <Link
        to="/blog"
        className="inline-flex w-fit items-center gap-2 rounded-button text-sm font-semibold text-brand hover:underline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
      >
        <ArrowLeftIcon className="size-4" strokeWidth={2} />
        {t("article.back")}
      </Link>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
        <h1 className="font-display text-4xl font-semibold tracking-tight text-balance text-ink md:text-6xl">{article.title}</h1>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
          <span>{t("article.published")}</span>
          <PublishedDate value={article.publishedAt} className="font-semibold text-ink" />
          <span aria-hidden="true">·</span>
          <span>{t("article.by", { author: article.author })}</span>
        </p>
      </div>
      <img
        src={article.image}
        alt={article.imageAlt}
        width={1600}
        height={900}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        className="aspect-video w-full rounded-3xl bg-brand-soft object-cover object-bottom md:aspect-[2/1]"
      />
    </header>
  );
}
