import { describe, expect, it } from "vitest";
import { firstOpenStep, stepAfter, stepDone, stepStates, type StepData } from "./checkout-steps";

// Issue 5 (hosted checkout; contract Pages): contact, shipping address, shipping method, billing
// address, payment; one step open at a time, a returning shopper continues where they left off.
const address = { firstName: "Ada", lastName: "Lovelace", address1: "1 Road", city: "London", postCode: "N1 1AA", countryCode: "GB" } as StepData["shipping_address"];
const empty: StepData = { email: "", shipping_address: null, shipping_method_id: null, billing_same_as_shipping: false, billing_address: null };
const upToMethod: StepData = { ...empty, email: "ada@example.com", shipping_address: address, shipping_method_id: "standard" };
const full: StepData = { ...upToMethod, billing_same_as_shipping: true };

describe("checkout steps", () => {
  it("knows which steps hold their data (payment never does)", () => {
    expect(stepDone("contact", empty)).toBe(false);
    expect(stepDone("contact", upToMethod)).toBe(true);
    expect(stepDone("billing", upToMethod)).toBe(false);
    expect(stepDone("billing", full)).toBe(true);
    expect(stepDone("billing", { ...upToMethod, billing_address: address })).toBe(true);
    expect(stepDone("payment", full)).toBe(false);
  });

  it("opens the first step still to do", () => {
    expect(firstOpenStep(empty)).toBe("contact");
    expect(firstOpenStep({ ...empty, email: "ada@example.com" })).toBe("shipping");
    expect(firstOpenStep(upToMethod)).toBe("billing");
    expect(firstOpenStep(full)).toBe("payment");
    // A gap earlier in the list wins over later data.
    expect(firstOpenStep({ ...full, shipping_address: null })).toBe("shipping");
  });

  it("continues to the next step, or back to an earlier one still open", () => {
    expect(stepAfter("contact", { ...empty, email: "ada@example.com" })).toBe("shipping");
    expect(stepAfter("shipping", full)).toBe("method");
    expect(stepAfter("method", upToMethod)).toBe("billing");
    expect(stepAfter("billing", full)).toBe("payment");
    expect(stepAfter("method", { ...full, email: "" })).toBe("contact");
  });

  it("marks the current step, the complete ones and which may be edited", () => {
    const states = stepStates("billing", upToMethod, false);
    expect(states.map((s) => [s.step, s.number, s.current, s.complete, s.editable])).toEqual([
      ["contact", 1, false, true, true],
      ["shipping", 2, false, true, true],
      ["method", 3, false, true, true],
      ["billing", 4, true, false, false],
      ["payment", 5, false, false, false],
    ]);
    // The open step is never "complete", even when it holds its data.
    expect(stepStates("shipping", full, false).find((s) => s.step === "shipping")).toMatchObject({ current: true, complete: false, editable: false });
  });

  it("a signed-in customer's contact step is complete but not editable", () => {
    expect(stepStates("payment", full, true)[0]).toMatchObject({ step: "contact", complete: true, editable: false });
    expect(stepStates("payment", full, false)[0]).toMatchObject({ step: "contact", complete: true, editable: true });
  });

  it("a complete step after an open gap is not editable", () => {
    const gap = { ...full, shipping_address: null };
    const method = stepStates("shipping", gap, false).find((s) => s.step === "method");
    expect(method).toMatchObject({ complete: true, editable: false });
  });
});
