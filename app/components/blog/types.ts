/** What the blog list shows of an article (the body stays out of the list's loader data). */
export interface ArticleCardData {
  id: string;
  title: string;
  excerpt: string;
  image: string;
  imageAlt: string;
  author: string;
  /** ISO timestamp; shown as DD.MM.YYYY (001 §9). */
  publishedAt: string;
}
