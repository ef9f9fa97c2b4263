// `npm run bench:mail` (after `npm run build`; README "Notification e-mails" and "Benchmark"): a
// backlog of 10,000 mails drained through SMTP by two instances of the built server on one
// PostgreSQL database, as two instances behind a proxy would after an SMTP outage or a bulk mail.
//   1. A fresh database (BENCH_DATABASE, default nurture_bench_mail, on the server of BENCH_PG,
//      default postgres://postgres@127.0.0.1:5432; dropped first and after: BENCH_KEEP=1 keeps
//      it and the instances' logs), migrated and seeded with the demo schools as a server does at boot.
//   2. 10,000 mails queued through the provider's own function (queueAcknowledgement: a parent's
//      acknowledgement of an enquiry, English and Hindi), to as many parent addresses, from both
//      demo schools.
//   3. A real SMTP server (smtp-server) in this process, on BENCH_PORT (default 3400), counting
//      every message it accepts by its Message-ID (each outbox row's own) and by its envelope
//      sender, which tells the instances apart (each has a MAIL_FROM of its own).
//      BENCH_SMTP_DELAY_MS (default 0) answers each message that much later, as a remote relay
//      would.
//   4. Two `node build/server.js` on BENCH_PORT+1 and +2, both on that database, pinned together
//      to one CPU (taskset, when there is one to spare; this process, the SMTP server, gets the
//      others), each logging to a file of the bench's folder.
// It measures the time from starting the instances until the SMTP server has accepted every mail,
// then stops them (SIGTERM) and reads the outbox back. It prints the rate, each instance's share,
// and the goals: at least 50 mails a second; no row received twice; none lost (every row received
// and marked sent); no row left pending; both instances sending. Exits 1 when a goal is missed.
// Needs PostgreSQL (the role may create databases), `npm run build`. Speed goals live here, never
// in timed tests.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { queueAcknowledgement } from "../api/admissions/acknowledgements.js";
import { openDatabase } from "../api/db.js";
import { seedDemoSchools } from "../api/seed.js";
import { LOAD_CPUS, SERVER_CPU, TASKSET, benchWorkspace, pinned } from "./lib/load.mjs";
import { serverEnv } from "./server-env.mjs";

const MAILS = Number(process.env.BENCH_MAILS ?? 10_000);
const GOAL_PER_S = 50;
const BASE = Number(process.env.BENCH_PORT ?? 3400);
const SMTP_DELAY_MS = Number(process.env.BENCH_SMTP_DELAY_MS ?? 0);
const ADMIN_URL = process.env.BENCH_PG ?? "postgres://postgres@127.0.0.1:5432";
const DATABASE = process.env.BENCH_DATABASE ?? "nurture_bench_mail";
// Three times what the goal allows, then it counts what arrived and reports the miss.
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_S ?? Math.max(60, (3 * MAILS) / GOAL_PER_S)) * 1000;
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(DATABASE)) throw new Error("BENCH_DATABASE must be a plain lower-case name");
/** The server of BENCH_PG, database `name`. */
const urlOf = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};
const databaseUrl = urlOf(DATABASE);
const INSTANCES = [1, 2].map((n) => ({ n, port: BASE + n, from: `instance-${n}@bench.nurture.test` }));

const loadAtStart = loadavg();
const { work, children } = benchWorkspace("mail", { keep: process.env.BENCH_KEEP === "1" });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// This process (the SMTP server) on the other CPUs, the instances on the last one.
if (TASKSET) spawnSync(TASKSET, ["-pc", LOAD_CPUS, String(process.pid)], { stdio: "ignore" });

