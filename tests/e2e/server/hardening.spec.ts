import net from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import SQLite from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { formInputs } from "../../support/html-forms.js";
import { rawExchange, request, startServer, type RawResponse } from "./spawn.js";

// What a probe of the running site broke, one test per finding (README "Security"): oversized and
// non-form bodies, malformed requests, forwarded headers that are not trusted, the embedded
// provider on the public port, slow clients, and a shutdown that must finish work in flight.

const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** A complete, valid enquiry as the page's own form would send it (guard fields included). */
async function enquiry(url: string, parentName: string): Promise<string> {
  const page = await request(`${url}/contact/info`);
  expect(page.status).toBe(200);
  const fields = formInputs(page.body, "enquiry-form");
  fields.set("parentName", parentName);
  fields.set("parentMobile", "9876543210");
  fields.set("email", "parent@example.com");
  fields.set("childName", "");
  fields.set("message", "Do you have a place for next June?");
  return fields.toString();
}

test.describe("bodies", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async () => {
    server = await startServer({ FORM_MIN_FILL_MS: "0" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("a form body over the limit is refused with 413 and a clear page, before any action reads it", async () => {
    const valid = await enquiry(server.url, "Oversized Parent");
    // A 10 MB body announced, 1 KB of it sent: the answer must come without the rest being read.
    const answer = await rawExchange(
      server.port,
      `POST /contact/info HTTP/1.1\r\nHost: localhost:${server.port}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Content-Length: ${10 * 1024 * 1024}\r\n\r\n${valid}&message=${"x".repeat(1024)}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/content-type: text\/html/i);
    expect(answer).toContain("Too large to send");
    // A body that does not say its length cannot be capped before it is read.
    const chunked = await request(`${server.url}/contact/info`, {
      method: "POST",
      headers: { ...FORM, "transfer-encoding": "chunked" },
      body: valid,
    });
    expect(chunked.status).toBe(411);
  });

  test("a non-form Content-Type on a form route is 415, not 500", async () => {
    for (const type of ["application/json", "text/plain", "application/xml"]) {
      const res = await request(`${server.url}/contact/info`, { method: "POST", headers: { "content-type": type }, body: "{}" });
      expect(res.status, type).toBe(415);
    }
    const none = await request(`${server.url}/contact/info`, { method: "POST", body: "a=1" });
    expect(none.status).toBe(415);
  });

  test("an Origin on the same host with another port is refused as cross-site (403), not 500", async () => {
    const body = await enquiry(server.url, "Other Port");
    const res = await request(`${server.url}/contact/info`, {
      method: "POST",
      headers: { ...FORM, origin: `http://localhost:${server.port + 1}` },
      body,
    });
    expect(res.status).toBe(403);
  });

  test("a form of the right size and type still goes through", async () => {
    const body = await enquiry(server.url, "Normal Parent");
    const res = await request(`${server.url}/contact/info`, {
      method: "POST",
      headers: { ...FORM, origin: `http://localhost:${server.port}` },
      body,
    });
    expect(res.status).toBe(302);
  });
});

/** Sends raw bytes and resolves with the status line (or "closed" when nothing came back). */
function raw(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("end", () => resolve(answer.split("\r\n")[0] || "closed"));
    socket.on("error", reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer")));
    socket.write(bytes);
  });
}

