import { useSyncExternalStore } from "react";
import type { PlatformConfig } from "../../../server/modules/checkout/platform-config";
import { callCheckoutApi } from "./checkout-api";

/**
 * The browser's platform config (000 §7, §8): the checkout URL and the config object it came with.
 *
 *   ensurePlatformConfig()   loads the config only while the checkout URL is empty; concurrent callers
 *                            share one load; once the URL is set, nothing is loaded again
 *   platformConfigState()    the state: { checkoutUrl, config, error }
 *   usePlatformConfig()      the same, re-rendering on change
 *
 * A failed load is logged (console.error) and stored in `error` (000 §8 "Config load failure: logged
 * and stored"; 001 §8 "Errors are logged and kept per action"). The spec gives no text for it, so the
 * shopper sees none: the cart and Go to checkout keep working (checkoutLogin still answers the
 * hosted checkout's address, opened if it stays on the shop), and the next caller tries again
 * because the checkout URL is still empty.
 */
export interface PlatformConfigState {
  checkoutUrl: string;
  config: PlatformConfig | null;
  /** The last load failure, kept per action (001 §8). */
  error: { load: string } | null;
}

export type PlatformConfigLoader = () => Promise<PlatformConfig>;

const initialState: PlatformConfigState = { checkoutUrl: "", config: null, error: null };
let state = initialState;
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function setState(next: PlatformConfigState) {
  state = next;
  for (const listener of listeners) listener();
}

const loadFromShop: PlatformConfigLoader = () => callCheckoutApi("commerce", "getPlatformConfig");

export function ensurePlatformConfig(load: PlatformConfigLoader = loadFromShop): Promise<void> {
  if (state.checkoutUrl !== "") return Promise.resolve();
  if (inFlight) return inFlight;
  inFlight = (async () => {
    try {
      const config = await load();
      if (typeof config?.checkoutUrl !== "string" || config.checkoutUrl === "") throw new Error("The platform config has no checkout URL");
      setState({ checkoutUrl: config.checkoutUrl, config, error: null });
    } catch (error) {
      console.error("Failed to load the platform config", error);
      setState({ ...state, error: { load: error instanceof Error ? error.message : String(error) } });
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

export function platformConfigState(): PlatformConfigState {
  return state;
}

/**
 * Whether a checkout address lies under the platform's checkout URL. Before the config is known
 * (or after a failed load) any path is left to the on-shop check of `openOnShop`.
 */
export function isUnderCheckoutUrl(path: string, checkoutUrl: string = state.checkoutUrl): boolean {
  if (checkoutUrl === "") return true;
  const pathname = path.split(/[?#]/, 1)[0];
  return pathname === checkoutUrl || pathname.startsWith(`${checkoutUrl.replace(/\/$/, "")}/`);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePlatformConfig(): PlatformConfigState {
  return useSyncExternalStore(subscribe, () => state, () => initialState);
}

/** Tests only: back to the first visit's state. */
export function resetPlatformConfigForTests(): void {
  state = initialState;
  inFlight = null;
}
