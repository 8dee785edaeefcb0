import type { ComponentType } from "react";
import type { Block } from "../../../server/modules/content/blocks";
import { blockMap, blockWrapperClass } from "./block-map";

/**
 * Renders CMS blocks by mapping each content type to its component (001 §2 Content-block types).
 * Each block sits in a wrapper carrying its id and type: a URL hash scrolls to that block
 * (000 §2; the scrolling itself is ScrollOnNavigation's job in the layout).
 */
export function BlockList({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const Component = blockMap[block.type] as ComponentType<{ block: Block; isFirst: boolean }> | undefined;
        if (!Component) return null;
        return (
          <div key={block.id} id={block.id} data-block={block.type} className={blockWrapperClass[block.type]}>
            <Component block={block} isFirst={index === 0} />
          </div>
        );
      })}
    </>
  );
}
