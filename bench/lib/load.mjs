// What the benches share (README "Benchmark", "Benchmark at scale"): a scratch folder and the
// children they start, both gone when the bench ends; where wrk and taskset are, the server's CPU
// and the load generator's; waiting for a server to answer, and reading wrk's report.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";

/**
 * A bench's scratch folder (nurture-bench-<name>-… in the system's temporary folder) and the list
 * its children go in. When the bench ends, however it ends (Ctrl-C exits 130, SIGTERM 143, so that
 * the exit handler runs), the children still alive are killed, each with its own `stopSignal` when
 * it has one (nginx: SIGQUIT, or its workers outlive it) or `signal`, and the folder is removed:
 * retried, as a browser's last writes can land while it goes, and never failing the run for it.
 * With `keep` the folder stays, its path printed.
 * @param {string} name
 * @param {{ signal?: NodeJS.Signals, keep?: boolean }} [options]
 * @returns {{ work: string, children: import("node:child_process").ChildProcess[] }}
 */
export function benchWorkspace(name, { signal = "SIGKILL", keep = false } = {}) {
  const work = mkdtempSync(path.join(tmpdir(), `nurture-bench-${name}-`));
  const children = [];
  process.on("exit", () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(child.stopSignal ?? signal);
    if (keep) console.log(`bench:${name}: its folder is kept: ${work}`);
    else {
      try {
        rmSync(work, { recursive: true, force: true, maxRetries: 5 });
      } catch {
        console.error(`bench:${name}: could not remove ${work}`);
      }
    }
  });
  process.on("SIGINT", () => process.exit(130));
  process.on("SIGTERM", () => process.exit(143));
  return { work, children };
}

export const which = (name) => spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).stdout.trim();
export const WRK = which("wrk");
export const TASKSET = cpus().length > 1 ? which("taskset") : "";
// Servers on the last CPU, the load generator on the others.
export const SERVER_CPU = String(cpus().length - 1);
export const LOAD_CPUS = `0-${Math.max(0, cpus().length - 2)}`;
/**
 * [file, argv] running `command` on `cpu` (as taskset -c takes it: one CPU or a range), the
 * servers' by default; as is without taskset. taskset execs the command: the child's pid is the
 * command's own (the server whose VmRSS a bench samples).
 * @param {string} command
 * @param {string[]} args
 * @param {string | number} [cpu]
 * @returns {[string, string[]]}
 */
export const pinned = (command, args, cpu = SERVER_CPU) => (TASKSET ? [TASKSET, ["-c", String(cpu), command, ...args]] : [command, args]);

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
  return parseWrk(execFileSync(...pinned(WRK, all, LOAD_CPUS), { encoding: "utf8", maxBuffer: 16 * 1024 * 1024 }));
}
