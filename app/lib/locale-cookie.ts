import { LOCALE_COOKIE } from "../../common/cookie-names";
import { LOCALE_COOKIE_MAX_AGE } from "../../common/i18n";

/**
 * The `locale` cookie (001 §4 Locale switching, §9: 365 days). It is written by the browser, not in
 * the server's answer, so cached HTML stays the same for every visitor (DESIGN.md, page cache).
 */
export function localeCookie(locale: string, secure: boolean): string {
  const attributes = [`${LOCALE_COOKIE}=${encodeURIComponent(locale)}`, `Max-Age=${LOCALE_COOKIE_MAX_AGE}`, "Path=/", "SameSite=Lax"];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

/** Stores the storefront's locale on every load, so the 365 days count from the last visit. */
export function storeLocaleCookie(locale: string, doc: Pick<Document, "cookie" | "location"> = document): void {
  doc.cookie = localeCookie(locale, doc.location?.protocol === "https:");
}
