/**
 * Which page numbers a pagination shows (1-based): the first, the last, and the current page with
 * one neighbour each side; a gap of one page shows that page instead of "…".
 */
export type PageItem = number | "gap";

export function pageWindow(page: number, pageCount: number): PageItem[] {
  const items: PageItem[] = [];
  let previous = 0;
  for (let n = 1; n <= pageCount; n++) {
    const near = n === 1 || n === pageCount || Math.abs(n - page) <= 1;
    const fillsSingleGap = (n === 2 && page - 1 === 3) || (n === pageCount - 1 && page + 1 === pageCount - 2);
    if (!near && !fillsSingleGap) continue;
    if (n - previous > 1) items.push("gap");
    items.push(n);
    previous = n;
  }
  return items;
}
