import { describe, expect, it } from "vitest";
import { planScroll, readSavedPositions, RESTORE_DELAY_MS, SCROLL_DELAY_MS, SCROLL_STORAGE_KEY, savePosition } from "./scroll-on-navigation";

// 000 §2 Scrolling on navigation.
describe("planScroll", () => {
  it("scrolls to the top after 150 ms on a new navigation", () => {
    expect(planScroll({ navigationType: "PUSH", hash: "", savedTop: undefined, initialLoad: false })).toEqual({ kind: "top", delayMs: 150 });
    expect(SCROLL_DELAY_MS).toBe(150);
  });

  it("returns to a saved position after 350 ms on back/forward", () => {
    expect(planScroll({ navigationType: "POP", hash: "", savedTop: 1200, initialLoad: false })).toEqual({
      kind: "restore",
      top: 1200,
      delayMs: 350,
    });
    expect(RESTORE_DELAY_MS).toBe(350);
  });

  it("scrolls to the hash target's block, decoding the hash", () => {
    expect(planScroll({ navigationType: "PUSH", hash: "#faq%20block", savedTop: undefined, initialLoad: false })).toEqual({
      kind: "hash",
      targetId: "faq block",
      delayMs: 150,
    });
    expect(planScroll({ navigationType: "PUSH", hash: "#specs", savedTop: undefined, initialLoad: true })).toMatchObject({ kind: "hash" });
  });

  it("a back navigation without a saved position behaves like a new one", () => {
    expect(planScroll({ navigationType: "POP", hash: "", savedTop: undefined, initialLoad: false })).toEqual({ kind: "top", delayMs: 150 });
  });

  it("a reload or a back/forward to a full page load restores its place; a new document never takes another page's (decision 028's return from the bank)", () => {
    const firstRender = { navigationType: "POP" as const, hash: "", savedTop: 900, initialLoad: true };
    expect(planScroll({ ...firstRender, documentNavigation: "reload" })).toEqual({ kind: "restore", top: 900, delayMs: 350 });
    expect(planScroll({ ...firstRender, documentNavigation: "back_forward" })).toEqual({ kind: "restore", top: 900, delayMs: 350 });
    expect(planScroll({ ...firstRender, documentNavigation: "navigate" })).toEqual({ kind: "none" });
  });

  it("leaves the first page load and scroll-keeping navigations alone", () => {
    expect(planScroll({ navigationType: "POP", hash: "", savedTop: undefined, initialLoad: true })).toEqual({ kind: "none" });
    expect(planScroll({ navigationType: "REPLACE", hash: "", savedTop: undefined, initialLoad: false, keepScroll: true })).toEqual({ kind: "none" });
  });
});

describe("saved positions", () => {
  function memoryStorage() {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
  }

  it("saves and reads positions per location key", () => {
    const storage = memoryStorage();
    savePosition(storage, "abc", 420.6);
    savePosition(storage, "def", -5);
    expect(readSavedPositions(storage)).toEqual({ abc: 421, def: 0 });
  });

  it("ignores corrupt storage and keeps at most 100 entries", () => {
    const storage = memoryStorage();
    storage.setItem(SCROLL_STORAGE_KEY, "{not json");
    expect(readSavedPositions(storage)).toEqual({});
    for (let i = 0; i < 130; i++) savePosition(storage, `k${i}`, i);
    const saved = readSavedPositions(storage);
    expect(Object.keys(saved)).toHaveLength(100);
    expect(saved.k129).toBe(129);
    expect(saved.k0).toBeUndefined();
  });
});
