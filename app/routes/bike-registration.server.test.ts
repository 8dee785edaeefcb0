import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RouterContextProvider, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { createRequestShop } from "../../server/http/request-context";
import { shopContext } from "../../server/http/shop-context";
import { testShopForFile } from "../../tests/db";
import type { BikeRegistrationActionData } from "../components/bikes/types";
import { loadBikeRegistration, loadRegisteredBikes, registerBikeAction } from "./bike-registration.server";

// The /bike-registration page's loader and action (issue 16; 001 §3 Bike registration, §5, §7
// bikeRegistrationPageConfig and myRegisteredBikesPageConfig): texts from the config document, a
// change shows at once; the form post (without JavaScript) answers the id or the field messages.
const shop = testShopForFile();

const rs = (host = "uk.localhost", ip = "198.51.100.9") => createRequestShop(shop, { host, cookie: undefined, ip, nonce: "n", appendSetCookie: () => {} });
const context = (host?: string) => new RouterContextProvider(new Map([[shopContext, rs(host)]]));
const loaderArgs = (host = "uk.localhost") => {
  const url = new URL(`http://${host}/bike-registration`);
  return { request: new Request(url), url, context: context(host), params: {} } as unknown as LoaderFunctionArgs;
};
const post = async (fields: Record<string, string>, host = "uk.localhost") => {
  const url = new URL(`http://${host}/bike-registration`);
  const result = (await registerBikeAction({ request: new Request(url, { method: "POST", body: new URLSearchParams(fields) }), url, context: context(host), params: {} } as unknown as ActionFunctionArgs)) as unknown as {
    data: BikeRegistrationActionData;
    init: { status?: number } | null;
  };
  return { status: result.init?.status ?? 200, body: result.data };
};
const valid = (serialNumber: string, email = "rider@example.com") => ({ firstName: "Ada", lastName: "Lovelace", email, serialNumber, purchaseDate: "2025-05-01" });

describe("bike registration page (001 §3, §7 bikeRegistrationPageConfig)", () => {
  it("§7: the texts come from the channel's config document and a change to it shows at once; the locale file is the fallback", async () => {
    const uk = shop.storefronts.byCodeOrNull("uk")!;
    const before = await loadBikeRegistration(loaderArgs());
    expect(before.texts).toMatchObject({ title: "Register your bike", submitLabel: "Register bike" }); // no config document: the locale file
    await shop.content.saveDocument(uk.brChannel, uk.locale, "config", "vue-storefront", {
      bikeRegistrationPageConfig: { title: "Register your {brand}", intro: "Quicker warranty claims.", serialNumberHelp: "Under the seat post.", submitLabel: "Send", successMessage: "Done!" },
    });
    const after = await loadBikeRegistration(loaderArgs());
    expect(after.texts).toEqual({ title: "Register your Foldwell", intro: "Quicker warranty claims.", serialNumberHelp: "Under the seat post.", submitLabel: "Send", successMessage: "Done!" });
  });

  it("§5: the form post answers translated field messages (keys of the bikes namespace), keeps what was typed and stores nothing", async () => {
    const answer = await post({ ...valid("12345"), firstName: "" });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({ firstName: "bikes:errors.firstName", serialNumber: "bikes:errors.serial" });
    expect(answer.body.values.lastName).toBe("Lovelace");
  });

  it("§3: the form post registers the bike and answers its bikeRegistrationId; the same serial again its own message", async () => {
    const ok = await post(valid("5550001112"));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ ok: true, bikeRegistrationId: expect.stringMatching(/^BR-/) });
    const again = await post(valid("5550001112", "someone@example.com"));
    expect(again.status).toBe(409);
    expect(again.body.fieldErrors).toEqual({ serialNumber: "bikes:errors.serialTaken" });
  });

  it("§3: a guest's form post answers the address the confirmation link went to; a signed-in registration none", async () => {
    const ok = await post(valid("5550001114", "Guest.Rider@Example.com"));
    expect(ok.body).toMatchObject({ ok: true, confirmationMailedTo: "guest.rider@example.com" });
  });

  it("§7, issue 16: the registered-bikes page lists only the customer's own bikes (a guest's registration with their email only after the mailed link), with myRegisteredBikesPageConfig's texts and the link's state", async () => {
    await post(valid("5550001113", "Later.Customer@Example.com"));
    const customer = { id: 987654, email: "later.customer@example.com" };
    const url = (token?: string) => new URL(`http://uk.localhost/my-foldwell/registered-bikes${token ? `?confirm=${encodeURIComponent(token)}` : ""}`);
    const before = await loadRegisteredBikes(rs(), customer, url());
    expect(before.bikes?.list).toEqual([]);
    expect(before.bikes?.texts).toEqual({ title: "My registered bikes", emptyMessage: "You have not registered a bike yet.", registerCtaLabel: "Register a bike", registerCtaUrl: "/bike-registration" });
    expect(before.heading).toBe("My registered bikes");

    const [registration] = (await shop.db.execute(sql`SELECT id FROM bike_registrations WHERE serial_number = '5550001113'`) as unknown as { rows: Array<{ id: number }> }).rows;
    const token = (await shop.bikes.newConfirmationToken(Number(registration.id)))!;
    const withLink = await loadRegisteredBikes(rs(), customer, url(token));
    expect(withLink.bikes?.confirmation).toEqual({ token, status: "ready", serialNumber: "5550001113" });
    expect(withLink.bikes?.list).toEqual([]); // shown, not attached, until the button
    expect((await loadRegisteredBikes(rs(), { id: 987655, email: "nobody@example.com" }, url(token))).bikes?.confirmation).toEqual({ token, status: "otherEmail" });
    expect((await loadRegisteredBikes(rs(), customer, url("not-a-real-token-at-all"))).bikes?.confirmation).toEqual({ token: "not-a-real-token-at-all", status: "linkInvalid" });

    await shop.bikes.confirm(token, customer);
    const after = await loadRegisteredBikes(rs(), customer, url(token));
    expect(after.bikes?.list?.map((b) => b.serialNumber)).toEqual(["5550001113"]);
    expect(after.bikes?.confirmation).toEqual({ token, status: "linkInvalid" });
  });

  it("§8: a list that cannot be read is null on the page ('Failed to get the registered bikes.')", async () => {
    const byCustomer = shop.bikes.byCustomer.bind(shop.bikes);
    shop.bikes.byCustomer = () => Promise.reject(new Error("database gone"));
    try {
      expect((await loadRegisteredBikes(rs(), { id: 1, email: "x@example.com" })).bikes?.list).toBeNull();
    } finally {
      shop.bikes.byCustomer = byCustomer;
    }
  });
});
