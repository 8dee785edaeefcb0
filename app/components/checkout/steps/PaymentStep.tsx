import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Choice } from "../../account/form-kit";
import { useFormat } from "../../../lib/use-format";
import { callCheckoutApi, CheckoutApiError, openOnShop } from "../checkout-api";
import { cardLabel } from "../card-label";
import type { CheckoutView, StoredCardView } from "../types";
import { Button } from "../../ui/Button";
import { frequencyName } from "../../product/subscription-labels";
import { CardFields, loadAdyenConfig, useCardForm } from "../../payment/CardFields";
import type { AdyenClientConfig, DetailsOutcome, MountedAdyenAction } from "../../payment/adyen-card";
import { collectBrowserInfo } from "../../payment/browser-info";

type Payment = { token: string; save: boolean } | { storedPaymentMethodId: StoredCardView["id"] } | { giftCertificates: true };

/** One attempt to pay: its idempotency key and exact body, reused when the outcome was unknown. */
interface Attempt {
  key: string;
  payment: Payment;
  /** Adyen mode only (decision 028): the device data 3-D Secure 2 needs. */
  browserInfo?: Record<string, string | number | boolean>;
}

/** Adyen's action for a payment that needs 3-D Secure, performed in this step by Adyen Web (decision 028). */
interface Authentication {
  action: Record<string, unknown>;
  config: AdyenClientConfig;
}

/** `?payment=` set by /checkout/payment-return after a redirect's refusal (decision 028). */
const RETURN_MESSAGES = { declined: "payment.returnDeclined", failed: "payment.returnFailed" } as const;

function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * Payment and Place order (issue 5, contract Pages). The card number stays in this browser form and
 * goes to /api/payments/tokenizeCard alone; placeOrder receives only the token (or a stored card).
 * Place order is disabled while an attempt runs, and a synchronous guard stops a double click from
 * starting a second one. Each attempt has one idempotency key: a retry after an unknown outcome
 * (network failure, 5xx) sends the same key and body, so the server answers the first result and
 * charges once; a definite refusal (declined card) ends the attempt, so the next one gets a new key.
 */
