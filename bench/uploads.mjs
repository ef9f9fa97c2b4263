// `npm run bench:uploads` (after `npm run build`; README "Uploads" and "Benchmark"): twelve phone
// photos sent at once through the staff's profile form, as twelve staff members on their phones
// would, to the built server on a fresh database; then one such photo alone, the server on one
// core. Each photo is a 12-megapixel JPEG (4000 × 3000) of noise, so that it does not compress:
// about 9 MB, the size of a real one. It prints the server's resident memory (VmRSS, sampled every
// 50 ms) idle, at its peak and after the burst, each upload's outcome and time, and the goals:
//   - peak RSS at most 600 MB above the idle server;
//   - every upload stored (its files on disk) or refused with the queue's message, none lost;
//   - one photo alone stored in at most 3 s (the median of three) on one core.
// It exits 1 when a goal is missed. A speed goal lives here, never in a timed test.
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { rssOf, signIn, waitForServer } from "./lib/console.mjs";
import { TASKSET, benchWorkspace, pinned } from "./lib/load.mjs";
import { serverEnv } from "./server-env.mjs";

const BASE = Number(process.env.BENCH_PORT ?? 3400);
const PHOTOS = 12;
const ALONE_RUNS = 3;
const GOALS = { peakAboveIdleMb: 600, aloneMs: 3000 };
const BUSY = "Too many photos are being processed just now; please try again in a minute";

const { work, children } = benchWorkspace("uploads");
const mb = (bytes) => Math.round(bytes / 1024 / 1024);

