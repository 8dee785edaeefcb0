import { describe, expect, it } from "vitest";
import { normaliseStorePhone, storeContactSchema, STORE_CONTACT_MESSAGES } from "./store-contact";

// 001 §5 store contact rules: email valid, phone with the country code and no non-numeric
// characters, message below 1000 characters (§9).
describe("store contact form", () => {
  it("001 §5: a phone keeps its country code and digits only", () => {
    expect(normaliseStorePhone("+44 20 7946 0958")).toBe("+442079460958");
    expect(normaliseStorePhone("+44 (0)20 7946-0958")).toBe("+442079460958");
    expect(normaliseStorePhone("0049 30.901820")).toBe("+4930901820");
    expect(normaliseStorePhone("020 7946 0958")).toBeNull(); // no country code
    expect(normaliseStorePhone("+44 20 CALL NOW")).toBeNull();
    expect(normaliseStorePhone("+0 123 456 789")).toBeNull();
    expect(normaliseStorePhone("+1 555")).toBeNull();
  });

  it("001 §5, §9: each field has its message; 999 characters are taken, 1000 are not", () => {
    const ok = storeContactSchema.safeParse({ storeId: 1, email: " a@example.com ", phone: "+1 212 555 0143", message: "x".repeat(999) });
    expect(ok.success && ok.data).toMatchObject({ email: "a@example.com", phone: "+12125550143" });
    const bad = storeContactSchema.safeParse({ storeId: 1, email: "nope", phone: "12", message: "x".repeat(1000) });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["email", STORE_CONTACT_MESSAGES.email],
      ["phone", STORE_CONTACT_MESSAGES.phone],
      ["message", STORE_CONTACT_MESSAGES.messageTooLong],
    ]);
    const missing = storeContactSchema.safeParse({ storeId: 1 });
    expect(missing.error?.issues.map((i) => i.message)).toEqual([STORE_CONTACT_MESSAGES.required, STORE_CONTACT_MESSAGES.required, STORE_CONTACT_MESSAGES.required]);
  });
});
