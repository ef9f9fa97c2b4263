import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { declaredNames, parseMetrics, valueOf } from "../../support/prometheus.js";
import { freePort, request, startServer, type RunningServer } from "./spawn.js";

// README "Metrics", as an operator's Prometheus sees the production build: /metrics on the
// METRICS_PORT listener and on the embedded provider's internal loopback listener, never on the
// public port unless PUBLIC_METRICS=true; requests counted by Remix route id, never by path or host.

test.describe.configure({ mode: "serial" });

let dir: string;
let server: RunningServer;
let metricsUrl: string;

/**
 * The embedded provider's internal listener, as the server's "listening" line names it. The line
 * is written asynchronously (README "Logs"): it may reach the pipe just after /healthz answers.
 */
async function internalApi(running: RunningServer): Promise<string> {
  await running.logged('"event":"listening"');
  const output = running.output();
  const line = output.split("\n").find((text) => text.includes('"event":"listening"'));
  const api = line ? (JSON.parse(line) as { api?: unknown }).api : undefined;
  if (typeof api !== "string") throw new Error(`no internal listener logged:\n${output}`);
  return api;
}

async function scrape(url: string) {
  const res = await request(url);
  return { ...res, samples: parseMetrics(res.body) };
}

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "nurture-metrics-"));
  const port = await freePort();
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
  // Mail goes to a port nobody listens on: queued mails stay pending, as with an SMTP server down.
  server = await startServer({
    METRICS_PORT: String(port),
    DATABASE_URL: path.join(dir, "db.sqlite"),
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
  });
});
test.afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("METRICS_PORT answers Prometheus' text format with every series of the site and its provider", async () => {
  const res = await request(metricsUrl);
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
  const names = declaredNames(res.body);
  for (const name of [
    "nurture_http_request_duration_seconds",
    "nurture_cache_lookups_total",
    "nurture_cache_bytes",
    "nurture_outbox_mails",
    "nurture_outbox_send_failures_total",
    "nurture_upload_queue_waiting",
    "nurture_upload_queue_processing",
    "process_cpu_user_seconds_total",
    "nodejs_heap_size_used_bytes",
  ]) {
    expect(names).toContain(name);
  }
  // It answers nothing else.
  expect((await request(metricsUrl.replace("/metrics", "/healthz"))).status).toBe(404);
});

test("a page's request counts under its Remix route id, rendered or from the cache, and moves the cache's counters", async () => {
  const page = "/admissions/howToApply";
  const route = { method: "GET", route: "routes/admissions.howToApply", status: "200" };
  const count = "nurture_http_request_duration_seconds_count";
  const pages = (result: string) => ({ cache: "pages", result });
  const before = await scrape(metricsUrl);

  const rendered = await request(`${server.url}${page}`);
  expect(rendered.status).toBe(200);
  expect(rendered.headers["x-response-cache"]).toBe("MISS");
  const afterRender = await scrape(metricsUrl);
  expect(valueOf(afterRender.samples, count, route)).toBe((valueOf(before.samples, count, route) ?? 0) + 1);
  expect(valueOf(afterRender.samples, "nurture_cache_lookups_total", pages("miss"))).toBe(
    (valueOf(before.samples, "nurture_cache_lookups_total", pages("miss")) ?? 0) + 1,
  );
  // The stored page's bytes, and the lists' its rendering loaded (README "Caching": "How big").
  expect(valueOf(afterRender.samples, "nurture_cache_bytes", { cache: "pages" })).toBeGreaterThan(0);
  expect(valueOf(afterRender.samples, "nurture_cache_bytes", { cache: "lists" })).toBeGreaterThan(0);

  // The same page again comes from the cache (fresh, or stale while it renders again).
  const cached = await request(`${server.url}${page}`);
  const result = String(cached.headers["x-response-cache"]).toLowerCase();
  expect(["hit", "stale"]).toContain(result);
  const afterHit = await scrape(metricsUrl);
  expect(valueOf(afterHit.samples, count, route)).toBe((valueOf(before.samples, count, route) ?? 0) + 2);
  expect(valueOf(afterHit.samples, "nurture_cache_lookups_total", pages(result))).toBe(
    (valueOf(afterRender.samples, "nurture_cache_lookups_total", pages(result)) ?? 0) + 1,
  );

  // No label carries a path or a host: many schools, one bounded set of series.
  for (const sample of afterHit.samples) {
    for (const value of Object.values(sample.labels)) {
      expect(value).not.toContain("howToApply?");
      expect(value).not.toContain(page);
      expect(value).not.toContain("localhost");
    }
  }
});

test("the outbox's depth is the mails queued and not yet sent", async () => {
  const api = await internalApi(server);
  const school = await request(`${api}/client/getByPublicDomain?publicDomain=localhost`);
  const clientId = (JSON.parse(school.body) as { data: { clientId: number } }).data.clientId;
  const query = new URLSearchParams({
    clientId: String(clientId),
    parentName: "Asha Rao",
    parentMobile: "9876543210",
    email: "asha@example.org",
    message: "Seats in June?",
  });
  const sent = await request(`${api}/contact/new?${query}`, { method: "POST" });
  expect(sent.status).toBe(201);

  const database = new Database(path.join(dir, "db.sqlite"), { readonly: true });
  let pending: number;
  try {
    pending = (database.prepare("select count(*) as n from outbox where status = 'pending'").get() as { n: number }).n;
  } finally {
    database.close();
  }
  expect(pending).toBeGreaterThan(0);
  const { samples } = await scrape(metricsUrl);
  expect(valueOf(samples, "nurture_outbox_mails", { status: "pending" })).toBe(pending);
});

test("the internal listener answers /metrics; the public port answers the site's 404 page", async () => {
  const internal = await request(new URL("/metrics", await internalApi(server)).href);
  expect(internal.status).toBe(200);
  expect(internal.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
  expect(declaredNames(internal.body)).toContain("nurture_outbox_mails");

  const notFound = await request(`${server.url}/metrics`);
  const missing = await request(`${server.url}/no-such-page`);
  expect(notFound.status).toBe(404);
  expect(notFound.headers["content-type"]).toMatch(/^text\/html/);
  expect(notFound.body).not.toContain("nurture_");
  expect(notFound.headers["content-type"]).toBe(missing.headers["content-type"]);
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  expect(title(notFound.body)).toBe(title(missing.body));
});

test("a site whose provider is elsewhere (API_URL): METRICS_PORT has the site's series; PUBLIC_METRICS=true opens /metrics on the public port", async () => {
  // A second server to boot, beside the first.
  test.slow();
  const port = await freePort();
  const site = await startServer({ API_URL: await internalApi(server), METRICS_PORT: String(port), PUBLIC_METRICS: "true" });
  try {
    expect((await request(`${site.url}/`)).status).toBe(200);
    const own = await scrape(`http://127.0.0.1:${port}/metrics`);
    expect(own.status).toBe(200);
    expect(valueOf(own.samples, "nurture_http_request_duration_seconds_count", { method: "GET", route: "routes/_index", status: "200" })).toBe(1);
    // The outbox, pool and upload queue are the provider's, reported where it runs.
    expect(declaredNames(own.body)).not.toContain("nurture_outbox_mails");

    const open = await request(`${site.url}/metrics`);
    expect(open.status).toBe(200);
    expect(open.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(declaredNames(open.body)).toContain("nurture_http_request_duration_seconds");
  } finally {
    await site.stop();
  }
});