test.describe("malformed requests", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async () => {
    server = await startServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  for (const [name, bytes] of [
    ["a Host with port 99999", "GET / HTTP/1.1\r\nHost: localhost:99999\r\nConnection: close\r\n\r\n"],
    ["a Host with credentials", "GET / HTTP/1.1\r\nHost: a@localhost\r\nConnection: close\r\n\r\n"],
    ["a Host with a path", "GET / HTTP/1.1\r\nHost: localhost/x\r\nConnection: close\r\n\r\n"],
    ["an absolute-form request line", "GET http://localhost/ HTTP/1.1\r\nHost: localhost:PORT\r\nConnection: close\r\n\r\n"],
    ["GET *", "GET * HTTP/1.1\r\nHost: localhost:PORT\r\nConnection: close\r\n\r\n"],
    ["OPTIONS *", "OPTIONS * HTTP/1.1\r\nHost: localhost:PORT\r\nConnection: close\r\n\r\n"],
    ["/api/../", "GET /api/../ HTTP/1.1\r\nHost: localhost:PORT\r\nConnection: close\r\n\r\n"],
    ["/api/..%2f..%2f", "GET /api/..%2f..%2fetc/passwd HTTP/1.1\r\nHost: localhost:PORT\r\nConnection: close\r\n\r\n"],
    ["/api/v1/../../", "POST /api/v1/../../contact/info HTTP/1.1\r\nHost: localhost:PORT\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"],
  ] as const) {
    test(`${name} gets a 4xx or a page, never a 500`, async () => {
      const status = await raw(server.port, bytes.replace("PORT", String(server.port)));
      expect(status).toMatch(/^HTTP\/1\.1 [234]\d\d /);
    });
  }

  test("a malformed Host is 400", async () => {
    expect(await raw(server.port, "GET / HTTP/1.1\r\nHost: localhost:99999\r\nConnection: close\r\n\r\n")).toMatch(/^HTTP\/1\.1 400 /);
  });
});

test.describe("forwarded headers", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: "0" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("with TRUST_PROXY=0 the port of X-Forwarded-Host reaches no link", async () => {
    const headers = { Host: `localhost:${server.port}`, "X-Forwarded-Host": "localhost:1234", "X-Forwarded-Proto": "https" };
    const pages: [string, RawResponse][] = [];
    for (const path of ["/", "/sitemap.xml", "/robots.txt"]) pages.push([path, await request(`${server.url}${path}`, { headers })]);
    for (const [path, res] of pages) {
      expect(res.status, path).toBe(200);
      expect(res.body, path).not.toContain(":1234");
      expect(res.body, path).not.toContain("https://localhost");
      expect(res.body, path).toContain(`http://localhost:${server.port}/`);
    }
  });
});

test.describe("the embedded provider", () => {
  test("is not on the public port by default; the site still works through its internal listener", async () => {
    const server = await startServer({ FORM_MIN_FILL_MS: "0" });
    try {
      for (const path of ["/api/v1/client/getByPublicDomain?publicDomain=localhost", "/api/v1/carousel/all?clientId=1"]) {
        const res = await request(`${server.url}${path}`);
        expect(res.status, path).toBe(404);
        expect(res.body, path).not.toContain("clientName");
      }
      const write = await request(`${server.url}/api/v1/enrollment/new?clientId=1&childName=X`, { method: "POST", headers: FORM, body: "" });
      expect(write.status).toBeGreaterThanOrEqual(400);
      expect(write.status).toBeLessThan(500);
      expect(write.body).not.toContain("message");
      const home = await request(`${server.url}/`);
      expect(home.body).toContain("Sunshine Kids Academy");
      const sent = await request(`${server.url}/contact/info`, {
        method: "POST",
        headers: FORM,
        body: await enquiry(server.url, "Internal Listener"),
      });
      expect(sent.status).toBe(302);
    } finally {
      await server.stop();
    }
  });

  test("PUBLIC_API=true serves it at /api/v1 on the public port", async () => {
    const server = await startServer({ PUBLIC_API: "true" });
    try {
      const res = await request(`${server.url}/api/v1/client/getByPublicDomain?publicDomain=localhost`);
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body).data.clientName).toBe("Sunshine Kids Academy");
    } finally {
      await server.stop();
    }
  });
});

