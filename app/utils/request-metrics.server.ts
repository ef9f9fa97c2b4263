import type { ServerBuild } from "@remix-run/node";
import { LRUCache } from "lru-cache";
import { Histogram } from "prom-client";
import { type RouteObject, matchRoutes } from "react-router-dom";
import { metric } from "../../shared/metrics";

// server.ts's series of the public port's requests (README "Metrics"). The route label is a Remix
// route id or a fixed name, never a path or a host (one deployment serves many schools).

const requestSeconds = () =>
  metric(
    "nurture_http_request_duration_seconds",
    () =>
      new Histogram({
        name: "nurture_http_request_duration_seconds",
        help: "Requests to the public port: time to the last byte, by method, route (Remix route id or a fixed name) and status code.",
        labelNames: ["method", "route", "status"] as const,
        // From a cached page (well under a millisecond) to a render that waits on the provider.
        buckets: [0.001, 0.005, 0.025, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      }),
  );

type Observer = { observe(seconds: number): void };

/**
 * Records one request of the public port, given how long it took. The labelled child of each
 * method, route and status is kept (by the route's own string and the status's number: no key is
 * built), so that a cached page's answer costs two map lookups and one observation (server.ts).
 */
export function requestObserver() {
  const histogram = requestSeconds();
  // Node's parser takes some thirty methods; the site answers three, the rest are "other".
  const methods = { GET: new Map(), HEAD: new Map(), POST: new Map(), other: new Map() } satisfies Record<string, Map<string, Map<number, Observer>>>;
  return (method: string | undefined, route: string, status: number, elapsedNs: bigint): void => {
    const verb = method === "GET" || method === "HEAD" || method === "POST" ? method : "other";
    let statuses = methods[verb].get(route);
    if (!statuses) {
      statuses = new Map();
      methods[verb].set(route, statuses);
    }
    let child = statuses.get(status);
    if (!child) {
      child = histogram.labels(verb, route, String(status));
      statuses.set(status, child);
    }
    child.observe(Number(elapsedNs) / 1e9);
  };
}

/**
 * The Remix route that answers a path, named by its route id (`routes/admissions.howToApply`,
 * `hi/routes/_index`, `routes/$` for a page that does not exist): the same matching Remix does, on
 * the same routes. Matching walks every route (about half a millisecond), so each path's answer is
 * remembered, a bounded number of them (random paths must not grow memory). A client navigation's
 * `?_data=` names its route itself, taken when it is one of the build's.
 */
export function remixRouteOf(build: ServerBuild): (path: string, dataRoute: string | null) => string {
  const manifest = Object.values(build.routes);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    manifest
      .filter((route) => route.parentId === parentId)
      .map(({ id, path, index, caseSensitive }) =>
        index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: childrenOf(id) },
      );
  const tree = childrenOf(undefined);
  const known = new Set(manifest.map((route) => route.id));
  const remembered = new LRUCache<string, string>({ max: 5000 });
  return (path, dataRoute) => {
    if (dataRoute !== null && known.has(dataRoute)) return dataRoute;
    let id = remembered.get(path);
    if (id === undefined) {
      id = matchRoutes(tree, path)?.at(-1)?.route.id ?? "root";
      remembered.set(path, id);
    }
    return id;
  };
}
