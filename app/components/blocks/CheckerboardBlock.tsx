import type { BlockOf } from "../../../server/modules/content/blocks";
import { ArrowLink, Img, RichText, TitledSection } from "./parts";

/**
 * Pictures and texts in a checkerboard (001 §2 checkerboard): the plain variant alternates left and
 * right row by row; the vertical variant alternates top and bottom column by column.
 */
export function CheckerboardBlock({ block }: { block: BlockOf<"checkerboard"> }) {
  return (
    <TitledSection block={block} titleClassName="mb-10 text-center" variant={block.variant}>
      {block.variant === "vertical" ? <Vertical rows={block.rows} /> : <Plain rows={block.rows} />}
    </TitledSection>
  );
}

type Rows = BlockOf<"checkerboard">["rows"];

function Text({ row }: { row: Rows[number] }) {
  return (
    <div className="flex flex-col justify-center gap-4 p-8 md:p-12">
      <h3 className="font-display text-2xl font-semibold tracking-tight text-ink md:text-3xl">{row.headline}</h3>
      <RichText as="p" html={row.text} className="leading-relaxed text-muted md:text-lg" />
      {row.cta && <ArrowLink cta={row.cta} />}
    </div>
  );
}

function Plain({ rows }: { rows: Rows }) {
  return (
    <div className="overflow-hidden rounded-3xl ring-1 ring-ink/10">
      {rows.map((row, index) => (
        <div key={index} className={`grid md:grid-cols-2 ${index % 2 ? "bg-brand-soft/60" : "bg-white"}`}>
          <Img image={row.image} className={`aspect-[4/3] size-full object-cover ${index % 2 ? "md:order-2" : ""}`} />
          <Text row={row} />
        </div>
      ))}
    </div>
  );
}

function Vertical({ rows }: { rows: Rows }) {
  return (
    <div className={`grid gap-4 sm:grid-cols-2 ${rows.length >= 3 ? "lg:grid-cols-3" : ""}`}>
      {rows.map((row, index) => (
        <div key={index} className={`flex flex-col overflow-hidden rounded-3xl ${index % 2 ? "bg-brand text-white [&_h3]:text-white [&_p]:text-white/80 [&_a]:text-white" : "bg-brand-soft/70"}`}>
          <Img image={row.image} className={`aspect-square w-full object-cover ${index % 2 ? "sm:order-2" : ""}`} />
          <Text row={row} />
        </div>
      ))}
    </div>
  );
}
