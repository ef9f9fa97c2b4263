import type { ClientRateLimitInfo, Store } from "express-rate-limit";
import type pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

/**
 * The counters behind server.ts's limit on state-changing requests (README "Many instances"):
 * express-rate-limit keeps deciding (the limit, the key per client address, the RateLimit headers,
 * the 429 answers) and this store keeps the counts where every instance sees them —
 * rate-limiter-flexible's Redis store when REDIS_URL is set, its PostgreSQL store on the embedded
 * provider's database (table `requestLimits`, made by the migrations), else this process's memory.
 *
 * When the shared store fails (the database restarting, Redis down), the request is counted in
 * this process's memory instead and the failure logged once a minute: each instance then limits on
 * its own until the store answers again, rather than refusing every form or letting all through.
 */

export type RequestLimitBackend = { kind: "redis"; url: string } | { kind: "postgres"; pool: pg.Pool } | { kind: "memory" };

export interface RequestLimitStore {
  store: Store;
  kind: RequestLimitBackend["kind"];
  /** Closes the Redis connection, if any (after the listener has drained). */
  close(): Promise<void>;
}

export interface RequestLimitOptions {
  /** Requests allowed per key and window; the shared count goes on past it, so it is the deciding limit too. */
  limit: number;
  windowMs: number;
  /** A shared store's failure (at most once a minute per kind of failure). */
  onStoreError: (error: Error) => void;
}

const KEY_PREFIX = "post";
const ERROR_LOG_INTERVAL_MS = 60_000;

export async function createRequestLimitStore(backend: RequestLimitBackend, options: RequestLimitOptions): Promise<RequestLimitStore> {
  const limits = { keyPrefix: KEY_PREFIX, points: options.limit, duration: Math.max(1, Math.round(options.windowMs / 1000)) };
  const local = new RateLimiterMemory(limits);
  let lastLogged = 0;
  const reportFailure = (error: unknown) => {
    const now = Date.now();
    if (now - lastLogged < ERROR_LOG_INTERVAL_MS) return;
    lastLogged = now;
    options.onStoreError(error instanceof Error ? error : new Error(String(error)));
  };

  let shared: RateLimiterAbstract | undefined;
  let close = async () => {};
  if (backend.kind === "redis") {
    const { Redis } = await import("ioredis");
    // No offline queue: while Redis is away a count fails at once (and is kept locally) instead
    // of waiting for a reconnect; ioredis itself reconnects in the background.
    const client = new Redis(backend.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5000 });
    client.on("error", reportFailure);
    // Counts made before the connection is ready would go to this process's memory: wait for it
    // at boot, a few seconds at most (an unreachable Redis then means counting locally, logged).
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 5000);
      client.once("ready", () => {
        clearTimeout(timer);
        resolve();
      });
    });
    shared = new RateLimiterRedis({ ...limits, storeClient: client, rejectIfRedisNotReady: true });
    close = async () => {
      await client.quit().catch(() => client.disconnect());
    };
  } else if (backend.kind === "postgres") {
    // Expired rows are deleted every 5 minutes by the store's own (unref'd) timer; its errors are ignored.
    shared = new RateLimiterPostgres({ ...limits, storeClient: backend.pool, storeType: "pool", tableName: "requestLimits", tableCreated: true });
  }

  const run = async (work: (limiter: RateLimiterAbstract) => Promise<RateLimiterRes | boolean>): Promise<RateLimiterRes | boolean> => {
    if (!shared) return work(local);
    try {
      return await work(shared);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw error;
      reportFailure(error);
      return work(local);
    }
  };
  const info = (res: RateLimiterRes): ClientRateLimitInfo => ({
    totalHits: res.consumedPoints,
    resetTime: new Date(Date.now() + Math.max(0, res.msBeforeNext)),
  });

  const store: Store = {
    localKeys: !shared,
    prefix: KEY_PREFIX,
    async increment(key) {
      try {
        const res = await run((limiter) => limiter.consume(key));
        if (res instanceof RateLimiterRes) return info(res);
      } catch (error) {
        // Over the limit: rate-limiter-flexible rejects, but the hit is counted; express-rate-limit decides.
        if (error instanceof RateLimiterRes) return info(error);
        throw error;
      }
      return { totalHits: 1, resetTime: new Date(Date.now() + options.windowMs) };
    },
    async decrement(key) {
      await run((limiter) => limiter.reward(key));
    },
    async resetKey(key) {
      await run((limiter) => limiter.delete(key));
    },
  };
  return { store, kind: backend.kind, close };
}
