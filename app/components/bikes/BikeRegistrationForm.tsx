import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { bikeRegistrationSchema, localDayOf } from "../../../common/forms/bike-registration";
import { Button } from "../ui/Button";
import { CheckIcon } from "../ui/icons";
import { SerialNumberPicture } from "./SerialNumberPicture";
import type { BikeFieldName, BikeRegistrationActionData, BikeRegistrationTexts } from "./types";
import { ResendBikeLink } from "./ResendBikeLink";

const FIELDS: readonly BikeFieldName[] = ["firstName", "lastName", "email", "serialNumber", "purchaseDate"];

/**
 * The bike registration form (001 §3 Bike registration, §5, §8). A plain POST to the page's action,
 * so it works without JavaScript; with it, the shared rules answer at once in the browser (the
 * browser's own day is the latest purchase date) and React Router posts the form without a reload.
 * Messages beside the fields; the action's answer shows the bikeRegistrationId.
 */
export function BikeRegistrationForm({
  texts,
  latestDay,
  result,
  accountUrl,
}: {
  texts: BikeRegistrationTexts;
  /** The latest day the server accepts (max of the date picker before the browser knows its own). */
  latestDay: string;
  result: BikeRegistrationActionData | undefined;
  /** The registered-bikes page, for a signed-in customer. */
  accountUrl: string | null;
}) {
  const { t } = useTranslation("bikes");
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [clientErrors, setClientErrors] = useState<Partial<Record<BikeFieldName, string>> | null>(null);
  const [maxDay, setMaxDay] = useState(latestDay);
  const successRef = useRef<HTMLDivElement>(null);
  const text = (message: string) => (message.startsWith("bikes:") ? t(message) : message);

  useEffect(() => setMaxDay(localDayOf(new Date())), []);
  // A new answer from the server replaces what the browser said.
  useEffect(() => {
    setClientErrors(null);
    if (result?.ok) successRef.current?.focus();
    else if (result?.fieldErrors) {
      const first = FIELDS.find((f) => result.fieldErrors?.[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    }
  }, [result, id]);

  const errors = clientErrors ?? result?.fieldErrors ?? {};

  const check = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? "")]));
    const checked = bikeRegistrationSchema(() => localDayOf(new Date())).safeParse(values);
    if (checked.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const next: Partial<Record<BikeFieldName, string>> = {};
    for (const issue of checked.error.issues) next[issue.path[0] as BikeFieldName] ??= issue.message;
    setClientErrors(next);
    const first = FIELDS.find((f) => next[f]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  if (result?.ok && result.bikeRegistrationId) {
    return (
      <div ref={successRef} tabIndex={-1} role="status" className="flex flex-col gap-4 rounded-3xl bg-brand-soft p-6 text-ink outline-none sm:p-8" data-bike-registered>
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-white">
            <CheckIcon width={22} height={22} strokeWidth={2.5} />
          </span>
          <p className="pt-1.5 text-lg font-semibold">{texts.successMessage}</p>
        </div>
        <div className="rounded-2xl bg-white p-4 ring-1 ring-black/5">
          <p className="text-sm text-muted">{t("registration.idLabel")}</p>
          <p className="mt-1 font-mono text-2xl font-bold tracking-wider text-ink" data-bike-registration-id>
            {result.bikeRegistrationId}
          </p>
          <p className="mt-2 text-sm text-muted">{t("registration.idHint")}</p>
        </div>
        {result.confirmationMailedTo && (
          <div className="flex flex-col gap-1">
            <p className="text-sm text-ink" data-bike-confirmation-mailed>
              {t("registration.confirmMailSent", { email: result.confirmationMailedTo })}
            </p>
            <ResendBikeLink ask={{ bikeRegistrationId: result.bikeRegistrationId, email: result.confirmationMailedTo }} />
          </div>
        )}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link
            to="/bike-registration"
            reloadDocument
            className="inline-flex min-h-11 items-center justify-center rounded-button bg-brand px-6 font-semibold text-white hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {t("registration.another")}
          </Link>
          {accountUrl && (
            <Link
              to={accountUrl}
              className="inline-flex min-h-11 items-center justify-center rounded-button border border-black/15 bg-white px-6 font-semibold text-ink hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {t("registration.myBikes")}
            </Link>
          )}
        </div>
      </div>
    );
  }

  const values = result?.values;
  const input = "w-full rounded-xl border bg-white px-3 py-2.5 text-base text-ink focus:ring-2 focus:ring-brand/30 focus:outline-none";
  const field = (name: BikeFieldName, control: (props: { id: string; name: BikeFieldName; "aria-invalid": boolean; "aria-describedby"?: string; className: string; defaultValue?: string }) => ReactNode, hint?: ReactNode) => {
    const error = errors[name];
    const described = [hint ? `${id}-${name}-hint` : null, error ? `${id}-${name}-error` : null].filter(Boolean).join(" ") || undefined;
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-${name}`} className="text-sm font-semibold text-ink">
          {t(`registration.${name}`)}
        </label>
        {control({
          id: `${id}-${name}`,
          name,
          "aria-invalid": Boolean(error),
          "aria-describedby": described,
          className: `${input} ${error ? "border-red-700" : "border-ink/20 focus:border-brand"}`,
          defaultValue: values?.[name],
        })}
        {hint && (
          <div id={`${id}-${name}-hint`} className="text-sm text-muted">
            {hint}
          </div>
        )}
        {error && (
          <p id={`${id}-${name}-error`} className="text-sm text-red-700" data-field-error={name}>
            {text(error)}
          </p>
        )}
      </div>
    );
  };

  return (
    <Form method="post" noValidate onSubmit={check} className="flex flex-col gap-5" aria-label={texts.title} data-bike-registration-form>
      <div className="grid gap-5 sm:grid-cols-2">
        {field("firstName", (p) => <input {...p} type="text" autoComplete="given-name" required maxLength={100} />)}
        {field("lastName", (p) => <input {...p} type="text" autoComplete="family-name" required maxLength={100} />)}
      </div>
      {field("email", (p) => <input {...p} type="email" autoComplete="email" required maxLength={254} />)}
      <div className="grid items-start gap-5 md:grid-cols-[1fr_minmax(0,15rem)]">
        {field("serialNumber", (p) => <input {...p} type="text" inputMode="numeric" autoComplete="off" required maxLength={14} pattern="[0-9 ]*" className={`${p.className} font-mono tracking-wider`} />, <p>{texts.serialNumberHelp}</p>)}
        <figure className="rounded-2xl bg-brand-soft/40 p-3 ring-1 ring-black/5 md:mt-6">
          <SerialNumberPicture label={t("registration.serialPicture")} />
        </figure>
      </div>
      <div className="sm:max-w-xs">{field("purchaseDate", (p) => <input {...p} type="date" required max={maxDay} />)}</div>
      {result?.formError && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800" data-form-error>
          {text(result.formError)}
        </p>
      )}
      <Button type="submit" busy={busy} className="w-full sm:w-fit">
        {busy ? t("registration.submitting") : texts.submitLabel}
      </Button>
    </Form>
  );
}
