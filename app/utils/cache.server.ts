import { LRUCache } from "lru-cache";
import { cacheCounters } from "./metrics.server";

/**
 * A small in-process cache: bounded LRU, time-to-live, stale-while-revalidate and a short negative
 * cache (DESIGN.md, "A request, end to end", steps 1 and 2). lru-cache keeps the bound, the
 * recency order and each entry's lifetime; this class adds the freshness split, the negative
 * entries and one shared load per key.
 *
 * Why each part exists:
 * - bounded: the tenant key is the request's hostname, which a client chooses freely; random Host
 *   headers must not grow memory without limit.
 * - negative cache: the same random or unknown host must not reach the API on every request.
 * - stale-while-revalidate: a school's visitors never wait for a refresh; one background refresh
 *   runs while the stale value is served, and a failed refresh keeps the good stale value.
 */

export type CacheOptions = {
  /** Most entries kept; the least recently used one goes first. */
  max: number;
  /** How long a good value is fresh. */
  ttlMs: number;
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

export type CacheLookup<V> = { state: "fresh"; value: V } | { state: "stale"; value: V } | { state: "miss" };

export class SwrCache<V> {
  readonly #entries: LRUCache<string, Entry<V>>;
  readonly #inFlight = new Map<string, Promise<V>>();
  /** Loads under way when their key was invalidated: what they read may predate the change. */
  readonly #voided = new WeakSet<Promise<V>>();
  readonly #ttlMs: number;
  readonly #swrMs: number;
  readonly #negativeTtlMs: number;
  readonly #now: () => number;
  readonly #lookups: Record<"hit" | "stale" | "miss", { inc(): void }> | undefined;

  constructor(options: CacheOptions) {
    if (!Number.isInteger(options.max) || options.max < 1) {
      throw new Error("SwrCache: max must be a positive integer");
    }
    this.#ttlMs = options.ttlMs;
    this.#swrMs = options.staleWhileRevalidateMs ?? 0;
    this.#negativeTtlMs = options.negativeTtlMs ?? 0;
    this.#now = options.now ?? Date.now;
    this.#lookups = options.name === undefined ? undefined : cacheCounters(options.name, ["hit", "stale", "miss"]);
    // ttlResolution 0: every lookup reads the clock (tests move it by hand).
    this.#entries = new LRUCache({ max: options.max, perf: { now: this.#now }, ttlResolution: 0 });
  }

  get size(): number {
    return this.#entries.size;
  }

  has(key: string): boolean {
    return this.peek(key).state !== "miss";
  }

  /** Looks a key up without loading; a hit becomes the most recently used entry. */
  peek(key: string): CacheLookup<V> {
    const entry = this.#entries.get(key);
    if (!entry) return { state: "miss" };
    return this.#now() < entry.freshUntil ? { state: "fresh", value: entry.value } : { state: "stale", value: entry.value };
  }

  /** Stores a value; `negative` values live negativeTtlMs and are never served stale. */
  set(key: string, value: V, kind: "positive" | "negative" = "positive"): void {
    const fresh = kind === "positive" ? this.#ttlMs : this.#negativeTtlMs;
    const life = kind === "positive" ? this.#ttlMs + this.#swrMs : this.#negativeTtlMs;
    if (life <= 0) {
      this.#entries.delete(key);
      return;
    }
    this.#entries.set(key, { value, freshUntil: this.#now() + fresh }, { ttl: life });
  }

  delete(key: string): void {
    this.#entries.delete(key);
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
