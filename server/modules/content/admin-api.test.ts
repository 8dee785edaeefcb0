import { describe, expect, it } from "vitest";
import { useTestApi } from "../../../tests/api";
import { fetchAs } from "../../../tests/http";
import { signInStaff } from "../../../tests/staff";
import { registeredBrowser } from "../customer/test-support";
import { contentAdminApi } from "./admin-api";
import type { ContentPage } from "./types";

// Issue 17 (back office, content with preview; 000 §6 content service's preview mode, 001 §7).
const CHANNEL = "foldwell-uk";
const seo = { seo_title: "Riding", meta: [], scripts: [] };
const heading = (id: string, text: string) => ({ type: "heading", id, text });

describe("content admin API (issue 17)", () => {
  const api = useTestApi({
    seed: async (shop) => {
      await shop.content.saveDocument(CHANNEL, "en-GB", "config", "vue-storefront", {});
      await shop.content.saveDocument(CHANNEL, "en-GB", "page", "/riding", { title: "Riding", seo, blocks: [heading("intro", "Published words")] });
    },
  });
  const ref = { channel: CHANNEL, type: "page", key: "/riding" };

  it("customer service may call no content method (403); no session or a customer's session is 401", async () => {
    const { browser } = await signInStaff(api, "customer_service");
    for (const method of Object.keys(contentAdminApi)) {
      const answer = await browser.call("admin/content", method, {});
      expect(answer.status, method).toBe(403);
    }
    expect((await api.browser("localhost").call("admin/content", "list", { channel: CHANNEL })).status).toBe(401);
    const { b } = await registeredBrowser(api, "localhost", { country: "GB" });
    expect((await b.call("admin/content", "list", { channel: CHANNEL })).status).toBe(401);
  });

  it("a merchandiser edits a block of the draft and publishes it; the owner may too", async () => {
    const { browser } = await signInStaff(api, "merchandiser");
    const edited = await browser.call("admin/content", "updateBlock", { ...ref, blockId: "intro", block: heading("intro", "Draft words") });
    expect(edited.status).toBe(200);
    // Customers' API still answers the published page.
    const customer = await api.browser("uk.localhost").call("content", "getPage", { path: "/riding" });
    expect(customer.data.page.blocks[0].text).toBe("Published words");

    const listed = await browser.call("admin/content", "list", { channel: CHANNEL, type: "page" });
    expect(listed.data.find((d: { key: string }) => d.key === "/riding")).toMatchObject({ published: true, hasDraft: true });

    const owner = await signInStaff(api, "owner");
    expect((await owner.browser.call("admin/content", "publish", ref)).status).toBe(200);
    const live = await api.browser("uk.localhost").call("content", "getPage", { path: "/riding" });
    expect((live.data.page as ContentPage).blocks[0].text).toBe("Draft words");
    expect((await owner.browser.call("admin/content", "publish", ref)).error?.message).toBe("There is no draft to publish or discard.");
  });

  it("an invalid block is refused with a translated message and the fields at fault", async () => {
    const { browser } = await signInStaff(api, "merchandiser");
    const answer = await browser.call("admin/content", "addBlock", { ...ref, block: { type: "heading", id: "Bad Id", text: "" } });
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toBe("The content is not valid: check the marked fields.");
    expect(answer.error?.data.issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(["id", "text"]));
    expect(answer.error?.data.issues.find((i: { path: string }) => i.path === "id").message).toBe("Start with a letter; then lower-case letters, digits and hyphens.");
  });
});

