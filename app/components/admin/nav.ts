import type { StaffArea } from "../../../server/modules/staff/types";

/**
 * The back office's navigation (issue 17): every area with its path, in the order of the sidebar.
 * Area helpers keep these paths; the server checks the role of every page and call, the nav only
 * hides what the role cannot reach (`navFor(areas)` with the layout's `areas`).
 */
export interface AdminNavItem {
  /** The area whose role check guards the page; null: every member (dashboard). */
  area: StaffArea | null;
  path: string;
  /** A key of the `admin` namespace. */
  labelKey: string;
  /** The sidebar group it is listed under. */
  group: "overview" | "sales" | "catalogue" | "site" | "admin";
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { area: null, path: "/admin", labelKey: "nav.dashboard", group: "overview" },
  { area: "orders", path: "/admin/orders", labelKey: "nav.orders", group: "sales" },
  { area: "customers", path: "/admin/customers", labelKey: "nav.customers", group: "sales" },
  { area: "subscriptions", path: "/admin/subscriptions", labelKey: "nav.subscriptions", group: "sales" },
  { area: "verifications", path: "/admin/verifications", labelKey: "nav.verifications", group: "sales" },
  { area: "reviews", path: "/admin/reviews", labelKey: "nav.reviews", group: "catalogue" },
  { area: "catalogue", path: "/admin/products", labelKey: "nav.products", group: "catalogue" },
  { area: "catalogue", path: "/admin/categories", labelKey: "nav.categories", group: "catalogue" },
  // Issue 19: coupon codes and automatic promotions (the label is the area's own namespace's).
  { area: "catalogue", path: "/admin/promotions", labelKey: "admin-promotions:title", group: "catalogue" },
  { area: "content", path: "/admin/content", labelKey: "nav.content", group: "site" },
  { area: "stores", path: "/admin/stores", labelKey: "nav.stores", group: "site" },
  { area: "staff", path: "/admin/staff", labelKey: "nav.staff", group: "admin" },
  { area: "audit", path: "/admin/audit", labelKey: "nav.audit", group: "admin" },
];

export const ADMIN_NAV_GROUPS = ["overview", "sales", "catalogue", "site", "admin"] as const;

/** The items a member whose role reaches `areas` sees. */
export function navFor(areas: readonly StaffArea[]): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => item.area === null || areas.includes(item.area));
}

/** The item a path belongs to (the longest matching path), for aria-current. */
export function currentNavItem(pathname: string, items: readonly AdminNavItem[]): AdminNavItem | undefined {
  return [...items]
    .filter((item) => pathname === item.path || (item.path !== "/admin" && pathname.startsWith(`${item.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
