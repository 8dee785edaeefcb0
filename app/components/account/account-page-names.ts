/**
 * The pages of the account area /my-{product}/{pageName} (001 §2 My account). The first is the
 * account page itself (no page name). Registered bikes and subscriptions are filled by their own
 * features: they replace the empty states in account-pages.ts (pages/).
 */
export const ACCOUNT_PAGE_NAMES = [
  "profile",
  "password",
  "shipping-details",
  "newsletter",
  "order-history",
  "order-details",
  "payment-methods",
  "registered-bikes",
  "subscriptions",
] as const;

export type AccountPageName = (typeof ACCOUNT_PAGE_NAMES)[number];

/** Pages reached from another page rather than the navigation, and the nav entry they belong to. */
const NAV_PARENT: Partial<Record<AccountPageName, AccountPageName>> = { "order-details": "order-history" };

/** The account navigation: every page but the ones opened from another (order details). */
export const ACCOUNT_NAV_PAGES = ACCOUNT_PAGE_NAMES.filter((name) => !NAV_PARENT[name]);

/** The navigation entry shown as current on a page. */
export function navPageOf(pageName: AccountPageName): AccountPageName {
  return NAV_PARENT[pageName] ?? pageName;
}

export function isAccountPageName(value: string): value is AccountPageName {
  return (ACCOUNT_PAGE_NAMES as readonly string[]).includes(value);
}
