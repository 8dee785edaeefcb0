import { useTranslation } from "react-i18next";
import { DEFAULT_LOCALE, withFallback } from "../../common/i18n";

/**
 * The messages a page needs, inlined by the server so the browser can hydrate without waiting for
 * message chunks. Only the namespaces the render actually used are included (react-i18next reports
 * them), already merged with the fallback locale; other namespaces load lazily by chunk.
 */

export const INITIAL_MESSAGES_ID = "i18n-messages";

// The browser renders the exact text the server sent, read once before hydration.
let inlinedText: string | undefined;

/** Reads the inlined messages before hydration; undefined when the page has none or they are damaged. */
export function readInitialMessages(doc: Document = document): Record<string, Record<string, unknown>> | undefined {
  const text = doc.getElementById(INITIAL_MESSAGES_ID)?.textContent ?? undefined;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return undefined;
    inlinedText = text;
    return parsed as Record<string, Record<string, unknown>>;
  } catch {
    return undefined;
  }
}

/** JSON that is safe inside a script element (no `</script>`, no HTML comment openers). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** Place after the page content in the document: everything rendered before it has reported its namespaces. */
/**
 * The server's translations never change while it runs (loaded once at boot), so each locale's
 * set of namespaces is serialised once rather than on every render. Bounded all the same.
 */
const serialisedMessages = new Map<string, string>();
const MAX_SERIALISED_MESSAGES = 500;

export function InitialMessages() {
  const { i18n } = useTranslation();
  let text = inlinedText;
  if (typeof document === "undefined") {
    const locale = i18n.language;
    const used = i18n.reportNamespaces?.getUsedNamespaces() ?? ["common"];
    const key = `${locale}|${used.join(",")}`;
    text = serialisedMessages.get(key);
    if (text === undefined) {
      const messages: Record<string, unknown> = {};
      for (const namespace of used) {
        const fallback = locale === DEFAULT_LOCALE ? undefined : i18n.getResourceBundle(DEFAULT_LOCALE, namespace);
        const own = i18n.getResourceBundle(locale, namespace);
        if (fallback || own) messages[namespace] = withFallback(fallback, own);
      }
      text = scriptSafeJson(messages);
      // In development a changed locale file must show on the next render.
      if (import.meta.env.PROD && serialisedMessages.size < MAX_SERIALISED_MESSAGES) serialisedMessages.set(key, text);
    }
  }
  if (text === undefined) return null;
  return <script type="application/json" id={INITIAL_MESSAGES_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}
