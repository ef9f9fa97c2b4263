import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request } from "./spawn.js";

/**
 * deploy/nginx.conf itself, run by Debian's nginx-light (installed by .ci/run) on loopback in
 * front of one instance, unprivileged: only what the containers' network gives is rewritten — the
 * listen address, the upstream servers, and the pid, log, temp and cache paths, into a folder of
 * this test's own (as scripts/scale-replay.sh does for the compose replay).
 */
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));

export type RunningNginx = { url: string; port: number; stop(): Promise<void>; errors(): string };

export async function startNginx({ port, upstreamPort }: { port: number; upstreamPort: number }): Promise<RunningNginx> {
  if (!NGINX) throw new Error("nginx is not installed (Debian: apt-get install nginx-light; .ci/run installs it)");
  const dir = mkdtempSync(path.join(tmpdir(), "nurture-nginx-"));
  // Started as root, nginx's workers run as `nobody`: they must reach the folder.
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, "temp"));
  let text = readFileSync("deploy/nginx.conf", "utf8");
  const replace = (pattern: RegExp, by: string | ((...groups: string[]) => string), what: string) => {
    const before = text;
    text = text.replace(pattern, by as string);
    if (text === before) throw new Error(`deploy/nginx.conf: found no ${what} to rewrite`);
  };
  replace(/^(\s*)pid\s+[^;]+;/m, `$1pid ${dir}/nginx.pid;`, "pid");
  replace(/^(\s*)error_log\s+[^;]+;/m, `$1error_log ${dir}/error.log warn;`, "error_log");
  replace(/^(\s*)(\w+_temp_path)\s+\S+;/gm, (_, space, name) => `${space}${name} ${dir}/temp/${name};`, "temp paths");
  replace(/^(\s*)proxy_cache_path\s+\S+/m, `$1proxy_cache_path ${dir}/cache`, "proxy_cache_path");
  replace(/^(\s*)listen\s+80\b/m, `$1listen 127.0.0.1:${port}`, "listen 80");
  replace(/(server\s+)app\d+:3000\b/g, `$1127.0.0.1:${upstreamPort}`, "upstream servers");
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(conf, text);
  const check = spawnSync(NGINX, ["-t", "-q", "-c", conf, "-p", dir], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  const child: ChildProcess = spawn(NGINX, ["-c", conf, "-p", dir, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const errors = () => output + (existsSync(`${dir}/error.log`) ? readFileSync(`${dir}/error.log`, "utf8") : "");
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${errors()}`);
    try {
      if ((await request(`${url}/healthz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer within 15 s:\n${errors()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    errors,
    stop: async () => {
      // SIGQUIT: nginx's graceful stop of the master and its workers.
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
