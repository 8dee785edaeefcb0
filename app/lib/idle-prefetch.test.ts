import { describe, expect, it, vi } from "vitest";
import { idleQueue, PREFETCH_IDLE_TIMEOUT_MS, prefetchablePath, whenIdle } from "./idle-prefetch";

const page = { origin: "http://de.localhost:3000", path: "/c/bikes", accountPath: "/my-foldwell" };

describe("idle prefetching (001 §9 prefetch idle timeout 2000 ms)", () => {
  it("waits for requestIdleCallback with a 2000 ms timeout", () => {
    const requestIdleCallback = vi.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdleCallback = vi.fn();
    const cancel = whenIdle(() => {}, undefined, { requestIdleCallback, cancelIdleCallback, setTimeout, clearTimeout } as never);
    expect(PREFETCH_IDLE_TIMEOUT_MS).toBe(2000);
    expect(requestIdleCallback.mock.calls[0][1]).toEqual({ timeout: 2000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it("falls back to a 2000 ms timer without requestIdleCallback", () => {
    vi.useFakeTimers();
    try {
      const callback = vi.fn();
      whenIdle(callback, undefined, { setTimeout, clearTimeout } as never);
      vi.advanceTimersByTime(1999);
      expect(callback).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(callback).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it("prefetches the shop's own pages only", () => {
    expect(prefetchablePath("/p/12/fold-one", page)).toBe("/p/12/fold-one");
    expect(prefetchablePath("http://de.localhost:3000/blog?page=2", page)).toBe("/blog?page=2");
    expect(prefetchablePath("/c/bikes?sort=latest", page)).toBe("/c/bikes?sort=latest");
  });

  it("never prefetches external links, the account area, the current page or non-page links", () => {
    for (const href of [
      "https://www.youtube.com/watch?v=1", "http://uk.localhost:3000/", "mailto:hello@example.com", "tel:+44123",
      "/my-foldwell", "/my-foldwell/orders", "/c/bikes", "/api/content/getPage", "/checkout-login", "/awin?url=/",
      "javascript:alert(1)",
    ]) {
      expect(prefetchablePath(href, page), href).toBeUndefined();
    }
    expect(prefetchablePath("/my-foldwellness", page)).toBe("/my-foldwellness");
  });

  it("hands the pages to prefetch over one per idle period, in the order found, and stops when cancelled", () => {
    const idle: Array<() => void> = [];
    const win = {
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      cancelIdleCallback: (id: number) => void (idle[id - 1] = () => {}),
      setTimeout,
      clearTimeout,
    };
    const taken: string[] = [];
    const queue = idleQueue<string>((page) => taken.push(page), win as never);
    queue.push("/p/1/a");
    queue.push("/p/2/b");
    queue.push("/p/3/c");
    expect(idle).toHaveLength(1);
    idle[0]();
    expect(taken).toEqual(["/p/1/a"]);
    idle[1]();
    expect(taken).toEqual(["/p/1/a", "/p/2/b"]);
    queue.cancel();
    idle[2]();
    expect(taken).toEqual(["/p/1/a", "/p/2/b"]);
    // Pushed again after it ran dry: a new idle period is asked for.
    queue.push("/c/bikes");
    expect(idle).toHaveLength(4);
    idle[3]();
    expect(taken).toEqual(["/p/1/a", "/p/2/b", "/c/bikes"]);
  });
});
