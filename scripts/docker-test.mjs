#!/usr/bin/env node
// `npm run test:docker` (README "Container"): the Dockerfile built by a real Docker engine, and the
// image it makes run and checked — health, pages, user, volume, read-only root, shutdown, what the
// image must not hold — each check one line, `pass` or `FAIL`.
//
// The engine is this script's own: a dockerd started for the run on its own socket and data root
// (no bridge, no iptables rules: every container uses the host's network, each on a free port of
// its own), stopped at the end, also after a failure or Ctrl-C. Its data root, and with it the base
// image and BuildKit's layer cache (the npm cache mount included), is KEPT under
// NURTURE_DOCKER_CACHE (default /var/cache/nurture-docker) so that the next run rebuilds only what
// changed: "cleaned afterwards" means the daemon stopped and this run's containers and volumes
// removed, not the cache. Delete that folder (with no run going) to start cold.
//
// Docker Hub is out of reach on our machines, so the Dockerfile's base (node:22-bookworm-slim) is
// replaced by a stand-in made by scripts/docker-base.sh (debootstrap + Node 22 + npm 10), made once
// per version of that script and kept.
//
// Needs root and Debian's docker.io and debootstrap (`apt-get install -y docker.io debootstrap`;
// .ci/run installs them). The client is Debian's /usr/bin/docker: it builds with BuildKit without
// the buildx plugin another client on the machine may want.
//
// Environment:
//   DOCKER_TEST=skip        do not run; say so loudly and exit 0 (for a machine that cannot run an
//                           engine, e.g. inside an unprivileged container). Without it, a machine
//                           that cannot start the engine FAILS this stage, loudly.
//   NURTURE_DOCKER_CACHE    the engine's folder (default /var/cache/nurture-docker).
//   DOCKER_TEST_NICE        the engine's niceness, and so the build's and the containers' (default 10).
//   DOCKER_TEST_KEEP=1      leave the engine running with this run's containers and volume, for a look.

import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createGunzip } from "node:zlib";
import { Parser } from "tar";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cacheDir = path.resolve(process.env.NURTURE_DOCKER_CACHE || "/var/cache/nurture-docker");
const engineDir = path.join(cacheDir, "engine"); // dockerd's data root: images and BuildKit's cache, kept
const runDir = path.join(cacheDir, "run"); // this run's socket, pid file, exec root and logs
const baseDir = path.join(cacheDir, "base"); // the base image's root file system, one tar per recipe
const lockDir = path.join(cacheDir, "lock"); // one run at a time per engine folder
const socket = path.join(runDir, "docker.sock");
const pidFile = path.join(runDir, "docker.pid");
const engineLog = path.join(runDir, "dockerd.log");
const buildLog = path.join(runDir, "build.log");
const niceness = process.env.DOCKER_TEST_NICE || "10";
const keep = process.env.DOCKER_TEST_KEEP === "1";

const DOCKER = "/usr/bin/docker";
const DOCKERD = ["/usr/sbin/dockerd", "/usr/bin/dockerd"].find((file) => fs.existsSync(file)) ?? "/usr/sbin/dockerd";
const IMAGE = "nurture-test:latest";
const LABEL = "nurture-docker-test";
const run = `${process.pid}`;
const volume = `nurture-test-data-${run}`;
const dockerEnv = {
  ...process.env,
  DOCKER_HOST: `unix://${socket}`,
  // The machine's client settings (credential helpers, another context) stay out of it.
  DOCKER_CONFIG: path.join(runDir, "client"),
  DOCKER_BUILDKIT: "1",
};
for (const name of ["DOCKER_CONTEXT", "DOCKER_TLS_VERIFY", "DOCKER_CERT_PATH"]) delete dockerEnv[name];

// The demo school of localhost, the second demo school and its hostname, the demo owner's sign-in
// (README "Demo schools"; tests/e2e/fixtures.ts SCHOOL_B).
const SCHOOL_A = { host: "localhost", name: "Sunshine Kids Academy" };
const SCHOOL_B = { host: "rainbow.localhost", name: "Rainbow Early Learning Centre" };
const OWNER = { email: "owner@sunshinekids.example.org", password: "Kite-Meadow-Sunrise-42" };
// A school created in the first container, which the second must serve from the same volume.
const VOLUME_SCHOOL = { host: "volume-check.localhost", name: "Volume Check School" };

const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const say = (line) => console.log(`docker-test: ${line}`);

function banner(lines) {
  const bar = "!".repeat(96);
  console.error(`\n${bar}\n${lines.map((line) => `!!  ${line}`).join("\n")}\n${bar}\n`);
}

/** The engine cannot run here: say so in a way no one scrolls past, and fail the stage. */
class CannotRun extends Error {}

// ---- processes ---------------------------------------------------------------------------------

const children = new Set();

/**
 * Runs a command to its end: { code, stdout, stderr } (Buffers as strings unless `raw`). Throws
 * when it exits non-zero, unless `allowFail`. `log` sends both outputs to that file instead.
 */
function exec(command, args, { env = process.env, allowFail = false, log, timeoutMs, raw = false } = {}) {
  return new Promise((resolve, reject) => {
    const logFd = log ? fs.openSync(log, "w") : undefined;
    const child = spawn(command, args, { env, stdio: ["pipe", logFd ?? "pipe", logFd ?? "pipe"] });
    children.add(child);
    const out = [];
    const err = [];
    child.stdout?.on("data", (chunk) => out.push(chunk));
    child.stderr?.on("data", (chunk) => err.push(chunk));
    child.stdin.end();
    const timer = timeoutMs ? setTimeout(() => child.kill("SIGKILL"), timeoutMs) : undefined;
    child.once("error", (error) => {
      children.delete(child);
      reject(error);
    });
    child.once("close", (code, signal) => {
      children.delete(child);
      clearTimeout(timer);
      if (logFd !== undefined) fs.closeSync(logFd);
      const result = {
        code: code ?? 128,
        signal,
        stdout: raw ? Buffer.concat(out) : Buffer.concat(out).toString(),
        stderr: Buffer.concat(err).toString(),
      };
      if (result.code !== 0 && !allowFail) {
        const why = signal ? `killed by ${signal}` : `exit ${result.code}`;
        reject(
          new Error(`${path.basename(command)} ${args.slice(0, 3).join(" ")} …: ${why}: ${result.stderr.trim().split("\n").slice(-3).join(" / ")}`),
        );
      } else resolve(result);
    });
  });
}

