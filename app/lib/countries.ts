import type { CountryLink } from "../../server/modules/storefront/service";

/**
 * The country selector's list (000 §2), fetched from /countries.json once per tab when something
 * first needs it (the selector opening, a form's country field) instead of riding in every page's
 * data. Components read it through useRootData().countries, which re-renders them when it arrives.
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
