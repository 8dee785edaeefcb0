import { beforeAll, describe, expect, it } from "vitest";
import { loadServerTranslations, serverI18n, translationKey, translatorFor } from "./server-i18n";

// 001 §9 locales: the server's translations, worked out once per key and options (memoised).
describe("server translations", () => {
  beforeAll(async () => loadServerTranslations(), 60_000);

  it("gives the same text for the same key and options, and other values their own text", () => {
    const t = serverI18n("en-GB").getFixedT("en-GB", "catalog");
    expect(t("card.from", { weight: "11.2 kg" })).toBe(t("card.from", { weight: "11.2 kg" }));
    expect(t("card.from", { weight: "11.2 kg" })).toContain("11.2 kg");
    expect(t("card.from", { weight: "9 kg" })).toContain("9 kg");
    const de = serverI18n("de-DE").getFixedT("de-DE", "catalog");
    expect(de("badges.outOfStock")).not.toBe(t("badges.outOfStock"));
  });

  it("keeps defaults and missing keys as i18next has them", () => {
    const t = translatorFor("en-GB");
    expect(t("no.such.key")).toBe("no.such.key");
    const fixed = serverI18n("en-GB").getFixedT("en-GB", "catalog");
    expect(fixed("values.Nonexistent Colour", { defaultValue: "Nonexistent Colour" })).toBe("Nonexistent Colour");
  });

  it("memoises only calls made of plain values", () => {
    expect(translationKey("a", undefined)).toBe("a");
    expect(translationKey("a", { count: 2, lng: "en-GB", lngs: ["en-GB"] })).toBe(translationKey("a", { count: 2, lng: "en-GB", lngs: ["en-GB"] }));
    expect(translationKey("a", { count: 2 })).not.toBe(translationKey("a", { count: 3 }));
    expect(translationKey("a", { count: "2" })).not.toBe(translationKey("a", { count: 2 }));
    expect(translationKey("a", { returnObjects: true })).toBeNull();
    expect(translationKey("a", { value: { nested: 1 } })).toBeNull();
    expect(translationKey(["a", "b"], undefined)).toBeNull();
  });
});
