import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Pagination } from "../ui/Pagination";

/**
 * The back office's pagination: the storefront's one Pagination with the back office's own words
 * (Previous, Next, "Page 3", "Page 2 of 7"). Each list names its navigation (`label`, "Order
 * pages"), since a screen may hold two.
 */
export function AdminPagination({ label, ...props }: Omit<ComponentProps<typeof Pagination>, "labels"> & { label: string }) {
  const { t } = useTranslation("admin");
  return (
    <Pagination
      {...props}
      labels={{
        nav: label,
        previous: t("pagination.previous"),
        next: t("pagination.next"),
        page: (page) => t("pagination.page", { page }),
        pageOf: t("pagination.pageOf", { page: props.page, pages: props.pageCount }),
      }}
    />
  );
}