const docker = (args, options = {}) => exec(DOCKER, args, { env: dockerEnv, ...options });
const dockerOut = async (args) => (await docker(args)).stdout.trim();

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A TCP port free on every address now (the containers share the host's network). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "0.0.0.0", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** True when something listens on 127.0.0.1:port. */
function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

// ---- one run at a time -------------------------------------------------------------------------

// Two runs on one data root would fight over the daemon: the second waits for the first (CI and a
// developer may start one at the same moment). A lock left by a run that was killed is taken over.
async function takeLock() {
  let waiting = false;
  const deadline = Date.now() + 30 * 60_000;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      fs.writeFileSync(path.join(lockDir, "pid"), String(process.pid));
      return;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    let holder = lockHolder();
    if (!holder) {
      // Made by a run that has not written its pid yet, or killed between the two: a moment to tell.
      await sleep(1000);
      holder = lockHolder();
    }
    if (holder && holder !== process.pid && alive(holder)) {
      if (!waiting) say(`waiting for another run of this test (pid ${holder}) to finish with ${cacheDir}`);
      waiting = true;
      if (Date.now() > deadline) throw new Error(`another run (pid ${holder}) has held ${lockDir} for 30 minutes`);
      await sleep(2000);
    } else {
      // Killed before it let go.
      fs.rmSync(lockDir, { recursive: true, force: true });
    }
  }
}

function lockHolder() {
  try {
    return Number(fs.readFileSync(path.join(lockDir, "pid"), "utf8").trim()) || 0;
  } catch {
    return 0;
  }
}

function releaseLock() {
  try {
    if (fs.readFileSync(path.join(lockDir, "pid"), "utf8").trim() === String(process.pid)) fs.rmSync(lockDir, { recursive: true, force: true });
  } catch {
    // not ours, or already gone
  }
}

// ---- the engine --------------------------------------------------------------------------------

let engine = null;

async function startEngine() {
  // A daemon left by a run that was killed outright or kept it up (its pid file names it, its
  // command line our folder): stopped before a new one starts on the same folders.
  // The same for the containerd it runs, which outlives a daemon killed outright.
  for (const [file, what] of [
    [pidFile, "engine"],
    [path.join(runDir, "exec", "containerd", "containerd.pid"), "engine's containerd"],
  ]) {
    const pid = fs.existsSync(file) ? Number(fs.readFileSync(file, "utf8").trim()) : 0;
    let command = "";
    try {
      command = pid ? fs.readFileSync(`/proc/${pid}/cmdline`, "utf8") : "";
    } catch {
      // gone
    }
    if (!command.includes(cacheDir)) continue;
    say(`stopping the ${what} an earlier run left up (pid ${pid})`);
    process.kill(pid, "SIGTERM");
    for (let i = 0; i < 150 && alive(pid); i++) await sleep(200);
    if (alive(pid)) process.kill(pid, "SIGKILL");
  }
  await unmountLeftovers();
  fs.rmSync(runDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(runDir, "client"), { recursive: true });
  fs.mkdirSync(engineDir, { recursive: true });
  // An empty configuration file of our own: /etc/docker/daemon.json, if the machine has one, is
  // another daemon's.
  const config = path.join(runDir, "daemon.json");
  fs.writeFileSync(config, "{}\n");
  const args = [
    "-n",
    niceness,
    DOCKERD,
    `--config-file=${config}`,
    `--data-root=${engineDir}`,
    `--exec-root=${path.join(runDir, "exec")}`,
    `--pidfile=${pidFile}`,
    `--host=unix://${socket}`,
    // No bridge network and no firewall rules: the machine's network is left as it is, and
    // containers use the host's (`--network host`), which also lets the build's RUN steps reach
    // the registries the machine reaches.
    "--bridge=none",
    "--iptables=false",
    "--ip-masq=false",
    // A containerd the machine runs for others keeps this daemon's containers apart by namespace.
    "--containerd-namespace=nurture-test",
    "--containerd-plugins-namespace=nurture-test-plugins",
    "--log-level=warn",
  ];
  const log = fs.openSync(engineLog, "w");
  const since = Date.now();
  // Its own process group: a Ctrl-C reaches this script, which stops the daemon after removing
  // its containers, rather than the daemon directly.
  const child = spawn("nice", args, { detached: true, stdio: ["ignore", log, log] });
  fs.closeSync(log);
  engine = { child, exited: false };
  child.once("exit", () => (engine.exited = true));
  for (;;) {
    const version = await docker(["version", "--format", "{{.Server.Version}}"], { allowFail: true });
    if (version.code === 0) return { version: version.stdout.trim(), startedIn: seconds(since) };
    if (engine.exited || Date.now() - since > 60_000) {
      const tail = fs.readFileSync(engineLog, "utf8").trim().split("\n").slice(-15);
      throw new CannotRun(`dockerd did not start${engine.exited ? "" : " within 60 s"}; the end of ${engineLog}:\n${tail.join("\n")}`);
    }
    await sleep(250);
  }
}

/**
 * The daemon bind-mounts its data root onto itself (to make it a private mount) and its network
 * namespace under the exec root (netns/default), and leaves them when it stops: once it has
 * stopped, whatever is still mounted in our folder goes, deepest first.
 */
async function unmountLeftovers() {
  const mounts = fs
    .readFileSync("/proc/mounts", "utf8")
    .split("\n")
    .map((line) => line.split(" ")[1])
    .filter((point) => point?.startsWith(`${cacheDir}/`))
    .sort()
    .reverse();
  for (const point of mounts) await exec("umount", ["--lazy", point], { allowFail: true });
}

async function stopEngine() {
  if (!engine || engine.exited) return;
  const { child } = engine;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const killed = await Promise.race([exited.then(() => false), sleep(30_000).then(() => true)]);
  if (killed) {
    child.kill("SIGKILL");
    await exited;
  }
  await unmountLeftovers();
}

// ---- the base image ----------------------------------------------------------------------------

