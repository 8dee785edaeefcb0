import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { BlockOf } from "../../../server/modules/content/blocks";
import { useRootData } from "../../lib/root-data";
import { useCountries } from "../../lib/countries";
import { ApiError } from "../account/customer-api";
import { signUpForMarketing } from "../account/marketing-sign-up";
import { Button } from "../ui/Button";
import { container, ctaSize, focusRing, Img, RichText, section } from "./parts";

// A pragmatic address check for instant feedback; the server validates again.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "done"; message: string } | { kind: "error"; message: string };

/**
 * Newsletter sign-up (001 §2 marketing sign-up, §3 payload: email, country, message, placement).
 * The placement is the block's id, so the shop can tell which sign-up form a subscriber used.
 * The country is the storefront's own; the global storefront sends none and the server decides
 * (001 §4 Marketing sign-up).
 */
export function MarketingSignUpBlock({ block }: { block: BlockOf<"marketingSignUp"> }) {
  const { t } = useTranslation("blocks");
  const root = useRootData();
  const storefront = root?.storefront;
  // A country storefront sends its own country; the global one asks for it (001 §4 Marketing sign-up).
  const askCountry = Boolean(storefront?.isDefault);
  const allCountries = useCountries(root?.country, { enabled: askCountry });
  const countries = askCountry ? allCountries.filter((c) => c.iso !== storefront?.country.iso) : [];
  const ids = useId();
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [emailError, setEmailError] = useState<string | null>(null);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [countryError, setCountryError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const message = String(form.get("message") ?? "").trim();
    const emailProblem = EMAIL.test(email) ? null : t("signUp.invalidEmail");
    const chosenCountry = String(form.get("country") ?? "");
    const countryProblem = askCountry && !chosenCountry ? t("signUp.countryRequired") : null;
    const consentProblem = block.checkboxLabel && form.get("consent") !== "on" ? t("signUp.consentRequired") : null;
    setEmailError(emailProblem);
    setCountryError(countryProblem);
    setConsentError(consentProblem);
    const firstProblem = emailProblem ? "email" : countryProblem ? "country" : consentProblem ? "consent" : null;
    if (firstProblem) {
      (event.currentTarget.elements.namedItem(firstProblem) as HTMLElement | null)?.focus();
      return;
    }
    const country = askCountry ? chosenCountry : storefront?.country.label;
    setStatus({ kind: "sending" });
    try {
      await signUpForMarketing({ email, ...(country ? { country } : {}), ...(message ? { message } : {}), placement: block.id });
      setStatus({ kind: "done", message: t("signUp.success") });
    } catch (error) {
      setStatus({ kind: "error", message: (error instanceof ApiError && error.message) || t("signUp.failed") });
    }
  }

  const emailId = `${ids}-email`;
  const messageId = `${ids}-message`;
  const consentId = `${ids}-consent`;
  const countryId = `${ids}-country`;
  return (
    <section className={`${container} ${section}`} aria-labelledby={`${block.id}-title`}>
      <div className={`grid overflow-hidden rounded-3xl bg-brand text-white ${block.image ? "md:grid-cols-[1fr_1.15fr]" : ""}`}>
        {block.image && <Img image={block.image} className="h-56 w-full object-cover md:h-full" />}
        <div className="flex flex-col gap-5 p-8 md:p-12">
          <h2 id={`${block.id}-title`} className="font-display text-3xl font-semibold tracking-tight text-balance md:text-4xl">
            {block.headline}
          </h2>
          {block.text && <RichText as="p" html={block.text} className="text-white/80 md:text-lg" />}
          {status.kind === "done" ? (
            <p role="status" className="rounded-2xl bg-white/10 px-5 py-4 font-semibold">
              {status.message}
            </p>
          ) : (
            <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-describedby={status.kind === "error" ? `${ids}-error` : undefined}>
              <div className="flex flex-col gap-2">
                <label htmlFor={emailId} className="text-sm font-semibold">
                  {t("signUp.email")}
                </label>
                <div className="flex flex-col gap-3 sm:flex-row">
                  <input
                    id={emailId}
                    name="email"
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    maxLength={254}
                    placeholder={t("signUp.emailPlaceholder")}
                    aria-invalid={emailError ? true : undefined}
                    aria-describedby={emailError ? `${emailId}-error` : undefined}
                    onChange={() => emailError && setEmailError(null)}
                    className={`min-h-12 flex-1 rounded-button border-0 bg-white px-5 text-ink placeholder:text-muted ${focusRing} ${emailError ? "ring-2 ring-accent" : ""}`}
                  />
                  <Button type="submit" variant="accent" size="bare" disabled={status.kind === "sending"} className={ctaSize}>
                    {status.kind === "sending" ? t("signUp.sending") : t("signUp.submit")}
                  </Button>
                </div>
                {emailError && (
                  <p id={`${emailId}-error`} role="alert" className="text-sm font-semibold text-orange-200">
                    {emailError}
                  </p>
                )}
              </div>
              {askCountry && (
                <div className="flex flex-col gap-2">
                  <label htmlFor={countryId} className="text-sm font-semibold">
                    {t("signUp.country")}
                  </label>
                  <select
                    id={countryId}
                    name="country"
                    defaultValue=""
                    autoComplete="country-name"
                    aria-invalid={countryError ? true : undefined}
                    aria-describedby={countryError ? `${countryId}-error` : undefined}
                    onChange={() => countryError && setCountryError(null)}
                    className={`min-h-12 rounded-button border-0 bg-white px-5 text-ink ${focusRing}`}
                  >
                    <option value="" disabled>
                      {t("signUp.selectCountry")}
                    </option>
                    {countries.map((c) => (
                      <option key={c.iso} value={c.label}>
                        {c.label}
                      </option>
                    ))}
                  </select>
                  {countryError && (
                    <p id={`${countryId}-error`} role="alert" className="text-sm font-semibold text-orange-200">
                      {countryError}
                    </p>
                  )}
                </div>
              )}
              {block.showMessage && (
                <div className="flex flex-col gap-2">
                  <label htmlFor={messageId} className="text-sm font-semibold">
                    {t("signUp.message")}
                  </label>
                  <textarea id={messageId} name="message" rows={3} maxLength={1000} className={`rounded-2xl border-0 bg-white px-5 py-3 text-ink ${focusRing}`} />
                </div>
              )}
              {block.checkboxLabel && (
                <div className="flex flex-col gap-1">
                  <div className="flex items-start gap-3">
                    <input
                      id={consentId}
                      name="consent"
                      type="checkbox"
                      aria-invalid={consentError ? true : undefined}
                      aria-describedby={consentError ? `${consentId}-error` : undefined}
                      onChange={() => consentError && setConsentError(null)}
                      className="mt-1 size-5 shrink-0 accent-accent"
                    />
                    <label htmlFor={consentId} className="text-sm text-white/85 [&_a]:text-white">
                      <RichText html={block.checkboxLabel} />
                    </label>
                  </div>
                  {consentError && (
                    <p id={`${consentId}-error`} role="alert" className="pl-8 text-sm font-semibold text-orange-200">
                      {consentError}
                    </p>
                  )}
                </div>
              )}
              <p aria-live="polite" id={`${ids}-error`} className="min-h-0 text-sm font-semibold text-orange-200 empty:hidden">
                {status.kind === "error" ? status.message : ""}
              </p>
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
