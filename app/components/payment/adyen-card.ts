/**
 * Adyen Web's card component (issue 14, PAYMENT_PROVIDER=adyen; docs/decisions/020). This module is
 * imported lazily by CardFields only when the server names an Adyen client config, so neither it nor
 * @adyen/adyen-web is part of the default first load. The secured fields are Adyen's iframes: the
 * card number, expiry and security code never exist in the shop's page, only the encrypted values
 * that the component's onSubmit hands over (the "advanced flow", with the shop's own button).
 */
export interface AdyenClientConfig {
  clientKey: string;
  /** Adyen Web's environment name: test, live, live-us, live-au, live-apse or live-in (decision 028). */
  environment: "test" | "live" | "live-us" | "live-au" | "live-apse" | "live-in";
  locale: string;
  countryCode: string;
}

/** state.data.paymentMethod of a card, as the shop's payments API takes it. */
export interface EncryptedCard {
  type: "scheme";
  encryptedCardNumber: string;
  encryptedExpiryMonth: string;
  encryptedExpiryYear: string;
  encryptedSecurityCode?: string;
  holderName: string;
  brand?: string;
}

/** One submission: the encrypted card and browserInfo, and `settle` once the shop has answered. */
export interface AdyenSubmission {
  card: EncryptedCard;
  browserInfo: Record<string, unknown> | undefined;
  settle: (ok: boolean) => void;
}

export interface MountedAdyenCard {
  /** Asks the component to submit: its onSubmit answers the encrypted card, or null when a field is not valid (the component shows why). */
  submit(): Promise<AdyenSubmission | null>;
  unmount(): void;
}

interface SubmitState {
  data: { paymentMethod: Record<string, unknown>; browserInfo?: Record<string, unknown> };
}
interface SubmitActions {
  resolve: (response: { resultCode: string; action?: Record<string, unknown> }) => void;
  reject: () => void;
}

export async function mountAdyenCard(element: HTMLElement, config: AdyenClientConfig): Promise<MountedAdyenCard> {
  const [{ AdyenCheckout, Card }] = await Promise.all([import("@adyen/adyen-web"), import("@adyen/adyen-web/styles/adyen.css")]);
  let pending: ((submission: AdyenSubmission | null) => void) | null = null;
  const checkout = await AdyenCheckout({
    clientKey: config.clientKey,
    environment: config.environment,
    locale: config.locale,
    countryCode: config.countryCode,
    onSubmit: (state: SubmitState, _component: unknown, actions: SubmitActions) => {
      const answer = pending;
      pending = null;
      const method = state.data.paymentMethod;
      answer?.({
        card: {
          type: "scheme",
          encryptedCardNumber: String(method.encryptedCardNumber ?? ""),
          encryptedExpiryMonth: String(method.encryptedExpiryMonth ?? ""),
          encryptedExpiryYear: String(method.encryptedExpiryYear ?? ""),
          ...(typeof method.encryptedSecurityCode === "string" && { encryptedSecurityCode: method.encryptedSecurityCode }),
          holderName: String(method.holderName ?? ""),
          ...(typeof method.brand === "string" && { brand: method.brand }),
        },
        browserInfo: state.data.browserInfo,
        settle: (ok) => (ok ? actions.resolve({ resultCode: "Authorised" }) : actions.reject()),
      });
    },
  } as never);
  const card = new Card(checkout, { hasHolderName: true, holderNameRequired: true, showPayButton: false } as never).mount(element);
  return {
    submit() {
      const valid = (card as unknown as { isValid: boolean }).isValid;
      if (!valid) {
        card.showValidation();
        return Promise.resolve(null);
      }
      return new Promise((resolve) => {
        pending = resolve;
        card.submit();
      });
    },
    unmount() {
      pending?.(null);
      pending = null;
      card.unmount();
    },
  };
}

/**
 * The shop's answer to onAdditionalDetails' details: the payment is done (the page moves on), or
 * refused (false), or the issuer asks for another step (a challenge after a fingerprint): its action,
 * which Adyen Web performs when onAdditionalDetails resolves with it.
 */
export type DetailsOutcome = boolean | { action: Record<string, unknown> };

export interface AdyenActionHandlers {
  /** onAdditionalDetails' state.data.details, to commerce/submitPaymentDetails. */
  onDetails: (details: Record<string, string>) => Promise<DetailsOutcome>;
  /** Adyen Web could not perform the action (it failed to load, or the shopper's authentication broke off). */
  onError: () => void;
}

export interface MountedAdyenAction {
  unmount(): void;
}

/** The string fields of onAdditionalDetails' details (Adyen's are all strings), at most 10. */
export function detailsOf(details: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(details ?? {}).slice(0, 10)) if (typeof value === "string") out[key] = value;
  return out;
}

/**
 * Decision 028: the action placeOrder answered for a payment that needs 3-D Secure (Adyen's
 * threeDS2 fingerprint or challenge, or a redirect), performed by Adyen Web as its advanced flow
 * documents: `checkout.createFromAction(action).mount(element)`. A redirect leaves the page (Adyen
 * Web posts or navigates to the issuer, which comes back to /checkout/payment-return); a threeDS2
 * action ends in onAdditionalDetails, whose details go to the shop, and the component is told
 * how it went. Imported lazily like the card component: never part of the default first load.
 */
export async function mountAdyenAction(element: HTMLElement, config: AdyenClientConfig, action: Record<string, unknown>, handlers: AdyenActionHandlers): Promise<MountedAdyenAction> {
  const [{ AdyenCheckout }] = await Promise.all([import("@adyen/adyen-web"), import("@adyen/adyen-web/styles/adyen.css")]);
  const checkout = await AdyenCheckout({
    clientKey: config.clientKey,
    environment: config.environment,
    locale: config.locale,
    countryCode: config.countryCode,
    onAdditionalDetails: (state: { data: { details?: Record<string, unknown> } }, _component: unknown, actions: SubmitActions) => {
      void handlers.onDetails(detailsOf(state.data.details)).then(
        (outcome) => {
          if (typeof outcome === "object") actions.resolve({ resultCode: "ChallengeShopper", action: outcome.action });
          else if (outcome) actions.resolve({ resultCode: "Authorised" });
          else actions.reject();
        },
        () => actions.reject(),
      );
    },
    onError: () => handlers.onError(),
  } as never);
  const component = checkout.createFromAction(action as never, { challengeWindowSize: "05" }).mount(element);
  return {
    unmount() {
      component.unmount();
    },
  };
}
