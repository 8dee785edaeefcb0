import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../../tests/api";
import { marketingSubscriptions } from "./schema";

// Marketing sign-up (001 §3 payload, §4 rules, §7 Marketing subscribe, §8 messages).
const api = useTestApi();

const subscribe = (host: string, body: Record<string, unknown>) => api.browser(host).call("marketing", "subscribe", body);
const rowsFor = (email: string) => api.shop.db.select().from(marketingSubscriptions).where(eq(marketingSubscriptions.email, email));

describe("POST /api/marketing/subscribe", () => {
  it("takes the country from a country storefront's configuration, whatever is passed", async () => {
    const answer = await subscribe("de.localhost", { email: "Rad@Example.com", country: "Narnia", placement: "newsletter_modal", message: "Touring" });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ is_valid: true, country: "Germany" });
    expect(await rowsFor("rad@example.com")).toMatchObject([{ country: "Germany", placement: "newsletter_modal", message: "Touring" }]);
  });

  it("on the global storefront needs a known country name", async () => {
    const undefinedCountry = await subscribe("localhost", { email: "g1@example.com", placement: "footer" });
    expect(undefinedCountry.status).toBe(400);
    expect(undefinedCountry.error?.message).toBe("The country name is undefined.");
    const invalid = await subscribe("localhost", { email: "g1@example.com", country: "Atlantis", placement: "footer" });
    expect(invalid.status).toBe(400);
    expect(invalid.error?.message).toBe("The country name is invalid.");
    expect(await rowsFor("g1@example.com")).toHaveLength(0);
    const ok = await subscribe("localhost", { email: "g1@example.com", country: "united kingdom", placement: "footer" });
    expect(ok.data).toEqual({ is_valid: true, country: "United Kingdom" });
  });

  it("translates the messages into the storefront's language", async () => {
    const french = await subscribe("fr.localhost", { email: "nope", placement: "footer" });
    expect(french.error?.issues).toContainEqual({ path: "email", message: "Veuillez saisir une adresse e-mail valide." });
  });

  it("does not duplicate a repeated sign-up", async () => {
    await subscribe("uk.localhost", { email: "again@example.com", placement: "newsletter_modal" });
    await subscribe("uk.localhost", { email: "AGAIN@example.com", placement: "marketing_sign_up_block", message: "Events" });
    const rows = await rowsFor("again@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ placement: "marketing_sign_up_block", message: "Events", country: "United Kingdom" });
  });

  it("refuses bad input without storing anything", async () => {
    expect((await subscribe("uk.localhost", { email: "x@example.com" })).status).toBe(400);
    expect((await subscribe("uk.localhost", { email: "x@example.com", placement: "<script>" })).status).toBe(400);
    expect(await rowsFor("x@example.com")).toHaveLength(0);
  });
});
