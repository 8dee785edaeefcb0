/**
 * The tag-manager data layer (000 §1, 001 §4): typed events pushed to `window.dataLayer`.
 * On the server it does nothing.
 */
export interface AnalyticsEvent {
  event: string;
  [key: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

export function pushEvent(event: AnalyticsEvent): void {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
