import { Counter, Gauge } from "prom-client";
import { metric } from "../../shared/metrics";

// The site's cache series (README "Metrics"), counted by the caches themselves; server.ts's request
// series are in request-metrics.server.ts. Labels are few and bounded: no series is per school.

const cacheLookups = () =>
  metric(
    "nurture_cache_lookups_total",
    () =>
      new Counter({
        name: "nurture_cache_lookups_total",
        help: "Lookups in the site's in-process caches (pages: shared pages; tenants: schools by host; lists: list answers), by result.",
        labelNames: ["cache", "result"] as const,
      }),
  );

/** The counters of one cache's lookups, one per result, labelled once and shown from 0 on. */
export function cacheCounters<R extends string>(cache: string, results: readonly R[]): Record<R, { inc(): void }> {
  const counter = cacheLookups();
  const children = results.map((result) => {
    const child = counter.labels(cache, result);
    child.inc(0);
    return [result, child] as const;
  });
  return Object.fromEntries(children) as Record<R, { inc(): void }>;
}

/**
 * The bytes one cache holds now (its own estimate, the same it is bounded by: README "Caching"),
 * set by the cache whenever it stores or drops an entry.
 */
export function cacheBytesGauge(cache: string): { set(bytes: number): void } {
  const gauge = metric(
    "nurture_cache_bytes",
    () =>
      new Gauge({
        name: "nurture_cache_bytes",
        help: "Bytes held by the site's in-process caches (pages, tenants, lists), as each estimates them and is bounded by.",
        labelNames: ["cache"] as const,
      }),
  );
  const child = gauge.labels(cache);
  child.set(0);
  return child;
}
