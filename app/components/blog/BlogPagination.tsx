import { useTranslation } from "react-i18next";
import { Pagination } from "../ui/Pagination";

const pageHref = (page: number) => (page <= 1 ? "/blog" : `/blog?page=${page}`);

/** Links to the other pages of the blog list (001 §9: 10 items per page). */
export function BlogPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation("blog");
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      href={pageHref}
      labels={{
        nav: t("pagination.label"),
        previous: t("pagination.previous"),
        next: t("pagination.next"),
        page: (n) => t("pagination.page", { page: n }),
        pageOf: t("pagination.pageOf", { page, count: pageCount }),
      }}
    />
  );
}
