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
  resolve: (response: { resultCode: "Authorised" }) => void;
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