/** A 4000 × 3000 JPEG of noise: about 9 MB, like a 12-megapixel phone photo. */
async function phonePhoto() {
  const [width, height] = [4000, 3000];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** The built server on a fresh data folder (SQLite, the demo schools), on `cpu` when given. */
async function startServer(name, port, cpu) {
  const dir = path.join(work, name);
  mkdirSync(dir);
  const args = ["build/server.js"];
  const [file, argv] = cpu !== undefined ? pinned(process.execPath, args, cpu) : [process.execPath, args];
  // Its log (LOG_LEVEL info, as deployed) in its folder, beside the bench's own output.
  const log = path.join(dir, "server.log");
  const fd = openSync(log, "a");
  // taskset execs node: the child's pid is the server's.
  const child = spawn(file, argv, {
    stdio: ["ignore", "ignore", fd],
    env: serverEnv(port, dir, {
      RATE_LIMIT_PER_MINUTE: "10000",
      // As the container runs it (Dockerfile, README "Uploads"): glibc's malloc with two arenas.
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
    }),
  });
  closeSync(fd);
  children.push(child);
  const origin = `http://localhost:${port}`;
  await waitForServer(name, child, origin, log);
  return { child, origin, uploads: path.join(dir, "uploads") };
}

/** The school profile form with a new logo, as a browser without JavaScript sends it. */
async function uploadLogo(origin, cookie, photo, n) {
  const form = new FormData();
  const fields = {
    intent: "profile",
    clientName: "Sunshine Kids Academy",
    brandColor: "#c2410c",
    accentColor: "#0f766e",
    contactPhone1: "9822041563",
    contactEmail1: "office@sunshinekids.example.org",
    addressLine1: "Plot 7, Lotus Lane",
    city: "Pune",
    state: "Maharashtra",
    pinCode: "411045",
    tagline: `Photo ${n}`,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("logo", new Blob([photo], { type: "image/jpeg" }), `IMG_${4000 + n}.jpg`);
  const started = performance.now();
  const response = await fetch(`${origin}/staff/profile`, { method: "POST", headers: { cookie }, body: form, redirect: "manual" });
  const body = await response.text();
  return { status: response.status, body, ms: Math.round(performance.now() - started) };
}

const hashOf = (photo) => createHash("sha256").update(photo).digest("hex").slice(0, 32);

/** What became of one upload: stored (its files there), refused with the queue's message, or lost. */
function outcome(server, photo, answer) {
  const stored = existsSync(path.join(server.uploads, hashOf(photo), "1920.webp"));
  if (answer.status === 302 && stored) return "stored";
  if (answer.status === 400 && answer.body.includes(BUSY) && !stored) return "refused";
  const said = answer.body.includes("could not be saved just now") ? "could not be saved" : "no message";
  return `LOST (${answer.status}, "${said}", files ${stored ? "there" : "missing"})`;
}

const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;
/** The CPU time a process has used so far, user and system, in ms (/proc/<pid>/stat). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** VmRSS of a process in bytes, sampled every 50 ms until stopped. */
function sampleRss(pid) {
  const read = () => rssOf(pid);
  const samples = [];
  const timer = setInterval(() => samples.push(read()), 50);
  return { read, stop: () => (clearInterval(timer), samples) };
}

console.log(
  `bench:uploads on ${cpus().length} cores, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`,
);
console.log(`making ${PHOTOS + ALONE_RUNS} photos of 4000 × 3000 …`);
const photos = [];
for (let i = 0; i < PHOTOS + ALONE_RUNS; i++) photos.push(await phonePhoto());
const sizes = photos.map((photo) => photo.length / 1024 / 1024);
console.log(`photo sizes ${Math.min(...sizes).toFixed(1)}–${Math.max(...sizes).toFixed(1)} MB`);

// 1. Twelve at once, the server on every core as deployed.
const burst = await startServer("burst", BASE);
const cookie = await signIn(burst.origin);
// A page first, as staff open the form before sending it; then the idle figure.
await (await fetch(`${burst.origin}/staff/profile`, { headers: { cookie } })).text();
await new Promise((resolve) => setTimeout(resolve, 1000));
const rss = sampleRss(burst.child.pid);
const idle = rss.read();
const started = performance.now();
const answers = await Promise.all(photos.slice(0, PHOTOS).map((photo, i) => uploadLogo(burst.origin, cookie, photo, i + 1)));
const burstMs = Math.round(performance.now() - started);
// How much of it the server gives back: RSS 5 s and 20 s after the last answer.
await new Promise((resolve) => setTimeout(resolve, 5000));
const after5 = rss.read();
await new Promise((resolve) => setTimeout(resolve, 15_000));
const samples = rss.stop();
const peak = Math.max(idle, ...samples);
const after = samples.at(-1) ?? idle;
const outcomes = answers.map((answer, i) => outcome(burst, photos[i], answer));

console.log(`\n${PHOTOS} photos at once through the profile form (UPLOAD_CONCURRENCY etc. at their defaults unless set):`);
answers.forEach((answer, i) => console.log(`  photo ${String(i + 1).padStart(2)}: ${outcomes[i].padEnd(8)} ${String(answer.ms).padStart(6)} ms`));
const count = (kind) => outcomes.filter((value) => value === kind).length;
console.log(
  `  stored ${count("stored")}, refused ${count("refused")}, lost ${PHOTOS - count("stored") - count("refused")}; all answered in ${burstMs} ms`,
);
console.log(
  `  RSS idle ${mb(idle)} MB, peak ${mb(peak)} MB (+${mb(peak - idle)} MB), after the last answer ${mb(after5)} MB (5 s) and ${mb(after)} MB (20 s)`,
);
burst.child.kill("SIGTERM");

// 2. One photo alone, the server pinned on one core.
const alone = await startServer("alone", BASE + 1, 0);
const aloneCookie = await signIn(alone.origin);
await (await fetch(`${alone.origin}/staff/profile`, { headers: { cookie: aloneCookie } })).text();
const aloneTimes = [];
const aloneCpu = [];
const aloneOutcomes = [];
for (let i = 0; i < ALONE_RUNS; i++) {
  const photo = photos[PHOTOS + i];
  const cpuBefore = cpuMs(alone.child.pid);
  const answer = await uploadLogo(alone.origin, aloneCookie, photo, PHOTOS + i + 1);
  aloneCpu.push(Math.round(cpuMs(alone.child.pid) - cpuBefore));
  aloneTimes.push(answer.ms);
  aloneOutcomes.push(outcome(alone, photo, answer));
}
const median = [...aloneTimes].sort((a, b) => a - b)[Math.floor(ALONE_RUNS / 2)];
console.log(`\none photo alone, the server on one core${TASKSET ? " (taskset -c 0)" : " (NOT pinned: no taskset, or one CPU only)"}:`);
console.log(`  ${aloneTimes.map((ms, i) => `${ms} ms ${aloneOutcomes[i]}`).join(", ")}; median ${median} ms`);
// The server's own CPU time for each: what the photo costs, whatever else the core was doing.
console.log(`  the server's CPU time for each: ${aloneCpu.map((ms) => `${ms} ms`).join(", ")}`);
alone.child.kill("SIGTERM");

const goals = [
  [`peak RSS above idle ≤ ${GOALS.peakAboveIdleMb} MB`, mb(peak - idle) <= GOALS.peakAboveIdleMb, `${mb(peak - idle)} MB`],
  [
    "every upload stored or refused with the message",
    outcomes.every((value) => value === "stored" || value === "refused"),
    `${count("stored")} + ${count("refused")} of ${PHOTOS}`,
  ],
  [
    `one photo alone stored in ≤ ${GOALS.aloneMs} ms on one core`,
    aloneOutcomes.every((value) => value === "stored") && median <= GOALS.aloneMs,
    `${median} ms`,
  ],
];
console.log(
  `\nload average now ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`,
);
for (const [goal, held, figure] of goals) console.log(`  ${held ? "held  " : "MISSED"} ${goal}: ${figure}`);
process.exitCode = goals.every(([, held]) => held) ? 0 : 1;
