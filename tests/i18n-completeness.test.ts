import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from "../common/i18n";
import { ADMIN_NAMESPACES, SERVER_NAMESPACES } from "../server/http/server-i18n";

/**
 * Every message of every namespace exists, is non-empty and keeps its placeholders in all ten
 * locales (001 §9 Locales; team rule: real translations in ALL TEN locales). The namespaces are
 * read from locales/en-GB at run time, so namespaces added later are covered without editing this.
 */

const LOCALES_DIR = path.resolve(import.meta.dirname, "../locales");
const ENGLISH = new Set(["en-GB", "en-US", "en-SG", "en-BE"]);
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Flat = Map<string, unknown>;

function flatten(value: unknown, prefix = "", into: Flat = new Map()): Flat {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

function readNamespace(locale: string, namespace: string): Flat | undefined {
  const file = path.join(LOCALES_DIR, locale, `${namespace}.json`);
  if (!existsSync(file)) return undefined;
  return flatten(JSON.parse(readFileSync(file, "utf8")));
}

/** {{name}} interpolations and $t(key) nestings: a translation must keep exactly the same ones. */
function placeholders(text: string): string[] {
  const found = [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}|\$t\(([^)]+)\)/g)].map((m) => m[0].replace(/\s+/g, ""));
  return found.sort();
}

/** Plural categories the locale's language has (ja: other only; en: one, other; ...). */
function pluralCategories(locale: string): Set<string> {
  return new Set(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
}

/**
 * The keys a locale must have for the English keys: plural forms only in the categories its
 * language uses (always `_other`), every other key as is.
 */
function requiredKeys(english: Flat, locale: string): string[] {
  const categories = pluralCategories(locale);
  const keys: string[] = [];
  for (const key of english.keys()) {
    const plural = PLURAL_SUFFIX.exec(key);
    if (!plural) keys.push(key);
    else if (plural[1] === "other" || categories.has(plural[1])) keys.push(key);
  }
  return keys;
}

function allowedExtra(key: string, english: Flat, locale: string): boolean {
  const plural = PLURAL_SUFFIX.exec(key);
  if (!plural || !pluralCategories(locale).has(plural[1])) return false;
  return english.has(key.replace(PLURAL_SUFFIX, "_other"));
}

/** Text worth translating: three words or more once placeholders are removed. */
function isSentence(text: string): boolean {
  const words = text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)/g, " ").trim().split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return words.length >= 3;
}

const allNamespaces = readdirSync(path.join(LOCALES_DIR, DEFAULT_LOCALE))
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.slice(0, -".json".length))
  .sort();
/** The back office is English only (issue 17, decision 023): its `admin*` namespaces exist in en-GB alone. */
const isAdminNamespace = (namespace: string) => namespace.startsWith("admin");
const namespaces = allNamespaces.filter((namespace) => !isAdminNamespace(namespace));

describe("message catalogues (001 §9 Locales)", () => {
  it("has the ten locales of 001 §9 and at least the common namespace", () => {
    expect([...SUPPORTED_LOCALES].sort()).toEqual(
      ["de-DE", "en-BE", "en-GB", "en-SG", "en-US", "es-ES", "fr-FR", "it-IT", "ja-JP", "nl-NL"],
    );
    expect(namespaces).toContain("common");
  });

  it("registers every namespace file in NAMESPACES, so the browser and the server load it", () => {
    expect([...SERVER_NAMESPACES].sort()).toEqual(expect.arrayContaining(allNamespaces));
  });

  it("registers every en-GB admin*.json as a back-office namespace, present in no other locale (decision 023)", () => {
    expect([...ADMIN_NAMESPACES]).toEqual(allNamespaces.filter(isAdminNamespace));
    expect(ADMIN_NAMESPACES).toContain("admin");
    for (const locale of SUPPORTED_LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      for (const namespace of ADMIN_NAMESPACES) expect(existsSync(path.join(LOCALES_DIR, locale, `${namespace}.json`)), `${locale}/${namespace}.json`).toBe(false);
    }
  });

  it("has no namespace file in another locale that en-GB lacks", () => {
    for (const locale of SUPPORTED_LOCALES) {
      const dir = path.join(LOCALES_DIR, locale);
      const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
      const orphans = files.map((f) => f.slice(0, -5)).filter((ns) => !allNamespaces.includes(ns));
      expect(orphans, `${locale} has namespaces en-GB lacks`).toEqual([]);
    }
  });

  describe.each(namespaces)("namespace %s", (namespace) => {
    const english = readNamespace(DEFAULT_LOCALE, namespace)!;

    it("has only non-empty strings in en-GB", () => {
      const bad = [...english].filter(([, v]) => typeof v !== "string" || v.trim() === "").map(([k]) => k);
      expect(bad, "empty or non-string messages in en-GB").toEqual([]);
    });

    it.each(SUPPORTED_LOCALES.filter((l) => l !== DEFAULT_LOCALE))("is complete in %s with the same placeholders", (locale) => {
      const messages = readNamespace(locale, namespace);
      expect(messages, `locales/${locale}/${namespace}.json is missing`).toBeDefined();
      const problems: string[] = [];
      for (const key of requiredKeys(english, locale)) {
        const value = messages!.get(key);
        if (typeof value !== "string" || value.trim() === "") {
          problems.push(`${key}: missing or empty`);
          continue;
        }
        const source = english.get(key) as string;
        if (placeholders(value).join() !== placeholders(source).join()) {
          problems.push(`${key}: placeholders ${placeholders(value).join() || "none"} ≠ ${placeholders(source).join() || "none"}`);
        }
      }
      for (const key of messages!.keys()) {
        if (!english.has(key) && !allowedExtra(key, english, locale)) problems.push(`${key}: not in en-GB`);
      }
      expect(problems).toEqual([]);
    });

    it.each(SUPPORTED_LOCALES.filter((l) => !ENGLISH.has(l)))("is really translated in %s, not copied from English", (locale) => {
      const messages = readNamespace(locale, namespace);
      if (!messages) return; // reported by the completeness test
      const sentences = [...english].filter(([, v]) => typeof v === "string" && isSentence(v));
      const copied = sentences.filter(([key, v]) => messages.get(key) === v).map(([key]) => key);
      // Brand names and product names may stay as they are; whole English sentences may not.
      expect(copied.length, `English sentences copied into ${locale}: ${copied.join(", ")}`).toBeLessThanOrEqual(
        Math.floor(sentences.length * 0.1),
      );
      const all = [...english].filter(([, v]) => typeof v === "string" && v.length > 3);
      const same = all.filter(([key, v]) => messages.get(key) === v).map(([key]) => key);
      expect(same.length, `messages identical to English in ${locale}: ${same.join(", ")}`).toBeLessThanOrEqual(
        Math.floor(all.length * 0.34),
      );
    });
  });

  it("keeps the spec's English texts exactly in en-GB (001 §2 Error pages, §8)", () => {
    const common = readNamespace(DEFAULT_LOCALE, "common")!;
    expect(common.get("errorPage.notFoundTitle")).toBe("Lost your way");
    expect(common.get("errorPage.notFoundText")).toBe("This page could not be found");
    expect(common.get("errorPage.title")).toBe("An error occurred");
    expect(common.get("errorPage.returnHome")).toBe("Return home");
    expect(common.get("errorPage.back")).toBe("Back");
    expect(common.get("errors.somethingWentWrong")).toBe("Something went wrong.");
  });
});
