const KEY = "chunk-reload-at";
const MIN_INTERVAL_MS = 60_000;

/**
 * Reloads the page after a chunk failed to load, at most once a minute (001 §4 Locale switching),
 * so a broken deploy cannot put the browser in a reload loop.
 */
export function reloadAfterChunkFailure(reason: unknown, now = Date.now(), storage: Storage = window.localStorage): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < MIN_INTERVAL_MS) {
    console.error("Chunk failed to load; not reloading again within a minute", reason);
    return false;
  }
  storage.setItem(KEY, String(now));
  window.location.reload();
  return true;
}
