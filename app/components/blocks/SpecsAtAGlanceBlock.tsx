import type { BlockOf } from "../../../server/modules/content/blocks";
import { container, Img, section, sectionTitle } from "./parts";

/** The key figures of a bike (001 §2 specs at a glance): weight, folded size, gears. */
export function SpecsAtAGlanceBlock({ block }: { block: BlockOf<"specsAtAGlance"> }) {
  return (
    <section className={`${container} ${section}`} aria-labelledby={`${block.id}-title`}>
      <div className={`grid items-center gap-10 rounded-3xl bg-brand-soft/60 p-6 md:p-12 ${block.image ? "lg:grid-cols-2" : ""}`}>
        {block.image && <Img image={block.image} className="aspect-[4/3] w-full rounded-2xl object-cover" />}
        <div className="flex flex-col gap-6">
          <h2 id={`${block.id}-title`} className={sectionTitle}>
            {block.title}
          </h2>
          <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-ink/10">
            {block.specs.map((spec, index) => (
              <div key={index} className="flex flex-col gap-1 bg-white p-4 md:p-5">
                <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{spec.label}</dt>
                <dd className="font-display text-lg font-semibold text-ink md:text-xl">{spec.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