test("a slow client that never finishes its headers is closed after the 20 s headers timeout", async () => {
  test.setTimeout(60_000);
  const server = await startServer();
  try {
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve, reject) => {
      const socket = net.connect(server.port, "127.0.0.1");
      socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
      const drip = setInterval(() => socket.write(`X-Slow-${Date.now()}: 1\r\n`), 2_000);
      socket.on("close", () => {
        clearInterval(drip);
        resolve(Date.now() - started);
      });
      socket.on("error", () => undefined);
      setTimeout(() => {
        clearInterval(drip);
        socket.destroy();
        reject(new Error("still open after 40 s"));
      }, 40_000);
    });
    expect(closedAfter).toBeGreaterThanOrEqual(19_000);
    expect(closedAfter).toBeLessThan(26_000);
  } finally {
    await server.stop();
  }
});

/**
 * A form post held open on the wire: the headers are sent with `Expect: 100-continue` and Node's
 * "100 Continue" awaited, so the server has surely accepted the connection and parsed the request
 * (a fixed wait was not enough on a loaded machine); then all but the last byte of the body.
 * `finish()` sends the rest and resolves with the final status line.
 */
async function heldPost(port: number, path: string, body: string) {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let answer = "";
  let continued: () => void = () => undefined;
  const accepted = new Promise<void>((resolve) => (continued = resolve));
  socket.on("data", (chunk) => {
    answer += chunk.toString("latin1");
    if (answer.startsWith("HTTP/1.1 100 Continue\r\n\r\n")) continued();
  });
  const ended = new Promise<string>((resolve, reject) => {
    socket.on("end", () => resolve(answer.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, "").split("\r\n")[0] ?? ""));
    socket.on("error", reject);
  });
  const head = `POST ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`;
  socket.write(head);
  await accepted;
  await new Promise<void>((resolve) => socket.write(body.slice(0, -1), () => resolve()));
  return {
    finish: async () => {
      socket.write(body.slice(-1));
      return ended;
    },
  };
}