export function PaymentStep({ view, signedIn, review }: { view: CheckoutView; signedIn: boolean; review: ReactNode }) {
  const { t } = useTranslation(["checkout", "account", "subscription-billing", "subscriptions"]);
  const format = useFormat();
  const ids = useId();
  const [storedCards, setStoredCards] = useState<StoredCardView[]>([]);
  const [choice, setChoice] = useState<string>("new");
  const [save, setSave] = useState(signedIn);
  const [formError, setFormError] = useState<string | null>(null);
  const [errorCount, setErrorCount] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  // A subscription cart (issue 14): the customer agrees that the card is charged each period.
  const subscription = view.subscription;
  // Issue 19: the gift certificates applied pay it all: no card is asked for, and none is charged.
  const coveredByCertificates = !subscription && view.totals.gift_certificates > 0 && view.totals.to_pay === 0;
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const consentId = `${ids}-recurring-consent`;
  const inFlight = useRef(false);
  const attempt = useRef<Attempt | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  // Typing is ignored while an order is being placed; any change starts a new attempt.
  const card = useCardForm({ onEdit: startNewAttempt });
  const [authentication, setAuthentication] = useState<Authentication | null>(null);
  // True while Adyen's action is on screen: the attempt stays in flight until it is decided.
  const authenticating = useRef(false);

  // Back from a redirect authentication that did not pay (decision 028): say why, once.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const outcome = params.get("payment");
    if (outcome !== "declined" && outcome !== "failed") return;
    showError(t(RETURN_MESSAGES[outcome]));
    params.delete("payment");
    const query = params.toString();
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${query ? `?${query}` : ""}`);
  }, []);

  /**
   * onAdditionalDetails' details for the pending payment (decision 028): approved → the confirmation
   * page; another step asked for (a challenge after the fingerprint) → its action, which Adyen Web
   * performs; refused → the server's translated message, the action is gone and the shopper can pay
   * again (the server has released the stock and the attempt).
   */
  async function submitDetails(details: Record<string, string>): Promise<DetailsOutcome> {
    try {
      const result = await callCheckoutApi("commerce", "submitPaymentDetails", { checkoutId: view.id, details });
      if ("redirect_url" in result) {
        if (!openOnShop(result.redirect_url)) openOnShop(`/order-confirmation?orderId=${encodeURIComponent(result.order_id)}`);
        return true;
      }
      const next = (result as { action?: unknown }).action;
      if (next && typeof next === "object" && typeof (next as { type?: unknown }).type === "string") return { action: next as Record<string, unknown> };
      throw new CheckoutApiError(t("checkout:errors.somethingWentWrong"), 0);
    } catch (error) {
      const apiError = error instanceof CheckoutApiError ? error : new CheckoutApiError("", 0);
      if (apiError.orderId) {
        openOnShop(`/order-confirmation?orderId=${encodeURIComponent(apiError.orderId)}`);
        return true;
      }
      endAuthentication(apiError.message || t(apiError.status === 0 ? "checkout:errors.network" : "checkout:errors.somethingWentWrong"));
      return false;
    }
  }

  function endAuthentication(message: string) {
    authenticationTrouble(message);
    setAuthentication(null);
  }

  /**
   * Adyen Web reported an error. It is not always the end: on a challenge that timed out (or an
   * issuer error code) Adyen Web calls onError and then onAdditionalDetails with the result, which
   * decides the payment. So the action stays mounted for those details, while the shopper is told and
   * Place order is ready again (placing again gives the waiting attempt up on the server).
   */
  function authenticationTrouble(message: string) {
    authenticating.current = false;
    attempt.current = null;
    inFlight.current = false;
    setSubmitting(false);
    showError(message);
  }

  useEffect(() => {
    if (!signedIn) return;
    callCheckoutApi("payments", "storedPaymentMethods").then(
      (cards) => {
        setStoredCards(cards);
        if (cards.length > 0) setChoice(String(cards[0].id));
      },
      () => setStoredCards([]),
    );
  }, [signedIn]);

  // Changing what is paid with starts a new attempt (a new key for a new body).
  function changeChoice(next: string) {
    if (inFlight.current) return;
    attempt.current = null;
    setChoice(next);
    setFormError(null);
  }

  function startNewAttempt(): boolean {
    if (inFlight.current) return false;
    attempt.current = null;
    return true;
  }

  function changeSave(event: ChangeEvent<HTMLInputElement>) {
    if (!startNewAttempt()) return;
    setSave(event.target.checked);
  }

  function showError(message: string) {
    setFormError(message);
    setErrorCount((n) => n + 1);
  }

  // The message is announced (role=alert); focus follows it once it is on screen, so keyboard
  // users land there too (a repeated message is focused again).
  useEffect(() => {
    if (errorCount === 0) return;
    const message = errorRef.current;
    message?.focus({ preventScroll: true });
    // Centred once the frame is laid out: scrolled at once, a message shown as the page loads
    // (back from a bank's refusal) could be pushed out of view by what was still being laid out.
    const frame = requestAnimationFrame(() => message?.scrollIntoView?.({ block: "center" }));
    return () => cancelAnimationFrame(frame);
  }, [errorCount]);

  /** Validates the card and tokenises it: the only place the number leaves this form. */
  async function tokenize(): Promise<Payment | null> {
    // The plain fields, or Adyen Web's encrypted card in adyen mode (its onSubmit; decision 020).
    const value = await card.collect();
    if (!value) return null;
    try {
      const token = await callCheckoutApi("payments", "tokenizeCard", {
        // A guest's token is bound to this checkout (issue 12).
        checkoutId: view.id,
        ...value,
      });
      card.settle(true);
      return { token: token.token, save: signedIn && save };
    } catch (error) {
      card.settle(false);
      if (error instanceof CheckoutApiError && card.showIssues(error.issues)) return null;
      showError((error instanceof CheckoutApiError && error.message) || t("checkout:errors.somethingWentWrong"));
      return null;
    }
  }

  function changeConsent(event: ChangeEvent<HTMLInputElement>) {
    if (inFlight.current) return;
    attempt.current = null;
    setConsent(event.target.checked);
    if (event.target.checked) setConsentError(null);
  }

  async function placeOrder(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    if (subscription && !consent) {
      setConsentError(t("subscription-billing:errors.recurringConsentRequired"));
      document.getElementById(consentId)?.focus();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setFormError(null);
    try {
      if (!attempt.current) {
        const payment: Payment | null = coveredByCertificates ? { giftCertificates: true } : choice === "new" ? await tokenize() : { storedPaymentMethodId: storedCards.find((c) => String(c.id) === choice)!.id };
        if (!payment) return;
        const adyen = await loadAdyenConfig();
        attempt.current = { key: newIdempotencyKey(), payment, ...(adyen && { browserInfo: collectBrowserInfo() }) };
      }
      const { key, payment, browserInfo } = attempt.current;
      const result = await callCheckoutApi("commerce", "placeOrder", {
        checkoutId: view.id,
        idempotencyKey: key,
        payment,
        ...(subscription && { recurringConsent: consent }),
        ...(browserInfo && { browserInfo }),
      });
      // A full page load: the cart in this tab's memory is gone on the server. The confirmation
      // page of the order just placed when the answer names no page of this shop (issue 12).
      if ("redirect_url" in result) {
        if (!openOnShop(result.redirect_url)) openOnShop(`/order-confirmation?orderId=${encodeURIComponent(result.order_id)}`);
      } else {
        // Decision 028: 3-D Secure. With Adyen, Adyen Web performs Adyen's action here (a challenge
        // in the page, or a redirect to the issuer); the built-in processor's challenge is a page of
        // this shop.
        const action = result.action as { type?: string; url?: string } | null;
        const adyen = await loadAdyenConfig();
        if (adyen && action && typeof action.type === "string") {
          authenticating.current = true;
          setAuthentication({ action: action as Record<string, unknown>, config: adyen });
          return;
        }
        if (!(action?.type === "redirect" && typeof action.url === "string" && openOnShop(`${action.url}&checkoutId=${encodeURIComponent(view.id)}`))) {
          throw new CheckoutApiError(t("checkout:errors.somethingWentWrong"), 0);
        }
      }
      await new Promise(() => {}); // keep the button disabled until the page changes
    } catch (error) {
      const apiError = error instanceof CheckoutApiError ? error : new CheckoutApiError("", 0);
      if (apiError.orderId) {
        openOnShop(`/order-confirmation?orderId=${encodeURIComponent(apiError.orderId)}`);
        return;
      }
      if (!apiError.outcomeUnknown) attempt.current = null;
      // No answer: the order may or may not exist, and the retry sends the same key and body.
      showError(apiError.message || t(apiError.status === 0 ? "checkout:errors.network" : "checkout:errors.somethingWentWrong"));
    } finally {
      if (!authenticating.current) {
        inFlight.current = false;
        setSubmitting(false);
      }
    }
  }

  return (
    <form onSubmit={placeOrder} noValidate aria-label={t("payment.formLabel")} className="space-y-5">
      <fieldset className="space-y-3" hidden={coveredByCertificates}>
        <legend className="mb-3 text-sm font-semibold text-ink">{t("payment.methodLegend")}</legend>
        {storedCards.map((stored) => (
          <Choice key={stored.id} name="payment-choice" value={String(stored.id)} checked={choice === String(stored.id)} onChange={changeChoice}>
            <span className="font-semibold">{cardLabel(stored.brand, stored.last4)}</span>
            <span className="text-sm text-muted">{t("payment.expires", { month: String(stored.expiryMonth).padStart(2, "0"), year: stored.expiryYear })}</span>
          </Choice>
        ))}
        {storedCards.length > 0 && (
          <Choice name="payment-choice" value="new" checked={choice === "new"} onChange={changeChoice}>
            <span className="font-semibold">{t("payment.newCard")}</span>
          </Choice>
        )}
        {choice === "new" && (
          <div className="rounded-2xl border border-black/[0.08] bg-brand-soft/30 p-4 sm:p-5">
            <div className="mb-4 flex items-center justify-between gap-3">
              <p className="text-sm font-semibold text-ink">{t("payment.card")}</p>
              <p className="flex items-center gap-1.5 text-xs text-muted">
                <LockIcon /> {t("payment.secure")}
              </p>
            </div>
            <CardFields form={card} />
            {signedIn && !subscription && (
              <label className="mt-4 flex cursor-pointer items-start gap-3 text-sm text-ink">
                <input type="checkbox" name="save" checked={save} onChange={changeSave} className="mt-0.5 size-5 shrink-0 cursor-pointer accent-[var(--colour-primary)]" />
                <span>{t("payment.saveCard")}</span>
              </label>
            )}
          </div>
        )}
      </fieldset>

      {subscription && (
        <div className="rounded-2xl border border-black/[0.08] bg-white p-4 sm:p-5" data-testid="recurring-consent">
          <p className="mb-3 text-sm font-semibold text-ink">{t("subscription-billing:payment.title")}</p>
          <label htmlFor={consentId} className="flex cursor-pointer items-start gap-3 text-sm text-ink">
            <input
              id={consentId}
              type="checkbox"
              name="recurringConsent"
              checked={consent}
              onChange={changeConsent}
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? `${consentId}-error ${consentId}-hint` : `${consentId}-hint`}
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-[var(--colour-primary)]"
            />
            <span>{t("subscription-billing:payment.consentLabel", { price: format.money(subscription.period_price), frequency: frequencyName(t, { code: subscription.frequency_code, name: subscription.frequency_name, interval_months: subscription.interval_months }) })}</span>
          </label>
          <p id={`${consentId}-hint`} className="mt-2 pl-8 text-xs text-muted">
            {t("subscription-billing:payment.consentHint")}
          </p>
          {consentError && (
            <p id={`${consentId}-error`} className="mt-1.5 pl-8 text-sm font-medium text-red-700">
              {consentError}
            </p>
          )}
        </div>
      )}

      {authentication && (
        <AdyenAuthentication
          authentication={authentication}
          onDetails={submitDetails}
          onError={() => authenticationTrouble(t("checkout:errors.somethingWentWrong"))}
          onUnavailable={() => endAuthentication(t("checkout:errors.somethingWentWrong"))}
        />
      )}

      {review}

      <div ref={errorRef} tabIndex={-1} role="alert" className="outline-none empty:hidden">
        {formError && (
          <p className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800" data-testid="checkout-error">
            <AlertIcon />
            <span>{formError}</span>
          </p>
        )}
      </div>

      <Button type="submit" size="lg" busy={submitting} className="w-full gap-3">
        {submitting && <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
        {submitting ? t("payment.placing") : t("payment.placeOrder", { total: format.money(view.totals.to_pay) })}
      </Button>
      <p className="text-center text-xs text-muted">{t("payment.terms")}</p>
    </form>
  );
}

/**
 * Adyen's 3-D Secure action in the payment step (decision 028): Adyen Web's own component (the
 * issuer's challenge in the page, or its redirect), mounted from the lazily imported adyen-card module.
 */
function AdyenAuthentication({
  authentication,
  onDetails,
  onError,
  onUnavailable,
}: {
  authentication: Authentication;
  onDetails: (details: Record<string, string>) => Promise<DetailsOutcome>;
  /** Adyen Web's onError (its details may still follow). */
  onError: () => void;
  /** Adyen Web could not be loaded or mounted: nothing will follow. */
  onUnavailable: () => void;
}) {
  const { t } = useTranslation("checkout");
  const element = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onDetails, onError, onUnavailable });
  handlers.current = { onDetails, onError, onUnavailable };
  useEffect(() => {
    let mounted: MountedAdyenAction | null = null;
    let live = true;
    element.current?.scrollIntoView?.({ block: "center" });
    import("../../payment/adyen-card")
      .then(({ mountAdyenAction }) =>
        mountAdyenAction(element.current!, authentication.config, authentication.action, {
          onDetails: (details) => handlers.current.onDetails(details),
          onError: () => live && handlers.current.onError(),
        }),
      )
      .then(
        (action) => {
          if (!live) return action.unmount();
          mounted = action;
        },
        () => live && handlers.current.onUnavailable(),
      );
    return () => {
      live = false;
      mounted?.unmount();
    };
  }, [authentication]);
  return (
    <section aria-labelledby="adyen-authentication-title" className="rounded-2xl border border-black/[0.08] bg-white p-4 sm:p-5" data-testid="adyen-action">
      <p id="adyen-authentication-title" className="mb-3 text-sm font-semibold text-ink">
        {t("payment.authenticate")}
      </p>
      <div ref={element} />
    </section>
  );
}

function LockIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" width={14} height={14} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 018 0v3" />
    </svg>
  );
}

function AlertIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" width={18} height={18} className="mt-px shrink-0" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </svg>
  );
}
