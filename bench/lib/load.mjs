// What the benches that load a server share (README "Benchmark", "Benchmark at scale"): where wrk
// and taskset are, the server's CPU and the load generator's, waiting for a server to answer,
// and reading wrk's report.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cpus } from "node:os";

export const which = (name) => spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).stdout.trim();
export const WRK = which("wrk");
export const TASKSET = cpus().length > 1 ? which("taskset") : "";
// Servers on the last CPU, the load generator on the others.
export const SERVER_CPU = String(cpus().length - 1);
/** [file, argv] running `command` on the servers' CPU (as is without taskset). */
export const pinned = (command, args) => (TASKSET ? [TASKSET, ["-c", SERVER_CPU, command, ...args]] : [command, args]);

// A request counts as an error after 10 s, not wrk's default 2 s (autocannon's 10 s): at 50
// connections on one core a rendering server queues requests for over a second, and a 2 s cut-off
// would drop the slowest of them from the latencies instead of measuring them. A parent's browser
// waits far longer than either.
export const TIMEOUT_S = 10;

/** Resolves once `url` answers 2xx (30 s at most); the log's end is in the error otherwise. */
export async function waitFor(url, log) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up${log && existsSync(log) ? `; its log ends:\n${readFileSync(log, "utf8").slice(-4000)}` : ""}`);
}

/** wrk's figures: requests/s, p50 and p99 in ms, errors (socket errors and non-2xx). */
export function parseWrk(text) {
  const ms = (value, unit) => Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60000 }[unit];
  const latency = (pct) => {
    const match = new RegExp(`^\\s*${pct}%\\s+([\\d.]+)(us|ms|s|m)`, "m").exec(text);
    return match ? ms(match[1], match[2]) : NaN;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1] ?? NaN),
    p50: latency(50),
    p99: latency(99),
    errors: non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
    /** Which errors, as wrk counts them: "non-2xx 3, timeout 1". */
    errorKinds: [["non-2xx", non2xx], ...(socket ? ["connect", "read", "write", "timeout"].map((kind, i) => [kind, Number(socket[i + 1])]) : [])]
      .filter(([, n]) => n > 0)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(", "),
  };
}

/** Runs wrk with `args` (threads, connections, duration and the like) on the load generator's CPUs; its report, parsed. */
export function runWrk(args) {
  const threads = String(Math.max(1, cpus().length - 1));
  const all = ["-t", threads, "--timeout", `${TIMEOUT_S}s`, "--latency", ...args];
  const [file, argv] = TASKSET ? [TASKSET, ["-c", `0-${Math.max(0, cpus().length - 2)}`, WRK, ...all]] : [WRK, all];
  return parseWrk(execFileSync(file, argv, { encoding: "utf8", maxBuffer: 16 * 1024 * 1024 }));
}
