import type { i18n as I18n } from "i18next";
import { createI18n, DEFAULT_LOCALE, isLocale, loadMessages, SUPPORTED_LOCALES } from "../../app/lib/i18n";

/** Server-side i18next instances, one per locale, built at boot so requests never wait for them. */
const instances = new Map<string, I18n>();

export async function loadServerTranslations(): Promise<void> {
  for (const locale of SUPPORTED_LOCALES) {
    instances.set(locale, await createI18n(locale, await loadMessages(locale)));
  }
}

/** What react-i18next's useTranslation records: the namespaces one render used. */
class UsedNamespaces {
  private used = new Set<string>();
  addUsedNamespaces(namespaces: readonly string[]): void {
    for (const namespace of namespaces) this.used.add(namespace);
  }
  getUsedNamespaces(): string[] {
    return [...this.used];
  }
}

/**
 * The locale's instance for one render. The messages are shared; the record of used namespaces is
 * the render's own, so the page inlines just the messages it needs (app/lib/i18n-messages.tsx).
 * A proxy costs far less than i18next's cloneInstance on every request.
 */
export function serverI18n(locale: string): I18n {
  const instance = instances.get(isLocale(locale) ? locale : DEFAULT_LOCALE);
  if (!instance) throw new Error("Translations are not loaded: call loadServerTranslations() at boot.");
  const used = new UsedNamespaces();
  return new Proxy(instance, {
    get(target, property) {
      if (property === "reportNamespaces") return used;
      return Reflect.get(target, property, target);
    },
    set(target, property, value) {
      if (property === "reportNamespaces") return true;
      return Reflect.set(target, property, value, target);
    },
  });
}

export function translatorFor(locale: string): (key: string, params?: Record<string, unknown>) => string {
  const i18n = instances.get(isLocale(locale) ? locale : DEFAULT_LOCALE);
  if (!i18n) return (key) => key;
  return (key, params) => i18n.t(key, params ?? {}) as string;
}
