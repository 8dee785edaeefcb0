import { describe, expect, it, vi } from "vitest";
import { PREFETCH_IDLE_TIMEOUT_MS, prefetchablePath, whenIdle } from "./idle-prefetch";

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
});
