import { describe, expect, it } from "vitest";
import { LIST_CACHE_BYTES } from "~/models/list.server";
import { SwrCache, estimateBytes } from "~/utils/cache.server";

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("SwrCache: LRU bounded in bytes", () => {
  it("evicts the least recently used entry beyond its bytes", () => {
    // Room for two one-letter entries, not three.
    const cache = new SwrCache<string>({ maxBytes: 2 * estimateBytes("a", "A"), ttlMs: 1000 });
    cache.set("a", "A");
    cache.set("b", "B");
    expect(cache.peek("a")).toEqual({ state: "fresh", value: "A" }); // a becomes most recent
    cache.set("c", "C");
    expect(cache.has("b")).toBe(false);
    expect(cache.has("a")).toBe(true);
    expect(cache.has("c")).toBe(true);
    expect(cache.size).toBe(2);
  });

  it("stays bounded under a flood of distinct keys (random Host headers)", async () => {
    const cache = new SwrCache<number>({ maxBytes: 100_000, ttlMs: 60_000, negativeTtlMs: 10_000 });
    for (let i = 0; i < 5000; i += 1) {
      await cache.getOrLoad(`host-${i}.example`, async () => i, { isNegative: () => true });
    }
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.bytes).toBeGreaterThan(90_000);
    expect(cache.size).toBeLessThan(5000);
  });

  it("rejects a non-positive bound", () => {
    expect(() => new SwrCache({ maxBytes: 0, ttlMs: 1 })).toThrow();
  });
});

describe("SwrCache: TTL and stale-while-revalidate", () => {
  it("serves a fresh value without loading again", async () => {
    const time = clock();
    const cache = new SwrCache<string>({ maxBytes: 1_000_000, ttlMs: 60_000, staleWhileRevalidateMs: 600_000, now: time.now });
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache.getOrLoad("k", load)).toBe("v1");
    time.advance(59_999);
    expect(await cache.getOrLoad("k", load)).toBe("v1");
    expect(loads).toBe(1);
  });

  it("serves the stale value at once while exactly one background refresh runs", async () => {
    const time = clock();
    const cache = new SwrCache<string>({ maxBytes: 1_000_000, ttlMs: 60_000, staleWhileRevalidateMs: 600_000, now: time.now });
    await cache.getOrLoad("k", async () => "old");
    time.advance(61_000);

    const refresh = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return refresh.promise;
    };
    expect(await cache.getOrLoad("k", load)).toBe("old");
    expect(await cache.getOrLoad("k", load)).toBe("old");
    expect(await cache.getOrLoad("k", load)).toBe("old");
    expect(loads).toBe(1);

    refresh.resolve("new");
    await refresh.promise;
    await Promise.resolve();
    expect(await cache.getOrLoad("k", load)).toBe("new");
    expect(loads).toBe(1);
  });

  it("keeps the good stale value when the background refresh fails", async () => {
    const time = clock();
    const cache = new SwrCache<{ ok: boolean; v: string }>({
      maxBytes: 1_000_000,
      ttlMs: 60_000,
      staleWhileRevalidateMs: 600_000,
      negativeTtlMs: 10_000,
      now: time.now,
    });
    const isFailure = (value: { ok: boolean }) => !value.ok;
    await cache.getOrLoad("k", async () => ({ ok: true, v: "good" }), { isFailure });
    time.advance(120_000);
    const failed = await cache.getOrLoad("k", async () => ({ ok: false, v: "down" }), { isFailure });
    expect(failed.v).toBe("good");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cache.peek("k")).toEqual({ state: "stale", value: { ok: true, v: "good" } });
  });

  it("loads again in the foreground once the stale window is over", async () => {
    const time = clock();
    const cache = new SwrCache<string>({ maxBytes: 1_000_000, ttlMs: 60_000, staleWhileRevalidateMs: 600_000, now: time.now });
    await cache.getOrLoad("k", async () => "old");
    time.advance(660_001);
    expect(await cache.getOrLoad("k", async () => "new")).toBe("new");
  });

  it("shares one load between concurrent callers of a missing key", async () => {
    const cache = new SwrCache<string>({ maxBytes: 1_000_000, ttlMs: 1000 });
    const gate = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const results = Promise.all([cache.getOrLoad("k", load), cache.getOrLoad("k", load), cache.getOrLoad("k", load)]);
    gate.resolve("v");
    expect(await results).toEqual(["v", "v", "v"]);
    expect(loads).toBe(1);
  });

  it("does not cache a load that throws", async () => {
    const cache = new SwrCache<string>({ maxBytes: 1_000_000, ttlMs: 1000 });
    await expect(cache.getOrLoad("k", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(cache.has("k")).toBe(false);
    expect(await cache.getOrLoad("k", async () => "v")).toBe("v");
  });
});

