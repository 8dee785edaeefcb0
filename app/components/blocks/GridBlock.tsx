import type { BlockOf } from "../../../server/modules/content/blocks";
import { CardContent, TitledSection } from "./parts";

const columns = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/** Cards in two, three or four columns (001 §2 grid). */
export function GridBlock({ block }: { block: BlockOf<"grid"> }) {
  return (
    <TitledSection block={block} titleClassName="mb-8">
      <ul className={`grid gap-6 ${columns[block.columns]}`}>
        {block.items.map((item, index) => (
          <li key={index} className="flex flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-ink/10">
            {/* A short title without a picture is a key figure ("92%"), shown large. */}
            <CardContent item={item} titleClassName={!item.image && item.title.length <= 8 ? "text-5xl tracking-tight text-brand" : "text-lg"} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
