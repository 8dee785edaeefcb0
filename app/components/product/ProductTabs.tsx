import { lazy, Suspense } from "react";
import { Tabs } from "../ui/Tabs";
import { useTranslation } from "react-i18next";
import type { Question, Review } from "../../../server/modules/catalog/types";
import { useFormat } from "../../lib/use-format";
import type { PdpTexts } from "./pdp-texts";

// The reviews and questions tabs are closed when the page loads (a closed tab's content is not
// rendered, on the server either), so their code (forms, review dates with dayjs) loads on the
// first intent to open one, not with the product page (issue 20).
const reviewsPanel = () => import("./ReviewsPanel");
const questionsPanel = () => import("./QuestionsPanel");
const ReviewsPanel = lazy(() => reviewsPanel().then((m) => ({ default: m.ReviewsPanel })));
const QuestionsPanel = lazy(() => questionsPanel().then((m) => ({ default: m.QuestionsPanel })));
const prepare = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);
const prepareReviews = prepare(reviewsPanel);
const prepareQuestions = prepare(questionsPanel);

/** Product details tabs: technical spec, reviews, questions and answers (001 §2); labels from pdpConfig (001 §7). */
export function ProductTabs({
  spec,
  weightKg,
  reviews,
  questions,
  texts,
}: {
  spec: Array<{ id: number; name: string; value: string }>;
  weightKg: number;
  reviews: Review[];
  questions: Question[];
  texts: Pick<PdpTexts, "specsTabLabel" | "reviewsTabLabel" | "questionsTabLabel">;
}) {
  const { t } = useTranslation("catalog");
  const format = useFormat();
  const tab = "min-h-12 shrink-0 border-b-2 border-transparent px-1 text-sm font-semibold text-muted hover:text-ink data-[state=active]:border-brand data-[state=active]:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent sm:text-base";
  return (
    <Tabs.Root defaultValue="spec" className="mt-16">
      <Tabs.List aria-label={t("tabs.label")} className="flex gap-6 overflow-x-auto border-b border-ink/10">
        <Tabs.Trigger value="spec" className={tab}>{texts.specsTabLabel}</Tabs.Trigger>
        <Tabs.Trigger value="reviews" className={tab} onPointerEnter={prepareReviews} onFocus={prepareReviews}>{texts.reviewsTabLabel}</Tabs.Trigger>
        <Tabs.Trigger value="questions" className={tab} onPointerEnter={prepareQuestions} onFocus={prepareQuestions}>{texts.questionsTabLabel}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="spec" className="py-8 focus-visible:outline-none">
        <table className="w-full max-w-3xl text-left text-sm">
          <tbody>
            <tr className="border-b border-ink/10">
              <th scope="row" className="w-1/2 py-3 pr-4 font-semibold text-ink">{t("spec.Weight")}</th>
              <td className="py-3 text-ink/80">{format.weight(weightKg)}</td>
            </tr>
            {spec.map((row) => (
              <tr key={row.id} className="border-b border-ink/10">
                <th scope="row" className="py-3 pr-4 font-semibold text-ink">{t(`spec.${row.name}`, { defaultValue: row.name })}</th>
                <td className="py-3 text-ink/80">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Tabs.Content>
      <Tabs.Content value="reviews" className="py-8 focus-visible:outline-none">
        <Suspense fallback={null}>
          <ReviewsPanel reviews={reviews} />
        </Suspense>
      </Tabs.Content>
      <Tabs.Content value="questions" className="py-8 focus-visible:outline-none">
        <Suspense fallback={null}>
          <QuestionsPanel questions={questions} />
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}
