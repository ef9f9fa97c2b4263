import { LRUCache } from "lru-cache";
import { cacheBytesGauge, cacheCounters } from "./metrics.server";

/**
 * A small in-process cache: an LRU bounded in bytes, time-to-live, stale-while-revalidate and a
 * short negative cache (DESIGN.md, "A request, end to end", steps 1 and 2). lru-cache keeps the
 * bound (its maxSize and sizeCalculation), the recency order and each entry's lifetime; this class
 * adds the freshness split, the negative entries and one shared load per key.
 *
 * Why each part exists:
 * - bounded in bytes, not entries: the tenant key is the request's hostname, which a client
 *   chooses freely, so random Host headers must not grow memory without limit; and with thousands
 *   of schools a count of entries says nothing of their memory (a school's gallery is a hundred
 *   times its directions), so the bound is what the operator budgets: bytes (README "Caching").
 * - negative cache: the same random or unknown host must not reach the API on every request.
 * - stale-while-revalidate: a school's visitors never wait for a refresh; one background refresh
 *   runs while the stale value is served, and a failed refresh keeps the good stale value.
 */

export type CacheOptions = {
  /** Most bytes kept (as estimateBytes counts them); the least recently used entry goes first. */
  maxBytes: number;
  /**
   * How long a good value is fresh; a function is asked each time a value is stored (the lists'
   * and tenants' lifetime depends on whether this process hears content changes, README "Caching").
   */
  ttlMs: number | (() => number);
  /** After ttlMs, how much longer a good value may be served while one refresh runs. */
  staleWhileRevalidateMs?: number;
  /** How long a negative or failed value is kept (never served stale). */
  negativeTtlMs?: number;
  /** Clock, replaceable in tests. */
  now?: () => number;
  /** Its `cache` label in nurture_cache_lookups_total (README "Metrics"); unnamed, not counted. */
  name?: string;
};

export type LoadOptions<V> = {
  /** A definite "no" (e.g. unknown host): cached for negativeTtlMs. */
  isNegative?: (value: V) => boolean;
  /**
   * A failure (timeout, 5xx): cached for negativeTtlMs when nothing better is known, but a
   * background refresh that fails keeps serving the stale good value instead.
   */
  isFailure?: (value: V) => boolean;
};

type Entry<V> = { value: V; freshUntil: number };

/** What lru-cache and the entry's own object cost beside the key and the value (a rough constant). */
const ENTRY_OVERHEAD_BYTES = 200;

/**
 * An entry's memory, estimated cheaply once when it is stored: two bytes per character of its key
 * and of its value's JSON, plus a fixed overhead. Measured on lists of a dozen rows (English and
 * Devanagari texts, ids, URLs) parsed from JSON, V8's heap held about 1.3 bytes per JSON
 * character; two leaves room for many small objects. JSON.stringify of a list costs tens of
 * microseconds, paid only when a value is loaded, never on a hit.
 */
export function estimateBytes(key: string, value: unknown): number {
  return 2 * (key.length + jsonLength(value)) + ENTRY_OVERHEAD_BYTES;
}

function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    // A value JSON cannot write (a cycle): counted as a kilobyte; none of the site's values is one.
    return 1024;
  }
}

export type CacheLookup<V> = { state: "fresh"; value: V } | { state: "stale"; value: V } | { state: "miss" };

export class SwrCache<V> {
  readonly #entries: LRUCache<string, Entry<V>>;
  readonly #inFlight = new Map<string, Promise<V>>();
  /** Loads under way when their key was invalidated: what they read may predate the change. */
  readonly #voided = new WeakSet<Promise<V>>();
  readonly #ttlMs: () => number;
  readonly #swrMs: number;
  readonly #negativeTtlMs: number;
  readonly #now: () => number;
  readonly #lookups: Record<"hit" | "stale" | "miss", { inc(): void }> | undefined;
  readonly #bytesGauge: { set(bytes: number): void } | undefined;

  constructor(options: CacheOptions) {
    if (!Number.isInteger(options.maxBytes) || options.maxBytes < 1) {
      throw new Error("SwrCache: maxBytes must be a positive integer");
    }
    const ttlMs = options.ttlMs;
    this.#ttlMs = typeof ttlMs === "number" ? () => ttlMs : ttlMs;
    this.#swrMs = options.staleWhileRevalidateMs ?? 0;
    this.#negativeTtlMs = options.negativeTtlMs ?? 0;
    this.#now = options.now ?? Date.now;
    this.#lookups = options.name === undefined ? undefined : cacheCounters(options.name, ["hit", "stale", "miss"]);
    this.#bytesGauge = options.name === undefined ? undefined : cacheBytesGauge(options.name);
    // ttlResolution 0: every lookup reads the clock (tests move it by hand).
    this.#entries = new LRUCache({
      maxSize: options.maxBytes,
      // At least 1 (lru-cache's rule); an entry larger than the whole bound is not kept at all.
      sizeCalculation: (entry, key) => Math.max(1, Math.ceil(estimateBytes(key, entry.value))),
      perf: { now: this.#now },
      ttlResolution: 0,
    });
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The estimated bytes held now (never more than maxBytes). */
  get bytes(): number {
    return this.#entries.calculatedSize;
  }

