import type { i18n as I18n } from "i18next";
import { createI18n, DEFAULT_LOCALE, isLocale, loadMessages, NAMESPACES, registerChunks, SUPPORTED_LOCALES } from "../../common/i18n";
import { ByteLru } from "../lib/bounded-cache";

/** Server-side i18next instances, one per locale, built at boot so requests never wait for them. */
const instances = new Map<string, I18n>();

/**
 * The back office's namespaces (issue 17, decision 023): every `locales/en-GB/admin*.json`, found by
 * name, English only (no other locale has them; i18next falls back to en-GB).
 */
export const ADMIN_NAMESPACES: readonly string[] = registerChunks(import.meta.glob<{ default: Record<string, unknown> }>("../../locales/en-GB/admin*.json"));

/** What the server loads: the storefront's namespaces and the back office's. */
export const SERVER_NAMESPACES: readonly string[] = [...NAMESPACES, ...ADMIN_NAMESPACES];

export async function loadServerTranslations(): Promise<void> {
  for (const locale of SUPPORTED_LOCALES) {
    const instance = await createI18n(locale, await loadMessages(locale, SERVER_NAMESPACES), SERVER_NAMESPACES);
    memoiseTranslations(instance);
    instances.set(locale, instance);
  }
}

/** Whether loadServerTranslations() has run (readiness, issue 18). */
export function translationsLoaded(): boolean {
  return instances.size > 0;
}

/** Each locale's memo, and its i18next `t` without the memo (for texts built from a client's input). */
const memos = new Map<string, ByteLru<string>>();
const unmemoised = new Map<string, (key: string, options?: unknown) => unknown>();

/** How much the memo of a locale holds (tests, issue 12). */
export function translationMemo(locale: string): { size: number; bytes: number; maxBytes: number } {
  const memo = memos.get(locale);
  return { size: memo?.size ?? 0, bytes: memo?.bytes ?? 0, maxBytes: memo?.maxBytes ?? 0 };
}

/**
 * The memo's budget per locale, keys and texts counted in bytes (issue 12): a render's texts take a
 * few hundred KB, while visitors choose some of the keys (a search term in "Results for …", facet
 * values from the URL). Calls whose memo key is longer than MAX_MEMO_KEY are never memoised.
 */
const MEMO_BYTES = 4 * 1024 * 1024;
const MAX_MEMO_KEY = 300;

/**
 * The server's messages never change after boot, so a key with the same options always gives the
 * same text: each is worked out by i18next once. i18next's own lookup (namespaces, fallback,
 * plurals, interpolation) took ~10% of a category page's render: a dozen cards each translate
 * badges, colours and "From {weight}". Calls whose options hold anything but plain values (objects,
 * functions, returnObjects) go straight to i18next.
 */
function memoiseTranslations(instance: I18n): void {
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const memo = new ByteLru<string>(MEMO_BYTES);
  memos.set(instance.language, memo);
  unmemoised.set(instance.language, translate);
  instance.t = ((key: unknown, options?: unknown, ...rest: unknown[]) => {
    const memoKey = rest.length === 0 ? translationKey(key, options) : null;
    if (memoKey === null || memoKey.length > MAX_MEMO_KEY) return translate(key, options, ...rest);
    const known = memo.get(memoKey);
    if (known !== undefined) return known;
    const text = translate(key, options);
    if (typeof text === "string") memo.set(memoKey, text, 16 + 2 * text.length);
    return text;
  }) as unknown as I18n["t"];
}

/** A memo key for a call made of a string key and plain option values, else null. */
export function translationKey(key: unknown, options: unknown): string | null {
  if (typeof key !== "string") return null;
  if (options === undefined) return key;
  if (options === null || typeof options !== "object" || Array.isArray(options)) return null;
  let memoKey = key;
  for (const [name, value] of Object.entries(options)) {
    if (value === undefined) continue;
    if (name === "returnObjects" || name === "postProcess") return null;
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean" || value === null) {
      memoKey += `\u0000${name}\u0001${typeof value}\u0001${String(value)}`;
    } else if (Array.isArray(value) && value.every((item) => typeof item === "string")) {
      memoKey += `\u0000${name}\u0001array\u0001${value.join("\u0002")}`;
    } else return null;
  }
  return memoKey;
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

/**
 * Translates messages of the API, mails and errors. These often carry a client's input (an unknown
 * method's name, an email address) and are no render's hot path, so they bypass the memo.
 */
export function translatorFor(locale: string): (key: string, params?: Record<string, unknown>) => string {
  const translate = unmemoised.get(isLocale(locale) ? locale : DEFAULT_LOCALE);
  if (!translate) return (key) => key;
  return (key, params) => translate(key, params ?? {}) as string;
}
