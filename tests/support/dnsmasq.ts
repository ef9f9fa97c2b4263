import { type ChildProcess, spawn } from "node:child_process";
import { createSocket } from "node:dgram";
import { createServer } from "node:net";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { Resolver } from "node:dns/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";

// A real DNS server for the domain proofs (README "Staff console"): Debian's dnsmasq, unprivileged
// on a loopback port of its own, answering TXT records the test publishes and "no such name" for
// everything else. dnsmasq reads its records only at start, so publishing one restarts it on the
// same port; the provider under test is pointed at that port (DNS_SERVERS).

const BINARY = ["/usr/sbin/dnsmasq", "/usr/bin/dnsmasq"].find((candidate) => existsSync(candidate));
/** Answered by every start: the server is ready once it answers this. */
const READY = { name: "ready.nurture.test", value: "ready" };

export interface DnsServer {
  /** `127.0.0.1:<port>`, as DNS_SERVERS and `setServers` take it. */
  address: string;
  /** Adds a TXT record (several values may share a name) and restarts the server with every record so far. */
  publish(name: string, value: string): Promise<void>;
  close(): Promise<void>;
}

/** Whether 127.0.0.1:port can be bound now, over UDP and TCP both (dnsmasq listens on both). */
async function bindable(port: number): Promise<boolean> {
  const udp = createSocket("udp4");
  const tcp = createServer();
  const bind = (open: (done: () => void) => void) =>
    new Promise<boolean>((resolve) => {
      udp.once("error", () => resolve(false));
      tcp.once("error", () => resolve(false));
      open(() => resolve(true));
    });
  const ok = (await bind((done) => udp.bind(port, "127.0.0.1", done))) && (await bind((done) => tcp.listen(port, "127.0.0.1", done)));
  await new Promise<void>((resolve) => udp.close(() => resolve())).catch(() => undefined);
  await new Promise<void>((resolve) => tcp.close(() => resolve()));
  return ok;
}

/**
 * A port for dnsmasq, below the kernel's ephemeral range (32768 and up): a port the kernel hands
 * out (bind to 0) was free over UDP while a client's TCP connection held the same number, and
 * dnsmasq, which also listens over TCP, stopped with "Address already in use".
 */
async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await bindable(port)) return port;
  }
  throw new Error("no free port for dnsmasq between 20000 and 32000");
}

export async function startDnsServer(): Promise<DnsServer> {
  if (!BINARY) throw new Error("dnsmasq is not installed: the domain-proof tests need it (Debian: apt-get install dnsmasq-base)");
  const binary = BINARY;
  const port = await freePort();
  const address = `127.0.0.1:${port}`;
  const dir = mkdtempSync(path.join(tmpdir(), "nurture-dns-"));
  const records: { name: string; value: string }[] = [];
  let child: ChildProcess | undefined;
  let starts = 0;

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    await exited;
  };

  const start = async () => {
    await stop();
    starts += 1;
    const args = [
      "--no-daemon",
      `--port=${port}`,
      "--listen-address=127.0.0.1",
      "--bind-interfaces",
      "--no-resolv",
      "--no-hosts",
      "--conf-file=/dev/null",
      `--pid-file=${path.join(dir, `dnsmasq-${starts}.pid`)}`,
      `--user=${userInfo().username}`,
      // Every name is answered here: unknown ones get "no such name", never a forwarded query.
      "--local=/#/",
      ...[READY, ...records].map((record) => `--txt-record=${record.name},${record.value}`),
    ];
    const output: string[] = [];
    const started = spawn(binary, args, { stdio: ["ignore", "ignore", "pipe"] });
    started.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child = started;
    // Ready when it answers, not after a guessed delay.
    const resolver = new Resolver({ timeout: 200, tries: 1 });
    resolver.setServers([address]);
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`dnsmasq stopped at start:\n${output.join("")}`);
      const answer = await resolver.resolveTxt(READY.name).catch(() => null);
      if (answer?.flat().includes(READY.value)) return;
      if (Date.now() > deadline) throw new Error(`dnsmasq did not answer on ${address}:\n${output.join("")}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  await start();
  return {
    address,
    publish: async (name, value) => {
      records.push({ name, value });
      await start();
    },
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
