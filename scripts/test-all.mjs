// `npm test`: every stage of the suite in order (README "Set up"), each one's output streamed as it
// comes, stopping at the first that fails; at the end, also after a failure or Ctrl-C, a table of
// each stage's time and result, so a slow CI run says where its minutes went. Each stage is an
// npm script of its own and still runs alone (`npm run test:e2e`, …).
//
// Stages in one group run at the same time, each output line prefixed with its stage's name:
// lint and the type check are single-threaded, and the last three mostly wait on an engine, a
// registry cache or servers starting, so two cores finish a group sooner than its stages one by
// one. They share nothing: the image test and the replay take free ports and folders of their
// own, first-start its own clone on port 3000. The test suites (unit, api:pg, e2e) keep both
// cores to themselves.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

/** Groups of [stage, npm script], in the order they run: cheap checks first, the build once before its users. */
const GROUPS = [
  [
    ["lint", "lint"],
    ["typecheck", "typecheck"],
  ],
  [["unit", "test:unit"]],
  [["api:pg", "test:api:pg"]],
  [["build", "build"]],
  [["js-budget", "js-budget"]],
  [["html", "test:html"]],
  [["e2e", "test:e2e"]],
  [
    ["docker", "test:docker"],
    ["scale", "test:scale"],
    ["first-start", "test:first-start"],
  ],
];
const STAGES = GROUPS.flat();

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const results = [];

const running = new Set();

/** Runs an npm script: its output as is when it runs alone, each line after `[name] ` beside others. */
function run(name, script, alone) {
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", script], { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
    running.add(child);
    if (!alone) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: from, crlfDelay: Infinity }).on("line", (line) => to.write(`[${name}] ${line}\n`));
      }
    }
    const done = (code) => {
      running.delete(child);
      resolve(code);
    };
    child.once("error", () => done(1));
    // "close", not "exit": the piped output's last lines are read by then.
    child.once("close", (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

function printTable() {
  const width = Math.max(...STAGES.map(([name]) => name.length), "total".length);
  const line = (name, seconds, result) => `${name.padEnd(width)}  ${seconds.padStart(8)}  ${result}`;
  const rows = [line("stage", "seconds", "result")];
  for (const [name] of STAGES) {
    const done = results.find((result) => result.name === name);
    rows.push(done ? line(name, done.seconds.toFixed(1), done.ok ? "ok" : "FAILED") : line(name, "-", "not run"));
  }
  // The run's own time: the stages of a group overlap.
  const total = Number(process.hrtime.bigint() - startedAll) / 1e9;
  rows.push(line("total", total.toFixed(1), results.every((result) => result.ok) && results.length === STAGES.length ? "ok" : "FAILED"));
  console.log(`\nnpm test: time per stage\n${rows.join("\n")}`);
}

// Ctrl-C reaches the running stage too (same process group); the table still says how far it got.
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    interrupted = true;
    for (const child of running) child.kill(signal);
  });
}

const startedAll = process.hrtime.bigint();
let exitCode = 0;
for (const group of GROUPS) {
  const codes = await Promise.all(
    group.map(async ([name, script]) => {
      const started = process.hrtime.bigint();
      const code = await run(name, script, group.length === 1);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      results.push({ name, seconds, ok: code === 0 });
      if (group.length > 1) console.log(`[${name}] ${code === 0 ? "ok" : `FAILED (exit code ${code})`} in ${seconds.toFixed(1)} s`);
      return code;
    }),
  );
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined || interrupted) {
    exitCode = failed || 130;
    break;
  }
}
printTable();
process.exit(exitCode);
