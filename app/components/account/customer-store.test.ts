import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as CustomerStore from "./customer-store";
import { CUSTOMER_RETRY_DELAYS_MS, type CustomerState } from "./customer-store";

// Each test starts from a fresh page: the store's state lives in its module.
let store: typeof CustomerStore;
const loadCustomer = (...args: Parameters<typeof store.loadCustomer>) => store.loadCustomer(...args);

// 001 §4 Login state: with the marker cookie the customer is loaded; "on login failure the user is
// logged out silently". A call that got no answer (the page was left while it ran, a network blip,
// a busy or failing server) is not a failure of the login: it is retried and never ends the session.

const CUSTOMER = { id: 7, email: "cora@example.com", first_name: "Cora", last_name: "Cyclist" };

let cookie: string;
let calls: string[];

/** The browser's fetch, answering each RPC path from a queue of replies (a thrown error is a network failure). */
function stubFetch(replies: Record<string, Array<Response | Error>>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      calls.push(url);
      const reply = replies[url]?.shift() ?? new Response(JSON.stringify({ data: null }), { status: 200 });
      if (reply instanceof Error) throw reply;
      return reply;
    }),
  );
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const noWait = async () => {};

beforeEach(async () => {
  vi.resetModules();
  store = await import("./customer-store");
  calls = [];
  cookie = "user-authenticated=1";
  vi.stubGlobal("document", {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value.split(";")[0];
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("loadCustomer (001 §4 Login state)", () => {
  it("loads the customer behind the marker", async () => {
    stubFetch({ "/api/customer/getCustomer": [json({ data: CUSTOMER })] });
    expect(await loadCustomer(noWait)).toEqual(CUSTOMER);
    expect(calls).toEqual(["/api/customer/getCustomer"]);
    expect(cookie).toBe("user-authenticated=1");
  });

  it("logs out silently when the server finds no customer behind the marker", async () => {
    stubFetch({ "/api/customer/getCustomer": [json({ data: null })] });
    expect(await loadCustomer(noWait)).toBeNull();
    expect(calls).toEqual(["/api/customer/getCustomer", "/api/customer/logout"]);
    expect(cookie).toBe("user-authenticated=0");
  });

  it("logs out silently when the call is refused (4xx)", async () => {
    stubFetch({ "/api/customer/getCustomer": [json({ error: { message: "Credentials are invalid." } }, 403)] });
    expect(await loadCustomer(noWait)).toBeNull();
    expect(calls).toEqual(["/api/customer/getCustomer", "/api/customer/logout"]);
    expect(cookie).toBe("user-authenticated=0");
  });

  it("retries a call cut off by leaving the page, a 429 or a 5xx, and never calls logout for it", async () => {
    const waits: number[] = [];
    stubFetch({
      "/api/customer/getCustomer": [new TypeError("Failed to fetch"), json({ error: {} }, 429), json({ error: {} }, 503), json({ data: CUSTOMER })],
    });
    expect(await loadCustomer(async (ms) => void waits.push(ms))).toEqual(CUSTOMER);
    expect(waits).toEqual(CUSTOMER_RETRY_DELAYS_MS);
    expect(calls).not.toContain("/api/customer/logout");
    expect(cookie).toBe("user-authenticated=1");
  });

  it("after the last retry carries on as a guest for this page, keeping the session and the marker", async () => {
    stubFetch({ "/api/customer/getCustomer": [...CUSTOMER_RETRY_DELAYS_MS, 0].map(() => new TypeError("Failed to fetch")) });
    const states: CustomerState["status"][] = [];
    const stop = store.onCustomerChange((state) => states.push(state.status));
    expect(await loadCustomer(noWait)).toBeNull();
    stop();
    expect(states).toEqual(["guest"]);
    expect(calls).toEqual(Array(CUSTOMER_RETRY_DELAYS_MS.length + 1).fill("/api/customer/getCustomer"));
    expect(cookie).toBe("user-authenticated=1");
  });

  it("leaves a login made while it retried as it is", async () => {
    stubFetch({ "/api/customer/getCustomer": [...CUSTOMER_RETRY_DELAYS_MS, 0].map(() => new TypeError("Failed to fetch")) });
    const states: CustomerState["status"][] = [];
    store.onCustomerChange((state) => states.push(state.status));
    let waits = 0;
    const loaded = await loadCustomer(async () => {
      if (++waits === 2) store.signedIn(CUSTOMER as never);
    });
    expect(loaded).toEqual(CUSTOMER);
    expect(states).toEqual(["signedIn"]);
    expect(calls).not.toContain("/api/customer/logout");
  });
});
