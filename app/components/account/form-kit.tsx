import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { isMessageKey } from "../../../common/forms/account";
import { ApiError } from "./customer-api";
import { Button } from "../ui/Button";

/**
 * One way to build the account forms: Conform with the shared zod schema (instant, translated
 * messages in the browser), then the RPC call; the server checks the same schema and its answer
 * (field issues or a form message) is shown in the same places.
 */
export function useAccountForm<Schema extends z.ZodType<Record<string, unknown>>>(options: {
  id: string;
  schema: Schema;
  defaultValue?: Record<string, unknown>;
  onValid: (value: z.output<Schema>) => Promise<void>;
}) {
  const { t } = useTranslation("account");
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [pending, setPending] = useState(false);
  const [form, fields] = useForm({
    id: options.id,
    lastResult,
    defaultValue: options.defaultValue as never,
    constraint: getZodConstraint(options.schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: options.schema }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (!submission || submission.status !== "success") return;
      setPending(true);
      try {
        await options.onValid(submission.value as z.output<Schema>);
        setLastResult(submission.reply());
      } catch (error) {
        const apiError = error instanceof ApiError ? error : new ApiError("", 0);
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of apiError.issues) if (issue.path) (fieldErrors[issue.path] ??= []).push(issue.message);
        const formErrors = Object.keys(fieldErrors).length > 0 ? [] : [apiError.message || t("errors.somethingWentWrong")];
        setLastResult(submission.reply({ formErrors, fieldErrors }));
        if (!(error instanceof ApiError)) console.error(error);
      } finally {
        setPending(false);
      }
    },
  });
  return { form, fields, pending, formProps: getFormProps(form), reset: () => setLastResult(undefined) };
}

/** Message keys of the schemas are translated; texts the server already translated stay as they are. */
export function useErrorText() {
  const { t } = useTranslation("account");
  return (message: string) => (isMessageKey(message) ? t(message) : message);
}

export const inputClass =
  "block w-full rounded-xl border border-black/15 bg-white px-4 py-3 text-[15px] text-ink shadow-sm outline-none transition placeholder:text-muted/60 focus:border-brand focus:ring-4 focus:ring-brand/15 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/15";

function FieldErrors({ field }: { field: FieldMetadata<any, any, string[]> }) {
  const text = useErrorText();
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className="mt-1.5 text-sm font-medium text-red-700">
      {text(field.errors[0])}
    </p>
  );
}

export function TextField({
  field,
  label,
  type = "text",
  autoComplete,
  hint,
  optional,
  inputMode,
  placeholder,
}: {
  field: FieldMetadata<any, any, string[]>;
  label: string;
  type?: "text" | "email" | "tel" | "password";
  autoComplete?: string;
  hint?: ReactNode;
  optional?: boolean;
  inputMode?: "numeric" | "text" | "email" | "tel";
  placeholder?: string;
}) {
  const { t } = useTranslation("account");
  const [visible, setVisible] = useState(false);
  const hintId = useId();
  const isPassword = type === "password";
  const props = getInputProps(field, { type: isPassword && visible ? "text" : type === "tel" ? "tel" : type });
  const describedBy = [props["aria-describedby"], hint ? hintId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={field.id} className="mb-1.5 flex items-baseline justify-between text-sm font-semibold text-ink">
        <span>{label}</span>
        {optional && <span className="text-xs font-normal text-muted">{t("form.optional")}</span>}
      </label>
      <div className="relative">
        <input
          {...props}
          key={props.key}
          aria-describedby={describedBy}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          className={`${inputClass} ${isPassword ? "pr-20" : ""}`}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-controls={field.id}
            className="absolute inset-y-1.5 right-1.5 rounded-lg px-3 text-xs font-semibold text-brand hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-brand"
          >
            {visible ? t("form.hidePassword") : t("form.showPassword")}
          </button>
        )}
      </div>
      {hint && !field.errors?.length && (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldErrors field={field} />
    </div>
  );
}

