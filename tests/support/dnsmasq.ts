import { type ChildProcess, spawn } from "node:child_process";
import { createSocket } from "node:dgram";
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

async function freeUdpPort(): Promise<number> {
  const socket = createSocket("udp4");
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return port;
}

export async function startDnsServer(): Promise<DnsServer> {
  if (!BINARY) throw new Error("dnsmasq is not installed: the domain-proof tests need it (Debian: apt-get install dnsmasq-base)");
  const binary = BINARY;
  const port = await freeUdpPort();
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
