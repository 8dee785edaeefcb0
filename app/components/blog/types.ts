import type { BlogArticle } from "../../../server/modules/content/types";

/**
 * What the blog list shows of an article: the content service's BlogArticle (by `import type`) without
 * its SEO and body, which stay out of the list's loader data. `publishedAt` is an ISO timestamp, shown
 * as DD.MM.YYYY (001 §9).
 */
export type ArticleCardData = Omit<BlogArticle, "seo" | "blocks">;