export function SelectField({
  field,
  label,
  placeholder,
  options,
  autoComplete,
}: {
  field: FieldMetadata<any, any, string[]>;
  label: string;
  placeholder: string;
  options: Array<{ value: string; label: string }>;
  autoComplete?: string;
}) {
  const props = getSelectProps(field);
  return (
    <div>
      <label htmlFor={field.id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <select {...props} key={props.key} autoComplete={autoComplete} className={`${inputClass} appearance-none bg-[length:12px] bg-[right_1rem_center] bg-no-repeat pr-10`} style={{ backgroundImage: CHEVRON }}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors field={field} />
    </div>
  );
}

const CHEVRON = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%235b6b63' stroke-width='1.6'/%3E%3C/svg%3E")`;

export function CheckboxField({ field, label }: { field: FieldMetadata<any, any, string[]>; label: ReactNode }) {
  const props = getInputProps(field, { type: "checkbox" });
  return (
    <div>
      <label htmlFor={field.id} className="flex cursor-pointer items-start gap-3 text-sm leading-snug text-ink">
        <input
          {...props}
          key={props.key}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-black/30 accent-[var(--colour-primary)] aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-red-600"
        />
        <span>{label}</span>
      </label>
      <FieldErrors field={field} />
    </div>
  );
}

/** The form's own message (the server's answer), announced to screen readers. */
export function FormMessage({ id, errors }: { id: string; errors?: string[] }) {
  const text = useErrorText();
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {text(errors[0])}
    </div>
  );
}

export function SuccessMessage({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
      {children}
    </div>
  );
}

export function SubmitButton({ pending, children, className = "" }: { pending: boolean; children: ReactNode; className?: string }) {
  return (
    <Button type="submit" busy={pending} className={`gap-2 py-3 text-[15px] ${className}`}>
      {pending && <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
      {children}
    </Button>
  );
}

export function TextButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className="font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
      {children}
    </button>
  );
}

/**
 * The second step of deleting a saved record (an address, a card): the question and the red
 * Delete and Cancel buttons that replace the record's own actions until one is chosen.
 */
export function DeleteConfirmation({
  prompt,
  deleteLabel,
  cancelLabel,
  pending,
  onConfirm,
  onCancel,
}: {
  prompt: string;
  deleteLabel: string;
  cancelLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <>
      <span className="mr-auto text-sm font-medium text-ink">{prompt}</span>
      <Button variant="danger" size="bare" onClick={onConfirm} disabled={pending} className="px-4 py-2 text-sm">
        {deleteLabel}
      </Button>
      <Button variant="quiet" size="bare" onClick={onCancel} className="px-4 py-2 text-sm">
        {cancelLabel}
      </Button>
    </>
  );
}

/**
 * The foot of a saved record's card (an address, a card): the failed delete's message, then the
 * record's own actions (`children`) and its Delete button, which asks first (DeleteConfirmation)
 * and calls `onDelete` only when the question is answered with Delete.
 */
export function RecordFooter({
  error,
  pending,
  onDelete,
  texts,
  children,
}: {
  error: string | null;
  pending: boolean;
  onDelete: () => void;
  /** `deleteNamed` is the Delete button's accessible name, naming the record. */
  texts: { delete: string; deleteNamed: string; confirm: string; cancel: string };
  children?: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-black/[0.06] pt-4">
        {confirming ? (
          <DeleteConfirmation prompt={texts.confirm} deleteLabel={texts.delete} cancelLabel={texts.cancel} pending={pending} onConfirm={onDelete} onCancel={() => setConfirming(false)} />
        ) : (
          <>
            {children}
            <Button variant="dangerText" size="bare" onClick={() => setConfirming(true)} aria-label={texts.deleteNamed} className="px-4 py-2 text-sm">
              {texts.delete}
            </Button>
          </>
        )}
      </div>
    </>
  );
}

/**
 * The customer's own name and email (registration, profile): the same labels and autofill hints
 * wherever a customer gives them. `gap` follows the spacing of the form around it.
 */
export function NameAndEmailFields({
  fields,
  gap = "gap-4",
}: {
  fields: Record<string, FieldMetadata<any, any, string[]>>;
  gap?: "gap-4" | "gap-5";
}) {
  const { t } = useTranslation("account");
  return (
    <>
      <div className={`grid ${gap} sm:grid-cols-2`}>
        <TextField field={fields.first_name} label={t("fields.firstName")} autoComplete="given-name" />
        <TextField field={fields.last_name} label={t("fields.lastName")} autoComplete="family-name" />
      </div>
      <TextField field={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
    </>
  );
}

/** A radio choice drawn as a card (address book, shipping method, stored card). */
export function Choice({ name, value, checked, onChange, children }: { name: string; value: string; checked: boolean; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <label
      className={`flex cursor-pointer items-center gap-3 rounded-2xl border px-4 py-3.5 transition focus-within:ring-4 focus-within:ring-brand/15 ${
        checked ? "border-brand bg-brand-soft/40 ring-1 ring-brand" : "border-black/15 bg-white hover:border-brand/50"
      }`}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onChange(value)} className="size-5 shrink-0 accent-[var(--colour-primary)]" />
      <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">{children}</span>
    </label>
  );
}
