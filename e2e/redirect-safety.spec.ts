import { fetchAs } from "../tests/http";
import { expect, test } from "./fixtures";

// issue 12 (Redirects), 001 §2 Route guards 1-3, 000 §2: no redirect of the built shop leaves its
// own hosts, whatever address an attacker sends. HTTP only (no browser), so the playwright config
// runs this file in the desktop project alone.

const port = Number(process.env.E2E_PORT);

/** Where a browser on this shop goes for this Location header: one of the shop's own hosts? */
function staysOnShop(location: string): boolean {
  if (/[\u0000-\u001f\\]/.test(location) || location.startsWith("//")) return false;
  const target = new URL(location, `http://localhost:${port}/some/page`);
  return (target.hostname === "localhost" || target.hostname.endsWith(".localhost")) && target.port === String(port);
}

/** GET with the request target exactly as written (no URL parsing on the way), redirects not followed. */
async function get(path: string, host = "localhost"): Promise<{ status: number; location: string }> {
  const response = await fetchAs(port, host, path);
  return { status: response.status, location: response.headers.get("location") ?? "" };
}

test.describe("001 §2 guard 3: the trailing-slash guard redirects only to paths of the shop (issue 12)", () => {
  for (const path of [
    "//evil.example/",
    "//Evil.Example",
    "///evil.example/",
    "/\\evil.example/",
    "/\\/evil.example/",
    "/%09/evil.example/",
    "/%0d%0a/evil.example/",
    "/%5Cevil.example/",
    "/%2F/evil.example/",
    "//evil.example/?q=1",
  ]) {
    test(`GET ${JSON.stringify(path)}`, async () => {
      const answer = await get(path);
      // A redirect on the shop, or no redirect at all (React Router matches no route for a path
      // holding a raw newline after decoding: 404).
      expect([301, 404]).toContain(answer.status);
      if (answer.status === 301) expect(staysOnShop(answer.location), answer.location).toBe(true);
    });
  }

  test("GET //evil.example/ answers 301 /evil.example", async () => {
    expect(await get("//evil.example/")).toEqual({ status: 301, location: "/evil.example" });
  });

  test("the shop's own paths keep their canonical redirect", async () => {
    expect(await get("/Blog/?page=2")).toEqual({ status: 301, location: "/blog?page=2" });
  });
});

test.describe("001 §2 guard 2: /awin follows only the shop's own addresses (issue 12)", () => {
  for (const value of [
    "//evil.example/",
    "///evil.example/",
    "/%5Cevil.example",
    "/%5C/evil.example",
    "/\\evil.example",
    "/%09/evil.example",
    "/%0d%0a/evil.example",
    "%2F%2Fevil.example",
    "/%2F/evil.example",
    "%5C%5Cevil.example",
    "https:evil.example",
    "https:%2F%2Fevil.example",
    "http://evil.example",
    "HTTPS://EVIL.EXAMPLE/",
    "http://evil.localhost:" + port + "/",
    "http://uk.localhost:" + port + "%40evil.example/",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "javascript%3Aalert(1)",
    "data:text/html,%3Cscript%3Ealert(1)%3C/script%3E",
  ]) {
    test(`GET /awin?url=${value}`, async () => {
      expect(await get(`/awin?url=${value}`)).toEqual({ status: 301, location: "/" });
    });
  }

  test("a path of the shop and another storefront's address are followed", async () => {
    expect(await get("/awin?url=/c/bikes")).toEqual({ status: 301, location: "/c/bikes" });
    expect(await get(`/awin?url=http://de.localhost:${port}/blog`, "uk.localhost")).toEqual({ status: 301, location: `http://de.localhost:${port}/blog` });
  });
});

test.describe("001 §2 guard 1 and 000 §2 legacy redirects stay on the shop (issue 12)", () => {
  // Paths the account route matches (a `//` or a second segment is a 404 before any guard).
  for (const path of ["/my-foldwell/%09evil.example", "/my-foldwell/%5cevil.example", "/my-foldwell/%0d%0aevil.example", "/my-foldwell/profile?next=//evil.example"]) {
    test(`GET ${path} without the marker cookie`, async () => {
      const answer = await get(path);
      expect(answer.status).toBe(302);
      expect(staysOnShop(answer.location), answer.location).toBe(true);
      const redirectPath = new URL(answer.location, "http://localhost").searchParams.get("redirectPath");
      if (redirectPath !== null) {
        expect(redirectPath).toMatch(/^\/my-foldwell(\/|$)/);
        expect(redirectPath.split("?")[0]).not.toMatch(/\/\/|\\|%5C|%09|%0d/i);
      }
    });
  }

  test("double slashes after the account path are no page (404), never a redirect elsewhere", async () => {
    for (const path of ["/my-foldwell//evil.example", "/my-foldwell/%09/evil.example"]) {
      const answer = await get(path);
      if (answer.status >= 300 && answer.status < 400) expect(staysOnShop(answer.location), answer.location).toBe(true);
      else expect(answer.status).toBe(404);
    }
  });

  test("/login.php and /account.php go home whatever their query", async () => {
    expect(await get("/login.php?redirectPath=//evil.example")).toEqual({ status: 301, location: "/" });
    expect(await get("/account.php?url=https://evil.example")).toEqual({ status: 301, location: "/" });
  });

  test("static-file directory redirects stay on the shop", async () => {
    for (const path of ["/assets", "//assets", "//evil.example/..%2fassets"]) {
      const answer = await get(path);
      if (answer.status >= 300 && answer.status < 400) expect(staysOnShop(answer.location), `${path} → ${answer.location}`).toBe(true);
    }
  });
});
