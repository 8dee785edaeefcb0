// @vitest-environment happy-dom
import i18next from "i18next";
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import account from "../../../../locales/en-GB/account.json";
import checkout from "../../../../locales/en-GB/checkout.json";
import common from "../../../../locales/en-GB/common.json";
import subscriptionBilling from "../../../../locales/en-GB/subscription-billing.json";
import subscriptionsNs from "../../../../locales/en-GB/subscriptions.json";
import { forgetAdyenConfig } from "../../payment/CardFields";
import type { CheckoutView } from "../types";
import { PaymentStep } from "./PaymentStep";
import { scriptedFetch, type ScriptedAnswer } from "../../../../tests/scripted-fetch";

/**
 * Decision 028 (001 §7 Card payments; issue 14): with PAYMENT_PROVIDER=adyen a payment that needs
 * 3-D Secure is performed in the payment step by Adyen Web, as its advanced flow documents:
 * placeOrder answers Adyen's action, `createFromAction(action).mount()` shows it, and
 * onAdditionalDetails' details go to commerce/submitPaymentDetails. Adyen's iframes cannot load here
 * (no internet): the package is a double that records how it is used and lets the test play Adyen's
 * callbacks; the shop's RPC answers are a fake fetch that records every call.
 */
const adyen = vi.hoisted(() => ({
  checkoutOptions: [] as Array<Record<string, unknown>>,
  actions: [] as Array<{ action: Record<string, unknown>; options: Record<string, unknown>; element?: HTMLElement }>,
  resolve: vi.fn(),
  reject: vi.fn(),
  unmounted: 0,
}));
vi.mock("@adyen/adyen-web/styles/adyen.css", () => ({}));
vi.mock("@adyen/adyen-web", () => ({
  AdyenCheckout: async (options: Record<string, unknown>) => {
    adyen.checkoutOptions.push(options);
    return {
      options,
      createFromAction(action: Record<string, unknown>, actionOptions: Record<string, unknown>) {
        const made: (typeof adyen.actions)[number] = { action, options: actionOptions };
        adyen.actions.push(made);
        return {
          mount(element: HTMLElement) {
            made.element = element;
            return this;
          },
          unmount() {
            adyen.unmounted++;
          },
        };
      },
    };
  },
  Card: class {
    constructor(private readonly checkout: { options: { onSubmit: (state: unknown, component: unknown, actions: unknown) => void } }) {}
    get isValid() {
      return true;
    }
    mount() {
      return this;
    }
    showValidation() {}
    unmount() {}
    submit() {
      this.checkout.options.onSubmit(
        { data: { paymentMethod: { type: "scheme", encryptedCardNumber: "adyenjs_0_1_25$NUMBER", encryptedExpiryMonth: "adyenjs_0_1_25$MONTH", encryptedExpiryYear: "adyenjs_0_1_25$YEAR", encryptedSecurityCode: "adyenjs_0_1_25$CVC", holderName: "Ada Lovelace", brand: "mc" } } },
        this,
        { resolve: vi.fn(), reject: vi.fn() },
      );
    }
  },
}));

type Answer = ScriptedAnswer;
let calls: Array<{ path: string; body: Record<string, unknown> }> = [];
let answers: Record<string, () => Answer> = {};
const CONFIG = { clientKey: "test_CLIENTKEY123", environment: "test", locale: "en-GB", countryCode: "GB" };
const CHECKOUT_ID = "0b7c6c1e-0000-4000-8000-000000000000";
const THREE_DS2 = { type: "threeDS2", subtype: "challenge", paymentMethodType: "scheme", token: "eyJ0aHJlZURT", authorisationToken: "BQABAQ" };
const DECLINED = "Your card was declined. Please use another card.";

const fakeFetch = scriptedFetch(() => answers, (call) => calls.push(call));

