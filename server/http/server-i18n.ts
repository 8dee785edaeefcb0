import type { i18n as I18n } from "i18next";
import { createI18n, DEFAULT_LOCALE, isLocale, loadMessages, SUPPORTED_LOCALES } from "../../app/lib/i18n";

/** Server-side i18next instances, one per locale, built at boot so requests never wait for them. */
const instances = new Map<string, I18n>();

export async function loadServerTranslations(): Promise<void> {
  for (const locale of SUPPORTED_LOCALES) {
    instances.set(locale, await createI18n(locale, await loadMessages(locale)));
  }
}

export function serverI18n(locale: string): I18n {
  const instance = instances.get(isLocale(locale) ? locale : DEFAULT_LOCALE);
  if (!instance) throw new Error("Translations are not loaded: call loadServerTranslations() at boot.");
  return instance;
}

export function translatorFor(locale: string): (key: string, params?: Record<string, unknown>) => string {
  const i18n = instances.get(isLocale(locale) ? locale : DEFAULT_LOCALE);
  if (!i18n) return (key) => key;
  return (key, params) => i18n.t(key, params ?? {}) as string;
}
