import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

// Helpers for the server tests: start the production build with a given configuration, make raw
// HTTP requests with any Host header, and stand in for a provider that is down or hangs.

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

/** One HTTP request with full control of headers (fetch will not send a custom Host). */
export function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    // A browser always says how long a form is (server.ts refuses a form body without a length).
    const headers = { ...options.headers };
    const named = (name: string) => Object.keys(headers).some((key) => key.toLowerCase() === name);
    if (options.body !== undefined && !named("content-length") && !named("transfer-encoding")) {
      headers["content-length"] = String(Buffer.byteLength(options.body));
    }
    const req = http.request(url, { method: options.method ?? "GET", headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          ms: Date.now() - started,
        }),
      );
    });
    req.on("error", reject);
    if (options.body) req.write(options.body);
    req.end();
  });
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A "provider" that accepts connections and never answers. `firstRequest` resolves with the first
 * request line it receives, so a test knows a request of the site is waiting on it; `close()`
 * resets every connection and stops listening, which fails the site's waiting calls at once.
 */
export async function hangingServer(): Promise<{ url: string; firstRequest: Promise<string>; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let received: (line: string) => void = () => undefined;
  const firstRequest = new Promise<string>((resolve) => (received = resolve));
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.once("data", (chunk: Buffer) => received(chunk.toString("latin1").split("\r\n")[0] ?? ""));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    firstRequest,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface RunningServer {
  url: string;
  port: number;
  child: ChildProcess;
  output(): string;
  /** Resolves once the server's output contains `text` (a log line's event); rejects if it exits first. */
  logged(text: string): Promise<void>;
  /**
   * Resolves once every line the server logged before the call has been read. Lines are written
   * asynchronously (README "Logs"), one after another: this sends a request of its own and waits
   * for its access line (at LOG_LEVEL info, the default here).
   */
  settled(): Promise<void>;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
  exited: Promise<number | null>;
}

export const TEST_SECRETS = {
  SESSION_SECRET: "server-test-session-secret-0123",
  HONEYPOT_SECRET: "server-test-honeypot-secret-0123",
};

// A test that times out while its server starts never reaches its stop(): such a server goes with
// the test's worker instead of outliving it.
const running = new Set<ChildProcess>();
let marks = 0;
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** Starts `node build/server.js` on a fresh SQLite database (on `env.PORT`, else a free port) and waits for /healthz. */
/**
 * Whether process `pid` holds the socket listening on `port` (Linux's /proc/net/tcp and the
 * process's open sockets). A free port found for one server can be taken by another test's server
 * before the first binds it; that server's /healthz then answers for both, and a test would edit a
 * database still being seeded.
 */
function listensOn(pid: number, port: number): boolean {
  const hex = `:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  const listening = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text: string;
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      // local_address rem_address st … inode: state 0A is LISTEN.
      const columns = line.trim().split(/\s+/);
      if (columns[1]?.endsWith(hex) && columns[3] === "0A" && columns[9]) listening.add(columns[9]);
    }
  }
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return listening.has(/^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? "");
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

export async function startServer(env: Record<string, string | undefined> = {}): Promise<RunningServer> {
  // A port taken between finding it free and binding it: try another (the server exits on EADDRINUSE).
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(env, env.PORT ? Number(env.PORT) : await freePort());
    } catch (error) {
      if (env.PORT || attempt === 3 || !String(error).includes("EADDRINUSE")) throw error;
    }
  }
}

async function startOn(env: Record<string, string | undefined>, port: number): Promise<RunningServer> {
  const dir = mkdtempSync(path.join(tmpdir(), "nurture-server-"));
  const child = spawn(process.execPath, ["build/server.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      DATABASE_URL: path.join(dir, "db.sqlite"),
      LOG_LEVEL: "info",
      ...TEST_SECRETS,
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const waiters = new Set<{ text: string; resolve(): void; reject(error: Error): void }>();
  const onOutput = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of waiters) {
      if (!output.includes(waiter.text)) continue;
      waiters.delete(waiter);
      waiter.resolve();
    }
  };
  child.stdout?.on("data", onOutput);
  child.stderr?.on("data", onOutput);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  void exited.then(() => rmSync(dir, { recursive: true, force: true }));
  // "close" comes after the last of its output, where "exit" may come before.
  let closed = false;
  child.once("close", () => {
    closed = true;
    for (const waiter of waiters) waiter.reject(new Error(`server exited before logging ${waiter.text}:\n${output}`));
    waiters.clear();
  });
  running.add(child);
  void exited.then(() => running.delete(child));
  const url = `http://localhost:${port}`;
  // Until it answers or exits, however long a loaded machine takes (a fresh database is migrated
  // and seeded first): the test's own timeout is the only bound.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await request(`${url}/healthz`)).status === 200 && listensOn(child.pid!, port)) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const logged = (text: string) =>
    output.includes(text)
      ? Promise.resolve()
      : closed
        ? Promise.reject(new Error(`server exited before logging ${text}:\n${output}`))
        : new Promise<void>((resolve, reject) => waiters.add({ text, resolve, reject }));
  return {
    url,
    port,
    child,
    exited,
    output: () => output,
    logged,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
    settled: async () => {
      // Remix's 404 page; its line is written when the answer has finished.
      const mark = `/log-mark-${++marks}`;
      await request(`${url}${mark}`);
      await logged(`"path":"${mark}"`);
    },
  };
}

/** Starts the build expecting it to refuse to boot; resolves with its exit code and output. */
export function bootFailure(env: Record<string, string | undefined>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["build/server.js"], {
      env: { PATH: process.env.PATH, NODE_ENV: "production", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/**
 * Writes `text` (a request's head and the start of its body) on a raw socket and resolves with all
 * the server answered, so a test can announce a body it never sends. `endAfterMs`: half-close the
 * socket after that long; without it, wait for the server to close it (10 s at most).
 */
export function rawExchange(port: number, text: string, options: { endAfterMs?: number } = {}): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("utf8")));
    socket.on("end", () => resolve(answer));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer while the body was still owed")));
    socket.write(text);
    if (options.endAfterMs !== undefined) setTimeout(() => socket.end(), options.endAfterMs);
  });
}
