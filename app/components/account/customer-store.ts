import { useSyncExternalStore } from "react";
import { pushEvent } from "../../lib/analytics";
import { USER_AUTHENTICATED_COOKIE } from "../../../common/cookie-names";
import { ApiError, callApi, type CustomerView } from "./customer-api";

/**
 * The browser's login state (001 §4 Login state). Server-rendered pages are the same for everyone
 * (they are page-cached), so the customer is loaded here, through the RPC API, after hydration.
 *
 *   loadCustomer()         on start: with the marker cookie, load the customer; a refusal logs out
 *                          silently, a call that got no answer is retried and never ends the session
 *   signedIn(customer)     after login or registration
 *   logOut()               clears customer and verification result, pushes the guest event
 *   useCustomer()          the state, re-rendering on change
 *   onCustomerChange(fn)   for other features (the cart reloads the customer's cart after login)
 */
export interface CustomerState {
  status: "unknown" | "guest" | "signedIn";
  customer: CustomerView | null;
}

/** The header's account button listens for this to re-read the marker cookie (layout/use-signed-in.ts). */
export const AUTH_CHANGED_EVENT = "auth-changed";

let state: CustomerState = { status: "unknown", customer: null };
const listeners = new Set<() => void>();

function setState(next: CustomerState) {
  state = next;
  for (const listener of listeners) listener();
  if (typeof window !== "undefined") window.dispatchEvent(new Event(AUTH_CHANGED_EVENT));
}

export function hasMarkerCookie(): boolean {
  return document.cookie.split(";").some((part) => part.trim() === `${USER_AUTHENTICATED_COOKIE}=1`);
}

/** The server sets the marker too; this keeps the UI right when a call fails before it answers. */
function clearMarkerCookie() {
  document.cookie = `${USER_AUTHENTICATED_COOKIE}=0; Path=/; Max-Age=604800; SameSite=Lax`;
}

function reportCustomerType(type: "Guest" | "Existing") {
  pushEvent({ event: "customer_type", customer_type: type });
}

/**
 * Waits before retrying a customer load that got no answer. The first retry comes soon (a blip),
 * the last after a few seconds (a restarting server); a page that is being left never retries.
 */
export const CUSTOMER_RETRY_DELAYS_MS = [500, 2_000, 5_000];

/**
 * No answer about the session: the outcome is unknown (no answer, as when the page is left while
 * the call runs, or a 5xx) or the server was busy (429). Logging out then would end a good session
 * because of a network blip or a click on a link (issue 12, reliability).
 */
function saysNothingAboutTheSession(error: unknown): boolean {
  return error instanceof ApiError && (error.outcomeUnknown || error.status === 429);
}

export async function loadCustomer(wait: (ms: number) => Promise<void> = sleep): Promise<CustomerView | null> {
  if (!hasMarkerCookie()) {
    setState({ status: "guest", customer: null });
    reportCustomerType("Guest");
    return null;
  }
  for (let attempt = 0; ; attempt++) {
    try {
      const customer = await callApi("customer", "getCustomer");
      if (!customer) break; // The server found no customer behind the marker: 001 §4, log out silently.
      setState({ status: "signedIn", customer });
      reportCustomerType("Existing");
      return customer;
    } catch (error) {
      if (!saysNothingAboutTheSession(error)) break;
      if (attempt === CUSTOMER_RETRY_DELAYS_MS.length) {
        // Still no answer: this page carries on as a guest's, the session and the marker stay for
        // the next. A login in the meantime (the modal's own call got through) is left as it is.
        if (state.status === "unknown") setState({ status: "guest", customer: null });
        return state.customer;
      }
      await wait(CUSTOMER_RETRY_DELAYS_MS[attempt]);
    }
  }
  await logOut({ quietly: true });
  return null;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function signedIn(customer: CustomerView) {
  setState({ status: "signedIn", customer });
  reportCustomerType("Existing");
}

export function customerUpdated(customer: CustomerView) {
  setState({ status: "signedIn", customer });
}

export async function logOut(options: { quietly?: boolean } = {}): Promise<void> {
  try {
    await callApi("customer", "logout");
  } catch (error) {
    if (!options.quietly) console.error("Logout call failed", error);
  }
  clearMarkerCookie();
  setState({ status: "guest", customer: null });
  reportCustomerType("Guest");
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverSnapshot: CustomerState = { status: "unknown", customer: null };

export function useCustomer(): CustomerState {
  return useSyncExternalStore(subscribe, () => state, () => serverSnapshot);
}

export function onCustomerChange(listener: (state: CustomerState) => void): () => void {
  const wrapped = () => listener(state);
  listeners.add(wrapped);
  return () => listeners.delete(wrapped);
}
