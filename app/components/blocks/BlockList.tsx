import type { ContentBlock } from "../../../server/modules/content/types";
import { blockMap } from "./block-map";

/** Renders CMS blocks by mapping each content type to its component (001 §2 Content-block types). */
export function BlockList({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <>
      {blocks.map((block) => {
        const Block = blockMap[block.type];
        if (!Block) return null;
        return (
          <div key={block.id} id={block.id} data-block={block.type} className="scroll-mt-24">
            <Block block={block} />
          </div>
        );
      })}
    </>
  );
}
