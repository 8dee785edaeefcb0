import type { MenuItem } from "../../../server/modules/content/types";

/**
 * A desktop dropdown has at most two columns: the first item alone in the first column, the rest
 * in the second (000 §2 Layout, §9). A single item makes a single column.
 */
export function dropdownColumns(items: readonly MenuItem[]): MenuItem[][] {
  if (items.length === 0) return [];
  if (items.length === 1) return [[items[0]]];
  return [[items[0]], items.slice(1)];
}

/** The mobile menu nests up to three levels (000 §9): deeper children are not offered. */
export const MOBILE_MENU_MAX_DEPTH = 3;

export function canOpenSubmenu(item: MenuItem, depth: number): boolean {
  return item.children.length > 0 && depth < MOBILE_MENU_MAX_DEPTH;
}

