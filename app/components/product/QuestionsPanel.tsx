import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { Question } from "../../../server/modules/catalog/types";
import { FormField } from "./FormField";
import type { FormResult } from "./forms";
import { Button } from "../ui/Button";

/** Questions and answers, and the form to ask one (001 §2 product details tabs). */
export function QuestionsPanel({ questions }: { questions: Question[] }) {
  const { t } = useTranslation("catalog");
  const fetcher = useFetcher<FormResult>();
  const result = fetcher.data?.intent === "question" ? fetcher.data : undefined;
  const errors = result && !result.ok ? result.errors : {};
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_24rem]">
      {questions.length === 0 ? (
        <p className="text-muted">{t("questions.none")}</p>
      ) : (
        <dl className="flex flex-col divide-y divide-ink/10">
          {questions.map((q) => (
            <div key={q.id} className="py-5">
              <dt className="font-semibold text-ink">{t("questions.q")} {q.question}</dt>
              <dd className="mt-2 text-ink/80">{t("questions.a")} {q.answer ?? t("questions.unanswered")}</dd>
            </div>
          ))}
        </dl>
      )}
      <fetcher.Form method="post" noValidate className="flex flex-col gap-4 rounded-2xl bg-brand-soft/60 p-5" aria-labelledby="question-form-title">
        <h3 id="question-form-title" className="font-display text-lg font-semibold text-ink">{t("questions.ask")}</h3>
        <input type="hidden" name="intent" value="question" />
        <FormField id="question-name" label={t("forms.name")} error={errors.authorName}>{(p) => <input {...p} name="authorName" autoComplete="name" />}</FormField>
        <FormField id="question-email" label={t("forms.emailOptional")} error={errors.email}>{(p) => <input {...p} name="email" type="email" autoComplete="email" />}</FormField>
        <FormField id="question-text" label={t("questions.label")} error={errors.question}>{(p) => <textarea {...p} name="question" rows={3} />}</FormField>
        <Button type="submit" disabled={fetcher.state !== "idle"} size="bare" className="min-h-12 px-5">
          {t("questions.submit")}
        </Button>
        {errors.form && <p role="alert" className="text-sm text-red-700">{t(errors.form)}</p>}
        {result?.ok && <p role="status" className="text-sm font-semibold text-emerald-700">{t(result.message)}</p>}
      </fetcher.Form>
    </div>
  );
}
