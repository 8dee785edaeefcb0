import { useEffect, type ComponentType } from "react";
import { useLocation } from "react-router";
import type { Block } from "../../../server/modules/content/blocks";
import { blockMap, blockWrapperClass } from "./block-map";

// 000 §2 Scrolling on navigation: smooth and delayed by 150 ms.
const SCROLL_DELAY_MS = 150;

/**
 * Renders CMS blocks by mapping each content type to its component (001 §2 Content-block types).
 * Each block sits in a wrapper carrying its id, so a URL hash scrolls to that block (000 §2).
 */
export function BlockList({ blocks }: { blocks: Block[] }) {
  useScrollToHashBlock();
  return (
    <>
      {blocks.map((block, index) => {
        const Component = blockMap[block.type] as ComponentType<{ block: Block; isFirst: boolean }> | undefined;
        if (!Component) return null;
        return (
          <div
            key={block.id}
            id={block.id}
            data-block={block.type}
            className={`scroll-mt-24 ${blockWrapperClass[block.type] ?? ""}`}
          >
            <Component block={block} isFirst={index === 0} />
          </div>
        );
      })}
    </>
  );
}

/** When the URL has a hash, scroll smoothly to that block once the page is shown (000 §2). */
function useScrollToHashBlock() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash || hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const timer = window.setTimeout(() => {
      const target = document.getElementById(id);
      if (!target) return;
      const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash, key]);
}