async function baseImage() {
  const recipe = fs.readFileSync(path.join(repo, "scripts/docker-base.sh"));
  const hash = createHash("sha256").update(recipe).digest("hex").slice(0, 16);
  const tag = `nurture-test-base:${hash}`;
  const tarball = path.join(baseDir, `${hash}.tar`);
  let how = "cached image";
  if ((await docker(["image", "inspect", tag], { allowFail: true })).code !== 0) {
    if (!fs.existsSync(tarball)) {
      if (!fs.existsSync("/usr/sbin/debootstrap"))
        throw new CannotRun("debootstrap is missing (the base image is made with it): apt-get install -y debootstrap");
      say(`making the base image (scripts/docker-base.sh, recipe ${hash}): debootstrap and Node, a few minutes, once`);
      fs.mkdirSync(baseDir, { recursive: true });
      const since = Date.now();
      const made = await exec("nice", ["-n", niceness, "bash", path.join(repo, "scripts/docker-base.sh"), tarball], { allowFail: true });
      if (made.stdout.trim()) console.log(made.stdout.trimEnd().replace(/^/gm, "  "));
      if (made.code !== 0) throw new Error(`scripts/docker-base.sh failed:\n${made.stderr.trim()}`);
      how = `made in ${seconds(since)} s`;
    } else how = "imported from its cached root file system";
    // ENV as the official image sets them (and the CA bundle for Node's own TLS: the registries'
    // chain here is signed by a CA only the machine's bundle holds).
    await docker([
      "import",
      "--change",
      "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
      "--change",
      "ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt",
      "--change",
      'CMD ["node"]',
      tarball,
      tag,
    ]);
  }
  // Bases of earlier recipes are of no more use.
  for (const file of fs.existsSync(baseDir) ? fs.readdirSync(baseDir) : []) {
    if (file !== `${hash}.tar`) fs.rmSync(path.join(baseDir, file), { force: true });
  }
  const old = (await dockerOut(["image", "ls", "--format", "{{.Repository}}:{{.Tag}}", "nurture-test-base"]))
    .split("\n")
    .filter((name) => name && name !== tag);
  if (old.length) await docker(["image", "rm", ...old], { allowFail: true });
  return { tag, how };
}

// ---- what a layer must never hold ----------------------------------------------------------------

// A canary: a file with a secret-looking value planted, for the build only, where a stray secret
// would reach the image if .dockerignore let it (public/ is copied into the image as it is). Its
// value, and the checkout's own secrets if it has any, must appear in no layer. The value is kept
// with the engine's cache, so that a layer read clean once (with the same values to look for)
// need not be read again while the build cache reuses it.
const canaryFile = path.join(cacheDir, "canary");
const plantedCanary = path.join(repo, "public", ".env.docker-test-canary");
let canary = "";
const planted = [];

function plantCanaries() {
  if (!fs.existsSync(canaryFile)) fs.writeFileSync(canaryFile, `canary-${randomBytes(12).toString("hex")}\n`, { mode: 0o600 });
  canary = fs.readFileSync(canaryFile, "utf8").trim();
  fs.writeFileSync(plantedCanary, `SESSION_SECRET=${canary}\n`);
  planted.push(plantedCanary);
}

function removeCanaries() {
  for (const file of planted) fs.rmSync(file, { force: true });
  planted.length = 0;
}