describe("SwrCache: negative cache", () => {
  it("keeps a negative answer for negativeTtlMs only, never stale", async () => {
    const time = clock();
    const cache = new SwrCache<string>({
      maxBytes: 1_000_000,
      ttlMs: 60_000,
      staleWhileRevalidateMs: 600_000,
      negativeTtlMs: 10_000,
      now: time.now,
    });
    const isNegative = (value: string) => value === "unknown";
    let loads = 0;
    const load = async () => (++loads === 1 ? "unknown" : "found");
    expect(await cache.getOrLoad("k", load, { isNegative })).toBe("unknown");
    time.advance(9_999);
    expect(await cache.getOrLoad("k", load, { isNegative })).toBe("unknown");
    expect(loads).toBe(1);
    time.advance(2);
    expect(await cache.getOrLoad("k", load, { isNegative })).toBe("found");
    expect(loads).toBe(2);
  });

  it("keeps a foreground failure for negativeTtlMs so a down API is not hammered", async () => {
    const time = clock();
    const cache = new SwrCache<string>({ maxBytes: 1_000_000, ttlMs: 60_000, negativeTtlMs: 10_000, now: time.now });
    const isFailure = (value: string) => value === "failed";
    let loads = 0;
    const load = async () => {
      loads += 1;
      return "failed";
    };
    await cache.getOrLoad("k", load, { isFailure });
    await cache.getOrLoad("k", load, { isFailure });
    expect(loads).toBe(1);
    time.advance(10_000);
    await cache.getOrLoad("k", load, { isFailure });
    expect(loads).toBe(2);
  });
});

describe("SwrCache: invalidation (a school's list after its staff changed it)", () => {
  it("drops the matching entries only", async () => {
    const cache = new SwrCache<string>({ maxBytes: 1_000_000, ttlMs: 60_000 });
    cache.set("clientId=1&page=1", "school 1");
    cache.set("clientId=2&page=1", "school 2");
    expect(cache.deleteWhere((key) => key.startsWith("clientId=1&"))).toBe(1);
    expect(cache.has("clientId=1&page=1")).toBe(false);
    expect(cache.peek("clientId=2&page=1")).toEqual({ state: "fresh", value: "school 2" });
    expect(await cache.getOrLoad("clientId=1&page=1", async () => "school 1, changed")).toBe("school 1, changed");
  });

  it("keeps a load under way from storing what it read before the change", async () => {
    const cache = new SwrCache<string>({ maxBytes: 1_000_000, ttlMs: 60_000 });
    const before = deferred<string>();
    const early = cache.getOrLoad("k", () => before.promise);
    cache.deleteWhere(() => true);
    // A caller after the change does not join the old load: it starts its own.
    const after = deferred<string>();
    const late = cache.getOrLoad("k", () => after.promise);
    before.resolve("before the change");
    expect(await early).toBe("before the change");
    expect(cache.has("k")).toBe(false);
    after.resolve("after the change");
    expect(await late).toBe("after the change");
    expect(cache.peek("k")).toEqual({ state: "fresh", value: "after the change" });
  });
});

describe("SwrCache: the lists' bound with thousands of schools", () => {
  it("keeps the lists of 10,000 schools within LIST_CACHE_BYTES, the most recent ones kept", () => {
    const cache = new SwrCache<{ data: unknown[]; count: number }>({ maxBytes: LIST_CACHE_BYTES, ttlMs: 60_000 });
    // A gallery-like list per school: a dozen rows with English and Devanagari texts (about 5 KB of JSON).
    const list = (school: number) => ({
      data: Array.from({ length: 12 }, (_, i) => ({
        id: school * 100 + i,
        title: `School ${school}'s picture ${i}`,
        description: "Our children at play in the garden, with their teachers. ".repeat(3),
        mediaUrl: `/uploads/${school.toString(16).padStart(12, "0")}/640.webp`,
        translations: { hi: { title: `विद्यालय ${school} का चित्र ${i}` } },
      })),
      count: 12,
    });
    let most = 0;
    for (let school = 0; school < 10_000; school += 1) {
      cache.set(`/gallery/all?pageNo=1&pageSize=100&clientId=${school}`, list(school));
      most = Math.max(most, cache.bytes);
    }
    expect(most).toBeLessThanOrEqual(LIST_CACHE_BYTES);
    expect(cache.bytes).toBeGreaterThan(LIST_CACHE_BYTES * 0.9);
    expect(cache.size).toBeLessThan(10_000);
    expect(cache.has("/gallery/all?pageNo=1&pageSize=100&clientId=9999")).toBe(true);
    expect(cache.has("/gallery/all?pageNo=1&pageSize=100&clientId=0")).toBe(false);
  });

  it("reads its lifetime when a value is stored (long where changes are heard, short where not)", () => {
    const time = clock();
    let heard = false;
    const cache = new SwrCache<string>({ maxBytes: 1_000_000, ttlMs: () => (heard ? 3_600_000 : 30_000), now: time.now });
    cache.set("short", "S");
    heard = true;
    cache.set("long", "L");
    time.advance(31_000);
    expect(cache.peek("short").state).toBe("miss");
    expect(cache.peek("long").state).toBe("fresh");
  });
});
