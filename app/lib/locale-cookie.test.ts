import { describe, expect, it } from "vitest";
import { localeCookie, storeLocaleCookie } from "./locale-cookie";

describe("the locale cookie (001 §4, §9: 365 days)", () => {
  it("lasts 365 days on the whole site, SameSite=Lax, Secure on https", () => {
    expect(localeCookie("de-DE", false)).toBe("locale=de-DE; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(localeCookie("ja-JP", true)).toBe("locale=ja-JP; Max-Age=31536000; Path=/; SameSite=Lax; Secure");
  });

  it("is written by the browser on load", () => {
    const doc = { cookie: "", location: { protocol: "http:" } as Location };
    storeLocaleCookie("fr-FR", doc);
    expect(doc.cookie).toBe("locale=fr-FR; Max-Age=31536000; Path=/; SameSite=Lax");
  });
});
