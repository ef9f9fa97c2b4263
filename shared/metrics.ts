import http, { type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type Metric, collectDefaultMetrics, register } from "prom-client";
import { z } from "zod";

// The Prometheus metrics of the site and the provider (README "Metrics"), in prom-client's one
// default registry. server.ts's bundle and Remix's server build each carry their own copy of the
// modules that define a series, while both load the one prom-client from node_modules: a series
// is therefore made once, by whichever copy asks first, and found by name after that.

/** The series of this name, made by `create` the first time it is asked for. */
export function metric<T extends Metric>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}

let defaults = false;

/**
 * Answers GET /metrics in Prometheus' text format (version 0.0.4); everything else is the
 * caller's. prom-client's process and Node.js series are started by the first listener that
 * serves them.
 */
export function serveMetrics(req: IncomingMessage, res: ServerResponse): void {
  if (!defaults) {
    defaults = true;
    if (!register.getSingleMetric("process_cpu_seconds_total")) collectDefaultMetrics();
  }
  register.metrics().then(
    (text) => {
      res.writeHead(200, { "Content-Type": register.contentType, "Cache-Control": "no-store" });
      res.end(req.method === "HEAD" ? undefined : text);
    },
    (error: unknown) => {
      res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      res.end(`Metrics could not be collected: ${error instanceof Error ? error.message : String(error)}\n`);
    },
  );
}

/**
 * Where each process answers /metrics (README "Metrics"), for the site's and the provider's
 * configuration alike: a listener of its own on METRICS_HOST:METRICS_PORT (loopback unless an
 * operator says otherwise; it answers nothing else), and the public port only with PUBLIC_METRICS.
 */
export const metricsSettings = {
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  PUBLIC_METRICS: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
};

/**
 * The listener of METRICS_PORT: GET and HEAD /metrics, 404 for anything else. Resolves once it
 * listens, with its address; a port in use stops the boot.
 */
export async function startMetricsListener(port: number, host: string): Promise<{ server: Server; url: string }> {
  const server = http.createServer((req, res) => {
    if ((req.method === "GET" || req.method === "HEAD") && (req.url ?? "").split("?")[0] === "/metrics") {
      serveMetrics(req, res);
      return;
    }
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found: this port answers /metrics only.\n");
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shown = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return { server, url: `http://${shown}:${address.port}/metrics` };
}
