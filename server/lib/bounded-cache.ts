/**
 * In-process caches bounded by bytes (issue 12): every cache whose keys a visitor can choose (a
 * search term, filters, a category page's query, a translated text with a client's string in it)
 * counts what it holds — keys and values — and drops the least recently used entries once it holds
 * more than its budget. A bound by entry count is no bound when one key can be 70 KB.
 *
 * `ByteLru` is the plain store (the caller says what an entry weighs); `BoundedCache` adds what the
 * catalogue, cart and search caches need on top: answers computed once per key while concurrent
 * misses wait for the same computation, a time to live, frozen answers, and invalidation that also
 * keeps answers computed before a write from being stored.
 *
 * Sizes are estimates of V8's memory, on the high side: strings count two bytes a character, every
 * object and array a header and a slot per property, every entry a fixed overhead for the Map.
 */

/** What a Map entry with its bookkeeping object costs besides its key and value. */
export const ENTRY_OVERHEAD_BYTES = 96;

/** An estimate of the bytes a JSON-like value holds (strings, numbers, arrays, plain objects, Maps). */
export function approximateBytes(value: unknown, depth = 0): number {
  switch (typeof value) {
    case "string":
      return 16 + 2 * value.length;
    case "number":
    case "bigint":
      return 8;
    case "boolean":
      return 4;
    case "object": {
      if (value === null) return 4;
      // Deeper than any answer the shop caches: a cycle, or not worth walking.
      if (depth > 32) return 64;
      if (Array.isArray(value)) {
        let bytes = 16 + 8 * value.length;
        for (const item of value) bytes += approximateBytes(item, depth + 1);
        return bytes;
      }
      if (value instanceof Map) {
        let bytes = 32;
        for (const [k, v] of value) bytes += 16 + approximateBytes(k, depth + 1) + approximateBytes(v, depth + 1);
        return bytes;
      }
      if (ArrayBuffer.isView(value)) return 64 + value.byteLength;
      if (value instanceof Date) return 24;
      let bytes = 24;
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue;
        bytes += 8 + 2 * key.length + approximateBytes((value as Record<string, unknown>)[key], depth + 1);
      }
      return bytes;
    }
    default:
      return 8;
  }
}

/** What one key costs: its characters plus the entry's overhead. */
export function keyBytes(key: string): number {
  return ENTRY_OVERHEAD_BYTES + 2 * key.length;
}

/**
 * A least-recently-used store bounded by the bytes of its keys and values. A Map keeps insertion
 * order, which is all an LRU needs: a read moves the entry to the end, and the first entry is the
 * least recently used. An entry larger than the whole budget is not stored at all.
 */
export class ByteLru<V> {
  private entries = new Map<string, { value: V; bytes: number; stamp: number }>();
  private held = 0;
  /** Counts insertions and moves; an entry's stamp says when it last reached the end. */
  private clock = 0;

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The bytes held, keys included: never more than `maxBytes`. */
  get bytes(): number {
    return this.held;
  }

  /**
   * A read moves the entry to the end only when it has fallen into the older half of the order:
   * one in the newer half would not be evicted before the older half anyway. Moving on every read
   * (delete and re-insert) cost a category page ~0.25 ms of CPU in the i18n memo, which is read a few
   * hundred times a render and rarely written.
   */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (this.clock - entry.stamp >= this.entries.size >> 1) {
      this.entries.delete(key);
      entry.stamp = ++this.clock;
      this.entries.set(key, entry);
    }
    return entry.value;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Stores a value that weighs `valueBytes` (its key is counted here). Answers whether it was kept. */
  set(key: string, value: V, valueBytes: number): boolean {
    this.delete(key);
    const bytes = keyBytes(key) + Math.max(0, valueBytes);
    if (bytes > this.maxBytes) return false;
    this.entries.set(key, { value, bytes, stamp: ++this.clock });
    this.held += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.held <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.held -= entry.bytes;
    }
    return true;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.held -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.held = 0;
  }
}

export interface BoundedCacheOptions<T> {
  /** The budget for keys and answers together; 0 turns the cache off (every get computes). */
  maxBytes: number;
  /** How old an answer may be when some changes move no epoch (stock levels). */
  ttlMs?: number;
  /** What an answer weighs; `approximateBytes` unless given. */
  sizeOf?: (value: T) => number;
  now?: () => number;
}

/**
 * Recent answers of this process (search results, category views, product pages, cart line
 * displays), so repeated requests skip the database.
 *
 * Entries are dropped all at once when the data behind them changes (`invalidate`): after this
 * process's own writes at once, after another process's writes when a cache epoch moves
 * (CacheEpochs polls it). An answer computed while a write ran is not stored, since it may predate
 * the write. Concurrent misses of one key share one computation (no stampede). Answers are frozen:
 * every caller shares one object.
 */
export class BoundedCache<T> {
  private store: ByteLru<{ value: T; expires: number }>;
  private pending = new Map<string, Promise<T>>();
  private epoch = 0;
  private readonly now: () => number;

  constructor(private readonly options: BoundedCacheOptions<T>) {
    this.store = new ByteLru(Math.max(0, options.maxBytes));
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.store.size;
  }

  /** The bytes held, keys included: never more than `maxBytes`. */
  get bytes(): number {
    return this.store.bytes;
  }

  get maxBytes(): number {
    return this.store.maxBytes;
  }

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.store.maxBytes <= 0) return compute();
    const cached = this.peek(key);
    if (cached !== undefined) return cached;
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.epoch;
    const promise = compute()
      .then((value) => {
        const frozen = deepFreeze(value);
        if (generation === this.epoch) this.keep(key, frozen);
        return frozen;
      })
      .finally(() => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
      });
    this.pending.set(key, promise);
    return promise;
  }

  /** The answer for a key if it is cached and fresh, without computing one. */
  peek(key: string): T | undefined {
    const cached = this.store.get(key);
    if (cached === undefined) return undefined;
    if (cached.expires <= this.now()) {
      this.store.delete(key);
      return undefined;
    }
    return cached.value;
  }

  /** Counts invalidations; pass the value read before computing an answer to `put`. */
  get generation(): number {
    return this.epoch;
  }

  /** Stores an answer computed elsewhere, unless the data changed since `generation` was read. */
  put(key: string, value: T, generation: number): void {
    if (this.store.maxBytes > 0 && generation === this.epoch) this.keep(key, deepFreeze(value));
  }

  /** Forgets every answer, and keeps answers still being computed from being stored. */
  invalidate(): void {
    this.epoch += 1;
    this.store.clear();
    this.pending.clear();
  }

  private keep(key: string, value: T): void {
    const bytes = 16 + (this.options.sizeOf ?? approximateBytes)(value);
    this.store.set(key, { value, expires: this.now() + (this.options.ttlMs ?? Number.POSITIVE_INFINITY) }, bytes);
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
