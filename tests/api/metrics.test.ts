import type { Server } from "node:http";
import type { PoolClient } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driverOf } from "../../api/db.js";
import { watchProvider } from "../../api/metrics.js";
import { startOutboxWorker } from "../../api/outbox.js";
import { createUploadQueue } from "../../api/uploads/queue.js";
import { startMetricsListener } from "../../shared/metrics.js";
import { declaredNames, parseMetrics, valueOf } from "../support/prometheus.js";
import { type TestApi, qs, startTestApi, usingPostgres } from "./harness.js";
import { startSmtp } from "./smtp.js";

// README "Metrics", the provider's part: what an operator's Prometheus reads from a METRICS_PORT
// listener — the outbox, the PostgreSQL pool and the upload queue, read at scrape time from the
// real database and queue — on SQLite and on PostgreSQL (`npm run test:api:pg`).

let api: TestApi;
let listener: { server: Server; url: string };
// One turn and two places to wait, with a wait far longer than the test needs.
const uploadQueue = createUploadQueue({ concurrency: 1, waiting: 2, waitMs: 20_000 });

beforeAll(async () => {
  api = await startTestApi();
  watchProvider({ db: api.db, uploadQueue });
  listener = await startMetricsListener(0, "127.0.0.1");
});
afterAll(async () => {
  await new Promise((resolve) => listener?.server.close(resolve));
  await api?.close();
});

async function scrape() {
  const res = await fetch(listener.url);
  const text = await res.text();
  return { res, text, samples: parseMetrics(text) };
}

const pendingRows = async () =>
  Number(
    (
      await api.db
        .selectFrom("outbox")
        .select((eb) => eb.fn.countAll<number | string>().as("rows"))
        .where("status", "=", "pending")
        .executeTakeFirstOrThrow()
    ).rows,
  );

const enquiry = () =>
  api.post(
    "/contact/new" +
      qs({
        clientId: api.schoolA,
        parentName: "Asha Rao",
        parentMobile: "9876543210",
        email: "asha@example.org",
        message: "Seats in June?",
      }),
  );

describe("the metrics listener", () => {
  it("answers 200 in Prometheus' text format 0.0.4 with the provider's series and the process's own", async () => {
    const { res, text } = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const names = declaredNames(text);
    for (const name of [
      "nurture_outbox_mails",
      "nurture_outbox_send_failures_total",
      "nurture_upload_queue_waiting",
      "nurture_upload_queue_processing",
      "process_cpu_user_seconds_total",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_p99_seconds",
    ]) {
      expect(names).toContain(name);
    }
  });

  it("answers nothing but /metrics", async () => {
    const other = await fetch(new URL("/api/v1/client/getByPublicDomain?publicDomain=localhost", listener.url));
    expect(other.status).toBe(404);
    const post = await fetch(listener.url, { method: "POST" });
    expect(post.status).toBe(404);
  });
});

describe("the outbox", () => {
  it("its depth is the mails queued and not yet sent; each refused attempt counts as a failure", async () => {
    const before = await scrape();
    const failuresBefore = valueOf(before.samples, "nurture_outbox_send_failures_total") ?? Number.NaN;
    expect(valueOf(before.samples, "nurture_outbox_mails", { status: "pending" })).toBe(await pendingRows());

    // An enquiry queues the school's notification (one mail per recipient).
    expect((await enquiry()).status).toBe(201);
    const queued = await pendingRows();
    expect(queued).toBeGreaterThan(0);
    const after = await scrape();
    expect(valueOf(after.samples, "nurture_outbox_mails", { status: "pending" })).toBe(queued);
    expect(valueOf(after.samples, "nurture_outbox_mails", { status: "failed" })).toBe(0);

    // An SMTP server that refuses the connection: each mail fails once and waits for its retry.
    const closed = await startSmtp();
    await closed.close();
    let failed = 0;
    let allFailed: () => void = () => undefined;
    const attempted = new Promise<void>((resolve) => (allFailed = resolve));
    const stop = startOutboxWorker({
      db: api.db,
      smtpUrl: `smtp://127.0.0.1:${closed.port}`,
      pollMs: 20,
      retryBaseMs: 600_000,
      log: (entry) => {
        if (entry.msg === "mail failed, will retry" && ++failed === queued) allFailed();
      },
    });
    try {
      await attempted;
    } finally {
      await stop();
    }
    const failing = await scrape();
    expect(valueOf(failing.samples, "nurture_outbox_send_failures_total")).toBe(failuresBefore + queued);
    expect(valueOf(failing.samples, "nurture_outbox_mails", { status: "pending" })).toBe(queued);
  });
});

describe("the upload queue", () => {
  it("shows the photos being processed and those waiting their turn", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started: () => void = () => undefined;
    const working = new Promise<void>((resolve) => (started = resolve));
    const first = uploadQueue.process(
      async () => Buffer.from("first"),
      async () => {
        started();
        await held;
      },
    );
    await working;
    const second = uploadQueue.process(
      async () => Buffer.from("second"),
      async () => undefined,
    );
    // The second has its place at once and waits for the one turn.
    const busy = await scrape();
    expect(valueOf(busy.samples, "nurture_upload_queue_processing")).toBe(1);
    expect(valueOf(busy.samples, "nurture_upload_queue_waiting")).toBe(1);
    release();
    await Promise.all([first, second]);
    const idle = await scrape();
    expect(valueOf(idle.samples, "nurture_upload_queue_processing")).toBe(0);
    expect(valueOf(idle.samples, "nurture_upload_queue_waiting")).toBe(0);
  });
});

describe("the database pool", () => {
  it(
    usingPostgres
      ? "PostgreSQL: open, idle and waiting connections against the pool's bound, read at scrape"
      : "SQLite: one connection and no pool, so no pool series",
    async () => {
      const driver = driverOf(api.db);
      if (driver.dialect === "sqlite") {
        const { text } = await scrape();
        expect(declaredNames(text).filter((name) => name.startsWith("nurture_db_pool_"))).toEqual([]);
        return;
      }
      const { pool } = driver;
      const max = pool.options.max;
      // Every connection taken, and one more query waiting for one.
      const taken: PoolClient[] = await Promise.all(Array.from({ length: max }, () => pool.connect()));
      const waiting = pool.connect();
      try {
        const busy = await scrape();
        expect(valueOf(busy.samples, "nurture_db_pool_max_connections")).toBe(max);
        expect(valueOf(busy.samples, "nurture_db_pool_connections")).toBe(max);
        expect(valueOf(busy.samples, "nurture_db_pool_idle_connections")).toBe(0);
        expect(valueOf(busy.samples, "nurture_db_pool_waiting_clients")).toBe(1);
        // The outbox's count would wait for a connection too: left out of this scrape instead.
        expect(valueOf(busy.samples, "nurture_outbox_mails", { status: "pending" })).toBeUndefined();
      } finally {
        for (const client of taken) client.release();
        (await waiting).release();
      }
      // Free again (the connections stay open, idle): the outbox is counted again. (The scrape's own
      // count takes a connection meanwhile, so idle and waiting are not compared here.)
      const freed = await scrape();
      expect(valueOf(freed.samples, "nurture_db_pool_connections")).toBe(max);
      expect(valueOf(freed.samples, "nurture_outbox_mails", { status: "pending" })).toBe(await pendingRows());
    },
  );
});
