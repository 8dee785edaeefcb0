import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";

/**
 * Small parts of the back office's screens (issue 17), shared by every area: page header, card,
 * labelled fields, notices and table classes. Buttons are app/components/ui/Button.
 */
export function AdminPageHeader({ title, intro, actions }: { title: string; intro?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {intro && <p className="mt-1 max-w-3xl text-sm text-slate-600">{intro}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

export function AdminCard({ title, children, className = "" }: { title?: string; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-lg border border-slate-200 bg-white p-5 shadow-sm ${className}`}>
      {title && <h2 className="mb-4 text-base font-semibold text-slate-900">{title}</h2>}
      {children}
    </section>
  );
}

export const adminInputClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-slate-500 focus:outline-2 focus:outline-offset-1 focus:outline-slate-500";

export function AdminField({ label, hint, id, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; id: string }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input id={id} className={adminInputClass} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

export function AdminSelect({ label, id, children, ...select }: SelectHTMLAttributes<HTMLSelectElement> & { label: string; id: string }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} className={adminInputClass} {...select}>
        {children}
      </select>
    </div>
  );
}

export function AdminNotice({ tone, children }: { tone: "error" | "success" | "info"; children: ReactNode }) {
  const look = {
    error: "border-red-200 bg-red-50 text-red-800",
    success: "border-emerald-200 bg-emerald-50 text-emerald-800",
    info: "border-amber-200 bg-amber-50 text-amber-900",
  }[tone];
  return (
    <p role={tone === "error" ? "alert" : "status"} className={`rounded-md border px-3 py-2 text-sm ${look}`}>
      {children}
    </p>
  );
}

/** Table classes: `<table className={adminTable.table}>`, header cells `th`, body cells `td`. */
export const adminTable = {
  wrapper: "overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm",
  table: "min-w-full divide-y divide-slate-200 text-left text-sm",
  th: "bg-slate-50 px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600",
  td: "px-4 py-3 align-top text-slate-800",
  row: "divide-x-0 border-slate-100",
};

export function Badge({ tone = "neutral", children }: { tone?: "neutral" | "good" | "warn" | "bad"; children: ReactNode }) {
  const look = { neutral: "bg-slate-100 text-slate-700", good: "bg-emerald-100 text-emerald-800", warn: "bg-amber-100 text-amber-900", bad: "bg-red-100 text-red-800" }[tone];
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${look}`}>{children}</span>;
}
