import type { ComponentType } from "react";
import type { ContentBlock } from "../../../server/modules/content/types";
import { HeadingBlock } from "./HeadingBlock";

export type BlockComponent = ComponentType<{ block: ContentBlock }>;

/** Content type → block component. */
export const blockMap: Record<string, BlockComponent> = {
  heading: HeadingBlock,
};
