import type { BlockOf } from "../../../server/modules/content/blocks";
import { container, RichText } from "./parts";

/** Free HTML from the CMS (001 §2 HTML), sanitised on save and again on load. */
export function HtmlBlock({ block }: { block: BlockOf<"html"> }) {
  return (
    <div className={`${container} py-8`}>
      <RichText
        as="div"
        html={block.html}
        className="mx-auto max-w-3xl text-ink [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-5 [&_blockquote]:text-lg [&_blockquote]:italic [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:font-display [&_h2]:text-3xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-4 [&_p]:leading-relaxed [&_p]:text-muted [&_table]:my-6 [&_table]:w-full [&_td]:border-b [&_td]:border-ink/10 [&_td]:py-2 [&_th]:border-b-2 [&_th]:border-ink/20 [&_th]:py-2 [&_th]:text-left [&_ul]:list-disc [&_ul]:pl-6"
      />
    </div>
  );
}
