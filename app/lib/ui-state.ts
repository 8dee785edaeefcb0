import { useSyncExternalStore } from "react";

/**
 * The one store for the storefront's overlays (000 §2 Layout, §4; 001 §2 Screen-state defaults).
 *
 *   openOverlay("cart")                 open one overlay, applying the spec's rules
 *   openOverlay("login", { screen: "register" })
 *   closeOverlay("cart")
 *   useOverlay("cart")                  → boolean, re-renders on change
 *   useUiState()                        → the whole state
 *
 * Rules: opening the cart, wishlist, login or country selector closes the mobile menu and the
 * search dropdown; opening the verification modal closes the cart sidebar. The login modal's
 * screen defaults to login and is reset to it when the modal closes.
 */
export type Overlay =
  | "mobileMenu"
  | "searchDropdown"
  | "cart"
  | "wishlist"
  | "login"
  | "countrySelector"
  | "verification"
  | "newsletter"
  | "sizeGuide"
  | "filters";

export type LoginScreen = "login" | "register" | "forgotPassword";

export interface UiState {
  open: Readonly<Record<Overlay, boolean>>;
  loginScreen: LoginScreen;
}

const closedOverlays: Record<Overlay, boolean> = {
  mobileMenu: false,
  searchDropdown: false,
  cart: false,
  wishlist: false,
  login: false,
  countrySelector: false,
  verification: false,
  newsletter: false,
  sizeGuide: false,
  filters: false,
};

export const initialUiState: UiState = { open: closedOverlays, loginScreen: "login" };

const CLOSES_MENU_AND_SEARCH: ReadonlySet<Overlay> = new Set(["cart", "wishlist", "login", "countrySelector"]);

/** The pure transition: what opening an overlay does to the rest (tested without React). */
export function withOverlayOpened(state: UiState, overlay: Overlay, options: { screen?: LoginScreen } = {}): UiState {
  const open = { ...state.open, [overlay]: true };
  if (CLOSES_MENU_AND_SEARCH.has(overlay)) {
    open.mobileMenu = false;
    open.searchDropdown = false;
  }
  if (overlay === "verification") open.cart = false;
  const loginScreen = overlay === "login" ? (options.screen ?? "login") : state.loginScreen;
  return { open, loginScreen };
}

export function withOverlayClosed(state: UiState, overlay: Overlay): UiState {
  // Closing what is closed changes nothing: the same state, so no subscriber re-renders (the search
  // bar closes its dropdown on every route change, the first one included).
  if (!state.open[overlay] && (overlay !== "login" || state.loginScreen === "login")) return state;
  const open = { ...state.open, [overlay]: false };
  // Closing the login modal resets it to the login screen (000 §4 Login modal).
  const loginScreen = overlay === "login" ? "login" : state.loginScreen;
  return { open, loginScreen };
}

let state = initialUiState;
const listeners = new Set<() => void>();

function setState(next: UiState) {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

export function openOverlay(overlay: Overlay, options: { screen?: LoginScreen } = {}): void {
  setState(withOverlayOpened(state, overlay, options));
}

export function closeOverlay(overlay: Overlay): void {
  setState(withOverlayClosed(state, overlay));
}

export function setOverlay(overlay: Overlay, isOpen: boolean): void {
  if (isOpen) openOverlay(overlay);
  else closeOverlay(overlay);
}

export function setLoginScreen(screen: LoginScreen): void {
  setState({ ...state, loginScreen: screen });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getServerSnapshot = () => initialUiState;

export function useUiState(): UiState {
  return useSyncExternalStore(subscribe, () => state, getServerSnapshot);
}

export function useOverlay(overlay: Overlay): boolean {
  return useSyncExternalStore(subscribe, () => state.open[overlay], () => false);
}
