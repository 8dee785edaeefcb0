const KEY = "chunk-reload-at";
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

export interface ChunkReloadDeps {
  now?: number;
  storage?: Pick<Storage, "getItem" | "setItem">;
  reload?: () => void;
}

/**
 * Reloads the page after a chunk (a route module or a message chunk) failed to load, at most once
 * a minute (001 §4 Locale switching), so a broken deploy cannot put the browser in a reload loop.
 * Returns whether it reloaded.
 */
export function reloadAfterChunkFailure(reason: unknown, deps: ChunkReloadDeps = {}): boolean {
  const now = deps.now ?? Date.now();
  const storage = deps.storage ?? safeLocalStorage();
  const reload = deps.reload ?? (() => window.location.reload());
  const last = Number(storage?.getItem(KEY) ?? 0);
  if (Number.isFinite(last) && now - last >= 0 && now - last < CHUNK_RELOAD_INTERVAL_MS) {
    console.error("A chunk failed to load; not reloading again within a minute", reason);
    return false;
  }
  // Without storage (private mode, blocked) there is no memory of the last reload: do not risk a loop.
  if (!storage) {
    console.error("A chunk failed to load and the last reload time cannot be stored", reason);
    return false;
  }
  storage.setItem(KEY, String(now));
  reload();
  return true;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
