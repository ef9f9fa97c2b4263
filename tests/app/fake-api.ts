import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

export type Recorded = {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  headers: Record<string, string | string[] | undefined>;
};
export type Handler = (request: Recorded, response: ServerResponse) => void;

/**
 * A real HTTP server on an ephemeral loopback port standing in for the provider's /api/v1, so the
 * site's fetch, timeout and parsing code runs exactly as in production.
 */
export async function startFakeApi(handler: Handler) {
  const requests: Recorded[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const recorded = {
      method: req.method ?? "GET",
      path: url.pathname.replace(/^\/api\/v1/, ""),
      query: url.searchParams,
      authorization: req.headers.authorization,
      headers: req.headers,
    };
    requests.push(recorded);
    handler(recorded, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("fake API: no TCP address");
  const { port } = address;
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}
