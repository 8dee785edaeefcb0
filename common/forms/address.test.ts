import { describe, expect, it } from "vitest";
import { MESSAGES } from "./account";
import { addressSchema, checkoutAddressInput, checkoutAddressSchema } from "./address";

/** The message of each failing field, by path. */
function messages(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const byPath: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byPath[issue.path.join(".")] ??= issue.message;
  return byPath;
}

const validAddress = {
  first_name: "Sam",
  last_name: "Shopper",
  address1: "14 Canal Street",
  city: "London",
  postal_code: "N1 9GU",
  country_code: "GB",
};

describe("address (001 §5)", () => {
  it("gives each required field its own message", () => {
    expect(messages(addressSchema.safeParse({}))).toEqual({
      first_name: MESSAGES.firstName,
      last_name: MESSAGES.lastName,
      address1: MESSAGES.address,
      city: MESSAGES.city,
      postal_code: MESSAGES.postCode,
      country_code: MESSAGES.country,
    });
  });
  it("phone at most 50, apartment under 255, state under 100", () => {
    expect(addressSchema.safeParse({ ...validAddress, phone: "1".repeat(50), address2: "a".repeat(254), state_or_province: "s".repeat(99) }).success).toBe(true);
    expect(messages(addressSchema.safeParse({ ...validAddress, phone: "1".repeat(51), address2: "a".repeat(255), state_or_province: "s".repeat(100) }))).toEqual({
      phone: MESSAGES.phoneTooLong,
      address2: MESSAGES.apartmentTooLong,
      state_or_province: MESSAGES.stateTooLong,
    });
  });
  it("upper-cases the country code and fills optional fields", () => {
    expect(addressSchema.parse({ ...validAddress, country_code: "gb" })).toMatchObject({ country_code: "GB", company: "", phone: "", address2: "" });
  });
});

describe("checkout address", () => {
  const address = { firstName: "Erin", lastName: "Guest", phone: "+44 117 496 0000", address1: "7 Hinge Row", city: "Bristol", postCode: "BS1 4DJ", countryCode: "gb" };

  it("needs a phone and keeps the 001 §9 limits", () => {
    expect(checkoutAddressSchema.parse(address).countryCode).toBe("GB");
    const issues = (input: object) => checkoutAddressSchema.safeParse({ ...address, ...input }).error?.issues.map((i) => i.message);
    expect(issues({ phone: "" })).toEqual(["checkout:validation.phone"]);
    expect(issues({ phone: "1".repeat(51) })).toEqual(["account:validation.phoneTooLong"]);
    expect(issues({ address2: "a".repeat(255) })).toEqual(["account:validation.apartmentTooLong"]);
    expect(issues({ state: "s".repeat(100) })).toEqual(["account:validation.stateTooLong"]);
  });
});

describe("one set of address rules for account and checkout, browser and server", () => {
  const checkout = { firstName: "Erin", lastName: "Guest", phone: "+44 117 496 0000", address1: "7 Hinge Row", city: "Bristol", postCode: "BS1 4DJ", countryCode: "gb" };

  it("names and city at most 100 characters, company and address 255, post code 20, everywhere", () => {
    const long = { firstName: "f".repeat(101), lastName: "l".repeat(101), city: "c".repeat(101), company: "o".repeat(256), address1: "a".repeat(256), postCode: "p".repeat(21) };
    const paths = ["firstName", "lastName", "company", "address1", "city", "postCode"];
    expect(Object.keys(messages(checkoutAddressSchema.safeParse({ ...checkout, ...long }))).sort()).toEqual([...paths].sort());
    expect(Object.keys(messages(checkoutAddressInput.safeParse({ ...checkout, ...long }))).sort()).toEqual([...paths].sort());
    const account = { ...validAddress, first_name: "f".repeat(101), last_name: "l".repeat(101), city: "c".repeat(101), company: "o".repeat(256), address1: "a".repeat(256), postal_code: "p".repeat(21) };
    expect(Object.keys(messages(addressSchema.safeParse(account))).sort()).toEqual(["address1", "city", "company", "first_name", "last_name", "postal_code"]);
    const atLimit = { firstName: "f".repeat(100), lastName: "l".repeat(100), city: "c".repeat(100), company: "o".repeat(255), address1: "a".repeat(255), postCode: "p".repeat(20) };
    expect(checkoutAddressSchema.safeParse({ ...checkout, ...atLimit }).success).toBe(true);
    expect(checkoutAddressInput.safeParse({ ...checkout, ...atLimit }).success).toBe(true);
  });

  it("the checkout API answers its own message keys", () => {
    expect(messages(checkoutAddressInput.safeParse({ ...checkout, firstName: " ", phone: "1".repeat(51), countryCode: "GBR" }))).toEqual({
      firstName: "orders:errors.fieldRequired",
      phone: "orders:errors.tooLong",
      countryCode: "orders:errors.countryRequired",
    });
    expect(checkoutAddressInput.parse(checkout)).toMatchObject({ countryCode: "GB", company: "", address2: "", state: "" });
  });
});
