import { randomBytes } from "node:crypto";
import pg from "pg";
import { expect, test } from "@playwright/test";
import { request, startServer, type RawResponse, type RunningServer } from "./spawn.js";

// README "What the server refuses": four kinds of malformed request are the client's fault, on
// every POST target of the site, on SQLite and on PostgreSQL — a 4xx answer (the site's page), and
// nothing of them in the log at `error`: a broken multipart body sent to a form, a Host header in
// capitals, a broken percent-encoding in the path, TRACE with a body. Scanners' OPTIONS and
// PROPFIND on staff pages are refused (405) without an error either.

const FORM = "application/x-www-form-urlencoded";
const OWNER = { email: "owner@sunshinekids.example.org", password: "Kite-Meadow-Sunrise-42" };
const UNSUBSCRIBE_TOKEN = "A".repeat(43);

/** Every path a form of the site posts to (public forms, sign-in, newsletter, account, console). */
const POST_TARGETS = [
  "/admissions/enrollmentForm",
  "/contact/info",
  "/admissions/parentTestimonials",
  "/admissions/status",
  "/login",
  "/register",
  "/login/claim?token=not-a-real-link",
  "/register/confirm?token=not-a-real-link",
  "/forgot-password",
  "/forgot-password/reset?token=not-a-real-link",
  "/newsletter",
  `/newsletter/unsubscribe?token=${UNSUBSCRIBE_TOKEN}`,
  "/account",
  "/staff/profile",
  "/staff/settings",
  "/staff/team",
  "/staff/testimonials",
  "/staff/erase",
  "/staff/inbox/enrollment/1",
  "/staff/site/carousel",
  // Last: read as a form, it ends the session the targets above use.
  "/logout",
];

const STAFF_PAGES = ["/staff", "/staff/inbox", "/staff/profile", "/staff/team", "/staff/settings"];

const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** A PostgreSQL database of this run's own, dropped afterwards (the server migrates and seeds it). */
async function scratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `nurture_malformed_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The error lines the server logged since `from`, once every line so far has been read. */
async function errorLines(server: RunningServer, from: number): Promise<string[]> {
  await server.settled();
  return server
    .output()
    .slice(from)
    .split("\n")
    .filter((line) => line.includes('"level":"error"'));
}

for (const database of ["SQLite", "PostgreSQL"] as const) {
  test.describe(`malformed requests on ${database}`, () => {
    test.describe.configure({ mode: "serial" });
    let server: RunningServer;
    let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
    let cookie = "";

    test.beforeAll(async () => {
      test.setTimeout(90_000);
      scratch = database === "PostgreSQL" ? await scratchDatabase() : undefined;
      server = await startServer({ RATE_LIMIT_PER_MINUTE: "100000", ...(scratch ? { DATABASE_URL: scratch.url } : {}) });
    });

    // A signed-in owner, so that the console's actions read their bodies instead of sending the
    // visitor to /login (and again for each test: a POST to /logout that is read ends the session).
    // The Host in capitals with the browser's lower-case Origin signs in as usual.
    test.beforeEach(async () => {
      const signedIn = await request(`${server.url}/login`, {
        method: "POST",
        headers: { "content-type": FORM, host: `LOCALHOST:${server.port}`, origin: `http://localhost:${server.port}` },
        body: new URLSearchParams(OWNER).toString(),
      });
      expect(signedIn.status).toBe(302);
      expect(signedIn.headers.location).toBe("/staff");
      cookie = (signedIn.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]).join("; ");
      expect(cookie).toContain("__session=");
    });

    test.afterAll(async () => {
      await server?.stop();
      await scratch?.drop();
    });

    const send = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string }) =>
      request(`${server.url}${path}`, { method: "POST", ...init, headers: { cookie, ...init.headers } });

    const expectClientError = (answer: RawResponse, what: string) => {
      expect(answer.status, what).toBeGreaterThanOrEqual(400);
      expect(answer.status, what).toBeLessThan(500);
    };

    test("a broken multipart body is a 400 with the site's page", async () => {
      const mark = server.output().length;
      for (const path of POST_TARGETS) {
        const answer = await send(path, {
          headers: { "content-type": "multipart/form-data; boundary=----nurture", origin: `http://localhost:${server.port}` },
          body: "this is not multipart at all\r\n",
        });
        expectClientError(answer, path);
      }
      const page = await send("/contact/info", { headers: { "content-type": "multipart/form-data; boundary=x" }, body: "--x\r\nbroken" });
      expect(page.status).toBe(400);
      expect(page.headers["content-type"]).toContain("text/html");
      expect(page.body).toContain("This request could not be read");
      expect(await errorLines(server, mark)).toEqual([]);
    });

    test("a Host in capitals is the same site: never a 500", async () => {
      const mark = server.output().length;
      for (const path of POST_TARGETS) {
        const answer = await send(path, {
          headers: { "content-type": FORM, host: `LOCALHOST:${server.port}`, origin: `http://localhost:${server.port}` },
          body: "x=1",
        });
        expect(answer.status, path).toBeLessThan(500);
      }
      expect(await errorLines(server, mark)).toEqual([]);
    });

    test("a broken percent-encoding in the path is a 400 page", async () => {
      const mark = server.output().length;
      for (const target of POST_TARGETS) {
        const [path, query] = target.split("?");
        for (const broken of ["%ff", "%zz", "%"]) {
          const answer = await send(`${path}${broken}${query ? `?${query}` : ""}`, { headers: { "content-type": FORM }, body: "x=1" });
          expect(answer.status, `${path}${broken}`).toBe(400);
        }
      }
      for (const path of ["/%ff", "/%zz", "/%"]) {
        const answer = await request(`${server.url}${path}`);
        expect(answer.status, path).toBe(400);
        expect(answer.body).toContain("This address could not be read");
      }
      expect(await errorLines(server, mark)).toEqual([]);
    });

    test("TRACE with a body is 405", async () => {
      const mark = server.output().length;
      for (const path of POST_TARGETS) {
        const answer = await send(path, { method: "TRACE", headers: { "content-type": FORM }, body: "x=1" });
        expect(answer.status, path).toBe(405);
        expect(answer.headers.allow).toBe("GET, HEAD, POST");
      }
      expect(await errorLines(server, mark)).toEqual([]);
    });

    test("scanners' OPTIONS and PROPFIND on staff pages are 405, not errors of ours", async () => {
      const mark = server.output().length;
      const visitors: Record<string, string>[] = [{}, { cookie }];
      for (const path of STAFF_PAGES) {
        for (const method of ["OPTIONS", "PROPFIND"]) {
          for (const headers of visitors) {
            const answer = await request(`${server.url}${path}`, { method, headers });
            expect(answer.status, `${method} ${path}`).toBe(405);
          }
        }
      }
      expect(await errorLines(server, mark)).toEqual([]);
    });
  });
}