/** Runs `sql` on the server's maintenance database (CREATE and DROP DATABASE cannot run inside the one they name). */
async function admin(sql: string) {
  const client = new pg.Client({ connectionString: urlOf("postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// 1–2. The database as a server's boot leaves it, and the backlog.
await admin(`drop database if exists ${DATABASE} with (force)`);
await admin(`create database ${DATABASE}`);
const database = await openDatabase({ url: databaseUrl, poolMax: 2 });
await seedDemoSchools(database.db);
const schools = await database.db.selectFrom("clients").selectAll().orderBy("id").execute();
if (schools.length < 2) throw new Error("the demo schools were not seeded");
const queuedAt = Date.now();
for (let first = 0; first < MAILS; first += 500) {
  // 500 to a transaction: the queueing is not what is measured, and a row per transaction takes a minute.
  await database.db.transaction().execute(async (trx) => {
    for (let i = first; i < Math.min(MAILS, first + 500); i++) {
      const school = schools[i % schools.length]!;
      await queueAcknowledgement(trx, school, {
        kind: "enquiry",
        id: i + 1,
        reference: `BEN-${String(i).padStart(5, "0")}`,
        parentName: `Parent ${i}`,
        childName: `Child ${i}`,
        email: `parent.${i}@families.example.in`,
        // One family in five wrote from the Hindi site (README "Languages": "Mails").
        language: i % 5 === 4 ? "hi" : "en",
        message: "Is there a place in the morning batch, and is there a bus from Aundh?",
      });
    }
  });
}
const rows = await database.db.selectFrom("outbox").select(["id", "messageId", "status"]).execute();
if (rows.length !== MAILS) throw new Error(`queued ${rows.length} outbox rows, expected ${MAILS}`);
console.log(`bench: ${MAILS.toLocaleString("en")} mails queued in ${((Date.now() - queuedAt) / 1000).toFixed(1)} s on ${DATABASE}`);

// 3. The SMTP server: every accepted message counted by Message-ID and by sender.
const received = new Map<string, number>();
const bySender = new Map<string, number>();
let firstAccepted = 0;
let lastAccepted = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const headers = raw.slice(0, raw.indexOf("\r\n\r\n"));
      const messageId = /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(headers)?.[1] ?? "(none)";
      const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : "(none)";
      const accept = () => {
        received.set(messageId, (received.get(messageId) ?? 0) + 1);
        bySender.set(sender, (bySender.get(sender) ?? 0) + 1);
        lastAccepted = Date.now();
        firstAccepted ||= lastAccepted;
        callback();
      };
      if (SMTP_DELAY_MS > 0) setTimeout(accept, SMTP_DELAY_MS);
      else accept();
    });
  },
});
await new Promise<void>((resolve, reject) => {
  smtp.server.once("error", reject);
  smtp.listen(BASE, "127.0.0.1", () => resolve());
});

// 4. Two instances, as deployed (LOG_LEVEL info, DATABASE_POOL_MAX 10), on the one database.
const logOf = (n: number) => path.join(work, `instance-${n}`, "server.log");
const startedAt = Date.now();
for (const instance of INSTANCES) {
  const dir = path.join(work, `instance-${instance.n}`);
  mkdirSync(dir);
  const fd = openSync(logOf(instance.n), "a");
  const args = ["build/server.js"];
  const [file, argv] = pinned(process.execPath, args);
  const child = spawn(file, argv, {
    stdio: ["ignore", "ignore", fd],
    env: {
      ...serverEnv(instance.port, dir, {
        DATABASE_URL: databaseUrl,
        SMTP_URL: `smtp://127.0.0.1:${BASE}`,
        MAIL_FROM: `Nurture <${instance.from}>`,
      }),
      // serverEnv's own, spelled here for the type of process.env (a .mjs answers a plain string).
      NODE_ENV: "production",
    },
  });
  closeSync(fd);
  children.push(child);
}

