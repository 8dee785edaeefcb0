import { describe, expect, it } from "vitest";
import { affiliateTarget, canonicalPath, hasAuthenticatedMarker, loginRedirect } from "./guards";

// 001 §2 Route guards.
describe("trailing-slash guard", () => {
  it.each([
    ["/blog/", "/blog"],
    ["/Blog", "/blog"],
    ["/C/Bikes/?sort=price", "/c/bikes?sort=price"],
    ["/about//", "/about"],
    // issue 12: repeated slashes collapse, so the target is a path of the shop, never another host.
    ["//evil.example/", "/evil.example"],
    ["///Evil.example//", "/evil.example"],
    ["/%09/evil.example/", "/"],
  ])("%s → %s", (from, to) => {
    expect(canonicalPath(new URL(`http://localhost${from}`))).toBe(to);
  });

  it("leaves / and canonical paths alone", () => {
    expect(canonicalPath(new URL("/", "http://localhost"))).toBeNull();
    expect(canonicalPath(new URL("/c/bikes?Sort=A", "http://localhost"))).toBeNull();
  });
});

describe("affiliate redirect guard", () => {
  const origins = { origin: "http://localhost:3000", allowedOrigins: ["http://localhost:3000", "http://uk.localhost:3000"] };
  const at = (query: string) => affiliateTarget(new URL(`/awin${query}`, "http://localhost:3000"), origins);
  it("follows a string url on the shop's own domain", () => {
    expect(at("?url=/c/bikes")).toBe("/c/bikes");
    expect(at("?url=http://uk.localhost:3000/blog")).toBe("http://uk.localhost:3000/blog");
  });
  it("goes to / without a single string url, or for a foreign address", () => {
    expect(at("")).toBe("/");
    expect(at("?url=a&url=b")).toBe("/");
    expect(at("?url=https://evil.example/")).toBe("/");
    expect(at("?url=//evil.example/")).toBe("/");
    expect(at("?url=javascript:alert(1)")).toBe("/");
  });
  it("issue 12: goes to / for a tab, newline or backslash a browser would drop or read as a slash", () => {
    expect(at("?url=/%09/evil.example")).toBe("/");
    expect(at("?url=/%0d%0a/evil.example")).toBe("/");
    expect(at("?url=/%5Cevil.example")).toBe("/");
    expect(at("?url=http://evil.localhost:3000/")).toBe("/");
  });
});

describe("is-authenticated guard", () => {
  it("reads the user-authenticated marker cookie", () => {
    expect(hasAuthenticatedMarker("a=b; user-authenticated=1")).toBe(true);
    expect(hasAuthenticatedMarker("user-authenticated=0")).toBe(false);
    expect(hasAuthenticatedMarker(null)).toBe(false);
  });
  it("sends the visitor home with action=login and the requested path", () => {
    expect(loginRedirect(new URL("/my-foldwell/profile?x=1", "http://localhost"))).toBe(
      "/?action=login&redirectPath=%2Fmy-foldwell%2Fprofile%3Fx%3D1",
    );
  });
  it("issue 12: redirectPath is a collapsed path of the shop, or left out", () => {
    expect(loginRedirect(new URL("http://localhost//my-foldwell//profile"))).toBe("/?action=login&redirectPath=%2Fmy-foldwell%2Fprofile");
    expect(loginRedirect(new URL("http://localhost/my-foldwell/%09/x"))).toBe("/?action=login");
  });
});
