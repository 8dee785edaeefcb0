import { expect } from "vitest";
import { startTestApi, type TestApi } from "../../../tests/api";

/** The password the customer tests register with (it passes 001 §5's rules). */
export const PASSWORD = "Foldwell#2026";

let counter = 0;

/** An address no other test of the run registers. */
export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${counter++}@example.com`;

/** A browser that has just registered (and so is signed in) through the API on `host`. */
export async function registeredBrowser(api: TestApi, host = "uk.localhost", extra: Record<string, unknown> = {}) {
  const b = api.browser(host);
  const email = uniqueEmail("rider");
  const answer = await b.call("customer", "register", { email, first_name: "Ria", last_name: "Rider", password: PASSWORD, terms: true, ...extra });
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return { b, email, customer: answer.data.customer };
}

/**
 * The same database served for a real domain (SHOP_DOMAIN=foldwell.test), where the shop is on
 * https and its cookies are Secure (`uk.foldwell.test`…): only the configuration differs from `api`.
 */
export function servedOverHttps(api: TestApi): Promise<TestApi> {
  return startTestApi({ env: { SHOP_DOMAIN: "foldwell.test" }, database: api.shop.database });
}
