import type { Env } from "../../env";
import type { Storefront } from "../storefront/service";

/**
 * The platform config (000 §7 "Platform config: loaded once when the checkout URL is empty; returns
 * a config object"): what the storefront needs to know about the commerce platform before it hands a
 * shopper to the checkout. In this shop the platform is the shop itself and the checkout is its own
 * hosted checkout, so the config names the hosted checkout's address (paths on the storefront's own
 * host: `checkoutLogin` answers `/checkout/{id}` under it) and the lifetimes of the cart and checkout
 * cookies for the storefront's currency.
 *
 * The browser keeps the checkout URL (app/components/checkout/platform-config.ts) and loads this
 * only while that URL is empty (000 §7); a failed load is logged and stored there (000 §8).
 */
export interface PlatformConfig {
  /** The hosted checkout (a path on this host); every checkout page is `${checkoutUrl}/{checkoutId}`. */
  checkoutUrl: string;
  /** The guest's step before checkout (000 §2 routes, §4 Go to checkout step 4). */
  checkoutLoginUrl: string;
  channelId: number;
  currencyCode: string;
  /** Seconds (001 §4 Cart lifecycle, §9). */
  cartCookieMaxAge: number;
  checkoutCookieMaxAge: number;
}

export const HOSTED_CHECKOUT_PATH = "/checkout";
export const CHECKOUT_LOGIN_URL = "/checkout-login";

export function platformConfigFor(storefront: Pick<Storefront, "channelId" | "currency">, env: Pick<Env, "CART_COOKIE_MAX_AGE" | "CHECKOUT_COOKIE_MAX_AGE">): PlatformConfig {
  return {
    checkoutUrl: HOSTED_CHECKOUT_PATH,
    checkoutLoginUrl: CHECKOUT_LOGIN_URL,
    channelId: storefront.channelId,
    currencyCode: storefront.currency,
    cartCookieMaxAge: env.CART_COOKIE_MAX_AGE,
    checkoutCookieMaxAge: env.CHECKOUT_COOKIE_MAX_AGE,
  };
}