describe("preview mode across storefront hosts (000 §6, issue 17)", () => {
  const api = useTestApi({
    seed: (shop) => shop.content.saveDocument(CHANNEL, "en-GB", "page", "/riding", { title: "Riding", seo, blocks: [heading("intro", "Published words")] }),
  });

  async function grant(role: "merchandiser" | "owner" = "merchandiser", storefront = "uk", path = "/riding") {
    const staff = await signInStaff(api, role);
    const answer = await staff.browser.call("admin/content", "startPreview", { storefront, path });
    expect(answer.status).toBe(200);
    const url = new URL(answer.data.url);
    return { ...staff, url, token: url.searchParams.get("token")! };
  }

  it("a forged preview cookie or token shows nothing and opens nothing", async () => {
    const visitor = api.browser("uk.localhost");
    const forged = await visitor.get(`/admin/preview?token=${"A".repeat(43)}`);
    expect(forged.status).toBe(403);
    expect(forged.headers.get("set-cookie")).toBeNull();
    expect(await api.shop.content.previews.check("A".repeat(43), "uk")).toBeNull();
  });

  it("the back office's link opens preview on that storefront's host: httpOnly, SameSite=Strict cookie, single use", async () => {
    const { url, token } = await grant();
    expect(url.host).toBe(`uk.localhost:${api.port}`);
    expect(url.pathname).toBe("/admin/preview");
    const staffOnUk = api.browser("uk.localhost");
    const answer = await staffOnUk.get(`${url.pathname}${url.search}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(await answer.text()).toContain('http-equiv="refresh" content="0;url=/riding"');
    const cookie = staffOnUk.lastSetCookies.find((c) => c.name === "content-preview");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "strict", path: "/" });
    expect(cookie?.maxAge).toBeLessThanOrEqual(3600);
    expect((await api.shop.content.previews.check(cookie!.value, "uk"))?.staff.role).toBe("merchandiser");
    // The session is this host's only: another storefront does not accept it.
    expect(await api.shop.content.previews.check(cookie!.value, "de")).toBeNull();
    // Used once: a second exchange (someone who saw the link) gets nothing.
    expect((await api.browser("uk.localhost").get(`/admin/preview?token=${token}`)).status).toBe(403);
  });

  it("a grant made for one storefront does not open another", async () => {
    const { token } = await grant("owner", "uk");
    expect((await api.browser("de.localhost").get(`/admin/preview?token=${token}`)).status).toBe(403);
  });

  it("preview ends with the staff session (sign-out) and at exit", async () => {
    const staff = await grant();
    const onUk = api.browser("uk.localhost");
    await onUk.get(`/admin/preview?token=${staff.token}`);
    const previewToken = onUk.cookies.get("content-preview")!.value;
    expect(await api.shop.content.previews.check(previewToken, "uk")).not.toBeNull();
    await api.shop.staff.sessions.destroy(staff.cookie.split("=")[1]);
    expect(await api.shop.content.previews.check(previewToken, "uk")).toBeNull();

    const again = await grant();
    const browser = api.browser("uk.localhost");
    await browser.get(`/admin/preview?token=${again.token}`);
    const session = browser.cookies.get("content-preview")!.value;
    const exit = await fetchAs(api.port, "uk.localhost", "/admin/preview/exit?path=/riding", {
      method: "POST",
      headers: { origin: `http://uk.localhost:${api.port}`, cookie: browser.cookieHeader() },
    });
    expect(exit.status).toBe(303);
    expect(exit.headers.get("location")).toBe("/riding");
    expect(exit.headers.get("set-cookie")).toMatch(/content-preview=;.*Max-Age=0/i);
    expect(await api.shop.content.previews.check(session, "uk")).toBeNull();
  });

  it("only a preview cookie this shop signed gets past the page cache: a forged one of the right shape does not (attacker's test)", async () => {
    const staff = await grant();
    const onUk = api.browser("uk.localhost");
    await onUk.get(`/admin/preview?token=${staff.token}`);
    const real = onUk.cookies.get("content-preview")!.value as string;
    const previews = api.shop.content.previews;
    expect(previews.carriesPreview(`a=1; content-preview=${real}`)).toBe(true);
    expect(previews.carriesPreview(`__Host-content-preview=${real}`)).toBe(true);
    // A visitor who types a cookie would make every page a full render; theirs carry no right MAC.
    const [random] = real.split(".");
    expect(previews.carriesPreview(`content-preview=${random}.${"b".repeat(43)}`)).toBe(false);
    expect(previews.carriesPreview(`content-preview=${"b".repeat(43)}`)).toBe(false);
    expect(previews.carriesPreview(`content-preview=${"b".repeat(43)}.${"b".repeat(43)}`)).toBe(false);
    expect(previews.carriesPreview("content-preview=junk")).toBe(false);
    expect(previews.carriesPreview(undefined)).toBe(false);
    expect(await previews.check(`${random}.${"b".repeat(43)}`, "uk")).toBeNull();
  });

  it("an edit button's cross-site link to the editor hops once through the back office's host (the Strict staff cookie comes along)", async () => {
    const path = "/admin/content/edit?channel=foldwell-uk&type=page&key=%2Friding&block=intro";
    const hop = await fetchAs(api.port, "localhost", path, { headers: { "sec-fetch-site": "cross-site" } });
    expect(hop.status).toBe(200);
    expect(hop.headers.get("cache-control")).toBe("private, no-store");
    expect(await hop.text()).toContain(`content="0;url=${path.replace(/&/g, "&#38;")}"`);
    // A same-site request goes on to the page itself (React Router, not mounted in this API app: 404 here).
    expect((await fetchAs(api.port, "localhost", path, { headers: { "sec-fetch-site": "same-site" } })).status).toBe(404);
  });

  it("customer service cannot start preview (403)", async () => {
    const { browser } = await signInStaff(api, "customer_service");
    expect((await browser.call("admin/content", "startPreview", { storefront: "uk", path: "/" })).status).toBe(403);
  });
});
