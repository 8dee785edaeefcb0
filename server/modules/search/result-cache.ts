/**
 * Recent search answers of this process, so repeated queries (the dropdown's "fol", "fold", a
 * popular results page) skip the database. A hosted engine caches the same way; without it every
 * query costs a scan of the index, and PGlite runs one query at a time for all connections.
 *
 * Entries are dropped all at once when the index data changes (`invalidate`): after this
 * process's own writes at once, after another process's writes when the catalogue cache epoch
 * moves (CacheEpochs polls it). An answer computed while a write ran is not stored, since it may
 * predate the write. Concurrent misses of one key share one query (no stampede).
 *
 * A Map keeps insertion order, which is all an LRU needs: a hit is moved to the end, and the
 * first key is the least recently used. Answers are frozen: every caller shares one object.
 */
export class ResultCache<T> {
  private entries = new Map<string, { value: T; expires: number; weight: number }>();
  private pending = new Map<string, Promise<T>>();
  private epoch = 0;
  private weight = 0;

  /**
   * `maxWeight` bounds the memory: each answer weighs `weigh(answer)` (e.g. 1 + its hits, since
   * a caller may ask for 100 hits a page). `ttlMs` bounds how old an answer may be when some
   * changes move no epoch (stock levels).
   */
  constructor(
    private readonly maxWeight: number,
    private readonly options: { ttlMs?: number; weigh?: (value: T) => number } = {},
  ) {}

  get size(): number {
    return this.entries.size;
  }

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.maxWeight <= 0) return compute();
    const cached = this.entries.get(key);
    if (cached !== undefined) {
      this.entries.delete(key);
      if (cached.expires > Date.now()) {
        this.entries.set(key, cached);
        return cached.value;
      }
      this.weight -= cached.weight;
    }
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.epoch;
    const promise = compute()
      .then((value) => {
        const frozen = deepFreeze(value);
        if (generation === this.epoch) this.store(key, frozen);
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
    const cached = this.entries.get(key);
    if (!cached || cached.expires <= Date.now()) return undefined;
    this.entries.delete(key);
    this.entries.set(key, cached);
    return cached.value;
  }

  /** Counts invalidations; pass the value read before computing an answer to `put`. */
  get generation(): number {
    return this.epoch;
  }

  /** Stores an answer computed elsewhere, unless the data changed since `generation` was read. */
  put(key: string, value: T, generation: number): void {
    if (this.maxWeight > 0 && generation === this.epoch) this.store(key, deepFreeze(value));
  }

  /** Forgets every answer, and keeps answers still being computed from being stored. */
  invalidate(): void {
    this.epoch += 1;
    this.entries.clear();
    this.weight = 0;
    this.pending.clear();
  }

  private store(key: string, value: T): void {
    const weight = Math.max(1, this.options.weigh?.(value) ?? 1);
    const previous = this.entries.get(key);
    if (previous) this.weight -= previous.weight;
    this.entries.delete(key);
    this.entries.set(key, { value, expires: Date.now() + (this.options.ttlMs ?? Number.POSITIVE_INFINITY), weight });
    this.weight += weight;
    // The first keys are the least recently used.
    for (const [oldest, entry] of this.entries) {
      if (this.weight <= this.maxWeight || oldest === key) break;
      this.entries.delete(oldest);
      this.weight -= entry.weight;
    }
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
