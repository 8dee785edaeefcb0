import { useTranslation } from "react-i18next";
import type { BlockOf } from "../../../server/modules/content/blocks";
import { Img, RichText, TitledSection } from "./parts";

/** A numbered how-to (001 §2 steps): folding in three moves, ordering, registering a bike. */
export function StepsBlock({ block }: { block: BlockOf<"steps"> }) {
  const { t } = useTranslation("blocks");
  return (
    <TitledSection block={block} titleClassName="mb-10 text-center">
      <ol className={`grid gap-6 ${block.steps.length >= 4 ? "md:grid-cols-2 lg:grid-cols-4" : "md:grid-cols-3"}`}>
        {block.steps.map((step, index) => (
          <li key={index} className="relative flex flex-col gap-4 rounded-3xl bg-brand-soft/60 p-6">
            {step.image && <Img image={step.image} className="aspect-[4/3] w-full rounded-2xl object-cover" />}
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-full bg-accent font-display text-lg font-bold text-white" aria-hidden="true">
                {index + 1}
              </span>
              <span className="sr-only">{t("steps.step", { number: index + 1 })}: </span>
              <h3 className="font-display text-lg font-semibold text-ink">{step.title}</h3>
            </div>
            <RichText as="p" html={step.text} className="leading-relaxed text-muted" />
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
