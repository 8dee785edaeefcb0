/**
 * The i18n core (001 §4 Locale switching, §9 Locales), shared by the server (every namespace loaded
 * at boot, server/http/server-i18n.ts) and the browser (the page's inlined namespaces, the others
 * loaded lazily by chunk: app/entry.client.tsx).
 */
import i18next, { type BackendModule, type i18n as I18n, type InitOptions, type Resource } from "i18next";

/** The ten locales of 001 §9; en-GB is the default and the fallback. */
export const SUPPORTED_LOCALES = [
  "en-GB", "en-US", "en-SG", "en-BE", "fr-FR", "de-DE", "es-ES", "it-IT", "nl-NL", "ja-JP",
] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-GB";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** `<html lang>`: the language part; the document language defaults to en (001 §9). */
export function documentLanguage(locale: string): string {
  return locale.split("-")[0] || "en";
}

// One chunk per locale and namespace. Vite turns each into its own file, fetched only when needed.
// The back office's namespaces (admin*.json) are not among them: its route tree adds them when it
// loads (registerChunks), so the storefront's bundle does not list them (decision 023).
const chunks: ChunkLoaders = import.meta.glob<{ default: Record<string, unknown> }>(["../locales/*/*.json", "!../locales/*/admin*.json"]);

export function chunkKey(locale: string, namespace: string): string {
  return `../locales/${locale}/${namespace}.json`;
}

export const NAMESPACES = ["common", "blog", "layout", "search", "account", "cart", "blocks", "catalog", "checkout", "orders", "subscriptions", "subscription-billing", "account-subscriptions", "verification", "stores", "wishlist", "bikes", "promotions"] as const;

/**
 * Adds message chunks another module found with its own glob, keyed like the shop's own, and answers
 * their namespaces. The back office (issue 17, decision 023) registers its English-only `admin*`
 * namespaces this way: the server at boot (server-i18n.ts), the browser when the admin route tree
 * loads (app/routes/admin/layout.tsx), never on a storefront page.
 */
export function registerChunks(found: ChunkLoaders, into: ChunkLoaders = chunks): string[] {
  const namespaces = new Set<string>();
  for (const [key, load] of Object.entries(found)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(key);
    if (!match) continue;
    into[chunkKey(match[1], match[2])] = load;
    namespaces.add(match[2]);
  }
  return [...namespaces].sort();
}

/** Loads the message chunks of a locale and of the fallback locale (the server loads all at boot). */
export async function loadMessages(
  locale: Locale,
  namespaces: readonly string[] = NAMESPACES,
  loaders: ChunkLoaders = chunks,
): Promise<Resource> {
  const wanted = locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE];
  const resource: Resource = {};
  await Promise.all(
    wanted.flatMap((lng) =>
      namespaces.map(async (ns) => {
        const load = loaders[chunkKey(lng, ns)];
        if (!load) return;
        const mod = await load();
        resource[lng] ??= {};
        resource[lng][ns] = mod.default;
      }),
    ),
  );
  return resource;
}

type Messages = Record<string, unknown>;
export type ChunkLoaders = Record<string, () => Promise<{ default: Messages }>>;

/** The default locale's messages overlaid with the locale's own: what the fallback would show. */
export function withFallback(fallback: Messages | undefined, own: Messages | undefined): Messages {
  const merged: Messages = { ...fallback };
  for (const [key, value] of Object.entries(own ?? {})) {
    const base = merged[key];
    merged[key] =
      isPlainObject(value) && isPlainObject(base) ? withFallback(base, value) : value;
  }
  return merged;
}

function isPlainObject(value: unknown): value is Messages {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * One namespace of a locale for the browser, with the default locale's messages already filled in
 * where the locale lacks one (001 §4: the default locale is the fallback). The browser then needs no
 * second language loaded, and shows exactly what the server rendered.
 */
export async function loadNamespace(locale: string, namespace: string, loaders: ChunkLoaders = chunks): Promise<Messages> {
  const load = (lng: string) => loaders[chunkKey(lng, namespace)]?.().then((mod) => mod.default);
  const [fallback, own] = await Promise.all([
    locale === DEFAULT_LOCALE ? undefined : load(DEFAULT_LOCALE),
    load(locale),
  ]);
  return withFallback(fallback, own);
}

/**
 * An i18next backend that loads namespaces by chunk when a component first asks for one
 * (react-i18next suspends until then). A chunk that fails to load reports to `onChunkError`,
 * which reloads the page at most once a minute (001 §4 Locale switching).
 */
export function chunkBackend(onChunkError: (error: unknown) => void, loaders: ChunkLoaders = chunks): BackendModule {
  return {
    type: "backend",
    init() {},
    read(language, namespace, callback) {
      loadNamespace(language, namespace, loaders).then(
        (messages) => callback(null, messages),
        (error: unknown) => {
          onChunkError(error);
          callback(error instanceof Error ? error : new Error(String(error)), false);
        },
      );
    },
  };
}

const SHARED_OPTIONS = {
  defaultNS: "common",
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
} satisfies InitOptions;

/** The server's instance of a locale: every namespace of the locale and of the fallback locale. */
export async function createI18n(locale: Locale, resources: Resource, namespaces: readonly string[] = NAMESPACES): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({
    ...SHARED_OPTIONS,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    ns: [...namespaces],
    resources,
  });
  return instance;
}

/**
 * The browser's instance: starts with the messages the server inlined into the page (already merged
 * with the fallback) and loads any other namespace lazily by chunk.
 */
export async function createBrowserI18n(
  locale: Locale,
  initial: Record<string, Messages>,
  onChunkError: (error: unknown) => void,
  loaders: ChunkLoaders = chunks,
): Promise<I18n> {
  const instance = i18next.createInstance().use(chunkBackend(onChunkError, loaders));
  await instance.init({
    ...SHARED_OPTIONS,
    lng: locale,
    fallbackLng: false,
    load: "currentOnly",
    ns: Object.keys(initial).length > 0 ? Object.keys(initial) : ["common"],
    partialBundledLanguages: true,
    resources: Object.keys(initial).length > 0 ? { [locale]: initial } : {},
  });
  return instance;
}
