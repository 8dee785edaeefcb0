/**
 * When and where the window scrolls after a navigation (000 §2 Scrolling on navigation):
 * smooth and delayed, 150 ms normally and 350 ms when returning to a saved position; a URL hash
 * scrolls to that hash target's content block (BlockList gives each block its id).
 */
export const SCROLL_DELAY_MS = 150;
export const RESTORE_DELAY_MS = 350;

export type NavigationKind = "POP" | "PUSH" | "REPLACE";

export type ScrollPlan =
  | { kind: "hash"; targetId: string; delayMs: number }
  | { kind: "restore"; top: number; delayMs: number }
  | { kind: "top"; delayMs: number }
  | { kind: "none" };

export interface ScrollPlanInput {
  navigationType: NavigationKind;
  /** `location.hash`, with or without the leading `#`. */
  hash: string;
  /** The position saved for the location being shown, when there is one. */
  savedTop: number | undefined;
  /** The first render after a full page load: the browser has already placed the page. */
  initialLoad: boolean;
  /**
   * How the document of a first render was reached (`PerformanceNavigationTiming.type`). A new
   * document ("navigate": a typed URL, a link from elsewhere, a bank's redirect back) starts with
   * React Router's key `default`, the same key as every other new document of the tab, so a
   * position saved under it belongs to another page; only a reload or back/forward restores it.
   */
  documentNavigation?: string;
  /** A navigation that asked to keep the scroll position (e.g. a filter change). */
  keepScroll?: boolean;
}

export function planScroll(input: ScrollPlanInput): ScrollPlan {
  const targetId = decodeHash(input.hash);
  const newDocument = input.initialLoad && input.documentNavigation === "navigate";
  if (input.navigationType === "POP" && input.savedTop !== undefined && !newDocument) {
    return { kind: "restore", top: input.savedTop, delayMs: RESTORE_DELAY_MS };
  }
  if (targetId) return { kind: "hash", targetId, delayMs: SCROLL_DELAY_MS };
  if (input.initialLoad || input.keepScroll) return { kind: "none" };
  return { kind: "top", delayMs: SCROLL_DELAY_MS };
}

function decodeHash(hash: string): string {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!raw) return "";
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Saved scroll positions per history entry key, kept for the tab's lifetime in sessionStorage. */
export const SCROLL_STORAGE_KEY = "scroll-positions";
const MAX_SAVED_POSITIONS = 100;

export function readSavedPositions(storage: Pick<Storage, "getItem"> | undefined): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SCROLL_STORAGE_KEY) ?? "{}");
    if (!parsed || typeof parsed !== "object") return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, top]) => typeof top === "number" && Number.isFinite(top)));
  } catch {
    return {};
  }
}

export function savePosition(storage: Pick<Storage, "getItem" | "setItem"> | undefined, key: string, top: number): void {
  if (!storage) return;
  const positions = readSavedPositions(storage);
  delete positions[key];
  positions[key] = Math.max(0, Math.round(top));
  // Oldest entries go first so a long session cannot grow the storage without bound.
  const entries = Object.entries(positions).slice(-MAX_SAVED_POSITIONS);
  try {
    storage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Storage full or disabled (private mode): restoring is a nicety, never an error.
  }
}
