import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../account/form-kit";
import { callCheckoutApi } from "../checkout/checkout-api";
import { cardSchema } from "../checkout/checkout-schemas";
import type { ApiIssue } from "../../lib/rpc-client";
import type { AdyenClientConfig, AdyenSubmission, EncryptedCard, MountedAdyenCard } from "./adyen-card";

export type CardField = "number" | "holderName" | "expiry" | "cvc";
const FIELDS: readonly CardField[] = ["number", "holderName", "expiry", "cvc"];

/** The card as the payments API takes it (addStoredPaymentMethod, tokenizeCard). */
export interface CardDetails {
  number: string;
  holderName: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
}

/** What the payments API takes: the plain card (test processor), or Adyen Web's encrypted card (PAYMENT_PROVIDER=adyen). */
export type CardPayload = CardDetails | EncryptedCard;

let adyenConfig: Promise<AdyenClientConfig | null> | null = null;

/**
 * The Adyen client config the server names in paymentMethods (PAYMENT_PROVIDER=adyen; decision
 * 020), asked once per page; null with the built-in test processor (then the plain fields stay).
 */
export function loadAdyenConfig(): Promise<AdyenClientConfig | null> {
  adyenConfig ??= callCheckoutApi("payments", "paymentMethods").then(
    (methods) => {
      for (const method of methods as Array<{ id: string; adyen?: AdyenClientConfig }>) if (method.adyen) return method.adyen;
      return null;
    },
    () => {
      adyenConfig = null;
      return null;
    },
  );
  return adyenConfig;
}

/** For tests: forget the config asked for. */
export function forgetAdyenConfig(): void {
  adyenConfig = null;
}

/** "4242424242424242" → "4242 4242 4242 4242" while typing. */
export function groupCardNumber(value: string): string {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1228" → "12/28" while typing; deleting leaves the text as typed. */
export function formatExpiry(value: string, previous: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  if (value.length < previous.length) return value;
  if (digits.length >= 3) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2) return `${digits}/`;
  return digits;
}

/** The server's field paths (expiryMonth, expiryYear) on the form's fields. */
export function fieldOfIssue(path: string): CardField | null {
  if (path.startsWith("expiry")) return "expiry";
  return (FIELDS as readonly string[]).includes(path) ? (path as CardField) : null;
}

/**
 * A card form's state, one for checkout's payment step and the account's add-card and change-card
 * dialogs: the common card schema in the browser, the provider's translated field errors from the
 * server in the same places, focus on the first field in error. The number stays in this form and
 * is sent to the payments API only. `onEdit` is asked before each change; false ignores it (checkout
 * ignores typing while an order is being placed and starts a new attempt on each change).
 */
export function useCardForm({ onEdit }: { onEdit?: () => boolean } = {}) {
  const ids = useId();
  const [values, setValues] = useState<Record<CardField, string>>({ number: "", holderName: "", expiry: "", cvc: "" });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});

  function change(field: CardField) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      if (onEdit && !onEdit()) return;
      const raw = event.target.value;
      setValues((current) => {
        let value = raw;
        if (field === "number") value = groupCardNumber(raw);
        if (field === "expiry") value = formatExpiry(raw, current.expiry);
        if (field === "cvc") value = raw.replace(/\D/g, "").slice(0, 4);
        return { ...current, [field]: value };
      });
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    };
  }

  function focusFirst(next: Partial<Record<CardField, string>>) {
    const first = FIELDS.find((f) => next[f]);
    if (first) document.getElementById(`${ids}-${first}`)?.focus();
  }

  /** The card when the form is valid; otherwise the field messages are shown and null comes back. */
  function validate(): CardDetails | null {
    const parsed = cardSchema().safeParse({ ...values, save: undefined });
    if (!parsed.success) {
      const next: Partial<Record<CardField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as CardField;
        if (FIELDS.includes(field)) next[field] ??= issue.message;
      }
      setErrors(next);
      focusFirst(next);
      return null;
    }
    const { number, holderName, expiry, cvc } = parsed.data;
    return { number, holderName, expiryMonth: expiry.month, expiryYear: expiry.year, cvc };
  }

  /** Shows the server's field messages; false when none was about a field of this form. */
  function showIssues(issues: readonly ApiIssue[]): boolean {
    const next: Partial<Record<CardField, string>> = {};
    for (const issue of issues) {
      const field = fieldOfIssue(issue.path);
      if (field) next[field] ??= issue.message;
    }
    if (Object.keys(next).length === 0) return false;
    setErrors(next);
    focusFirst(next);
    return true;
  }

  function reset() {
    setValues({ number: "", holderName: "", expiry: "", cvc: "" });
    setErrors({});
  }

  // Adyen Web's card component when it is mounted (adyen mode): it holds the card, not this form.
  const adyen = useRef<MountedAdyenCard | null>(null);
  const submission = useRef<AdyenSubmission | null>(null);

  /**
   * The card for the payments API: Adyen's encrypted card from the component's onSubmit in adyen
   * mode, else the validated plain fields; null when a field is not valid (its message is shown).
   */
  async function collect(): Promise<CardPayload | null> {
    if (!adyen.current) return validate();
    submission.current = await adyen.current.submit();
    return submission.current?.card ?? null;
  }

  /** Tells Adyen's component how the shop answered (ready again after a refusal); nothing in plain mode. */
  function settle(ok: boolean) {
    submission.current?.settle(ok);
    submission.current = null;
  }

  return { ids, values, errors, change, validate, showIssues, reset, collect, settle, adyen };
}