const unique = () => [...received.keys()].filter((id) => id !== "(none)").length;
let upAt = 0;
while (unique() < MAILS && Date.now() - startedAt < TIMEOUT_MS) {
  if (children.some((child) => child.exitCode !== null)) break;
  if (!upAt) {
    const up = await Promise.all(
      INSTANCES.map((i) =>
        fetch(`http://127.0.0.1:${i.port}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      ),
    );
    if (up.every(Boolean)) upAt = Date.now();
  }
  await sleep(100);
}
const doneAt = lastAccepted;
// The last marks "sent" land just after the last mail; a late duplicate would come now too.
for (let i = 0; i < 50; i++) {
  const pending = await database.db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  if (Number(pending.n) === 0) break;
  await sleep(100);
}
await sleep(1000);

// Stop the instances as a deployment does (SIGTERM: close-with-grace, the worker finishes its round).
const exits = await Promise.all(
  children.map(
    (child) =>
      new Promise<number | string>((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        child.once("exit", (code, signal) => {
          clearTimeout(timer);
          resolve(code ?? String(signal));
        });
        child.kill("SIGTERM");
      }),
  ),
);
await new Promise<void>((resolve) => smtp.close(() => resolve()));

// The outbox read back against what the SMTP server accepted.
const final = await database.db.selectFrom("outbox").select(["id", "messageId", "status"]).execute();
const ofRow = new Set(final.map((row) => row.messageId));
const duplicates = final.filter((row) => (received.get(row.messageId) ?? 0) > 1).length;
const lost = final.filter((row) => !received.has(row.messageId) || row.status !== "sent").length;
const pendingLeft = final.filter((row) => row.status === "pending").length;
const strangers = [...received.keys()].filter((id) => !ofRow.has(id)).length;
const failedSends = INSTANCES.map((i) => (readFileSync(logOf(i.n), "utf8").match(/mail failed/g) ?? []).length);
await database.close();
if (process.env.BENCH_KEEP !== "1") await admin(`drop database if exists ${DATABASE} with (force)`);

const seconds = ((doneAt || Date.now()) - startedAt) / 1000;
const rate = unique() / seconds;
const drain = firstAccepted && doneAt > firstAccepted ? unique() / ((doneAt - firstAccepted) / 1000) : 0;
const sent = INSTANCES.map((i) => bySender.get(i.from) ?? 0);
console.log(
  `bench: ${MAILS.toLocaleString("en")} mails, 2 instances of build/server.js on one PostgreSQL database` +
    (TASKSET ? ` (both on CPU ${SERVER_CPU}, the SMTP server on the others)` : "") +
    `, SMTP answering after ${SMTP_DELAY_MS} ms; load average ${[loadAtStart, loadavg()]
      .map((load) => load.map((n) => n.toFixed(2)).join(" "))
      .join(" at the start, ")} at the end`,
);
console.table([
  { "": "instances started → both answer /healthz (s)", value: upAt ? Number(((upAt - startedAt) / 1000).toFixed(1)) : "never" },
  { "": "instances started → first mail accepted (s)", value: firstAccepted ? Number(((firstAccepted - startedAt) / 1000).toFixed(1)) : "none" },
  { "": "instances started → every mail accepted (s)", value: Number(seconds.toFixed(1)) },
  { "": "mails/s, first to last accepted", value: Number(drain.toFixed(1)) },
  ...INSTANCES.map((i, index) => ({ "": `sent by instance ${i.n} (its MAIL_FROM)`, value: sent[index]! })),
  ...INSTANCES.map((i, index) => ({ "": `sends that failed, instance ${i.n} (its log)`, value: failedSends[index]! })),
  { "": "messages matching no outbox row", value: strangers },
  { "": "instances' exit codes (SIGTERM)", value: exits.join(", ") },
]);

const goals: Array<[string, number, string, boolean]> = [
  ["mails/s, instances started → every mail accepted", Number(rate.toFixed(1)), `≥ ${GOAL_PER_S}`, rate >= GOAL_PER_S],
  ["rows received more than once", duplicates, "0", duplicates === 0],
  ["rows lost (not received, or not marked sent)", lost, "0", lost === 0],
  ["rows left pending", pendingLeft, "0", pendingLeft === 0],
  ["instances that sent none (both share the queue)", sent.filter((n) => n === 0).length, "0", sent.every((n) => n > 0)],
];
console.table(goals.map(([goal, measured, target, ok]) => ({ goal, measured, target, "": ok ? "ok" : "MISS" })));
const missed = goals.filter(([, , , ok]) => !ok).length;
console.log(missed === 0 ? "bench: every goal holds" : `bench: ${missed} goal(s) missed (BENCH_KEEP=1 keeps the database and the instances' logs)`);
process.exit(missed === 0 ? 0 : 1);
