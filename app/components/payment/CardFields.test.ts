// @vitest-environment happy-dom
import i18next from "i18next";
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import account from "../../../locales/en-GB/account.json";
import accountSubscriptions from "../../../locales/en-GB/account-subscriptions.json";
import checkout from "../../../locales/en-GB/checkout.json";
import common from "../../../locales/en-GB/common.json";
import { AddCardButton } from "../subscriptions/AddCardButton";
import { forgetAdyenConfig } from "./CardFields";
import { scriptedFetch, type ScriptedAnswer } from "../../../tests/scripted-fetch";

/**
 * Issue 14, decision 020 (001 §7 Card payments): with PAYMENT_PROVIDER=adyen the card fields are
 * Adyen Web's Card component. Its secured-field iframes cannot load here (no internet), so the
 * package is a double that records how it is created and lets the test play its onSubmit; the shop's
 * RPC answers are a fake fetch that records every call. Shown on the account's "add a card" dialog,
 * which uses the same card fields as checkout's payment step and the subscription's change card.
 */
const adyen = vi.hoisted(() => ({
  checkoutOptions: [] as Array<Record<string, unknown>>,
  cardOptions: [] as Array<Record<string, unknown>>,
  mounted: [] as HTMLElement[],
  valid: true,
  showValidation: vi.fn(),
  submit: vi.fn(),
  resolve: vi.fn(),
  reject: vi.fn(),
}));
vi.mock("@adyen/adyen-web/styles/adyen.css", () => ({}));
vi.mock("@adyen/adyen-web", () => ({
  AdyenCheckout: async (options: Record<string, unknown>) => (adyen.checkoutOptions.push(options), { options }),
  Card: class {
    constructor(
      private readonly checkout: { options: { onSubmit: (state: unknown, component: unknown, actions: unknown) => void } },
      options: Record<string, unknown>,
    ) {
      adyen.cardOptions.push(options);
    }
    get isValid() {
      return adyen.valid;
    }
    mount(element: HTMLElement) {
      adyen.mounted.push(element);
      return this;
    }
    showValidation() {
      adyen.showValidation();
    }
    unmount() {}
    submit() {
      adyen.submit();
      // What Adyen Web hands onSubmit for a card (the "advanced flow").
      this.checkout.options.onSubmit(
        {
          data: {
            paymentMethod: { type: "scheme", encryptedCardNumber: "adyenjs_0_1_25$NUMBER", encryptedExpiryMonth: "adyenjs_0_1_25$MONTH", encryptedExpiryYear: "adyenjs_0_1_25$YEAR", encryptedSecurityCode: "adyenjs_0_1_25$CVC", holderName: "Ada Lovelace", brand: "visa", checkoutAttemptId: "attempt-1" },
            browserInfo: { acceptHeader: "*/*", colorDepth: 24, language: "en-GB", javaEnabled: false, screenHeight: 900, screenWidth: 1440, userAgent: "test", timeZoneOffset: 0 },
          },
        },
        this,
        { resolve: adyen.resolve, reject: adyen.reject },
      );
    }
  },
}));

type Answer = ScriptedAnswer;
let calls: Array<{ path: string; body: Record<string, unknown> }> = [];
let answers: Record<string, () => Answer> = {};
const CONFIG = { clientKey: "test_CLIENTKEY123", environment: "test", locale: "en-GB", countryCode: "GB" };
const savedCard = { id: 5, brand: "visa", last4: "1111", expiryMonth: 3, expiryYear: 2030, holderName: "Ada Lovelace", inUse: false };

const fakeFetch = scriptedFetch(() => answers, (call) => calls.push(call));

let container: HTMLElement;
let reactRoot: Root;
const onAdded = vi.fn();

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await i18next.use(initReactI18next).init({
    lng: "en-GB",
    resources: { "en-GB": { common, account, checkout, "account-subscriptions": accountSubscriptions } },
    defaultNS: "common",
    interpolation: { escapeValue: false },
  });
});

beforeEach(async () => {
  calls = [];
  adyen.checkoutOptions.length = 0;
  adyen.cardOptions.length = 0;
  adyen.mounted.length = 0;
  adyen.valid = true;
  for (const fn of [adyen.showValidation, adyen.submit, adyen.resolve, adyen.reject, onAdded]) fn.mockClear();
  forgetAdyenConfig();
  vi.stubGlobal("fetch", fakeFetch);
  answers = {
    "/api/payments/paymentMethods": () => ({ body: { data: [{ id: "card", name: "Card", adyen: CONFIG }] } }),
    "/api/payments/addStoredPaymentMethod": () => ({ body: { data: { card: savedCard, storedPaymentMethods: [savedCard] } } }),
  };
  container = document.createElement("div");
  document.body.append(container);
  reactRoot = createRoot(container);
  await act(async () => reactRoot.render(createElement(AddCardButton, { onAdded })));
});

