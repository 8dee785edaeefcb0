import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A labelled input with its translated error, wired with aria-invalid and aria-describedby. */
export function FormField({ id, label, error, children, hint }: { id: string; label: string; error?: string; children: (props: { id: string; "aria-invalid": boolean; "aria-describedby"?: string; className: string }) => ReactNode; hint?: string }) {
  const { t } = useTranslation("catalog");
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">{label}</label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        "aria-describedby": error ? errorId : undefined,
        className: `w-full rounded-xl border bg-white px-4 py-3 text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent ${error ? "border-red-600" : "border-ink/20"}`,
      })}
      {hint && !error && <p className="text-xs text-muted">{hint}</p>}
      {error && <p id={errorId} className="text-sm text-red-700">{t(error)}</p>}
    </div>
  );
}
