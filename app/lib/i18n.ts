import i18next, { type i18n as I18n, type Resource } from "i18next";

/** The ten locales of 001 §9; en-GB is the default and the fallback. */
export const SUPPORTED_LOCALES = [
  "en-GB", "en-US", "en-SG", "en-BE", "fr-FR", "de-DE", "es-ES", "it-IT", "nl-NL", "ja-JP",
] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-GB";
export const LOCALE_COOKIE = "locale";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** `<html lang>`: the language part; the document language defaults to en (001 §9). */
export function documentLanguage(locale: string): string {
  return locale.split("-")[0] || "en";
}

// One chunk per locale and namespace. Vite turns each into its own file, fetched only when needed.
const chunks = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json");

export function chunkKey(locale: string, namespace: string): string {
  return `../../locales/${locale}/${namespace}.json`;
}

export const NAMESPACES = ["common", "blog", "layout", "search"] as const;

/** Loads the message chunks of a locale and of the fallback locale. */
export async function loadMessages(locale: Locale, namespaces: readonly string[] = NAMESPACES): Promise<Resource> {
  const wanted = locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE];
  const resource: Resource = {};
  await Promise.all(
    wanted.flatMap((lng) =>
      namespaces.map(async (ns) => {
        const load = chunks[chunkKey(lng, ns)];
        if (!load) return;
        const mod = await load();
        resource[lng] ??= {};
        resource[lng][ns] = mod.default;
      }),
    ),
  );
  return resource;
}

export async function createI18n(locale: Locale, resources: Resource): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    ns: [...NAMESPACES],
    defaultNS: "common",
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