const view = { id: CHECKOUT_ID, subscription: null, totals: { total: 4900, to_pay: 4900 } } as unknown as CheckoutView;
let container: HTMLElement;
let reactRoot: Root;
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await i18next.use(initReactI18next).init({
    lng: "en-GB",
    resources: { "en-GB": { common, account, checkout, "subscription-billing": subscriptionBilling, subscriptions: subscriptionsNs } },
    defaultNS: "common",
    interpolation: { escapeValue: false },
  });
});

async function render(path = `/checkout/${CHECKOUT_ID}`) {
  window.history.replaceState(null, "", path);
  const router = createMemoryRouter([{ path: "*", element: createElement(PaymentStep, { view, signedIn: false, review: null }) }], { initialEntries: [path] });
  await act(async () => reactRoot.render(createElement(RouterProvider, { router })));
}

beforeEach(async () => {
  calls = [];
  adyen.checkoutOptions.length = 0;
  adyen.actions.length = 0;
  adyen.unmounted = 0;
  adyen.resolve.mockClear();
  adyen.reject.mockClear();
  forgetAdyenConfig();
  vi.stubGlobal("fetch", fakeFetch);
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, "assign").mockImplementation(assign);
  answers = {
    "/api/payments/paymentMethods": () => ({ body: { data: [{ id: "card", name: "Card", adyen: CONFIG }] } }),
    "/api/payments/tokenizeCard": () => ({ body: { data: { token: "adyen_0123456789abcdef0123456789abcdef", brand: "mastercard", last4: "5454" } } }),
    "/api/commerce/placeOrder": () => ({ body: { data: { status: "authenticationRequired", action: THREE_DS2, order_id: 7 } } }),
    "/api/commerce/submitPaymentDetails": () => ({ body: { data: { order_id: 7, status: "Awaiting Fulfillment", redirect_url: "/order-confirmation?orderId=7" } } }),
  };
  container = document.createElement("div");
  document.body.append(container);
  reactRoot = createRoot(container);
});

