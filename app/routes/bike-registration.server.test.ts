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

  it("§7: the registered-bikes page lists a guest's registration with the customer's email, with myRegisteredBikesPageConfig's texts", async () => {
    await post(valid("5550001113", "Later.Customer@Example.com"));
    const page = await loadRegisteredBikes(rs(), { id: 987654, email: "later.customer@example.com" });
    expect(page.bikes?.list?.map((b) => b.serialNumber)).toEqual(["5550001113"]);
    expect(page.bikes?.texts).toEqual({ title: "My registered bikes", emptyMessage: "You have not registered a bike yet.", registerCtaLabel: "Register a bike", registerCtaUrl: "/bike-registration" });
    expect(page.heading).toBe("My registered bikes");
    const nobody = await loadRegisteredBikes(rs(), { id: 987655, email: "nobody@example.com" });
    expect(nobody.bikes?.list).toEqual([]);
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
