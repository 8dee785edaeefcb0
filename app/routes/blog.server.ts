import type { LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { translatorFor } from "../../server/http/server-i18n";
import { ARTICLES_PER_PAGE } from "../../server/modules/content/api";
import { renderableBlocks } from "../../server/modules/content/blocks";
import type { ArticleCardData } from "../components/blog/types";
import { shopContext } from "../context";
import { previewOf } from "../lib/preview.server";
import { notFound } from "../lib/responses";
import { articleJsonLd, hreflangKey } from "../lib/seo";
import { pageSeo } from "../lib/seo.server";

// `?page=` is a positive whole number; anything else is not a page of this list.
const pageParam = z.coerce.number().int().min(1).max(10_000);

/** The blog list (000 §2 /blog): the channel's articles, newest first, 10 per page (001 §9). */
export async function loadBlogList(args: LoaderFunctionArgs) {
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

const ARTICLE_ID = /^[a-z0-9-]{1,120}$/;

/**
 * One blog article (000 §2 /blog/{article}): getArticle by id in the channel's locale (001 §7);
 * `is_valid` false is the 404 page. The body is the article's CMS blocks.
 */
export async function loadBlogArticle(args: LoaderFunctionArgs) {
  const { context, params } = args;
  const { shop, storefront } = context.get(shopContext);
  const id = params.article ?? "";
  if (!ARTICLE_ID.test(id)) notFound();
  const channel = storefront.brChannel;
  const locale = (await shop.content.channelLocale(channel)) ?? storefront.locale;
  // A staff member's preview (000 §6) shows the article's draft, also before it is first published.
  const preview = await previewOf(args);
  const { is_valid, data } = preview
    ? await shop.content.preview.article(channel, id).then((draft) => ({ is_valid: draft !== null, data: draft }))
    : await shop.content.getArticle(channel, id, locale);
  if (!is_valid || !data) notFound();
  const seo = await pageSeo(args, {
    title: data.title,
    seo: data.seo,
    description: data.excerpt,
    hreflangKey: hreflangKey("cnt", `/blog/${id}`),
    image: data.image,
    type: "article",
    jsonLd: ({ canonical, brandName, image }) =>
      articleJsonLd({
        title: data.title,
        description: data.excerpt,
        url: canonical,
        image,
        publishedAt: data.publishedAt,
        author: data.author,
        publisher: brandName,
        locale,
      }),
  });
  const article = {
    id: data.id,
    title: data.title,
    image: data.image,
    imageAlt: data.imageAlt,
    author: data.author,
    publishedAt: data.publishedAt,
  };
  // Blocks are parsed (and sanitised) again before rendering, like CMS pages (001 §2).
  return { article, blocks: renderableBlocks(data.blocks), seo };
}
