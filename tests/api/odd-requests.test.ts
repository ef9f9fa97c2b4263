import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./harness.js";

// Odd requests get a 4xx with a `{ message }`, never a 500: paths with dot segments and broken
// escapes, bodies of the wrong kind, unknown methods. Sent over a raw socket so that nothing
// (fetch, URL) tidies the request line first.

let api: TestApi;
let port: number;
beforeAll(async () => {
  api = await startTestApi();
  port = Number(new URL(api.url).port);
});
afterAll(async () => {
  await api?.close();
});

async function raw(request: string): Promise<{ status: number; body: string }> {
  const socket = net.connect(port, "127.0.0.1");
  const chunks: Buffer[] = [];
  // Written, not ended: a half-closed socket reads to Node's server as a client gone away, and it
  // drops answers that are not ready at once. Every request asks the server to close after it.
  await new Promise<void>((resolve, reject) => {
    socket.setTimeout(5000, () => socket.destroy(new Error("no answer")));
    socket.on("connect", () => socket.write(request));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("close", () => resolve());
    socket.on("error", reject);
  });
  const text = Buffer.concat(chunks).toString("utf8");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
  return { status, body: text.slice(text.indexOf("\r\n\r\n") + 4) };
}

const get = (target: string) => `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;
const post = (target: string, headers: Record<string, string>, body = "") =>
  `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("")}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

const json = { "Content-Type": "application/json" };

describe("odd requests to the provider", () => {
  it.each([
    ["a dot-dot path", get("/api/v1/../../etc/passwd")],
    ["an escaped dot-dot path", get("/api/v1/%2e%2e/%2e%2e/etc/passwd")],
    ["a dot-dot inside a route", get("/api/v1/carousel/../client/getByPublicDomain/..%2f..%2fpackage.json")],
    ["a backslash path", get("/api/v1/..\\..\\server.ts")],
    ["a NUL in the path", get("/api/v1/carousel/all%00")],
    ["a broken escape in the path", get("/api/v1/%E0%A4%A")],
    ["a broken escape in the query", get("/api/v1/carousel/all?clientId=%E0%A4%A")],
    ["a lone percent in the query", get("/api/v1/carousel/all?clientId=%")],
    ["array syntax in the query", get("/api/v1/carousel/all?clientId[]=1&clientId[$gt]=0")],
    ["a double slash", get("/api/v1//carousel/all")],
    ["an absolute-form target", get("http://127.0.0.1/api/v1/../../etc/passwd")],
    ["PUT on a route", `PUT /api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`],
    ["DELETE on a route", `DELETE /api/v1/enrollment/new HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`],
    ["invalid JSON", post("/api/v1/contact/new", json, "{not json")],
    ["a JSON string", post("/api/v1/contact/new", json, '"just a string"')],
    ["a JSON array", post("/api/v1/contact/new", json, "[1,2,3]")],
    ["__proto__ in JSON", post("/api/v1/contact/new", json, '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}')],
    ["a nested JSON object", post("/api/v1/enrollment/new", json, '{"clientId":{"$ne":null}}')],
    ["an unsupported charset", post("/api/v1/contact/new", { "Content-Type": "application/json; charset=utf-7" }, "{}")],
    ["a broken gzip body", post("/api/v1/contact/new", { ...json, "Content-Encoding": "gzip" }, "not gzip at all")],
    ["an unknown content encoding", post("/api/v1/contact/new", { ...json, "Content-Encoding": "br2" }, "{}")],
    ["a body too large", post("/api/v1/contact/new", json, JSON.stringify({ message: "x".repeat(40_000) }))],
    [
      "too many form fields",
      post(
        "/api/v1/contact/new",
        { "Content-Type": "application/x-www-form-urlencoded" },
        Array.from({ length: 1500 }, (_, i) => `f${i}=1`).join("&"),
      ),
    ],
    [
      "multipart",
      post(
        "/api/v1/contact/new",
        { "Content-Type": "multipart/form-data; boundary=x" },
        '--x\r\nContent-Disposition: form-data; name="clientId"\r\n\r\n1\r\n--x--\r\n',
      ),
    ],
    ["an Origin that is not a URL", post("/api/v1/contact/new", { Origin: "http://[" }, "")],
    [
      "a huge Bearer token",
      `GET /api/v1/carousel/all?clientId=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${"a".repeat(5000)}\r\nConnection: close\r\n\r\n`,
    ],
    [
      "an HTTP/1.0 POST without Host, with an Origin",
      `POST /api/v1/contact/new HTTP/1.0\r\nOrigin: http://127.0.0.1\r\nContent-Length: 0\r\n\r\n`,
    ],
    [
      "an HTTP/1.0 login without Host",
      `POST /api/v1/auth/login?email=a@example.org&password=x&domain=localhost HTTP/1.0\r\nContent-Length: 0\r\n\r\n`,
    ],
  ])("%s → 4xx", async (_what, request) => {
    const res = await raw(request);
    expect(res.status, res.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
    expect(res.status, res.body.slice(0, 200)).toBeLessThan(500);
    if (res.body.trim().startsWith("{")) expect(JSON.parse(res.body)).toHaveProperty("message");
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+|node_modules|SELECT|sqlite|postgres/i);
  });

  it("logs no error for any of them", () => {
    expect(api.logs.filter((entry) => entry.level === "error")).toEqual([]);
  });
});
