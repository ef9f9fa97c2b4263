import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/utils/env.server";
import { parseApiEnv } from "../../api/env.js";

// The logger of the site and the provider (shared/log.server.ts, README "Logs"): each case runs in
// a process of its own, as the server does, with its stderr read as a log collector reads it —
// pino writes asynchronously, so what counts is what has reached fd 2 when the process is gone.
// The module is compiled once, as scripts/build-server.mjs compiles it into the server (esbuild,
// packages left to node_modules), and each case is a plain node process: no TypeScript loader.

const root = path.resolve(__dirname, "../..");
// Under the project, so the compiled module finds pino and zod in node_modules.
mkdirSync(path.join(root, "node_modules/.cache"), { recursive: true });
const dir = mkdtempSync(path.join(root, "node_modules/.cache/nurture-log-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MODULE = path.join(dir, "log.server.mjs");
beforeAll(async () => {
  await build({
    entryPoints: [path.join(root, "shared/log.server.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    outfile: MODULE,
    logLevel: "error",
  });
});
let scripts = 0;
const SLOW = 30_000;

/** Runs `body` (JavaScript, `log` and `logEntry` imported) in node with `env`; its exit code and stderr. */
function run(body: string, env: Record<string, string> = {}): Promise<{ code: number | null; stderr: string }> {
  const file = path.join(dir, `case-${++scripts}.mjs`);
  writeFileSync(file, `import { log, logEntry } from ${JSON.stringify(MODULE)};\nvoid logEntry;\n${body}\n`);
  const inherited = { ...process.env };
  delete inherited.LOG_LEVEL;
  const child = spawn(process.execPath, [file], {
    cwd: root,
    env: { ...inherited, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

/** The JSON lines of an output; anything else (Node's own report of an uncaught error) is skipped. */
const lines = (stderr: string) =>
  stderr
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe("log lines", () => {
  it(
    "are JSON with the level as a word, an ISO time and the event; strings cut to 300 characters",
    async () => {
      const { code, stderr } = await run(`
      log("info", "request", { method: "GET", path: "/", status: 200, ms: 1, ip: "127.0.0.1", cache: "hit", left: undefined });
      log("warn", "tenant.unknown", { host: "h".repeat(1000) });
      log("debug", "not.at.info");
      logEntry({ level: "error", msg: "api error", path: "/api/v1/x", stack: "Error: x", body: { parentName: "never" } });
      logEntry({ msg: "mail skipped: SMTP_URL is not set", outboxId: 7 });
    `);
      expect(code).toBe(0);
      const [request, long, entry, plain, ...rest] = lines(stderr);
      expect(rest).toEqual([]);
      expect(request).toEqual({
        level: "info",
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        event: "request",
        method: "GET",
        path: "/",
        status: 200,
        ms: 1,
        ip: "127.0.0.1",
        cache: "hit",
      });
      expect(Math.abs(Date.parse(String(request!.time)) - Date.now())).toBeLessThan(60_000);
      expect(long).toMatchObject({ level: "warn", event: "tenant.unknown", host: "h".repeat(300) });
      // The provider's entries: msg is the event; an object (a request body, say) is never written.
      expect(entry).toEqual({ level: "error", time: expect.any(String), event: "api error", path: "/api/v1/x", stack: "Error: x" });
      expect(stderr).not.toContain("never");
      expect(plain).toMatchObject({ level: "info", event: "mail skipped: SMTP_URL is not set", outboxId: 7 });
    },
    SLOW,
  );

  it(
    "follow LOG_LEVEL: a request line at info (the default), none at warn",
    async () => {
      const body = `log("info", "request", { path: "/" }); log("warn", "api.unreachable", { path: "/x" });`;
      const events = async (env: Record<string, string>) => lines((await run(body, env)).stderr).map((line) => line.event);
      const settings: Record<string, string>[] = [{}, { LOG_LEVEL: "info" }, { LOG_LEVEL: "warn" }, { LOG_LEVEL: "silent" }];
      const [unset, info, warn, silent] = await Promise.all(settings.map((env) => events(env)));
      expect(unset).toEqual(["request", "api.unreachable"]);
      expect(info).toEqual(["request", "api.unreachable"]);
      expect(warn).toEqual(["api.unreachable"]);
      expect(silent).toEqual([]);
    },
    SLOW,
  );

  it(
    "buffered in memory still reach stderr when the process exits at once",
    async () => {
      // process.exit right after: close-with-grace ends a graceful shutdown so.
      const [exited, crashed] = await Promise.all([
        run(`for (let i = 0; i < 20000; i++) log("info", "request", { n: i });\nprocess.exit(3);`),
        run(`for (let i = 0; i < 2000; i++) log("info", "request", { n: i });\nthrow new Error("the database is unreachable");`),
      ]);
      expect(exited.code).toBe(3);
      expect(lines(exited.stderr).map((line) => line.n)).toEqual(Array.from({ length: 20000 }, (_, i) => i));
      // A boot error: the lines logged before it, and the error itself.
      expect(crashed.code).toBe(1);
      expect(lines(crashed.stderr)).toHaveLength(2000);
      expect(crashed.stderr).toContain("the database is unreachable");
    },
    SLOW,
  );

  it(
    "go through one logger per process, however many copies of the module are loaded",
    async () => {
      // server.ts's bundle and Remix's server build each carry one: the second copy writes through the
      // logger the first made (at info), whatever LOG_LEVEL says by then.
      const { stderr } = await run(`
      log("info", "first.copy");
      process.env.LOG_LEVEL = "silent";
      const second = await import(${JSON.stringify(`${MODULE}?copy=2`)});
      second.log("info", "second.copy");
    `);
      expect(lines(stderr).map((line) => line.event)).toEqual(["first.copy", "second.copy"]);
    },
    SLOW,
  );
});

describe("LOG_LEVEL", () => {
  it("is read by both settings with one rule; a bad value names the variable", () => {
    const secrets = { SESSION_SECRET: "log-test-session-secret-0123", HONEYPOT_SECRET: "log-test-honeypot-secret-0123", DATA_DIR: dir };
    expect(parseEnv(secrets).LOG_LEVEL).toBe("info");
    expect(parseEnv({ ...secrets, LOG_LEVEL: "warn" }).LOG_LEVEL).toBe("warn");
    expect(() => parseEnv({ ...secrets, LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
    expect(() => parseApiEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
    expect(() => parseApiEnv({ LOG_LEVEL: "error" })).not.toThrow();
  });
});