  has(key: string): boolean {
    return this.peek(key).state !== "miss";
  }

  /** Looks a key up without loading; a hit becomes the most recently used entry. */
  peek(key: string): CacheLookup<V> {
    const entry = this.#entries.get(key);
    if (!entry) {
      this.#measured();
      return { state: "miss" };
    }
    return this.#now() < entry.freshUntil ? { state: "fresh", value: entry.value } : { state: "stale", value: entry.value };
  }

  /** Stores a value; `negative` values live negativeTtlMs and are never served stale. */
  set(key: string, value: V, kind: "positive" | "negative" = "positive"): void {
    const fresh = kind === "positive" ? this.#ttlMs() : this.#negativeTtlMs;
    const life = kind === "positive" ? fresh + this.#swrMs : this.#negativeTtlMs;
    if (life <= 0) {
      this.delete(key);
      return;
    }
    this.#entries.set(key, { value, freshUntil: this.#now() + fresh }, { ttl: life });
    this.#measured();
  }

  delete(key: string): void {
    this.#entries.delete(key);
    this.#measured();
  }

  /** The gauge of README "Metrics" follows every store and drop (an expired entry goes when looked up). */
  #measured(): void {
    this.#bytesGauge?.set(this.#entries.calculatedSize);
  }

  clear(): void {
    this.deleteWhere(() => true);
  }

  /**
   * Drops every entry whose key (or stored value) matches (a school's lists after its staff changed one, README
   * "Staff console"), so the next request loads afresh. Loads already under way still answer their
   * own callers, but what they read may predate the change: they no longer store it, and later
   * callers start a new load instead of joining them.
   */
  deleteWhere(matches: (key: string, value?: V) => boolean): number {
    let dropped = 0;
    for (const [key, entry] of [...this.#entries.entries()]) {
      if (!matches(key, entry.value)) continue;
      this.#entries.delete(key);
      dropped += 1;
    }
    for (const [key, loading] of [...this.#inFlight]) {
      if (!matches(key)) continue;
      this.#voided.add(loading);
      this.#inFlight.delete(key);
    }
    this.#measured();
    return dropped;
  }

  /**
   * The cached value for key, loading it when missing. Concurrent callers for the same key share
   * one load. A stale value is returned at once and one background refresh is started.
   * `load` should not throw; if it does, a foreground caller sees the error and nothing is cached.
   */
  async getOrLoad(key: string, load: () => Promise<V>, options: LoadOptions<V> = {}): Promise<V> {
    const cached = this.peek(key);
    this.#lookups?.[cached.state === "fresh" ? "hit" : cached.state].inc();
    if (cached.state === "fresh") return cached.value;
    if (cached.state === "stale") {
      if (!this.#inFlight.has(key)) {
        // Background refresh: its outcome only matters to later requests.
        this.#load(key, load, options, true).catch(() => undefined);
      }
      return cached.value;
    }
    return this.#inFlight.get(key) ?? this.#load(key, load, options, false);
  }

  #load(key: string, load: () => Promise<V>, options: LoadOptions<V>, background: boolean): Promise<V> {
    // Filled in before the load settles (the body below goes on after its first await).
    const self: { promise?: Promise<V> } = {};
    const promise = (async () => {
      try {
        const value = await load();
        if (self.promise && this.#voided.has(self.promise)) return value;
        if (options.isFailure?.(value)) {
          // Keep serving a good stale value rather than replacing it with a failure.
          if (!(background && this.#entries.has(key))) this.set(key, value, "negative");
        } else if (options.isNegative?.(value)) {
          this.set(key, value, "negative");
        } else {
          this.set(key, value, "positive");
        }
        return value;
      } finally {
        // Only this load's own entry: after an invalidation a newer load may hold the key.
        if (self.promise && this.#inFlight.get(key) === self.promise) this.#inFlight.delete(key);
      }
    })();
    self.promise = promise;
    this.#inFlight.set(key, promise);
    return promise;
  }
}
