/**
 * The pages of the account area /my-{product}/{pageName} (001 §2 My account). The first is the
 * account page itself (no page name). Order history, registered bikes and subscriptions are filled
 * by their own features: they replace the empty states in account-pages.tsx.
 */
export const ACCOUNT_PAGE_NAMES = [
  "profile",
  "password",
  "shipping-details",
  "newsletter",
  "order-history",
  "registered-bikes",
  "subscriptions",
] as const;

export type AccountPageName = (typeof ACCOUNT_PAGE_NAMES)[number];

export function isAccountPageName(value: string): value is AccountPageName {
  return (ACCOUNT_PAGE_NAMES as readonly string[]).includes(value);
}
