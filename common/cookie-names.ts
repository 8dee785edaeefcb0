/**
 * Every cookie the shop sets, by name: the one place to look one up. Lifetimes and attributes live
 * with the code that writes each cookie (server/http/session.ts, server/modules/cart/lifecycle.ts,
 * server/modules/checkout/cookies.ts, server/modules/customer/known-devices.ts,
 * app/lib/locale-cookie.ts). Shared by browser and server code.
 */

/** The session token, httpOnly, on plain-http hosts (`*.localhost`): DESIGN.md, Sessions. */
export const SESSION_COOKIE = "session";
/**
 * Over https the session cookie is `__Host-session` (issue 12): browsers accept it only with Secure,
 * Path=/ and no Domain, so a sibling host of the shop's domain cannot plant or overwrite it. Only
 * that name is read then.
 */
export const SECURE_SESSION_COOKIE = "__Host-session";
/**
 * The signed-in marker (000 §9, 001 §4), readable by the page's scripts: it only tells the UI which
 * header button to show and is never trusted by the server.
 */
export const USER_AUTHENTICATED_COOKIE = "user-authenticated";
/** A guest's cart id, httpOnly (001 §4 Cart). */
export const CART_COOKIE = "cart-id";
/** The order's cart id during checkout, httpOnly: the guest's key to checkout and confirmation (000 §7). */
export const ORDER_CART_COOKIE = "order-cart-id";
/** The site host the hosted checkout returns to (000 §7, 001 §4 Checkout). */
export const SITE_URL_COOKIE = "vsf-site-url";
/** The storefront's locale, written by the browser (001 §4 Locale switching, §9). */
export const LOCALE_COOKIE = "locale";
/** A browser that has signed in to an account before (issue 12, known devices). */
export const KNOWN_DEVICE_COOKIE = "known-device";
/**
 * A staff member's back-office session (issue 17, decision 023), httpOnly, SameSite=Strict, 12 hours;
 * separate from the customer's: a customer session never opens the back office. Over https it is
 * `__Host-staff-session`, and only that name is read then.
 */
export const STAFF_SESSION_COOKIE = "staff-session";
export const SECURE_STAFF_SESSION_COOKIE = "__Host-staff-session";
