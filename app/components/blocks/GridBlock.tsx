import type { BlockOf } from "../../../server/modules/content/blocks";
import { ArrowLink, Img, RichText, TitledSection } from "./parts";

const columns = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/** Cards in two, three or four columns (001 §2 grid). */
export function GridBlock({ block }: { block: BlockOf<"grid"> }) {
  return (
    <TitledSection block={block} titleClassName="mb-8">
      <ul className={`grid gap-6 ${columns[block.columns]}`}>
        {block.items.map((item, index) => (
          <li key={index} className="flex flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-ink/10">
            {item.image && <Img image={item.image} className="aspect-[4/3] w-full object-cover" />}
            <div className="flex flex-1 flex-col gap-2 p-6">
              {/* A short title without a picture is a key figure ("92%"), shown large. */}
              <h3 className={`font-display font-semibold text-ink ${!item.image && item.title.length <= 8 ? "text-5xl tracking-tight text-brand" : "text-lg"}`}>
                {item.title}
              </h3>
              {item.text && <RichText as="p" html={item.text} className="leading-relaxed text-muted" />}
              {item.link && <ArrowLink cta={item.link} className="mt-auto pt-3 text-sm" />}
            </div>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
