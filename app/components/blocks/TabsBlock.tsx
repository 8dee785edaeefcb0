import { Tabs } from "../ui/Tabs";
import type { BlockOf } from "../../../server/modules/content/blocks";
import { Img, RichText, TitledSection, focusRing } from "./parts";

/**
 * Tabbed content (001 §2 tabs). The shop's Tabs: tablist/tab/tabpanel roles, arrow keys move between
 * tabs and select them. Hidden panels stay in the HTML for search engines.
 */
export function TabsBlock({ block }: { block: BlockOf<"tabs"> }) {
  return (
    <TitledSection block={block} titleClassName="mb-8 text-center">
      <Tabs.Root defaultValue="0" className="flex flex-col gap-8">
        <Tabs.List
          aria-label={block.title}
          className="mx-auto flex max-w-full gap-1 overflow-x-auto rounded-full bg-brand-soft p-1.5 [scrollbar-width:none]"
        >
          {block.tabs.map((tab, index) => (
            <Tabs.Trigger
              key={index}
              value={String(index)}
              className={`shrink-0 rounded-full px-5 py-2.5 text-sm font-semibold whitespace-nowrap text-muted transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-brand data-[state=active]:shadow-sm ${focusRing}`}
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {block.tabs.map((tab, index) => (
          <Tabs.Content key={index} value={String(index)} forceMount className={`data-[state=inactive]:hidden ${focusRing} rounded-3xl`}>
            <div className={`grid items-center gap-8 ${tab.image ? "md:grid-cols-2" : "mx-auto max-w-3xl text-center"}`}>
              <div className="flex flex-col gap-4">
                {tab.headline && <h3 className="font-display text-2xl font-semibold text-ink md:text-3xl">{tab.headline}</h3>}
                <RichText as="p" html={tab.body} className="text-lg leading-relaxed text-muted" />
              </div>
              {tab.image && <Img image={tab.image} className="aspect-[4/3] w-full rounded-3xl object-cover" />}
            </div>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </TitledSection>
  );
}