export type CardForm = ReturnType<typeof useCardForm>;

/**
 * The card fields: the four plain inputs with the built-in test processor, or Adyen Web's card
 * component (secured fields) when the server names an Adyen client config. The Adyen code and its
 * CSS are imported only then (a chunk of their own, never in the default first load).
 */
export function CardFields({ form, disabled = false }: { form: CardForm; disabled?: boolean }) {
  const [config, setConfig] = useState<AdyenClientConfig | null>(null);
  useEffect(() => {
    let live = true;
    void loadAdyenConfig().then((found) => live && setConfig(found));
    return () => {
      live = false;
    };
  }, []);
  return config ? <AdyenCardFields form={form} config={config} /> : <PlainCardFields form={form} disabled={disabled} />;
}

function AdyenCardFields({ form, config }: { form: CardForm; config: AdyenClientConfig }) {
  const { t } = useTranslation("checkout");
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const { adyen } = form;
  useEffect(() => {
    let mounted: MountedAdyenCard | null = null;
    let live = true;
    import("./adyen-card")
      .then(({ mountAdyenCard }) => mountAdyenCard(element.current!, config))
      .then(
        (card) => {
          if (!live) return card.unmount();
          mounted = card;
          adyen.current = card;
        },
        () => live && setFailed(true),
      );
    return () => {
      live = false;
      if (adyen.current === mounted) adyen.current = null;
      mounted?.unmount();
    };
  }, [config, adyen]);
  return (
    <div>
      <div ref={element} data-testid="adyen-card" />
      {failed && <p className="mt-1.5 text-sm font-medium text-red-700">{t("errors.somethingWentWrong")}</p>}
    </div>
  );
}

/** The four card inputs (number, name on card, expiry, CVC) with their messages (checkout namespace). */
function PlainCardFields({ form, disabled = false }: { form: CardForm; disabled?: boolean }) {
  const { t } = useTranslation("checkout");
  const errorText = useErrorText();

  const field = (name: CardField, label: string, props: { autoComplete: string; inputMode?: "numeric" | "text"; placeholder?: string; maxLength?: number }) => {
    const id = `${form.ids}-${name}`;
    const error = form.errors[name];
    return (
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
          {label}
        </label>
        <input
          id={id}
          name={name}
          type="text"
          value={form.values[name]}
          onChange={form.change(name)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          spellCheck={false}
          className="block w-full rounded-xl border border-black/15 bg-white px-4 py-3 text-[15px] text-ink tabular-nums shadow-sm outline-none transition placeholder:text-muted/60 focus:border-brand focus:ring-4 focus:ring-brand/15 disabled:opacity-60 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/15"
          {...props}
        />
        {error && (
          <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {errorText(error)}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">{field("number", t("payment.cardNumber"), { autoComplete: "cc-number", inputMode: "numeric", placeholder: "1234 1234 1234 1234", maxLength: 23 })}</div>
      <div className="sm:col-span-2">{field("holderName", t("payment.holderName"), { autoComplete: "cc-name" })}</div>
      {field("expiry", t("payment.expiry"), { autoComplete: "cc-exp", inputMode: "numeric", placeholder: t("payment.expiryPlaceholder"), maxLength: 7 })}
      {field("cvc", t("payment.cvc"), { autoComplete: "cc-csc", inputMode: "numeric", placeholder: "123", maxLength: 4 })}
    </div>
  );
}
