// `npm run bench:log` (README "Logs"): what one access line costs, in CPU time of the process that
// writes it (every thread: pino's writes run on libuv's pool), through the site's logger
// (shared/log.server.ts: pino, asynchronous) and through the hand-written one it replaced
// (JSON.stringify and a synchronous process.stderr.write), with stderr on /dev/null, a file and a
// pipe whose reader is another process (a container's log driver). Each figure is the best of
// three runs in a process of its own, pinned to one CPU when taskset is there, less the same loop
// logging nothing.
import { spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_CPU, TASKSET, benchWorkspace, pinned } from "./lib/load.mjs";

const LINES = Number(process.env.BENCH_LINES ?? 200_000);
// Lines logged per turn of the event loop, as a busy server answers several requests per turn.
const PER_TURN = 50;
const RUNS = 3;

if (process.argv[2] === "child") await child(process.argv[3]);
else await parent();

async function parent() {
  const self = fileURLToPath(import.meta.url);
  const root = path.dirname(path.dirname(self));
  const { work, children } = benchWorkspace("log");

  /** CPU ns per line of one run of `variant` with its stderr on `sink`. */
  const once = (variant, sink) =>
    new Promise((resolve, reject) => {
      const fd = sink === "pipe" ? "pipe" : openSync(sink === "file" ? path.join(work, `${variant}.log`) : "/dev/null", "w");
      const args = ["--import", "tsx", self, "child", variant];
      const [file, argv] = pinned(process.execPath, args);
      const proc = spawn(file, argv, { cwd: root, env: { ...process.env, LOG_LEVEL: "info" }, stdio: ["ignore", "pipe", fd] });
      children.push(proc);
      if (typeof fd === "number") closeSync(fd);
      // The pipe's reader: this process, reading and dropping (on the other CPUs).
      proc.stderr?.resume();
      let out = "";
      proc.stdout.on("data", (chunk) => (out += chunk));
      proc.on("error", reject);
      proc.on("close", (code) => (code === 0 ? resolve(Number(out)) : reject(new Error(`${variant} on ${sink} exited ${code}`))));
    });
  const best = async (variant, sink) => {
    const figures = [];
    for (let run = 0; run < RUNS; run++) figures.push(await once(variant, sink));
    return Math.min(...figures);
  };

  console.log(
    `bench: ${LINES.toLocaleString("en")} access lines (a cache hit's fields), ${PER_TURN} per event-loop turn, best of ${RUNS}; ` +
      (TASKSET ? `each writer on CPU ${SERVER_CPU}` : "writers not pinned (no taskset)"),
  );
  const rows = [];
  for (const sink of ["/dev/null", "file", "pipe"]) {
    const base = await best("none", sink);
    const old = (await best("old", sink)) - base;
    const pino = (await best("pino", sink)) - base;
    rows.push({
      "stderr on": sink,
      "hand-written, ns/line": Math.round(old),
      "pino async, ns/line": Math.round(pino),
      "pino / hand-written": Number((pino / old).toFixed(2)),
    });
  }
  console.table(rows);
}

async function child(variant) {
  const write = await writer(variant);
  const line = () => write("info", "request", { method: "GET", path: "/about/ourStory", status: 200, ms: 0, ip: "203.0.113.7", cache: "hit" });
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  // Warm-up: the JIT, and pino's buffers.
  for (let i = 0; i < 20_000; i += PER_TURN) {
    for (let j = 0; j < PER_TURN; j++) line();
    await turn();
  }
  const started = process.cpuUsage();
  for (let i = 0; i < LINES; i += PER_TURN) {
    for (let j = 0; j < PER_TURN; j++) line();
    await turn();
  }
  // Until the last line has left: an asynchronous write still under way is CPU time too.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const used = process.cpuUsage(started);
  process.stdout.write(String(((used.user + used.system) * 1000) / LINES));
}

async function writer(variant) {
  if (variant === "none") return () => {};
  if (variant === "pino") return (await import("../shared/log.server.ts")).log;
  // The logger pino replaced, as it was (its LOG_LEVEL check read a cached setting).
  return (level, event, fields = {}) => {
    const safe = {};
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      safe[key] = typeof value === "string" ? value.slice(0, 300) : value;
    }
    process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, event, ...safe })}\n`);
  };
}
