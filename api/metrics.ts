import type pg from "pg";
import { Counter, Gauge } from "prom-client";
import { metric } from "../shared/metrics.js";
import { type Db, driverOf } from "./db.js";
import type { UploadQueue } from "./uploads/queue.js";

// The provider's series (README "Metrics"): what is waiting (mails, photos, database connections) is
// read when Prometheus scrapes, not kept up to date on every request; none is per school.

/** A mail's failed attempt to reach the SMTP server (api/outbox.ts), a retry to come or not. */
export const outboxSendFailures = () =>
  metric(
    "nurture_outbox_send_failures_total",
    () =>
      new Counter({
        name: "nurture_outbox_send_failures_total",
        help: "Attempts to send an outbox mail that the SMTP server refused or that failed.",
      }),
  );

type Watched = { db: Db; uploadQueue: UploadQueue };
let watched: Watched | undefined;

/** A gauge read when Prometheus scrapes: `read` answers its value, or undefined to leave it as it was. */
const scrapeGauge = (name: string, help: string, read: () => number | undefined) =>
  metric(
    name,
    () =>
      new Gauge({
        name,
        help,
        collect() {
          const value = read();
          if (value !== undefined) this.set(value);
        },
      }),
  );

/**
 * Reports this process's provider when scraped: its outbox, its PostgreSQL pool (SQLite has no pool:
 * one connection, used in turn, never waited for, so nothing is reported) and its upload queue.
 * The last provider watched is the one reported (a process runs one).
 */
export function watchProvider(provider: Watched): void {
  watched = provider;
  outboxSendFailures().inc(0);
  metric(
    "nurture_outbox_mails",
    () =>
      new Gauge({
        name: "nurture_outbox_mails",
        help: "Outbox mails by status: pending (queued, or waiting to be retried) and failed (given up after every attempt).",
        labelNames: ["status"] as const,
        async collect() {
          const db = watched?.db;
          if (!db) return;
          // With every pooled connection busy, the count would queue behind the site's own queries
          // and hold the scrape up, just when the pool's series matter: it is left out instead.
          const driver = driverOf(db);
          if (driver.dialect === "postgres" && driver.pool.idleCount === 0 && driver.pool.totalCount >= driver.pool.options.max) {
            this.reset();
            return;
          }
          try {
            const rows = await db
              .selectFrom("outbox")
              .select((eb) => ["status", eb.fn.countAll<number | string>().as("mails")])
              .where("status", "in", ["pending", "failed"])
              .groupBy("status")
              .execute();
            for (const status of ["pending", "failed"] as const) {
              this.set({ status }, Number(rows.find((row) => row.status === status)?.mails ?? 0));
            }
          } catch {
            // A database that does not answer has no count: the series go missing (README "Metrics").
            this.reset();
          }
        },
      }),
  );
  const driver = driverOf(provider.db);
  if (driver.dialect === "postgres") {
    const pool = (): pg.Pool | undefined => {
      const current = watched && driverOf(watched.db);
      return current?.dialect === "postgres" ? current.pool : undefined;
    };
    const poolGauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
      scrapeGauge(name, help, () => {
        const current = pool();
        return current ? read(current) : undefined;
      });
    poolGauge(
      "nurture_db_pool_connections",
      "PostgreSQL connections open in the pool, idle or in use.",
      (current) => current.totalCount,
    );
    poolGauge(
      "nurture_db_pool_idle_connections",
      "PostgreSQL connections open in the pool and idle.",
      (current) => current.idleCount,
    );
    poolGauge(
      "nurture_db_pool_waiting_clients",
      "Queries waiting for a free PostgreSQL connection.",
      (current) => current.waitingCount,
    );
    poolGauge("nurture_db_pool_max_connections", "The pool's bound (DATABASE_POOL_MAX).", (current) => current.options.max);
  }
  const queueGauge = (name: string, help: string, read: (queue: UploadQueue) => number) =>
    scrapeGauge(name, help, () => (watched ? read(watched.uploadQueue) : undefined));
  queueGauge(
    "nurture_upload_queue_waiting",
    "Photos waiting for their turn to be processed (UPLOAD_QUEUE_MAX at most).",
    (queue) => queue.waiting,
  );
  queueGauge(
    "nurture_upload_queue_processing",
    "Photos being processed now (UPLOAD_CONCURRENCY at most).",
    (queue) => queue.processing,
  );
}