afterEach(async () => {
  await act(async () => reactRoot.unmount());
  container.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function placeOrder() {
  await vi.waitFor(() => expect(adyen.checkoutOptions.length).toBeGreaterThan(0)); // the card component is there
  const form = container.querySelector("form")!;
  await act(async () => form.requestSubmit());
}

/** Adyen Web calling onAdditionalDetails after the shopper's challenge. */
async function finishChallenge(details: Record<string, unknown>) {
  const options = adyen.checkoutOptions.find((o) => typeof o.onAdditionalDetails === "function")!;
  await act(async () => (options.onAdditionalDetails as (s: unknown, c: unknown, a: unknown) => void)({ data: { details } }, {}, { resolve: adyen.resolve, reject: adyen.reject }));
}

describe("decision 028: Adyen's 3-D Secure action in the payment step (issue 14, 001 §7)", () => {
  it("placeOrder's action is handed to Adyen Web (createFromAction, mounted in the step) with the shop's client config; placeOrder carried the browser's browserInfo", async () => {
    await render();
    await placeOrder();
    await vi.waitFor(() => expect(adyen.actions).toHaveLength(1));
    expect(adyen.actions[0].action).toEqual(THREE_DS2);
    expect(adyen.actions[0].element).toBeInstanceOf(HTMLElement);
    expect(container.querySelector('[data-testid="adyen-action"]')?.contains(adyen.actions[0].element!)).toBe(true);
    expect(container.textContent).toContain(checkout.payment.authenticate);
    const actionCheckout = adyen.checkoutOptions.find((o) => typeof o.onAdditionalDetails === "function")!;
    expect(actionCheckout).toMatchObject({ clientKey: "test_CLIENTKEY123", environment: "test", locale: "en-GB", countryCode: "GB" });
    const placed = calls.find((c) => c.path === "/api/commerce/placeOrder")!;
    expect(placed.body).toMatchObject({ checkoutId: CHECKOUT_ID, payment: { token: "adyen_0123456789abcdef0123456789abcdef" }, browserInfo: { acceptHeader: "*/*", javaEnabled: false, timeZoneOffset: expect.any(Number) } });
    expect(container.textContent).not.toContain(checkout.errors.somethingWentWrong);
    // Place order stays busy while the bank's step is on screen.
    expect(container.querySelector('button[type="submit"]')?.textContent).toContain(checkout.payment.placing);
  });

  it("onAdditionalDetails: state.data.details go to submitPaymentDetails for this checkout, Adyen Web is told it succeeded, and the confirmation page opens", async () => {
    await render();
    await placeOrder();
    await vi.waitFor(() => expect(adyen.actions).toHaveLength(1));
    await finishChallenge({ threeDSResult: "eyJ0cmFuc1N0YXR1cyI6IlkifQ==", ignoredNumber: 5 });
    await vi.waitFor(() => expect(adyen.resolve).toHaveBeenCalledWith({ resultCode: "Authorised" }));
    expect(calls.filter((c) => c.path === "/api/commerce/submitPaymentDetails").map((c) => c.body)).toEqual([{ checkoutId: CHECKOUT_ID, details: { threeDSResult: "eyJ0cmFuc1N0YXR1cyI6IlkifQ==" } }]);
    expect(assign).toHaveBeenCalledWith("/order-confirmation?orderId=7");
  });

  it("a fingerprint, then the issuer's challenge: submitPaymentDetails answers the challenge action and Adyen Web is handed it (resolve with the action); its details then place the order", async () => {
    const challenge = { ...THREE_DS2 };
    let round = 0;
    answers["/api/commerce/placeOrder"] = () => ({ body: { data: { status: "authenticationRequired", action: { ...THREE_DS2, subtype: "fingerprint" }, order_id: 7 } } });
    answers["/api/commerce/submitPaymentDetails"] = () =>
      round++ === 0
        ? { body: { data: { status: "authenticationRequired", action: challenge, order_id: 7 } } }
        : { body: { data: { order_id: 7, status: "Awaiting Fulfillment", redirect_url: "/order-confirmation?orderId=7" } } };
    await render();
    await placeOrder();
    await vi.waitFor(() => expect(adyen.actions).toHaveLength(1));
    await finishChallenge({ threeDSResult: "fingerprint" });
    await vi.waitFor(() => expect(adyen.resolve).toHaveBeenCalledWith({ resultCode: "ChallengeShopper", action: challenge }));
    expect(assign).not.toHaveBeenCalled();
    expect(container.querySelector('[data-testid="checkout-error"]')).toBeNull();
    await finishChallenge({ threeDSResult: "challenge" });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/order-confirmation?orderId=7"));
  });

  it("refused by the bank: the server's translated message, Adyen Web is told (reject), its action is gone, and the shopper can place the order again with a new attempt", async () => {
    answers["/api/commerce/submitPaymentDetails"] = () => ({ status: 402, body: { error: { message: DECLINED, code: "cardDeclined", data: { code: "cardDeclined" } } } });
    await render();
    await placeOrder();
    await vi.waitFor(() => expect(adyen.actions).toHaveLength(1));
    await finishChallenge({ threeDSResult: "refused" });
    await vi.waitFor(() => expect(adyen.reject).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(container.querySelector('[data-testid="checkout-error"]')?.textContent).toContain(DECLINED));
    expect(container.querySelector('[data-testid="adyen-action"]')).toBeNull();
    expect(adyen.unmounted).toBeGreaterThan(0);
    expect(assign).not.toHaveBeenCalled();
    const button = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(button.textContent).toContain("Place order");
    await placeOrder();
    await vi.waitFor(() => expect(calls.filter((c) => c.path === "/api/commerce/placeOrder")).toHaveLength(2));
    const [first, second] = calls.filter((c) => c.path === "/api/commerce/placeOrder");
    expect(second.body.idempotencyKey).not.toBe(first.body.idempotencyKey);
  });

  it("Adyen Web's onError (e.g. a challenge that timed out): 'Something went wrong.' and Place order is ready again, but the action stays for the result Adyen Web sends next, which still decides the payment", async () => {
    await render();
    await placeOrder();
    await vi.waitFor(() => expect(adyen.actions).toHaveLength(1));
    const options = adyen.checkoutOptions.find((o) => typeof o.onAdditionalDetails === "function")!;
    await act(async () => (options.onError as (e: unknown) => void)(new Error("timeout")));
    await vi.waitFor(() => expect(container.querySelector('[data-testid="checkout-error"]')?.textContent).toContain(checkout.errors.somethingWentWrong));
    expect(container.querySelector('button[type="submit"]')?.textContent).toContain("Place order");
    expect(container.querySelector('[data-testid="adyen-action"]')).not.toBeNull();
    expect(assign).not.toHaveBeenCalled();
    // Adyen Web then completes the challenge with its (timed-out) result: the server decides it.
    await finishChallenge({ threeDSResult: "eyJ0cmFuc1N0YXR1cyI6IlUifQ==" });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/order-confirmation?orderId=7"));
  });

  it("Adyen Web cannot be loaded: 'Something went wrong.', the action area is gone and Place order is ready again", async () => {
    await render();
    const original = Array.prototype.push.bind(adyen.checkoutOptions);
    let created = 0;
    // The card component loads; the action's AdyenCheckout then fails (a network error fetching Adyen's code).
    adyen.checkoutOptions.push = (...items: Array<Record<string, unknown>>) => {
      if (items.some((o) => typeof o.onAdditionalDetails === "function") && created++ === 0) throw new Error("offline");
      return original(...items);
    };
    try {
      await placeOrder();
      await vi.waitFor(() => expect(container.querySelector('[data-testid="checkout-error"]')?.textContent).toContain(checkout.errors.somethingWentWrong));
      expect(container.querySelector('[data-testid="adyen-action"]')).toBeNull();
      expect(container.querySelector('button[type="submit"]')?.textContent).toContain("Place order");
    } finally {
      delete (adyen.checkoutOptions as { push?: unknown }).push;
    }
  });

  it("back from a redirect return that was refused (?payment=declined): the translated message, once, and the address loses the parameter", async () => {
    await render(`/checkout/${CHECKOUT_ID}?payment=declined`);
    await vi.waitFor(() => expect(container.querySelector('[data-testid="checkout-error"]')?.textContent).toContain(checkout.payment.returnDeclined));
    expect(window.location.search).toBe("");
  });

  it("the built-in test processor (the default): its challenge page of this shop opens, no Adyen code is loaded and no browserInfo is sent", async () => {
    answers["/api/payments/paymentMethods"] = () => ({ body: { data: [{ id: "card", name: "Card" }] } });
    answers["/api/payments/tokenizeCard"] = () => ({ body: { data: { token: "tok_test_0123456789abcdef0123456789abcdef", brand: "visa", last4: "3220" } } });
    answers["/api/commerce/placeOrder"] = () => ({ body: { data: { status: "authenticationRequired", action: { type: "redirect", method: "GET", url: "/checkout/3ds-challenge?reference=ch_test_1" }, order_id: 7 } } });
    await render();
    await vi.waitFor(() => expect(container.querySelector('input[name="number"]')).not.toBeNull());
    const type = async (name: string, value: string) => {
      const input = container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
      await act(async () => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
        setter.call(input, value);
        input.dispatchEvent(new Event("input", { bubbles: true }));
      });
    };
    await type("number", "4000000000003220");
    await type("holderName", "Ada Lovelace");
    await type("expiry", `12/${String((new Date().getUTCFullYear() + 1) % 100)}`);
    await type("cvc", "123");
    await act(async () => container.querySelector("form")!.requestSubmit());
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`/checkout/3ds-challenge?reference=ch_test_1&checkoutId=${CHECKOUT_ID}`));
    expect(adyen.checkoutOptions).toEqual([]);
    expect(calls.find((c) => c.path === "/api/commerce/placeOrder")!.body).not.toHaveProperty("browserInfo");
  });
});
