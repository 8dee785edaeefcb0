import { afterAll, beforeAll } from "vitest";

interface Closable {
  close(): Promise<void>;
}

/**
 * Starts `start()` before the tests of the file (or of the describe block it is called in) and
 * closes it after them. The answer stands for the started value: read its fields inside tests and
 * hooks, never at the top level of the file.
 */
export function startedForTests<T extends Closable>(start: () => Promise<T>, timeoutMs = 300_000): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  }, timeoutMs);
  afterAll(async () => {
    await started?.close();
  });
  const value = (): T => {
    if (!started) throw new Error("not started yet: use it inside a test or a hook");
    return started;
  };
  return new Proxy({} as T, {
    get: (_target, key) => {
      const field = Reflect.get(value(), key) as unknown;
      return typeof field === "function" ? field.bind(value()) : field;
    },
    set: (_target, key, field) => Reflect.set(value(), key, field),
  });
}

/**
 * For what tests open one at a time (a second shop, a server): `const closeLater = closedAfterTests();
 * … const api = closeLater(await startTestApi(…))`. Closed after the tests, newest first, and before
 * whatever the file started earlier with startedForTests.
 */
export function closedAfterTests(): <T extends Closable>(opened: T) => T {
  const open: Closable[] = [];
  afterAll(async () => {
    for (const item of open.reverse()) await item.close();
  });
  return (opened) => {
    open.push(opened);
    return opened;
  };
}