afterEach(async () => {
  await act(async () => reactRoot.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

async function openDialog() {
  const button = [...document.querySelectorAll("button")].find((b) => b.textContent?.includes(accountSubscriptions.paymentMethods.add))!;
  await act(async () => button.click());
  await vi.waitFor(() => expect(adyen.mounted).toHaveLength(1));
}

async function save() {
  const form = document.querySelector<HTMLFormElement>('[data-testid="add-card-dialog"] form') ?? document.querySelector<HTMLFormElement>("form")!;
  await act(async () => form.requestSubmit());
}

describe("issue 14: Adyen Web's card component in the shop's card fields (001 §7; decision 020)", () => {
  it("adyen mode: the Card component is created with the server's client key, environment, locale and country, with the holder name and no pay button of its own; no plain card input is shown", async () => {
    await openDialog();
    expect(adyen.checkoutOptions).toHaveLength(1);
    expect(adyen.checkoutOptions[0]).toMatchObject({ clientKey: "test_CLIENTKEY123", environment: "test", locale: "en-GB", countryCode: "GB", onSubmit: expect.any(Function) });
    expect(adyen.cardOptions[0]).toMatchObject({ hasHolderName: true, holderNameRequired: true, showPayButton: false });
    expect(document.querySelector('[data-testid="adyen-card"]')).not.toBeNull();
    expect(document.querySelector('input[name="number"]')).toBeNull();
    expect(document.querySelector('input[name="cvc"]')).toBeNull();
  });

  it("saving submits the component; its onSubmit's encrypted card goes to addStoredPaymentMethod as Adyen gave it (no plain number), and the component is told it succeeded", async () => {
    await openDialog();
    await save();
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(adyen.submit).toHaveBeenCalledTimes(1);
    const posted = calls.filter((c) => c.path === "/api/payments/addStoredPaymentMethod");
    expect(posted).toEqual([
      {
        path: "/api/payments/addStoredPaymentMethod",
        body: { type: "scheme", encryptedCardNumber: "adyenjs_0_1_25$NUMBER", encryptedExpiryMonth: "adyenjs_0_1_25$MONTH", encryptedExpiryYear: "adyenjs_0_1_25$YEAR", encryptedSecurityCode: "adyenjs_0_1_25$CVC", holderName: "Ada Lovelace", brand: "visa" },
      },
    ]);
    expect(adyen.resolve).toHaveBeenCalledWith({ resultCode: "Authorised" });
    expect(onAdded).toHaveBeenCalledWith([savedCard], savedCard);
  });

  it("an incomplete card: the component shows its own field messages and nothing is posted", async () => {
    await openDialog();
    adyen.valid = false;
    await save();
    expect(adyen.showValidation).toHaveBeenCalledTimes(1);
    expect(adyen.submit).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.path === "/api/payments/addStoredPaymentMethod")).toEqual([]);
  });

  it("a card Adyen refuses: the translated message is shown, the component is made ready again (reject), nothing is added", async () => {
    answers["/api/payments/addStoredPaymentMethod"] = () => ({ status: 400, body: { error: { message: "This card number is not valid.", code: "invalidCard", issues: [] } } });
    await openDialog();
    await save();
    await vi.waitFor(() => expect(adyen.reject).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(document.body.textContent).toContain("This card number is not valid."));
    expect(onAdded).not.toHaveBeenCalled();
  });

  it("the built-in test processor (the default): no Adyen code is loaded and the plain card inputs are shown", async () => {
    await act(async () => reactRoot.unmount());
    forgetAdyenConfig();
    answers["/api/payments/paymentMethods"] = () => ({ body: { data: [{ id: "card", name: "Card" }] } });
    reactRoot = createRoot(container);
    await act(async () => reactRoot.render(createElement(AddCardButton, { onAdded })));
    const button = [...document.querySelectorAll("button")].find((b) => b.textContent?.includes(accountSubscriptions.paymentMethods.add))!;
    await act(async () => button.click());
    await vi.waitFor(() => expect(calls.filter((c) => c.path === "/api/payments/paymentMethods")).toHaveLength(1));
    await act(async () => {});
    expect(document.querySelector('input[name="number"]')).not.toBeNull();
    expect(adyen.checkoutOptions).toEqual([]);
    expect(adyen.mounted).toEqual([]);
  });
});
