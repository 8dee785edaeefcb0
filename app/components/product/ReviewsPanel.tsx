import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { Review } from "../../../server/modules/catalog/types";
import { useDateFormat } from "../../lib/use-date-format";
import { FormField } from "./FormField";
import type { FormResult } from "./forms";
import { Button } from "../ui/Button";

function Stars({ rating }: { rating: number }) {
  return (
    <span aria-hidden="true" className="text-amber-500">
      {"★".repeat(rating)}<span className="text-ink/20">{"★".repeat(5 - rating)}</span>
    </span>
  );
}

/** Reviews and the review form (title and message at least 3 characters, 001 §5). */
export function ReviewsPanel({ reviews }: { reviews: Review[] }) {
  const { t } = useTranslation("catalog");
  const dates = useDateFormat();
  const fetcher = useFetcher<FormResult>();
  const result = fetcher.data?.intent === "review" ? fetcher.data : undefined;
  const errors = result && !result.ok ? result.errors : {};
  const average = reviews.length ? reviews.reduce((s, r) => s + r.rating, 0) / reviews.length : 0;
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_24rem]">
      <div>
        {reviews.length === 0 ? (
          <p className="text-muted">{t("reviews.none")}</p>
        ) : (
          <>
            <p className="mb-6 flex items-center gap-2 text-sm text-muted">
              <Stars rating={Math.round(average)} />
              {t("reviews.average", { average: average.toFixed(1), count: reviews.length })}
            </p>
            <ul className="flex flex-col divide-y divide-ink/10">
              {reviews.map((r) => (
                <li key={r.id} className="py-5">
                  <p className="flex items-center gap-2"><Stars rating={r.rating} /><span className="sr-only">{t("reviews.rating", { rating: r.rating })}</span></p>
                  <h3 className="mt-1 font-semibold text-ink">{r.title}</h3>
                  <p className="mt-1 text-ink/80">{r.text}</p>
                  <p className="mt-2 text-xs text-muted">{r.author_name} · {dates.date(r.created_at)}</p>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <fetcher.Form method="post" noValidate className="flex flex-col gap-4 rounded-2xl bg-brand-soft/60 p-5" aria-labelledby="review-form-title">
        <h3 id="review-form-title" className="font-display text-lg font-semibold text-ink">{t("reviews.write")}</h3>
        <input type="hidden" name="intent" value="review" />
        <FormField id="review-name" label={t("forms.name")} error={errors.authorName}>{(p) => <input {...p} name="authorName" autoComplete="name" />}</FormField>
        <FormField id="review-email" label={t("forms.emailOptional")} error={errors.email}>{(p) => <input {...p} name="email" type="email" autoComplete="email" />}</FormField>
        <FormField id="review-rating" label={t("reviews.ratingLabel")} error={errors.rating}>
          {(p) => (
            <select {...p} name="rating" defaultValue="5">
              {[5, 4, 3, 2, 1].map((n) => <option key={n} value={n}>{t("reviews.rating", { rating: n })}</option>)}
            </select>
          )}
        </FormField>
        <FormField id="review-title" label={t("reviews.title")} error={errors.title}>{(p) => <input {...p} name="title" />}</FormField>
        <FormField id="review-text" label={t("reviews.message")} error={errors.text}>{(p) => <textarea {...p} name="text" rows={4} />}</FormField>
        <Button type="submit" disabled={fetcher.state !== "idle"} size="bare" className="min-h-12 px-5">
          {t("reviews.submit")}
        </Button>
        {errors.form && <p role="alert" className="text-sm text-red-700">{t(errors.form)}</p>}
        {result?.ok && <p role="status" className="text-sm font-semibold text-emerald-700">{t(result.message)}</p>}
      </fetcher.Form>
    </div>
  );
}
