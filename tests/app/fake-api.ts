import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach } from "vitest";

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
async function startFakeApi(handler: Handler) {
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

/**
 * The fake provider for a whole test file: started before its tests with the site pointed at it,
 * stopped after them, and its record of requests emptied before each test.
 */
export function useFakeApi(handler: Handler) {
  let api: Awaited<ReturnType<typeof startFakeApi>> | undefined;
  beforeAll(async () => {
    api = await startFakeApi(handler);
    process.env.API_URL = api.url;
    // Generous: a loaded CI machine must not turn a normal answer into a timeout.
    process.env.API_TIMEOUT_MS = "1500";
    process.env.LOG_LEVEL = "silent";
  });
  afterAll(async () => {
    await api?.close();
  });
  beforeEach(() => {
    if (api) api.requests.length = 0;
  });
  return {
    /** What the provider received since the test began, oldest first. */
    get requests(): Recorded[] {
      return api?.requests ?? [];
    },
    /** Stops it early: the provider unreachable. */
    close: async () => {
      await api?.close();
    },
  };
}

/** A school as GET /client/getByPublicDomain answers it (SPEC §7). */
export function fakeSchool(clientId: number, clientName: string, publicDomain: string) {
  return {
    clientId,
    clientName,
    fullLogoUrl: `/demo/${clientId}.svg`,
    aboutUs: `${clientName} is a school.`,
    contactPhone1: "9876543210",
    contactPhone2: "",
    whatsAppNumber1: "",
    contactEmail1: "office@example.com",
    contactEmail2: "",
    addressLine1: "1 Main Road",
    addressLine2: "",
    city: "Pune",
    state: "Maharashtra",
    pinCode: "411001",
    brandColor: "#1d4ed8",
    accentColor: "#f59e0b",
    publicDomain,
  };
}