test("SIGTERM finishes form posts in flight, their provider calls included, then exits 0", async () => {
  // A server of its own, 10 pages rendered and 10 actions run: on two cores loaded by other
  // work that took from 40 s to over 90 s (a server start alone 10 to 20 s). The bound is only
  // there for a hang; every step below waits for what it needs.
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(tmpdir(), "nurture-drain-"));
  const dbPath = path.join(dir, "db.sqlite");
  // The drain and the provider calls have all the time they need (the defaults, 8 s and 3 s, are
  // the operator's bounds, not what this checks): on a loaded machine an action's provider call
  // outlasted 3 s and was answered 503, as it should be, and the test is about order.
  const server = await startServer({ FORM_MIN_FILL_MS: "0", DATABASE_URL: dbPath, SHUTDOWN_TIMEOUT_MS: "120000", API_TIMEOUT_MS: "60000" });
  try {
    const bodies = await Promise.all(Array.from({ length: 10 }, (_, i) => enquiry(server.url, `Drain Parent ${i} ${randomUUID().slice(0, 8)}`)));
    const posts = await Promise.all(bodies.map((body) => heldPost(server.port, "/contact/info", body)));
    // Every post has been accepted and is being read when the signal arrives (heldPost waited for
    // each one's 100 Continue); the last bytes are sent once the server says it is draining, so
    // their actions (and so their calls to the embedded provider) run only after the signal.
    server.child.kill("SIGTERM");
    await server.logged('"event":"draining"');
    const answers = await Promise.all(posts.map((post) => post.finish()));
    expect(answers).toEqual(Array(10).fill("HTTP/1.1 302 Found"));
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"event":"draining"');
    const db = new SQLite(dbPath, { readonly: true });
    try {
      const row = db.prepare("select count(*) as n from enquiries where parentName like 'Drain Parent %'").get() as { n: number };
      expect(row.n).toBe(10);
    } finally {
      db.close();
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("sign-in through the site: 20 wrong passwords for one account from 20 addresses, then the right one is refused", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "nurture-throttle-"));
  const dbPath = path.join(dir, "db.sqlite");
  // One proxy hop in front, so each request's X-Forwarded-For is its visitor's address.
  const server = await startServer({ DATABASE_URL: dbPath, TRUST_PROXY: "1", RATE_LIMIT_PER_MINUTE: "10000" });
  const signIn = (email: string, password: string, address: string) =>
    request(`${server.url}/login`, {
      method: "POST",
      headers: { ...FORM, "x-forwarded-for": address },
      body: new URLSearchParams({ email, password }).toString(),
    });
  try {
    const owner = "owner@sunshinekids.example.org";
    for (let i = 0; i < 20; i++) {
      const wrong = await signIn(owner, `not-the-password-${i}`, `203.0.113.${i + 1}`);
      expect(wrong.status, `attempt ${i + 1}`).not.toBe(302);
    }
    const right = await signIn(owner, "Kite-Meadow-Sunrise-42", "198.51.100.7");
    expect(right.status).toBe(429);
    expect(right.body).toContain("Too many sign-in attempts. Please wait 15 minutes and try again.");
    expect(right.headers["set-cookie"] ?? []).not.toEqual(expect.arrayContaining([expect.stringContaining("__session=ey")]));

    // The limit is the account's, not everyone's: another account signs in from another address
    // (a staff account, which lands on the console).
    const staff = await signIn("staff@sunshinekids.example.org", "Mango-River-Lantern-17", "198.51.100.8");
    expect(staff.status).toBe(302);
    expect(staff.headers.location).toBe("/staff");

    // The provider counted each visitor's own address (the site names it beside its internal token).
    const db = new SQLite(dbPath, { readonly: true });
    try {
      const row = db.prepare(`select count(*) as n from "loginThrottle" where "key" like 'login_address%'`).get() as { n: number };
      expect(row.n).toBeGreaterThanOrEqual(22);
    } finally {
      db.close();
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a form's key sent again with other details stores nothing and comes back with the values and a fresh key", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "nurture-replay-"));
  const dbPath = path.join(dir, "db.sqlite");
  const server = await startServer({ FORM_MIN_FILL_MS: "0", DATABASE_URL: dbPath });
  try {
    const first = new URLSearchParams(await enquiry(server.url, "Replay Parent One"));
    expect((await request(`${server.url}/contact/info`, { method: "POST", headers: FORM, body: first.toString() })).status).toBe(302);
    // The same page's guard (key and signed time) with the same details: a replay, one row.
    expect((await request(`${server.url}/contact/info`, { method: "POST", headers: FORM, body: first.toString() })).status).toBe(302);
    // …and with another child's details: refused, nothing stored, the form back with a new key.
    const other = new URLSearchParams(first);
    other.set("parentName", "Replay Parent Two");
    other.set("message", "Another child, another question.");
    const refused = await request(`${server.url}/contact/info`, { method: "POST", headers: FORM, body: other.toString() });
    expect(refused.status).toBe(409);
    expect(refused.body).toContain("This form was already sent with different details.");
    expect(refused.body).toContain("Replay Parent Two");
    expect(refused.body).toContain("Another child, another question.");
    const again = formInputs(refused.body, "enquiry-form");
    expect(again.get("idempotencyKey")).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.get("idempotencyKey")).not.toBe(first.get("idempotencyKey"));
    // The signed time cannot be moved to another key.
    const forged = new URLSearchParams(other);
    forged.set("idempotencyKey", again.get("idempotencyKey") ?? "");
    expect((await request(`${server.url}/contact/info`, { method: "POST", headers: FORM, body: forged.toString() })).status).toBe(400);
    // With the fresh guard it goes through.
    const resent = new URLSearchParams(other);
    for (const name of ["idempotencyKey", "from__confirm"]) resent.set(name, again.get(name) ?? "");
    expect((await request(`${server.url}/contact/info`, { method: "POST", headers: FORM, body: resent.toString() })).status).toBe(302);

    const db = new SQLite(dbPath, { readonly: true });
    try {
      const rows = db.prepare("select parentName from enquiries where parentName like 'Replay Parent %' order by id").all() as {
        parentName: string;
      }[];
      expect(rows.map((row) => row.parentName)).toEqual(["Replay Parent One", "Replay Parent Two"]);
    } finally {
      db.close();
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
