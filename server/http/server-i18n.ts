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
  const remembered = (memoKey: string | null, work: () => unknown) => {
    if (memoKey === null || memoKey.length > MAX_MEMO_KEY) return work();
    const known = memo.get(memoKey);
    if (known !== undefined) return known;
    const text = work();
    if (typeof text === "string") memo.set(memoKey, text, 16 + 2 * text.length);
    return text;
  };
  instance.t = ((key: unknown, options?: unknown, ...rest: unknown[]) => {
    if (rest.length > 0) return translate(key, options, ...rest);
    return remembered(translationKey(key, options), () => translate(key, options));
  }) as unknown as I18n["t"];

  // Components translate through the `t` of useTranslation: i18next's getFixedT, whose every call
  // copied all of i18next's options into a new object before reaching the memo above (~3 % of a
  // category render, issue 20). Its calls are remembered by their language, namespaces and key
  // prefix too, so a known text costs one lookup.
  const fixedFor = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT;
  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, ...more: unknown[]) => {
    const fixed = fixedFor(lng, ns, keyPrefix, ...more);
    const scope = fixedScope(lng, ns, keyPrefix);
    if (scope === null) return fixed;
    const rememberedFixed = (key: unknown, options?: unknown, ...rest: unknown[]) => {
      if (rest.length > 0) return fixed(key, options, ...rest);
      const callKey = translationKey(key, options);
      return remembered(callKey === null ? null : scope + callKey, () => fixed(key, options));
    };
    return Object.assign(rememberedFixed, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
  }) as unknown as I18n["getFixedT"];
}

type FixedT = ((...args: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

/**
 * The memo prefix of a getFixedT(lng, ns, keyPrefix): it starts with U+0003, which no key of a
 * plain `t` call starts with, and its parts are the code's own names, never a visitor's input. A
 * key prefix that is a selector function is not remembered.
 */
export function fixedScope(lng: unknown, ns: unknown, keyPrefix: unknown): string | null {
  const plain = (value: unknown) => value === undefined || value === null || typeof value === "string";
  const names = (value: unknown) => (Array.isArray(value) && value.every((item) => typeof item === "string") ? value.join(",") : plain(value) ? String(value ?? "") : null);
  const lngPart = names(lng);
  const nsPart = names(ns);
  if (lngPart === null || nsPart === null || !plain(keyPrefix)) return null;
  return `\u0003${lngPart}\u0003${nsPart}\u0003${String(keyPrefix ?? "")}\u0003`;
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
 * The render's object has the locale's instance as its prototype: far cheaper than i18next's
 * cloneInstance on every request, and than a Proxy, whose trap ran on every property read of
 * every `t` call (~2 % of a category render, issue 20). Anything a render writes stays its own.
 */
export function serverI18n(locale: string): I18n {
  const instance = instances.get(isLocale(locale) ? locale : DEFAULT_LOCALE);
  if (!instance) throw new Error("Translations are not loaded: call loadServerTranslations() at boot.");
  return Object.create(instance, { reportNamespaces: { value: new UsedNamespaces(), writable: true } }) as I18n;
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
