import { pushEvent } from "../../lib/analytics";

/** Analytics on header, footer and navigation clicks (000 §1). */
export function trackHeaderClick(label: string, url?: string): void {
  pushEvent({ event: "header_click", label, ...(url ? { url } : {}) });
}

export function trackFooterClick(label: string, url: string): void {
  pushEvent({ event: "footer_click", label, url });
}

export function trackNavigationClick(label: string, url: string, source: "desktop" | "mobile"): void {
  pushEvent({ event: "navigation_click", label, url, menu: source });
}
