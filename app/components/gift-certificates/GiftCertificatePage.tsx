import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { GiftCertificateOffer } from "../../routes/gift-certificates.server";
import { addGiftCertificate } from "../../lib/cart-client";
import { openOverlay } from "../../lib/ui-state";
import { useFormat } from "../../lib/use-format";
import { inputClass } from "../account/form-kit";
import { Button } from "../ui/Button";
import { AlertIcon, CheckIcon } from "../ui/icons";
import { checkGiftForm, type GiftField, type GiftFormInput } from "./gift-certificate-form";
import { GiftIcon } from "./GiftIcon";

type FieldErrors = Partial<Record<GiftField, string>>;

/**
 * /gift-certificates (issue 19): a shopper buys a gift certificate in the storefront's currency,
 * a preset or another amount within the service's bounds, for a recipient (name and email) with an
 * optional message and the sender's name. Add to cart puts it into the cart (addGiftCertificate)
 * and opens the cart sidebar; a wrong field gets its translated message and nothing is sent. Beside
 * the form: how certificates work.
 */
export function GiftCertificatePage({ offer, brand }: { offer: GiftCertificateOffer; brand: string }) {
  const { t } = useTranslation(["promotions", "common"]);
  const format = useFormat();
  const id = useId();
  const [input, setInput] = useState<GiftFormInput>({ choice: String(offer.presets[1] ?? offer.presets[0] ?? offer.min), customAmount: "", recipientName: "", recipientEmail: "", senderName: "", message: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const customRef = useRef<HTMLInputElement>(null);
  const limits = { min: offer.min, max: offer.max, nameMax: offer.nameMax, messageMax: offer.messageMax };
  const bounds = { min: format.money(offer.min), max: format.money(offer.max) };

  const errorText = (field: GiftField) => t(`giftCertificate.form.errors.${field}`, { ...bounds, max: field === "message" ? offer.messageMax : bounds.max });

  function set<K extends keyof GiftFormInput>(key: K, value: GiftFormInput[K]) {
    setInput((current) => ({ ...current, [key]: value }));
    setAdded(null);
    const field: GiftField = key === "choice" || key === "customAmount" ? "amount" : (key as GiftField);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    setAdded(null);
    const checked = checkGiftForm(input, limits);
    if (!checked.ok) {
      const next: FieldErrors = {};
      for (const field of Object.keys(checked.errors) as GiftField[]) next[field] = errorText(field);
      setErrors(next);
      // Focus the first wrong field, so keyboard and screen-reader users hear what to fix.
      const first = (["amount", "recipientName", "recipientEmail", "senderName", "message"] as GiftField[]).find((f) => next[f]);
      if (first === "amount") (input.choice === "other" ? customRef.current : document.getElementById(`${id}-amount-0`))?.focus();
      else if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    const result = await addGiftCertificate(checked.value);
    setPending(false);
    if (result.ok) {
      setAdded(t("giftCertificate.form.added", { name: checked.value.recipientName }));
      setInput((current) => ({ ...current, recipientName: "", recipientEmail: "", message: "" }));
      openOverlay("cart");
      return;
    }
    // The server's own checks (the same bounds) answer translated messages, by field where it can.
    const next: FieldErrors = {};
    for (const issue of result.issues ?? []) {
      const field = issue.path.split(".")[0] as GiftField;
      if (["amount", "recipientName", "recipientEmail", "senderName", "message"].includes(field)) next[field] ??= errorText(field);
    }
    setErrors(next);
    if (Object.keys(next).length === 0) setFormError(result.message || t("common:errors.somethingWentWrong"));
  }

  const left = offer.messageMax - input.message.trim().length;

  return (
    <div className="bg-gradient-to-b from-brand-soft/70 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6 lg:px-8 lg:pt-12">
        <header className="mb-6 max-w-3xl lg:mb-10">
          <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.18em] text-accent uppercase">
            <GiftIcon width={18} height={18} />
            {t("giftCertificate.page.eyebrow")}
          </p>
          <h1 className="mt-2 font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("giftCertificate.page.title")}</h1>
          <p className="mt-3 text-[15px] leading-relaxed text-muted sm:text-base">{t("giftCertificate.page.intro", { brand })}</p>
        </header>

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-10">
          <section aria-labelledby={`${id}-title`} className="rounded-3xl bg-white p-5 shadow-[0_1px_2px_rgba(0,0,0,0.04),0_8px_32px_rgba(15,61,46,0.08)] ring-1 ring-black/[0.05] sm:p-8">
            <h2 id={`${id}-title`} className="font-display text-xl font-bold tracking-tight text-ink">
              {t("giftCertificate.form.title")}
            </h2>
            <form noValidate onSubmit={submit} className="mt-5 space-y-6" data-testid="gift-certificate-form">
              <fieldset aria-describedby={`${id}-amount-hint${errors.amount ? ` ${id}-amount-error` : ""}`}>
                <legend className="mb-2 text-sm font-semibold text-ink">{t("giftCertificate.form.amount")}</legend>
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                  {[...offer.presets.map((p) => ({ value: String(p), label: format.money(p) })), { value: "other", label: t("giftCertificate.form.otherAmount") }].map((option, index) => (
                    <label
                      key={option.value}
                      className="flex min-h-12 cursor-pointer items-center justify-center rounded-xl border border-black/15 bg-white px-3 text-center text-[15px] font-semibold text-ink transition has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:text-brand has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand/25"
                    >
                      <input
                        id={`${id}-amount-${index}`}
                        type="radio"
                        name="amount"
                        value={option.value}
                        checked={input.choice === option.value}
                        onChange={() => {
                          set("choice", option.value);
                          if (option.value === "other") requestAnimationFrame(() => customRef.current?.focus());
                        }}
                        className="sr-only"
                      />
                      <span className="tabular-nums">{option.label}</span>
                    </label>
                  ))}
                </div>
                {input.choice === "other" && (
                  <div className="mt-3 max-w-xs">
                    <label htmlFor={`${id}-custom`} className="mb-1.5 block text-sm font-semibold text-ink">
                      {t("giftCertificate.form.otherAmount")} ({offer.currency})
                    </label>
                    <input
                      ref={customRef}
                      id={`${id}-custom`}
                      name="customAmount"
                      inputMode="decimal"
                      autoComplete="off"
                      value={input.customAmount}
                      onChange={(e) => set("customAmount", e.target.value)}
                      aria-invalid={errors.amount ? true : undefined}
                      aria-describedby={`${id}-amount-hint${errors.amount ? ` ${id}-amount-error` : ""}`}
                      className={`${inputClass} tabular-nums`}
                    />
                  </div>
                )}
                <p id={`${id}-amount-hint`} className="mt-2 text-sm text-muted">
                  {t("giftCertificate.form.amountHint", bounds)}
                </p>
                {errors.amount && <FieldError id={`${id}-amount-error`}>{errors.amount}</FieldError>}
              </fieldset>

              <div className="grid gap-5 sm:grid-cols-2">
                <Field id={`${id}-recipientName`} label={t("giftCertificate.form.recipientName")} error={errors.recipientName}>
                  {(props) => <input {...props} name="recipientName" autoComplete="off" maxLength={offer.nameMax} value={input.recipientName} onChange={(e) => set("recipientName", e.target.value)} className={inputClass} />}
                </Field>
                <Field id={`${id}-recipientEmail`} label={t("giftCertificate.form.recipientEmail")} error={errors.recipientEmail} hint={t("giftCertificate.form.recipientEmailHint")}>
                  {(props) => <input {...props} type="email" name="recipientEmail" autoComplete="off" inputMode="email" maxLength={254} value={input.recipientEmail} onChange={(e) => set("recipientEmail", e.target.value)} className={inputClass} />}
                </Field>
              </div>
              <Field id={`${id}-message`} label={t("giftCertificate.form.message")} error={errors.message} hint={t("giftCertificate.form.messageLeft", { count: Math.max(0, left) })}>
                {(props) => <textarea {...props} name="message" rows={4} value={input.message} onChange={(e) => set("message", e.target.value)} className={`${inputClass} resize-y`} />}
              </Field>
              <div className="sm:max-w-[calc(50%-0.625rem)]">
                <Field id={`${id}-senderName`} label={t("giftCertificate.form.senderName")} error={errors.senderName}>
                  {(props) => <input {...props} name="senderName" autoComplete="name" maxLength={offer.nameMax} value={input.senderName} onChange={(e) => set("senderName", e.target.value)} className={inputClass} />}
                </Field>
              </div>

              {formError && <FieldError>{formError}</FieldError>}
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                <Button type="submit" busy={pending} disabled={pending} className="w-full sm:w-auto">
                  {t("giftCertificate.form.add")}
                </Button>
                <p role="status" aria-live="polite" className={added ? "flex items-center gap-2 text-sm font-medium text-brand" : "sr-only"} data-testid="gift-certificate-added">
                  {added && <CheckIcon className="shrink-0" width={18} height={18} />}
                  {added}
                </p>
              </div>
            </form>
          </section>

          <aside aria-labelledby={`${id}-how`} className="rounded-3xl bg-brand-soft/60 p-5 ring-1 ring-brand/10 sm:p-8 lg:sticky lg:top-28">
            <h2 id={`${id}-how`} className="font-display text-lg font-bold tracking-tight text-ink">
              {t("giftCertificate.page.howTitle")}
            </h2>
            <ol className="mt-4 space-y-4">
              {(["how1", "how2", "how3"] as const).map((key, index) => (
                <li key={key} className="flex gap-3 text-[15px] leading-relaxed text-ink">
                  <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-white">
                    {index + 1}
                  </span>
                  <span>{t(`giftCertificate.page.${key}`)}</span>
                </li>
              ))}
            </ol>
            <p className="mt-5 border-t border-brand/15 pt-4 text-sm text-muted">{t("giftCertificate.page.how4", { currency: offer.currency })}</p>
          </aside>
        </div>
      </div>
    </div>
  );
}

function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <AlertIcon className="mt-0.5 shrink-0" width={16} height={16} />
      {children}
    </p>
  );
}

/** A labelled control with its hint and its error, wired by id for assistive technology. */
function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children({ id, ...(error ? { "aria-invalid": true as const } : {}), ...(describedBy ? { "aria-describedby": describedBy } : {}) })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
