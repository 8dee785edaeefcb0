import { Accordion } from "radix-ui";
import type { BlockOf } from "../../../server/modules/content/blocks";
import { ChevronDownIcon } from "../ui/icons";
import { RichText, TitledSection, focusRing } from "./parts";

/**
 * Expandable sections (001 §2 accordion). Radix gives the ARIA wiring and keyboard use (Enter or
 * Space toggles, arrow keys move between headers). Closed panels stay in the HTML, hidden, so the
 * text is there for search engines.
 */
export function AccordionBlock({ block }: { block: BlockOf<"accordion"> }) {
  return (
    <TitledSection block={block} titleClassName="mb-6" narrow>
      <AccordionList items={block.items.map((item) => ({ title: item.title, body: item.body }))} />
    </TitledSection>
  );
}

export function AccordionList({ items }: { items: Array<{ title: string; body: string }> }) {
  return (
    <Accordion.Root type="multiple" className="divide-y divide-ink/10 border-y border-ink/10">
      {items.map((item, index) => (
        <Accordion.Item key={index} value={String(index)}>
          <Accordion.Header className="m-0">
            <Accordion.Trigger
              className={`group flex w-full items-center justify-between gap-6 py-5 text-left text-base font-semibold text-ink hover:text-brand md:text-lg ${focusRing}`}
            >
              {item.title}
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand transition-transform duration-200 group-data-[state=open]:rotate-180">
                <ChevronDownIcon className="size-4" />
              </span>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content forceMount className="pb-6 text-muted data-[state=closed]:hidden">
            <RichText as="p" html={item.body} className="max-w-prose leading-relaxed" />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
