import type { LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";
import { renderableBlocks } from "../../server/modules/content/blocks";
import { BlockList } from "../components/blocks/BlockList";
import { ArticleHeader } from "../components/blog/ArticleHeader";
import { shopContext } from "../context";
import { notFound } from "../lib/responses";
import { articleJsonLd, hreflangKey, seoMeta } from "../lib/seo";
import { pageSeo } from "../lib/seo.server";

const ARTICLE_ID = /^[a-z0-9-]{1,120}$/;

/**
 * One blog article (000 §2 /blog/{article}): getArticle by id in the channel's locale (001 §7);
 * `is_valid` false is the 404 page. The body is the article's CMS blocks.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { context, params } = args;
  const { shop, storefront } = context.get(shopContext);
  const id = params.article ?? "";
  if (!ARTICLE_ID.test(id)) notFound();
  const channel = storefront.brChannel;
  const locale = (await shop.content.channelLocale(channel)) ?? storefront.locale;
  const { is_valid, data } = await shop.content.getArticle(channel, id, locale);
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

export const meta = seoMeta;

// On an article the article block's headline is the standfirst under the page's h1, so it is set
// smaller than a section headline.
const standfirst =
  "[&_[data-block=article]_h2]:text-2xl [&_[data-block=article]_h2]:font-medium [&_[data-block=article]_h2]:leading-snug md:[&_[data-block=article]_h2]:text-3xl";

export default function BlogArticleRoute() {
  const { article, blocks } = useLoaderData<typeof loader>();
  return (
    <div className="pb-8">
      <ArticleHeader article={article} />
      <div className={standfirst}>
        <BlockList blocks={blocks} />
      </div>
    </div>
  );
}
