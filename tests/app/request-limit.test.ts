import { type ChildProcess, spawn } from "node:child_process";
import type { AddressInfo } from "node:net";
import net from "node:net";
import express from "express";
import { rateLimit } from "express-rate-limit";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, driverOf, openDatabase } from "../../api/db.js";
import { type RequestLimitBackend, createRequestLimitStore } from "~/utils/request-limit.server";

// The counters behind server.ts's limit on POSTs (README "Many instances"): two "instances" — two
// express apps, each with its own store object — on one backend must count together, and a
// shared store that fails must leave each counting on its own, not refuse or let everything pass.

const LIMIT = 5;
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function instance(backend: RequestLimitBackend, errors: Error[] = []) {
  const limits = await createRequestLimitStore(backend, { limit: LIMIT, windowMs: 60_000, onStoreError: (error) => errors.push(error) });
  const app = express();
  app.set("trust proxy", 1);
  app.use(
    rateLimit({ windowMs: 60_000, limit: LIMIT, store: limits.store, standardHeaders: "draft-7", legacyHeaders: false, passOnStoreError: true }),
  );
  app.post("/", (_req, res) => {
    res.send("ok");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    limits,
    post: async (address: string) => (await fetch(`http://127.0.0.1:${port}/`, { method: "POST", headers: { "x-forwarded-for": address } })).status,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await limits.close();
    },
  };
}

/** LIMIT posts spread over both instances, then one more on each: the shared count refuses both. */
async function sharesOneCount(backend: RequestLimitBackend, address: string) {
  const [one, two] = await Promise.all([instance(backend), instance(backend)]);
  try {
    const allowed = [];
    for (let i = 0; i < LIMIT; i++) allowed.push(await (i % 2 === 0 ? one : two).post(address));
    expect(allowed).toEqual(Array(LIMIT).fill(200));
    expect([await one.post(address), await two.post(address)]).toEqual([429, 429]);
    // Another address has its own count.
    expect(await two.post(`${address}1`)).toBe(200);
  } finally {
    await Promise.all([one.close(), two.close()]);
  }
}

describe("memory (SQLite: one process)", () => {
  it("counts per address within one instance, and each instance for itself", async () => {
    const [one, two] = await Promise.all([instance({ kind: "memory" }), instance({ kind: "memory" })]);
    try {
      for (let i = 0; i < LIMIT; i++) expect(await one.post("127.0.9.1")).toBe(200);
      expect(await one.post("127.0.9.1")).toBe(429);
      expect(await two.post("127.0.9.1")).toBe(200);
      expect(one.limits.store.localKeys).toBe(true);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});

describe("PostgreSQL", () => {
  const schema = `test_limits_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let handle: DatabaseHandle;
  let pool: pg.Pool;
  beforeAll(async () => {
    // The migrations make the table (requestLimits), as they do for server.ts.
    handle = await openDatabase({ url: PG_URL, pgSchema: schema });
    const driver = driverOf(handle.db);
    if (driver.dialect !== "postgres") throw new Error("expected PostgreSQL");
    pool = driver.pool;
  });
  afterAll(async () => {
    await handle?.close();
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it("two instances on one database share one count per address", async () => {
    await sharesOneCount({ kind: "postgres", pool }, "127.0.9.2");
    const rows = await pool.query(`select key, points from "requestLimits" where key like 'post:%'`);
    expect(rows.rows).toContainEqual({ key: "post:127.0.9.2", points: LIMIT + 2 });
  });

  it("an unreachable database: each instance counts on its own, and says so once", async () => {
    const port = await freePort(); // nothing listens there
    const dead = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/test`, connectionTimeoutMillis: 1000 });
    dead.on("error", () => undefined);
    const errors: Error[] = [];
    const one = await instance({ kind: "postgres", pool: dead }, errors);
    try {
      for (let i = 0; i < LIMIT; i++) expect(await one.post("127.0.9.3")).toBe(200);
      expect(await one.post("127.0.9.3")).toBe(429);
      expect(errors).toHaveLength(1);
      expect(errors[0]?.message).toMatch(/ECONNREFUSED|connect/);
    } finally {
      await one.close();
      await dead.end();
    }
  });
});

describe("Redis (REDIS_URL)", () => {
  let redis: ChildProcess;
  let url: string;
  beforeAll(async () => {
    // Debian's redis-server, on a port of its own, keeping nothing on disk.
    const port = await freePort();
    redis = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    url = `redis://127.0.0.1:${port}`;
    const deadline = Date.now() + 10_000;
    while (!(await listening(port))) {
      if (redis.exitCode !== null || Date.now() > deadline) throw new Error("redis-server did not start (Debian: apt-get install redis-server)");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  afterAll(() => {
    redis?.kill();
  });

  it("two instances on one Redis share one count per address", async () => {
    await sharesOneCount({ kind: "redis", url }, "127.0.9.4");
  });

  it("Redis gone: each instance counts on its own, and says so", async () => {
    const errors: Error[] = [];
    const one = await instance({ kind: "redis", url }, errors);
    try {
      expect(await one.post("127.0.9.5")).toBe(200);
      redis.kill();
      await new Promise((resolve) => redis.once("exit", resolve));
      // The local count starts afresh: what Redis had counted is out of reach.
      for (let i = 0; i < LIMIT; i++) expect(await one.post("127.0.9.5")).toBe(200);
      expect(await one.post("127.0.9.5")).toBe(429);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await one.close();
    }
  });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
