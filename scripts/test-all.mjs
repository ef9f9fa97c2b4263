// `npm test`: every stage of the suite in order (README "Set up"), each one's output streamed as it
// comes, stopping at the first that fails; at the end, also after a failure or Ctrl-C, a table of
// each stage's time and result, so a slow CI run says where its minutes went. Each stage is an
// npm script of its own and still runs alone (`npm run test:e2e`, …).
import { spawn } from "node:child_process";

/** [stage, npm script], in the order they run: cheap checks first, the build once before its users. */
const STAGES = [
  ["lint", "lint"],
  ["typecheck", "typecheck"],
  ["unit", "test:unit"],
  ["api:pg", "test:api:pg"],
  ["build", "build"],
  ["js-budget", "js-budget"],
  ["html", "test:html"],
  ["e2e", "test:e2e"],
  ["docker", "test:docker"],
  ["scale", "test:scale"],
  ["first-start", "test:first-start"],
];

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const results = [];
let current = null;

function run(script) {
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", script], { stdio: "inherit" });
    current = child;
    child.once("error", () => resolve(1));
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
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
  const total = results.reduce((sum, result) => sum + result.seconds, 0);
  rows.push(line("total", total.toFixed(1), results.every((result) => result.ok) && results.length === STAGES.length ? "ok" : "FAILED"));
  console.log(`\nnpm test: time per stage\n${rows.join("\n")}`);
}

// Ctrl-C reaches the running stage too (same process group); the table still says how far it got.
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    interrupted = true;
    current?.kill(signal);
  });
}

let exitCode = 0;
for (const [name, script] of STAGES) {
  const started = process.hrtime.bigint();
  const code = await run(script);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  results.push({ name, seconds, ok: code === 0 });
  if (code !== 0 || interrupted) {
    exitCode = code || 130;
    break;
  }
}
printTable();
process.exit(exitCode);
