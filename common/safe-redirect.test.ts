import { describe, expect, it } from "vitest";
import { collapseSlashes, isSafeRedirect, MAX_REDIRECT_LENGTH, safeRedirect } from "./safe-redirect";

const origin = "http://uk.localhost:3000";
const storefronts = ["http://localhost:3000", "http://uk.localhost:3000", "http://de.localhost:3000"];

/**
 * Targets an attacker puts into a redirect parameter (issue 12, Redirects; 001 §2 guards 1-3).
 * Each must stay on the shop: `safeRedirect` answers the fallback, or a path on the shop's origin.
 */
export const HOSTILE_TARGETS: string[] = [
  "//evil.example",
  "//evil.example/",
  "///evil.example",
  "////evil.example/x",
  "/\\evil.example",
  "\\/\\/evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  " //evil.example",
  "/%09/evil.example",
  "/%0d%0a/evil.example",
  "/%0D%0A/evil.example",
  "/%00/evil.example",
  "/%7f/evil.example",
  "/%2509/evil.example",
  "/%5Cevil.example",
  "/%5cevil.example",
  "/%255Cevil.example",
  "%2F%2Fevil.example",
  "%2f%2fevil.example",
  "/%2F/evil.example",
  "/%2f%2fevil.example",
  "%252F%252Fevil.example",
  "https:evil.example",
  "https:/evil.example",
  "http:evil.example",
  "https:\\\\evil.example",
  "http://evil.example",
  "https://evil.example/",
  "HTTPS://EVIL.EXAMPLE",
  "http://evil.example\\@uk.localhost:3000/",
  "http://uk.localhost:3000@evil.example/",
  "http://user:pass@uk.localhost:3000/",
  "http://uk.localhost.evil.example:3000/",
  "http://evil.example?@uk.localhost:3000/",
  "http://uk.localhost:3001/",
  "https://uk.localhost:3000/",
  "ftp://uk.localhost:3000/",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "javascript%3Aalert(1)",
  "%6A%61vascript:alert(1)",
  "&#106;avascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "vbscript:msgbox(1)",
  "evil.example",
  "evil.example/x",
  "/a/..//evil.example",
  "/./..//evil.example",
  "/x?\n",
  `/${"a".repeat(MAX_REDIRECT_LENGTH)}`,
];

function staysOnShop(answer: string): boolean {
  const resolved = new URL(answer, `${origin}/some/page`);
  return storefronts.includes(resolved.origin) && !answer.startsWith("//") && !/[\\\u0000-\u001f]/.test(answer);
}

describe("safeRedirect: hostile targets never leave the shop (issue 12, Redirects)", () => {
  it.each(HOSTILE_TARGETS.map((t) => [JSON.stringify(t).slice(0, 80), t]))("%s", (_label, target) => {
    const answer = safeRedirect(target, { origin, allowedOrigins: storefronts });
    expect(staysOnShop(answer)).toBe(true);
    // Dot segments that bring back a double slash are collapsed: that path stays on the shop.
    expect(["/", "/evil.example"]).toContain(answer);
  });

  it("answers the caller's fallback for a refused target", () => {
    expect(safeRedirect("javascript:alert(1)", { origin, fallback: "/blog" })).toBe("/blog");
    expect(safeRedirect(undefined, { origin })).toBe("/");
    expect(safeRedirect(["/x"], { origin })).toBe("/");
    expect(safeRedirect("", { origin })).toBe("/");
  });

  it("refuses scheme-relative targets and collapses repeated slashes inside a path", () => {
    expect(safeRedirect("//evil.example/", { origin })).toBe("/");
    expect(safeRedirect(collapseSlashes("//evil.example/"), { origin })).toBe("/evil.example/");
    expect(safeRedirect("/a/..//evil.example", { origin })).toBe("/evil.example");
    expect(safeRedirect("/blog//article///x", { origin })).toBe("/blog/article/x");
    expect(collapseSlashes("//a///b")).toBe("/a/b");
  });
});

describe("safeRedirect: the shop's own targets are followed", () => {
  it.each([
    ["/", "/"],
    ["/c/bikes", "/c/bikes"],
    ["/c/bikes?sort=price&page=2#grid", "/c/bikes?sort=price&page=2#grid"],
    ["/my-foldwell/profile?x=1", "/my-foldwell/profile?x=1"],
    ["/search?q=a%20b", "/search?q=a%20b"],
    ["/search?q=%0A", "/search?q=%0A"],
    ["/p/1/bike-%C3%A9", "/p/1/bike-%C3%A9"],
    ["/blog/caf\u00e9", "/blog/caf%C3%A9"],
    ["/checkout/0b7c6c1e-0000-4000-8000-000000000000", "/checkout/0b7c6c1e-0000-4000-8000-000000000000"],
    // The same origin written out in full is answered as a path.
    ["http://uk.localhost:3000/blog?x=1", "/blog?x=1"],
  ])("%s → %s", (target, expected) => {
    expect(safeRedirect(target, { origin })).toBe(expected);
  });

  it("follows an absolute URL on another storefront only when the caller allows those origins", () => {
    expect(safeRedirect("http://de.localhost:3000/blog", { origin, allowedOrigins: storefronts })).toBe("http://de.localhost:3000/blog");
    expect(safeRedirect("http://DE.localhost:3000//blog", { origin, allowedOrigins: storefronts })).toBe("http://de.localhost:3000/blog");
    expect(safeRedirect("http://de.localhost:3000/blog", { origin })).toBe("/");
    expect(safeRedirect("http://xx.localhost:3000/blog", { origin, allowedOrigins: storefronts })).toBe("/");
  });

  it("isSafeRedirect says whether a target is followed", () => {
    expect(isSafeRedirect("/c/bikes", { origin })).toBe(true);
    expect(isSafeRedirect("/%09/evil.example", { origin })).toBe(false);
    expect(isSafeRedirect("https:evil.example", { origin })).toBe(false);
  });
});
