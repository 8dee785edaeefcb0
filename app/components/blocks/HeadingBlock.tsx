import type { ContentBlock } from "../../../server/modules/content/types";

export function HeadingBlock({ block }: { block: ContentBlock }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h2 className="text-3xl font-bold">{String(block.text ?? "")}</h2>
    </div>
  );
}
