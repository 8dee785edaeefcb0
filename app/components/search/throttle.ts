/**
 * Runs `fn` at most once per `ms`: the first call at once, later calls in the window folded into
 * one trailing call (000 §9: infinite-scroll throttle 100 ms).
 */
export function throttle<Args extends unknown[]>(fn: (...args: Args) => void, ms: number) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;
  const throttled = (...args: Args) => {
    const now = Date.now();
    const wait = last + ms - now;
    if (wait <= 0) {
      last = now;
      fn(...args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      last = Date.now();
      const next = pending;
      pending = undefined;
      if (next) fn(...next);
    }, wait);
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
