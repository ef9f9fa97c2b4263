import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseApiEnv, parseUploadQueueEnv } from "../../api/env.js";
import { type UploadQueue, createUploadQueue } from "../../api/uploads/queue.js";
import { phonePhoto } from "../fixtures/images.js";
import { demoAccount, signIn, startTestApi, usingPostgres } from "./harness.js";

// The upload queue (README "Uploads"): a provider instance decodes a bounded number of photos at
// once, lets a bounded number wait, each for a bounded time; a photo beyond that is a 503 with
// Retry-After and the field's message, and nothing of it is stored. The queue's one turn is held
// by a task that ends only when the test says so, so what waits and what is refused never depends
// on how fast this machine is. The queue knows nothing of the database: SQLite alone.

const BUSY = "Too many photos are being processed just now; please try again in a minute";

/** The first 32 hex digits of the photo's SHA-256: its folder under the uploads. */
const hashOf = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").slice(0, 32);

async function startBusyApi(settings: { waiting: number; waitMs: number }) {
  const queue = createUploadQueue({ concurrency: 1, ...settings });
  const api = await startTestApi({ uploadQueue: queue });
  const bearer = await signIn(api, demoAccount(0, "staff"));
  const upload = (bytes: Buffer, signal?: AbortSignal) =>
    api.post("/staff/uploads", {
      headers: { authorization: `Bearer ${bearer}`, "content-type": "image/jpeg" },
      body: new Uint8Array(bytes),
      signal,
    });
  /** Takes the queue's one turn (resolved once it has it) until `release` is called. */
  const holdTheTurn = async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const done = queue.process(
      async () => Buffer.alloc(0),
      () => {
        started();
        return held;
      },
    );
    await running;
    return { release, done };
  };
  const isStored = async (bytes: Buffer) => {
    const rows = await api.db.selectFrom("uploads").select("hash").where("hash", "=", hashOf(bytes)).execute();
    return rows.length > 0 || existsSync(path.join(api.uploadsDir, hashOf(bytes)));
  };
  return { api, queue, upload, holdTheTurn, isStored };
}

const expectBusy = (res: { status: number; body: any; headers: Headers }) => {
  expect(res.status).toBe(503);
  expect(res.headers.get("retry-after")).toBe("60");
  expect(res.body).toEqual({ message: BUSY, field: "image", errors: { image: [BUSY] } });
};

describe.skipIf(usingPostgres)("too many photos at once", () => {
  let full: Awaited<ReturnType<typeof startBusyApi>>;
  let slow: Awaited<ReturnType<typeof startBusyApi>>;
  let queue: UploadQueue;

  beforeAll(async () => {
    // One turn, one place to wait, and a wait far longer than the test needs.
    full = await startBusyApi({ waiting: 1, waitMs: 20_000 });
    queue = full.queue;
    // One turn and a short wait.
    slow = await startBusyApi({ waiting: 5, waitMs: 200 });
  });
  afterAll(async () => {
    await full?.api.close();
    await slow?.api.close();
  });

  it("a photo beyond the waiting places is refused at once with 503 and Retry-After; the waiting one is stored when its turn comes", async () => {
    const [waits, second, third] = await Promise.all([phonePhoto(1200, 800), phonePhoto(1201, 800), phonePhoto(1202, 800)]);
    const turn = await full.holdTheTurn();
    expect(queue.waiting).toBe(0);
    const waiting = full.upload(waits!);
    await vi.waitFor(() => expect(queue.waiting).toBe(1));

    // Answered while the first still waits: nothing of them is read, decoded or stored.
    const refused = await Promise.all([full.upload(second!), full.upload(third!)]);
    for (const res of refused) expectBusy(res);
    expect(queue.waiting).toBe(1);

    turn.release();
    await turn.done;
    const stored = await waiting;
    expect(stored.status).toBe(201);
    expect(stored.body.data.hash).toBe(hashOf(waits!));
    expect(existsSync(path.join(full.api.uploadsDir, stored.body.data.hash, "960.webp"))).toBe(true);
    expect(await full.isStored(second!)).toBe(false);
    expect(await full.isStored(third!)).toBe(false);

    // The turn free again, the refused photo sent again is stored.
    expect((await full.upload(second!)).status).toBe(201);
  });

  it("a photo whose sender stops waiting leaves the queue, its place free again, and nothing of it is stored", async () => {
    const photo = await phonePhoto(1204, 800);
    const turn = await full.holdTheTurn();
    const sender = new AbortController();
    const abandoned = full.upload(photo, sender.signal).catch((error: unknown) => error);
    await vi.waitFor(() => expect(queue.waiting).toBe(1));
    sender.abort();
    expect(await abandoned).toBeInstanceOf(Error);
    await vi.waitFor(() => expect(queue.waiting).toBe(0));
    turn.release();
    await turn.done;
    expect(await full.isStored(photo)).toBe(false);
  });

  it("a photo that waits longer than the bound is refused with the same 503, nothing stored, and stored when sent again", async () => {
    const photo = await phonePhoto(1203, 800);
    const turn = await slow.holdTheTurn();
    expectBusy(await slow.upload(photo));
    expect(slow.queue.waiting).toBe(0);
    expect(await slow.isStored(photo)).toBe(false);
    turn.release();
    await turn.done;
    expect((await slow.upload(photo)).status).toBe(201);
    expect(await slow.isStored(photo)).toBe(true);
  });
});

describe("the queue's settings", () => {
  it("default to 2 at once, 10 waiting, 10 s each, and are read from the environment once at start", () => {
    expect(parseUploadQueueEnv({})).toEqual({ concurrency: 2, waiting: 10, waitMs: 10_000 });
    expect(parseApiEnv({ UPLOAD_CONCURRENCY: "4", UPLOAD_QUEUE_MAX: "0", UPLOAD_QUEUE_WAIT_MS: "5000" }).uploadQueue).toEqual({
      concurrency: 4,
      waiting: 0,
      waitMs: 5000,
    });
  });

  it("a bad value stops the start with its name; a wait past the site's 30 s deadline is one", () => {
    expect(() => parseUploadQueueEnv({ UPLOAD_CONCURRENCY: "0" })).toThrow(/UPLOAD_CONCURRENCY/);
    expect(() => parseUploadQueueEnv({ UPLOAD_QUEUE_MAX: "many" })).toThrow(/UPLOAD_QUEUE_MAX/);
    expect(() => parseApiEnv({ UPLOAD_QUEUE_WAIT_MS: "30000" })).toThrow(/UPLOAD_QUEUE_WAIT_MS/);
  });
});
