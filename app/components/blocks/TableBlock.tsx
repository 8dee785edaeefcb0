import { useTranslation } from "react-i18next";
import type { BlockOf } from "../../../server/modules/content/blocks";
import { TitledSection, focusRing } from "./parts";

/**
 * A data table (001 §2 table). On narrow screens it scrolls sideways inside a focusable region so
 * keyboard users can scroll it too; the first column stays in view.
 */
export function TableBlock({ block }: { block: BlockOf<"table"> }) {
  const { t } = useTranslation("blocks");
  return (
    <TitledSection block={block} titleClassName="mb-6">
      <div
        role="region"
        tabIndex={0}
        aria-label={block.title ?? block.caption ?? t("table.label")}
        className={`overflow-x-auto rounded-3xl ring-1 ring-ink/10 ${focusRing}`}
      >
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm md:text-base">
          {block.caption && <caption className="sr-only">{block.caption}</caption>}
          <thead>
            <tr className="bg-brand text-white">
              {block.headers.map((header, index) => (
                <th key={index} scope="col" className={`px-6 py-4 font-semibold whitespace-nowrap ${index === 0 ? "sticky left-0 bg-brand" : ""}`}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              <tr key={r} className={r % 2 ? "bg-brand-soft/50" : "bg-white"}>
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row" className={`sticky left-0 px-6 py-4 font-semibold text-ink ${r % 2 ? "bg-[#f3f6f3]" : "bg-white"}`}>
                      {cell}
                    </th>
                  ) : (
                    <td key={c} className="px-6 py-4 text-muted">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Shown outside the scrolling region so it wraps on narrow screens; the table has it too. */}
      {block.caption && (
        <p aria-hidden="true" className="mt-3 px-2 text-sm text-muted">
          {block.caption}
        </p>
      )}
    </TitledSection>
  );
}
