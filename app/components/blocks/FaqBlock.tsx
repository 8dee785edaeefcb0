import { useTranslation } from "react-i18next";
import type { BlockOf } from "../../../server/modules/content/blocks";
import { AccordionList } from "./AccordionBlock";
import { container, section, sectionTitle } from "./parts";

/** Questions and answers (001 §2 FAQ), each answer opening in place like an accordion. */
export function FaqBlock({ block }: { block: BlockOf<"faq"> }) {
  const { t } = useTranslation("blocks");
  return (
    <section className={`${container} ${section}`} aria-labelledby={`${block.id}-title`}>
      <div className="grid gap-8 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <div className="flex flex-col gap-3">
          <h2 id={`${block.id}-title`} className={sectionTitle}>
            {block.title ?? t("faq.title")}
          </h2>
          <p className="text-muted">{t("faq.intro")}</p>
        </div>
        <AccordionList items={block.items.map((item) => ({ title: item.question, body: item.answer }))} />
      </div>
    </section>
  );
}
