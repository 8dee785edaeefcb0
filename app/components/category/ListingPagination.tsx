import { useTranslation } from "react-i18next";
import { Pagination } from "../ui/Pagination";
import { listingSearch, type ListingState } from "./listing-state";

/** A category listing's pages: links that keep every filter (the URL is the state). */
export function ListingPagination({ state, pageCount, pathname }: { state: ListingState; pageCount: number; pathname: string }) {
  const { t } = useTranslation("catalog");
  return (
    <Pagination
      page={state.page}
      pageCount={pageCount}
      href={(page) => `${pathname}${listingSearch({ ...state, page })}`}
      labels={{ nav: t("pagination.label"), previous: t("pagination.previous"), next: t("pagination.next"), page: (page) => t("pagination.page", { page }) }}
      className="mt-10"
    />
  );
}
