import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { FormResult } from "./forms";

/** Back-in-stock registration (001 §4): "Email is already registered." when it is (001 §8). */
export function BackInStockForm({ variantId }: { variantId: number | null }) {
  const { t } = useTranslation("catalog");
  const fetcher = useFetcher<FormResult>();
  const result = fetcher.data?.intent === "backInStock" ? fetcher.data : undefined;
  const error = result && !result.ok ? (result.errors.email ?? result.errors.form) : undefined;
  return (
    <fetcher.Form method="post" noValidate className="flex flex-col gap-3 rounded-2xl border border-ink/10 bg-white p-4" aria-labelledby="bis-title">
      <h2 id="bis-title" className="font-semibold text-ink">{t("backInStock.title")}</h2>
      <p className="text-sm text-muted">{t("backInStock.text")}</p>
      <input type="hidden" name="intent" value="backInStock" />
      {variantId !== null && <input type="hidden" name="variantId" value={variantId} />}
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="bis-email" className="sr-only">{t("forms.email")}</label>
        <input
          id="bis-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t("forms.email")}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "bis-error" : undefined}
          className={`min-h-12 flex-1 rounded-button border bg-white px-4 text-ink focus-visible:outline-2 focus-visible:outline-accent ${error ? "border-red-600" : "border-ink/20"}`}
        />
        <button type="submit" disabled={fetcher.state !== "idle"} className="min-h-12 rounded-button bg-ink px-5 font-semibold text-white hover:opacity-90 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
          {t("backInStock.submit")}
        </button>
      </div>
      {error && <p id="bis-error" role="alert" className="text-sm text-red-700">{t(error)}</p>}
      {result?.ok && <p role="status" className="text-sm font-semibold text-emerald-700">{t(result.message)}</p>}
    </fetcher.Form>
  );
}