/** The checkout's own secrets, if it has them: data/secrets.json's values and .env's secret-like ones. */
function localSecrets() {
  const found = [];
  try {
    for (const value of Object.values(JSON.parse(fs.readFileSync(path.join(repo, "data/secrets.json"), "utf8")))) {
      if (typeof value === "string" && value.length >= 16) found.push(value);
    }
  } catch {
    // none
  }
  try {
    for (const line of fs.readFileSync(path.join(repo, ".env"), "utf8").split("\n")) {
      const match = /^\s*(?:export\s+)?([A-Z0-9_]*(?:SECRET|PASSWORD|TOKEN|KEY)[A-Z0-9_]*)\s*=\s*["']?([^"'\s]{8,})/.exec(line);
      if (match) found.push(match[2]);
    }
  } catch {
    // none
  }
  return found;
}

// File names that must not be in any layer: the runtime's data and secrets belong in the volume
// or the environment (Dockerfile, .dockerignore).
const FORBIDDEN_FILE =
  /(^|\/)(secrets\.json|\.env(\.(?!example$)[^/]*)?|[^/]*\.sqlite(-wal|-shm|-journal)?|nurture-backup-[^/]*|[^/]*docker-test-canary[^/]*)$|^app\/data\/.|^app\/\.git\//;

/** The folders (overlay2's "diff" of each layer) that hold an image's files, top layer first. */
function layerFolders(inspected) {
  const { Name, Data } = inspected.GraphDriver;
  if (Name !== "overlay2") throw new Error(`the layers are read from overlay2's folders; this engine stores images with ${Name}`);
  return [Data.UpperDir, ...(Data.LowerDir ? Data.LowerDir.split(":") : [])].filter(Boolean);
}

/**
 * Reads every file the Dockerfile's own layers hold (the base image's, made by our recipe from
 * Debian's and the registry's packages, aside) straight from the engine's data root — ours, and
 * far quicker than `docker save` through a tar parser — for forbidden names and for the given
 * secret values in any file's bytes. A layer is read once, by the run that first sees it: its
 * files never change (a rebuilt layer is a new folder), and whatever it holds came from the
 * checkout it was built from, read then for that checkout's secrets. So the record of clean
 * layers is kept while the rule and the canary stay the same, whatever the checkout's secrets
 * are now. Returns what it found and how much it read.
 */
async function scanLayers(imageInspect, baseInspect, needles) {
  const baseFolders = new Set(layerFolders(baseInspect));
  const folders = layerFolders(imageInspect).filter((folder) => !baseFolders.has(folder));
  const memoFile = path.join(cacheDir, "clean-layers.json");
  const key = createHash("sha256")
    .update(JSON.stringify([FORBIDDEN_FILE.source, canary]))
    .digest("hex");
  let memo = { key, folders: [] };
  try {
    const saved = JSON.parse(fs.readFileSync(memoFile, "utf8"));
    if (saved.key === key) memo = saved;
  } catch {
    // none yet
  }
  const needleBuffers = needles.map((needle) => Buffer.from(needle));
  const problems = [];
  const clean = [];
  let bytes = 0;
  let files = 0;
  async function walk(folder, relative) {
    let found = false;
    for (const entry of await fs.promises.readdir(path.join(folder, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      // Only regular files have bytes (overlay2's deletion markers are character devices).
      if (entry.isDirectory()) found = (await walk(folder, name)) || found;
      if (!entry.isFile()) continue;
      files++;
      if (FORBIDDEN_FILE.test(name) && !name.includes("/node_modules/")) {
        problems.push(`file /${name}`);
        found = true;
      }
      const content = await fs.promises.readFile(path.join(folder, name));
      bytes += content.length;
      for (const [i, needle] of needleBuffers.entries()) {
        if (content.includes(needle)) {
          problems.push(`${needles[i] === canary ? "the planted canary secret" : "a secret of this checkout"} in /${name}`);
          found = true;
        }
      }
    }
    return found;
  }
  let read = 0;
  for (const folder of folders) {
    if (memo.folders.includes(folder)) {
      clean.push(folder);
      continue;
    }
    read++;
    if (!(await walk(folder, ""))) clean.push(folder);
  }
  fs.writeFileSync(memoFile, `${JSON.stringify({ key, folders: clean })}\n`);
  return { problems: [...new Set(problems)], bytes, files, layers: folders.length, read };
}

// ---- HTTP --------------------------------------------------------------------------------------

/** One request with its own Host header (fetch cannot set one): { status, headers, body }. */
function request(port, urlPath, { host = "localhost", method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: urlPath, method, headers: { host, ...headers }, agent: false }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      res.on("error", reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${urlPath} timed out`)));
    req.on("error", reject);
    req.end(body);
  });
}

const loginBody = new URLSearchParams(OWNER).toString();
const formHeaders = { "content-type": "application/x-www-form-urlencoded" };

// ---- containers --------------------------------------------------------------------------------

/** `docker run -d` on the host's network with PORT set, and the health check's interval shortened. */
async function startContainer(name, port, extra = []) {
  await docker([
    "run",
    "--detach",
    "--name",
    name,
    "--label",
    LABEL,
    "--network",
    "host",
    "--env",
    `PORT=${port}`,
    // The image's HEALTHCHECK command, probed every second instead of every 30 so that the test
    // does not wait for it; its timeout, retries and start period stay the image's.
    "--health-interval=1s",
    ...extra,
    IMAGE,
  ]);
}

/** Waits for the image's health check to call the container healthy; seconds it took. */
async function waitHealthy(name) {
  const since = Date.now();
  for (;;) {
    const state = JSON.parse(await dockerOut(["inspect", "--format", "{{json .State}}", name]));
    if (state.Health?.Status === "healthy") return seconds(since);
    if (!state.Running) throw new Error(`the container exited (code ${state.ExitCode}) before it was healthy: ${await lastLogs(name)}`);
    if (state.Health?.Status === "unhealthy") throw new Error(`the health check called it unhealthy: ${JSON.stringify(state.Health.Log?.at(-1))}`);
    if (Date.now() - since > 120_000) throw new Error(`not healthy after 120 s: ${await lastLogs(name)}`);
    await sleep(250);
  }
}

async function lastLogs(name, lines = 12) {
  const logs = await docker(["logs", "--tail", String(lines), name], { allowFail: true });
  return `\n${`${logs.stdout}${logs.stderr}`.trim()}`;
}

/** The container's log lines as JSON events (the server logs JSON lines only). */
async function events(name) {
  const logs = await docker(["logs", name], { allowFail: true });
  return `${logs.stdout}\n${logs.stderr}`
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return {};
      }
    });
}

async function waitExit(name, timeoutMs) {
  const exit = await docker(["wait", name], { timeoutMs, allowFail: true });
  if (exit.code !== 0) throw new Error(`still running ${timeoutMs / 1000} s later`);
  return Number(exit.stdout.trim());
}

/** A folder of a container (stopped or not, its volume included) as { path: { mode, uid, body } }. */
async function copyOut(name, folder) {
  const { stdout } = await docker(["cp", `${name}:${folder}`, "-"], { raw: true });
  const files = {};
  await new Promise((resolve, reject) => {
    const parser = new Parser();
    parser.on("entry", (entry) => {
      const chunks = [];
      entry.on("data", (chunk) => chunks.push(chunk));
      entry.on("end", () => (files[entry.path] = { mode: entry.mode, uid: entry.uid, body: Buffer.concat(chunks) }));
    });
    parser.on("end", resolve);
    parser.on("error", reject);
    parser.end(stdout);
  });
  return files;
}

/** What is inside the image, read by Node in a container as root (it can see /root). */
const INVENTORY = String.raw`
const fs = require("node:fs"), path = require("node:path");
const out = { tools: [], npmCaches: [], sources: [], packages: [] };
const tool = /^(gcc|g\+\+|cc|c\+\+|cpp|make|gmake|clang.*|python[0-9.]*|x86_64-linux-gnu-(gcc|g\+\+|cpp).*)$/;
for (const dir of new Set((process.env.PATH || "").split(":")))
  try { for (const name of fs.readdirSync(dir)) if (tool.test(name)) out.tools.push(path.join(dir, name)); } catch {}
for (const dir of ["/root/.npm", "/home/node/.npm", "/app/.npm", "/tmp/.npm", "/root/.cache", "/home/node/.cache", "/usr/local/share/.cache"])
  if (fs.existsSync(dir)) out.npmCaches.push(dir);
const sourceName = /\.(ts|tsx|mts|cts)$/;
(function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (full === "/app/node_modules" || full === "/app/data") continue;
    if (entry.isDirectory()) walk(full);
    else if (sourceName.test(entry.name) && !entry.name.endsWith(".d.ts")) out.sources.push(full);
  }
})("/app");
for (const name of ["app", "api", "shared", "tests", "scripts", "server.ts", "package-lock.json", ".git"])
  if (fs.existsSync(path.join("/app", name))) out.sources.push(path.join("/app", name));
(function packages(dir, prefix) {
  for (const name of fs.readdirSync(dir)) {
    if (name.startsWith(".")) continue;
    const names = name.startsWith("@") ? fs.readdirSync(path.join(dir, name)).map((sub) => name + "/" + sub) : [name];
    for (const pkg of names) {
      const key = prefix + pkg;
      out.packages.push(key);
      const nested = path.join("/app", key, "node_modules");
      if (fs.existsSync(nested)) packages(nested, key + "/node_modules/");
    }
  }
})("/app/node_modules", "node_modules/");
console.log(JSON.stringify(out));
`;

// ---- the checks --------------------------------------------------------------------------------

const results = [];

/** Runs one check: its line says pass with what it saw, or FAIL with why. Returns whether it passed. */
async function check(name, body) {
  if (interrupted) throw new Error("interrupted");
  const since = Date.now();
  try {
    const detail = await body();
    results.push({ name, ok: true });
    console.log(`  pass  ${name}${detail ? ` — ${detail}` : ""} [${seconds(since)} s]`);
    return true;
  } catch (error) {
    results.push({ name, ok: false });
    if (!interrupted) console.log(`  FAIL  ${name} — ${error instanceof Error ? error.message : String(error)} [${seconds(since)} s]`);
    return false;
  }
}

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

/** The HEALTHCHECK's exec-form command as the Dockerfile writes it. */
function dockerfileHealthcheck() {
  const text = fs.readFileSync(path.join(repo, "Dockerfile"), "utf8").replace(/\\\r?\n/g, " ");
  const line = text.split(/\r?\n/).find((candidate) => /^\s*HEALTHCHECK\s/i.test(candidate));
  const match = line?.match(/\sCMD\s+(\[.*\])\s*$/);
  if (!match) throw new Error('the Dockerfile has no HEALTHCHECK … CMD ["…"]');
  return ["CMD", ...JSON.parse(match[1])];
}

/**
 * A sign-in held in flight: its head is sent with `Expect: 100-continue`, so the server's
 * "100 Continue" says it has parsed the head and handed the request to the site (Node answers it
 * just before it does), which then waits for the body, sent only on `finish()`.
 */
function heldRequest(port) {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  let taken;
  const accepted = new Promise((resolve, reject) => {
    taken = { resolve, reject };
    socket.setTimeout(30_000, () => reject(new Error("no 100 Continue within 30 s")));
  });
  socket.on("data", (chunk) => {
    received += chunk.toString();
    if (/^HTTP\/1\.1 100 /.test(received)) taken.resolve();
  });
  const answered = new Promise((resolve, reject) => {
    socket.on("end", () => resolve(received));
    socket.on("error", (error) => {
      taken.reject(error);
      reject(error);
    });
  });
  // Rejections nobody waits for yet are read later, or never once the check has failed.
  accepted.catch(() => {});
  answered.catch(() => {});
  const head = [
    "POST /login HTTP/1.1",
    `Host: localhost:${port}`,
    "Content-Type: application/x-www-form-urlencoded",
    `Content-Length: ${Buffer.byteLength(loginBody)}`,
    "Expect: 100-continue",
    "Connection: close",
  ].join("\r\n");
  socket.write(`${head}\r\n\r\n`);
  return {
    accepted,
    /** Sends the body; resolves with the status of the final answer (after the 100), or 0. */
    async finish() {
      // write, not end: Node's HTTP server drops a request whose client half-closes the
      // connection (httpAllowHalfOpen is off); with "Connection: close" the server ends it after
      // its answer.
      socket.write(loginBody);
      const text = await answered;
      const statuses = [...text.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => Number(match[1])).filter((status) => status >= 200);
      return { status: statuses.at(-1) ?? 0, text };
    },
    destroy: () => socket.destroy(),
  };
}

async function main() {
  if (process.env.DOCKER_TEST === "skip") {
    banner([
      "DOCKER_TEST=skip: the Docker image was NOT built or tested in this run.",
      'Run `npm run test:docker` where a Docker engine can start (README "Container").',
    ]);
    return 0;
  }
  if (process.platform !== "linux") throw new CannotRun("this test starts its own dockerd, which needs Linux");
  if (process.getuid?.() !== 0) throw new CannotRun("this test starts its own dockerd, which needs root");
  for (const file of [DOCKER, DOCKERD]) {
    if (!fs.existsSync(file)) throw new CannotRun(`${file} is missing: apt-get install -y docker.io debootstrap`);
  }

  // The build and the containers run at the engine's niceness (they are its children); this
  // process reads the image's layers, and takes the same.
  try {
    os.setPriority(Math.max(os.getPriority(), Number(niceness)));
  } catch {
    // leave it
  }

  fs.mkdirSync(cacheDir, { recursive: true });
  await takeLock();
  const engineInfo = await startEngine();
  say(`engine: dockerd ${engineInfo.version} on ${socket}, data root ${engineDir} (kept between runs), up in ${engineInfo.startedIn} s`);

  // Leftovers of a run that was killed before it cleaned up.
  const stale = (await dockerOut(["ps", "--all", "--quiet", "--filter", `label=${LABEL}`])).split("\n").filter(Boolean);
  if (stale.length) await docker(["rm", "--force", "--volumes", ...stale], { allowFail: true });
  // The engine is this test's alone, so every volume no container uses is a leftover (the named
  // one of a killed run, the anonymous one of a `docker run --rm` whose client was killed).
  await docker(["volume", "prune", "--force"], { allowFail: true });

  const base = await baseImage();
  say(`base image ${base.tag} (stand-in for node:22-bookworm-slim): ${base.how}`);

  // ---- build ----
  plantCanaries();
  const buildStart = Date.now();
  const build = await docker(["build", "--network", "host", "--progress", "plain", "--build-arg", `NODE_IMAGE=${base.tag}`, "--tag", IMAGE, repo], {
    log: buildLog,
    allowFail: true,
  });
  removeCanaries();
  const buildText = fs.readFileSync(buildLog, "utf8");
  if (build.code !== 0) {
    console.log(buildText.trim().split("\n").slice(-40).join("\n"));
    throw new Error(`docker build failed (exit ${build.code}); the whole log: ${buildLog}`);
  }
  // The build's steps (a stage's FROM aside: it is the base, never "cached"), and which were.
  const steps = new Set([...buildText.matchAll(/^#(\d+) \[[^\]]*\d+\/\d+\] (?!FROM )/gm)].map((match) => match[1]));
  const cached = new Set([...buildText.matchAll(/^#(\d+) CACHED$/gm)].map((match) => match[1]).filter((step) => steps.has(step)));
  say(`build: ${seconds(buildStart)} s, ${cached.size} of ${steps.size} steps cached (log: ${buildLog})`);
  // Images the previous builds left untagged.
  await docker(["image", "prune", "--force"], { allowFail: true });

  const image = JSON.parse(await dockerOut(["image", "inspect", IMAGE]))[0];
  const baseInspect = JSON.parse(await dockerOut(["image", "inspect", base.tag]))[0];
  const secrets = [canary, ...localSecrets()];

  // ---- the first container: a fresh volume ----
  const c1 = `nurture-test-${run}-1`;
  const c2 = `nurture-test-${run}-2`;
  await docker(["volume", "create", "--label", LABEL, volume]);
  const port1 = await freePort();
  await startContainer(c1, port1, ["--volume", `${volume}:/app/data`]);
  say(`container 1 (${c1}): volume ${volume} at /app/data, PORT=${port1}, host network`);

  const healthy = await check("HEALTHCHECK (the image's own command) reports healthy", async () => {
    const expected = dockerfileHealthcheck();
    expect(
      JSON.stringify(image.Config.Healthcheck?.Test) === JSON.stringify(expected),
      `the image's health check is ${JSON.stringify(image.Config.Healthcheck?.Test)}, not the Dockerfile's`,
    );
    const took = await waitHealthy(c1);
    return `after ${took} s: ${expected.slice(1, 3).join(" ")} fetch(…/healthz)`;
  });
  if (!healthy) throw new Error("the first container never became healthy: no point in going on");

  await check(`GET / (Host: ${SCHOOL_A.host}) answers the demo school`, async () => {
    const res = await request(port1, "/", { host: SCHOOL_A.host });
    expect(res.status === 200, `status ${res.status}`);
    expect(String(res.headers["content-type"]).startsWith("text/html"), `content-type ${res.headers["content-type"]}`);
    expect(res.body.includes(SCHOOL_A.name), `no "${SCHOOL_A.name}" in the page`);
    return `200 text/html, "${SCHOOL_A.name}", ${res.body.length} characters`;
  });
  await check("GET /readyz answers 200 (database and provider reachable)", async () => {
    const res = await request(port1, "/readyz");
    expect(res.status === 200, `status ${res.status}: ${res.body.slice(0, 200)}`);
    return "200";
  });
  await check(`GET / (Host: ${SCHOOL_B.host}) answers the second demo school`, async () => {
    const res = await request(port1, "/", { host: SCHOOL_B.host });
    expect(res.status === 200, `status ${res.status}`);
    expect(res.body.includes(SCHOOL_B.name), `no "${SCHOOL_B.name}" in the page`);
    return `200, "${SCHOOL_B.name}"`;
  });
  await check("the server runs as uid 1000 (node), not root", async () => {
    const [cmdline, status] = (await dockerOut(["exec", c1, "sh", "-c", "cat /proc/1/cmdline; echo; cat /proc/1/status"])).split(/\n(.*)/s);
    const command = cmdline.replaceAll("\0", " ").trim();
    const uid = /^Uid:\s+(.*)$/m.exec(status)?.[1].split(/\s+/);
    const gid = /^Gid:\s+(.*)$/m.exec(status)?.[1].split(/\s+/);
    expect(
      uid?.every((id) => id === "1000"),
      `Uid: ${uid?.join(" ")}`,
    );
    expect(
      gid?.every((id) => id === "1000"),
      `Gid: ${gid?.join(" ")}`,
    );
    expect(command === "node build/server.js", `process 1 is "${command}", not node build/server.js`);
    return `process 1 "${command}": uid and gid 1000`;
  });

  const inventory = JSON.parse(await dockerOut(["exec", "--user", "0", c1, "node", "-e", INVENTORY]));
  await check("no compiler or build tool (gcc, g++, make, python3) in the runtime image", async () => {
    expect(inventory.tools.length === 0, `found ${inventory.tools.join(", ")}`);
    return "none on PATH";
  });
  await check("no npm cache in the runtime image", async () => {
    expect(inventory.npmCaches.length === 0, `found ${inventory.npmCaches.join(", ")}`);
    return "no /root/.npm, /home/node/.npm or other cache folder";
  });
  await check("no source in the runtime image (app/, api/, server.ts, *.ts)", async () => {
    expect(inventory.sources.length === 0, `found ${inventory.sources.slice(0, 8).join(", ")}${inventory.sources.length > 8 ? " …" : ""}`);
    return "only build/, public/, node_modules/, package.json";
  });
  await check("no devDependency in the runtime image's node_modules", async () => {
    const lock = JSON.parse(fs.readFileSync(path.join(repo, "package-lock.json"), "utf8")).packages;
    const { devDependencies } = JSON.parse(fs.readFileSync(path.join(repo, "package.json"), "utf8"));
    // The lock marks a package `dev` when only devDependencies lead to it: none of those may be
    // there. A devDependency that a production dependency also needs is not `dev`, and may be.
    const devOnly = inventory.packages.filter((key) => lock[key]?.dev === true);
    const declared = Object.keys(devDependencies).filter(
      (name) => inventory.packages.includes(`node_modules/${name}`) && lock[`node_modules/${name}`]?.dev,
    );
    expect(devOnly.length === 0, `dev-only packages: ${[...declared, ...devOnly].slice(0, 10).join(", ")}`);
    const devKeys = Object.keys(lock).filter((key) => lock[key].dev).length;
    return `${inventory.packages.length} packages, none of the lock's ${devKeys} dev-only ones (${Object.keys(devDependencies).length} devDependencies)`;
  });
  await check("pg_dump and pg_restore run in the image (node build/backup.js with PostgreSQL)", async () => {
    const dump = await dockerOut(["exec", c1, "pg_dump", "--version"]);
    const restore = await dockerOut(["exec", c1, "pg_restore", "--version"]);
    expect(/PostgreSQL\) \d+/.test(dump) && /PostgreSQL\) \d+/.test(restore), `${dump} / ${restore}`);
    // Where the machine runs PostgreSQL (the suite's api:pg stage needs one), pg_dump also
    // connects and dumps: its libpq and libraries are all there. The maintenance database, which
    // no test changes under it.
    const server = "postgres://postgres@127.0.0.1:5432/postgres";
    if (!(await portOpen(5432))) return `${dump}; ${restore} (no PostgreSQL at 127.0.0.1:5432 to dump)`;
    const dumped = await docker(["exec", c1, "pg_dump", "--schema-only", server], { allowFail: true });
    expect(dumped.code === 0 && dumped.stdout.includes("PostgreSQL database dump"), `pg_dump ${server}: ${dumped.stderr.trim()}`);
    return `${dump}; ${restore}; dumps ${server}`;
  });
  await check("node build/backup.js backup --out - writes an archive to standard output", async () => {
    const { stdout } = await docker(["exec", c1, "node", "build/backup.js", "backup", "--out", "-"], { raw: true });
    const names = [];
    await new Promise((resolve, reject) => {
      const parser = new Parser();
      parser.on("entry", (entry) => {
        names.push(entry.path);
        entry.resume();
      });
      parser.on("end", resolve);
      parser.on("error", reject);
      const gunzip = createGunzip();
      gunzip.on("error", reject);
      gunzip.pipe(parser);
      gunzip.end(stdout);
    });
    for (const name of ["manifest.json", "database.sqlite", "files/secrets.json"])
      expect(names.includes(name), `no ${name} in it: ${names.join(", ")}`);
    return `${(stdout.length / 1024).toFixed(0)} KiB: ${names.filter((name) => !name.startsWith("files/uploads/")).join(", ")}`;
  });

  await check("secrets generated into the volume (data/secrets.json, mode 600, owner node)", async () => {
    const data = await copyOut(c1, "/app/data");
    const secretsFile = data["data/secrets.json"];
    expect(secretsFile, `no secrets.json in /app/data: ${Object.keys(data).join(", ")}`);
    expect((secretsFile.mode & 0o777) === 0o600, `mode ${(secretsFile.mode & 0o777).toString(8)}`);
    expect(secretsFile.uid === 1000, `owner uid ${secretsFile.uid}`);
    expect(data["data/nurture.sqlite"]?.body.length > 0, "no data/nurture.sqlite");
    expect(
      (await events(c1)).some((event) => event.event === "generated_secrets"),
      'no "generated_secrets" event in the log',
    );
    return `${Object.keys(data)
      .filter((name) => name !== "data/")
      .map((name) => name.replace("data/", ""))
      .join(", ")}`;
  });

  let cookie = "";
  await check("data written in container 1: a school (node build/school.js create) and a sign-in", async () => {
    await docker([
      "exec",
      c1,
      "node",
      "build/school.js",
      "create",
      "--name",
      VOLUME_SCHOOL.name,
      "--domain",
      VOLUME_SCHOOL.host,
      "--owner-email",
      `owner@${VOLUME_SCHOOL.host}`,
    ]);
    const res = await request(port1, "/login", { method: "POST", headers: formHeaders, body: loginBody });
    expect(res.status === 302 || res.status === 303, `the demo owner's sign-in answered ${res.status}`);
    cookie = [res.headers["set-cookie"] ?? []]
      .flat()
      .map((line) => line.split(";")[0])
      .join("; ");
    expect(cookie, "no cookie set");
    const staff = await request(port1, "/staff", { headers: { cookie } });
    expect(staff.status === 200, `/staff with the cookie answered ${staff.status}`);
    return `"${VOLUME_SCHOOL.name}" at ${VOLUME_SCHOOL.host}; the demo owner signed in, /staff 200`;
  });

  const secretsBefore = (await copyOut(c1, "/app/data/secrets.json"))["secrets.json"]?.body.toString();

  await check("SIGTERM with a request in flight: the request is answered, then exit 0", async () => {
    const held = heldRequest(port1);
    try {
      await held.accepted;
      const since = Date.now();
      await docker(["kill", "--signal", "TERM", c1]);
      for (;;) {
        if ((await events(c1)).some((event) => event.event === "draining")) break;
        if (Date.now() - since > 15_000) throw new Error('no "draining" event within 15 s of SIGTERM');
        await sleep(100);
      }
      const { status, text } = await held.finish();
      expect(
        status === 302 || status === 303,
        `the request in flight was answered ${status || `"${text.slice(0, 60)}"`}, not the sign-in's redirect`,
      );
      const code = await waitExit(c1, 20_000);
      expect(code === 0, `exit code ${code}: ${await lastLogs(c1)}`);
      return `the held sign-in answered ${status} while draining (its provider call included); exit 0 ${seconds(since)} s after SIGTERM`;
    } finally {
      held.destroy();
    }
  });
  await check("the database closed on exit (no nurture.sqlite-wal left in the volume)", async () => {
    await waitExit(c1, 20_000);
    const data = await copyOut(c1, "/app/data");
    expect(!data["data/nurture.sqlite-wal"], "nurture.sqlite-wal is left: the shutdown did not close the database");
    const stray = (await docker(["logs", c1], { allowFail: true })).stdout.split("\n").filter((line) => line && !line.startsWith("{"));
    expect(stray.length === 0, `the log has non-JSON output: ${stray[0]}`);
    return "and the log is JSON lines only";
  });

  // ---- the second container: the same volume, a read-only root ----
  const port2 = await freePort();
  // A secret that is set but weak stops the boot before it listens, naming the variable (README
  // "Configuration"): both, each in a container of its own, started now to boot beside container
  // 2 (their lines come after its own).
  const refusals = [
    ["SESSION_SECRET", ["SESSION_SECRET=aaaaaaaaaaaaaaaaaaaa"]],
    ["HONEYPOT_SECRET", ["HONEYPOT_SECRET=short"]],
  ].map(async ([name, settings]) => {
    const port = await freePort();
    const envArgs = settings.flatMap((setting) => ["--env", setting]);
    const weak = await docker(["run", "--rm", "--label", LABEL, "--network", "host", "--env", `PORT=${port}`, ...envArgs, IMAGE], {
      allowFail: true,
      timeoutMs: 60_000,
    });
    return { name, weak };
  });
  await startContainer(c2, port2, ["--volume", `${volume}:/app/data`, "--read-only", "--tmpfs", "/tmp"]);
  say(`container 2 (${c2}): a new container on the same volume, --read-only --tmpfs /tmp, PORT=${port2}`);
  await check("--read-only --tmpfs /tmp: healthy and serving", async () => {
    const took = await waitHealthy(c2);
    const res = await request(port2, "/", { host: SCHOOL_B.host });
    expect(res.status === 200 && res.body.includes(SCHOOL_B.name), `GET / answered ${res.status}`);
    return `healthy after ${took} s, GET / 200`;
  });
  await check("the volume keeps secrets.json across a new container", async () => {
    const now = (await copyOut(c2, "/app/data/secrets.json"))["secrets.json"]?.body.toString();
    expect(secretsBefore && now === secretsBefore, "secrets.json differs from container 1's");
    expect(
      (await events(c2)).some((event) => event.event === "using_generated_secrets"),
      'no "using_generated_secrets" event in the log',
    );
    const staff = await request(port2, "/staff", { headers: { cookie } });
    expect(staff.status === 200, `container 1's session cookie opens /staff with ${staff.status}, not 200`);
    return "the same file, and container 1's session cookie still signs in (/staff 200)";
  });
  await check("the volume keeps the SQLite database across a new container", async () => {
    const res = await request(port2, "/", { host: VOLUME_SCHOOL.host });
    expect(res.status === 200 && res.body.includes(VOLUME_SCHOOL.name), `GET / (Host: ${VOLUME_SCHOOL.host}) answered ${res.status}`);
    return `the school made in container 1 answers at ${VOLUME_SCHOOL.host}`;
  });
  await check("docker stop: exit 0", async () => {
    const since = Date.now();
    await docker(["stop", "--time", "20", c2]);
    const code = Number(await dockerOut(["inspect", "--format", "{{.State.ExitCode}}", c2]));
    expect(code === 0, `exit code ${code}`);
    return `in ${seconds(since)} s`;
  });

  for (const { name, weak } of await Promise.all(refusals)) {
    await check(`a weak ${name} set at run time stops the boot, naming it`, async () => {
      expect(weak.code !== 0 && !weak.signal, weak.signal ? "it kept running" : "it exited 0");
      expect(`${weak.stdout}${weak.stderr}`.includes(name), `its message does not name ${name}: ${weak.stderr.slice(0, 200)}`);
      return `exit ${weak.code}`;
    });
  }

  // ---- the image itself ----
  await check("no secret in any layer the Dockerfile adds (every file's name and bytes)", async () => {
    const { problems, bytes, files, layers, read } = await scanLayers(image, baseInspect, secrets);
    expect(problems.length === 0, problems.slice(0, 6).join("; "));
    const extra = secrets.length - 1;
    const what = `no secrets.json, .env, *.sqlite or data/ file, no planted canary${extra ? `, none of this checkout's ${extra} secrets` : ""}`;
    const reused = layers - read;
    const earlier = reused ? `${read ? `the other ${reused}` : `all ${reused}`} unchanged since an earlier run read them clean` : "";
    return read
      ? `${read} of ${layers} layers read (${files} files, ${(bytes / 1e6).toFixed(0)} MB): ${what}${earlier ? `; ${earlier}` : ""}`
      : earlier;
  });
  await check("no secret in the image's history or configuration (docker history --no-trunc, docker inspect)", async () => {
    const history = await dockerOut(["history", "--no-trunc", "--format", "{{.CreatedBy}}", IMAGE]);
    const text = `${history}\n${JSON.stringify(image.Config)}`;
    for (const value of secrets) expect(!text.includes(value), "a secret's value is in it");
    const assigned = /\b[A-Z0-9_]*(SECRET|PASSWORD|TOKEN|PRIVATE_KEY|API_KEY)[A-Z0-9_]*=\S/.exec(text);
    expect(!assigned, `a secret is set in it: ${assigned?.[0]}`);
    const names = (image.Config.Env ?? []).map((entry) => entry.split("=")[0]);
    expect(!/postgres(ql)?:\/\/[^@/\s]*:[^@/\s]*@/.test(text), "a database URL with a password is in it");
    return `environment: ${names.join(", ")}`;
  });

  const size = image.Size;
  say(
    `image ${IMAGE}: ${(size / 1e6).toFixed(0)} MB (its base ${(baseInspect.Size / 1e6).toFixed(0)} MB, the image's own layers ${((size - baseInspect.Size) / 1e6).toFixed(0)} MB)`,
  );
  const failed = results.filter((result) => !result.ok);
  say(`${results.length - failed.length} passed, ${failed.length} failed, in ${seconds(started)} s`);
  return failed.length ? 1 : 0;
}

