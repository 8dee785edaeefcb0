import { useEffect, useSyncExternalStore } from "react";
import type { CountryLink } from "../../server/modules/storefront/service";

/**
 * The country selector's list (000 §2), fetched from /countries.json once per tab when something
 * first needs it (the selector opening, a form's country field) instead of riding in every page's
 * data. Components that show it call useCountries(), and only they re-render when it arrives: when
 * every reader of the root data re-rendered, the list's arrival re-rendered the whole page in one
 * synchronous task right after hydration (issue 20, Lighthouse's blocking time).
 */
let countries: CountryLink[] | undefined;
let loading = false;
const listeners = new Set<() => void>();

export function loadedCountries(): CountryLink[] | undefined {
  return countries;
}

export function subscribeToCountries(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Every storefront's entry once loaded; until then only `own` (this storefront's, when given), so a
 * form can show its own country at once. `enabled: false` reads without loading (a form that asks
 * for no country).
 */
export function useCountries(own: CountryLink | undefined, { enabled = true }: { enabled?: boolean } = {}): CountryLink[] {
  const list = useSyncExternalStore(subscribeToCountries, loadedCountries, () => undefined);
  useEffect(() => {
    if (enabled) loadCountries();
  }, [enabled]);
  return list ?? (own ? [own] : []);
}

/** Starts loading the list unless it is loaded or on its way; never on the server. */
export function loadCountries(): void {
  if (countries || loading || typeof window === "undefined") return;
  loading = true;
  fetch("/countries.json")
    .then((response) => (response.ok ? (response.json() as Promise<CountryLink[]>) : Promise.reject(new Error(`countries: ${response.status}`))))
    .then((list) => {
      countries = list;
      for (const listener of listeners) listener();
    })
    .catch(() => undefined)
    // A failed load may be retried by the next component that needs the list.
    .finally(() => (loading = false));
}
