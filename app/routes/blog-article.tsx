import type { LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";
import { BlockList } from "../components/blocks/BlockList";
import { ArticleHeader } from "../components/blog/ArticleHeader";
import { seoMeta } from "../lib/seo";
import { loadBlogArticle } from "./blog.server";

/** One blog article (000 §2 /blog/{article}), or the 404 page (blog.server.ts). */
export async function loader(args: LoaderFunctionArgs) {
  return loadBlogArticle(args);
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
