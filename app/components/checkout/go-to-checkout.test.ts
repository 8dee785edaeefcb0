import { describe, expect, it } from "vitest";
import { afterLoginCheckoutStep, goToCheckoutStep, loginForCheckoutSearch } from "./go-to-checkout";

describe("Go to checkout, steps 2-5 (000 §4)", () => {
  it("step 2: a subscription cart while signed out asks for login, whatever the status", () => {
    expect(goToCheckoutStep({ subscription: true, signedIn: false, verificationStatus: null })).toBe("login");
    expect(goToCheckoutStep({ subscription: true, signedIn: false, verificationStatus: "VERIFIED" })).toBe("login");
  });

  it("step 3: a subscription cart of a signed-in customer who is not verified shows the verification modal", () => {
    for (const status of [null, "PENDING", "REJECTED", "NEW_VERIFICATION_REQUIRED"] as const) {
      expect(goToCheckoutStep({ subscription: true, signedIn: true, verificationStatus: status })).toBe("verify");
    }
  });

  it("step 4: signed out without a subscription goes to /checkout-login", () => {
    expect(goToCheckoutStep({ subscription: false, signedIn: false, verificationStatus: null })).toBe("checkoutLogin");
  });

  it("step 5: a verified subscriber, or any signed-in shopper without a subscription, starts checkout", () => {
    expect(goToCheckoutStep({ subscription: true, signedIn: true, verificationStatus: "VERIFIED" })).toBe("checkout");
    expect(goToCheckoutStep({ subscription: false, signedIn: true, verificationStatus: null })).toBe("checkout");
    expect(goToCheckoutStep({ subscription: false, signedIn: true, verificationStatus: "REJECTED" })).toBe("checkout");
  });

  it("step 2 sets redirectPath=checkout and action=login on the page's query, replacing edit_cart", () => {
    const params = new URLSearchParams(loginForCheckoutSearch("?action=edit_cart&colour=red"));
    expect(Object.fromEntries(params)).toEqual({ action: "login", colour: "red", redirectPath: "checkout" });
    expect(loginForCheckoutSearch("")).toBe("?redirectPath=checkout&action=login");
  });
});

describe("after login with redirectPath=checkout (000 §4 Login modal)", () => {
  it("opens the verification modal for a subscription cart of an unverified customer, otherwise checks out", () => {
    expect(afterLoginCheckoutStep({ subscription: true, verificationStatus: null })).toBe("verify");
    expect(afterLoginCheckoutStep({ subscription: true, verificationStatus: "REJECTED" })).toBe("verify");
    expect(afterLoginCheckoutStep({ subscription: true, verificationStatus: "VERIFIED" })).toBe("checkout");
    expect(afterLoginCheckoutStep({ subscription: false, verificationStatus: null })).toBe("checkout");
  });
});
