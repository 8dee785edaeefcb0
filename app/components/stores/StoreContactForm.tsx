import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { STORE_MESSAGE_MAX_LENGTH, storeContactFormSchema } from "../../../common/forms/store-contact";
import type { storesApi } from "../../../server/modules/stores/api";
import { ApiError, callRpc } from "../../lib/rpc-client";
import { Button } from "../ui/Button";
import { CheckIcon } from "../ui/icons";

type Field = "email" | "phone" | "message";
const FIELDS = ["email", "phone", "message"] as const;

/**
 * The store contact form (001 §2, §3 Store contact message, §5): email, phone with its country
 * code, and a message under 1000 characters. The server checks each field and answers translated
 * messages shown beside them; once sent, a confirmation replaces the form.
 */
export function StoreContactForm({ storeId, storeName }: { storeId: number; storeName: string }) {
  const { t } = useTranslation("stores");
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<Field | "form", string>>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: Field) => String(form.get(name) ?? "");
    const showErrors = (next: Partial<Record<Field | "form", string>>) => {
      setErrors(next);
      const first = FIELDS.find((f) => next[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    };
    // The same rules as the server (common/forms/store-contact.ts), answered at once.
    const checked = storeContactFormSchema.safeParse({ email: value("email"), phone: value("phone"), message: value("message") });
    if (!checked.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const name = issue.path[0] as Field;
        next[name] ??= t(issue.message);
      }
      return showErrors(next);
    }
    setBusy(true);
    try {
      await callRpc<typeof storesApi>("stores")("sendStoreContactEmail", { storeId, email: value("email"), phone: value("phone"), message: value("message") });
      setErrors({});
      setSent(true);
    } catch (error) {
      const next: Partial<Record<Field | "form", string>> = {};
      if (error instanceof ApiError) {
        for (const issue of error.issues) {
          const field = issue.path.split(".").pop() as Field;
          if ((FIELDS as readonly string[]).includes(field)) next[field] ??= issue.message;
        }
        if (Object.keys(next).length === 0) next.form = error.message || t("common:errors.somethingWentWrong");
      } else {
        next.form = t("common:errors.somethingWentWrong");
      }
      showErrors(next);
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div role="status" className="flex items-start gap-3 rounded-2xl bg-brand-soft p-5 text-ink" data-contact-sent>
        <CheckIcon width={22} height={22} className="mt-0.5 shrink-0 text-brand" />
        <div>
          <p className="font-semibold">{t("contact.sent")}</p>
          <p className="text-muted">{t("contact.sentBody")}</p>
        </div>
      </div>
    );
  }

  const input = "w-full rounded-xl border bg-white px-3 py-2.5 text-base text-ink focus:ring-2 focus:ring-brand/30 focus:outline-none";
  const field = (name: Field, control: (props: { id: string; name: Field; "aria-invalid": boolean; "aria-describedby"?: string; className: string }) => React.ReactNode, hint?: string) => {
    const error = errors[name];
    const described = [hint ? `${id}-${name}-hint` : null, error ? `${id}-${name}-error` : null].filter(Boolean).join(" ") || undefined;
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-${name}`} className="text-sm font-semibold text-ink">
          {t(`contact.${name}`)}
        </label>
        {control({ id: `${id}-${name}`, name, "aria-invalid": Boolean(error), "aria-describedby": described, className: `${input} ${error ? "border-red-700" : "border-ink/20 focus:border-brand"}` })}
        {hint && (
          <p id={`${id}-${name}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-${name}-error`} className="text-sm text-red-700" data-field-error={name}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="font-display text-xl font-semibold text-ink">
          {t("contact.title")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("contact.intro", { store: storeName })}</p>
      </div>
      {field("email", (p) => <input {...p} type="email" autoComplete="email" required />)}
      {field("phone", (p) => <input {...p} type="tel" autoComplete="tel" inputMode="tel" required />, t("contact.phoneHint"))}
      {field("message", (p) => <textarea {...p} rows={5} maxLength={STORE_MESSAGE_MAX_LENGTH} required />)}
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <Button type="submit" busy={busy} className="w-full sm:w-fit">
        {busy ? t("contact.sending") : t("contact.send")}
      </Button>
    </form>
  );
}