// ---- cleaning up, also after a failure or a signal -----------------------------------------------

// Every step is tried whatever the one before it did: a failed step must not leave the engine up.
async function attempt(step) {
  try {
    await step();
  } catch (error) {
    console.error(`docker-test: while cleaning up: ${error instanceof Error ? error.message : String(error)}`);
  }
}

// Set by Ctrl-C or a signal: the checks under way stop reporting while the cleanup runs.
let interrupted = false;
let cleaning;
function cleanup() {
  cleaning ??= (async () => {
    const since = Date.now();
    for (const child of children) child.kill("SIGTERM");
    await attempt(removeCanaries);
    if (engine && !engine.exited && !keep) {
      await attempt(async () => {
        const ours = await docker(["ps", "--all", "--quiet", "--filter", `label=${LABEL}`], { allowFail: true });
        const ids = ours.stdout.split("\n").filter(Boolean);
        if (ids.length) await docker(["rm", "--force", "--volumes", ...ids], { allowFail: true });
        await docker(["volume", "rm", "--force", volume], { allowFail: true });
        await docker(["volume", "prune", "--force"], { allowFail: true });
      });
      // The build cache is kept, within a bound: BuildKit drops the least recently used beyond it.
      await attempt(() => docker(["builder", "prune", "--force", "--keep-storage", "4GB"], { allowFail: true }));
      await attempt(stopEngine);
      say(`cleaned up in ${seconds(since)} s: containers and volumes removed, engine stopped (its cache kept in ${engineDir})`);
    } else if (keep && engine) {
      say(`DOCKER_TEST_KEEP=1: the engine stays up (pid ${engine.child.pid}): DOCKER_HOST=unix://${socket} /usr/bin/docker ps -a`);
    }
    releaseLock();
  })();
  return cleaning;
}

for (const [signal, number] of [
  ["SIGINT", 2],
  ["SIGTERM", 15],
  ["SIGHUP", 1],
]) {
  process.on(signal, () => {
    interrupted = true;
    console.error(`\ndocker-test: ${signal}: removing this run's containers and stopping the engine`);
    cleanup().finally(() => process.exit(128 + number));
  });
}

let exitCode;
try {
  exitCode = await main();
} catch (error) {
  if (error instanceof CannotRun) {
    banner([
      "THE DOCKER IMAGE WAS NOT TESTED: a Docker engine cannot start here.",
      ...error.message.split("\n"),
      "",
      "Install what it needs (as root): apt-get install -y docker.io debootstrap",
      'or skip this stage knowingly: DOCKER_TEST=skip npm test   (README "Container")',
    ]);
  } else if (!interrupted) {
    console.log(`docker-test: FAILED: ${error instanceof Error ? error.message : String(error)}`);
  }
  exitCode = 1;
}
await cleanup();
process.exit(exitCode);
