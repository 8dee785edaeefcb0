import { useSyncExternalStore } from "react";

/**
 * Whether the browser carries the `user-authenticated=1` marker cookie (000 §4 Header account
 * button, §9). It is only a hint for the UI. The server snapshot is always "signed out" so the
 * server-rendered, cacheable HTML never depends on who is looking (DESIGN.md, Performance).
 */
export const AUTH_CHANGED_EVENT = "auth-changed";

export function hasAuthMarker(cookieHeader: string): boolean {
  return cookieHeader.split(";").some((part) => part.trim() === "user-authenticated=1");
}

function subscribe(onChange: () => void) {
  // Login and logout dispatch AUTH_CHANGED_EVENT; focus covers a sign-in in another tab.
  window.addEventListener(AUTH_CHANGED_EVENT, onChange);
  window.addEventListener("focus", onChange);
  return () => {
    window.removeEventListener(AUTH_CHANGED_EVENT, onChange);
    window.removeEventListener("focus", onChange);
  };
}

export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, () => hasAuthMarker(document.cookie), () => false);
}
