import { lazy, Suspense } from "react";
import type { Block } from "../../../server/modules/content/blocks";

const LazyList = lazy(() => import("./BlockList").then((m) => ({ default: m.BlockList })));

/**
 * BlockList for pages where CMS blocks are the exception (a category's banners): the blocks' code
 * (36 block types, Radix Accordion and Tabs) loads only when the page has blocks, not with every
 * such page (issue 20). The server renders them in full (it waits for everything before
 * answering); in the browser the boundary keeps the server's HTML until the code has arrived and
 * then hydrates it, so nothing moves or flashes.
 */
export function LazyBlockList({ blocks }: { blocks: Block[] }) {
  if (blocks.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LazyList blocks={blocks} />
    </Suspense>
  );
}
