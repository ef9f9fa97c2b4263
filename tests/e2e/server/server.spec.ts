import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { openDatabase } from "../../../api/db.js";
import { demoSchools } from "../../../api/demo-data.js";
import { runSchoolCli } from "../../../api/schools.js";
import { freePort, hangingServer, request, startServer } from "./spawn.js";

// What the operator and the security review check on server.ts, against the production build.

const [schoolA, schoolB] = demoSchools;
const nameA = schoolA!.client.clientName;
const nameB = schoolB!.client.clientName;
const GENERIC = "Something went wrong. Please try again later.";

test.describe("security headers", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async () => {
    server = await startServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  function expectCommonHeaders(headers: Record<string, string | string[] | undefined>) {
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-powered-by"]).toBeUndefined();
    expect(headers["content-security-policy"]).toBeDefined();
    expect(headers["content-security-policy-report-only"]).toBeUndefined();
  }

  test("HTML: an enforced CSP whose nonce is on every script, fresh per rendering", async () => {
    const nonceOf = (answer: { headers: Record<string, string | string[] | undefined> }) =>
      /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
    const scriptsCarry = (body: string, nonce: string) => {
      const scripts = [...body.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? "");
      expect(scripts.length).toBeGreaterThan(0);
      for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    };
    // A form page is rendered for each visitor: a new nonce every time.
    const first = await request(`${server.url}/contact/info`);
    const second = await request(`${server.url}/contact/info`);
    expect(first.status).toBe(200);
    expectCommonHeaders(first.headers);
    const csp = String(first.headers["content-security-policy"]);
    const nonce = nonceOf(first);
    expect(nonce, csp).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(nonceOf(second)).not.toBe(nonce);
    scriptsCarry(first.body, nonce!);
    // A shared page answered from the response cache keeps the header and the scripts of its
    // one rendering together (README "Caching": nothing a visitor sent is in it).
    await request(`${server.url}/about/ourStory`);
    const cached = await request(`${server.url}/about/ourStory`);
    expect(cached.headers["x-response-cache"]).toBe("HIT");
    expectCommonHeaders(cached.headers);
    scriptsCarry(cached.body, nonceOf(cached)!);
  });

  test("the 404 page and static assets carry the same headers", async () => {
    const missing = await request(`${server.url}/no/such/page`);
    expect(missing.status).toBe(404);
    expectCommonHeaders(missing.headers);

    const home = await request(`${server.url}/`);
    const asset = /(?:src|href)="(\/build\/[^"]+\.js)"/.exec(home.body)?.[1];
    expect(asset).toBeTruthy();
    const hashed = await request(`${server.url}${asset}`);
    expect(hashed.status).toBe(200);
    expectCommonHeaders(hashed.headers);
    expect(hashed.headers["cache-control"]).toContain("immutable");

    const favicon = await request(`${server.url}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expectCommonHeaders(favicon.headers);
  });

  test("health: /healthz and /readyz answer 200", async () => {
    expect((await request(`${server.url}/healthz`)).status).toBe(200);
    const ready = await request(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: "ready" });
  });

  test("access logs never contain form values, query strings or tokens", async () => {
    await request(`${server.url}/?email=parent%40example.org&token=sekrit-token-123`, {
      headers: { Authorization: "Bearer sekrit-token-456", Cookie: "__session=sekrit-cookie" },
    });
    await request(`${server.url}/contact/info`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "parentName=Hidden+Parent&parentMobile=9876543210",
    });
    await server.settled();
    const logs = server.output();
    expect(logs).toContain('"event":"request"');
    for (const secret of ["parent@example.org", "parent%40example.org", "sekrit", "Hidden", "9876543210"]) {
      expect(logs).not.toContain(secret);
    }
  });

  test("at LOG_LEVEL info (the default) every answer has its access line, a cache hit's included", async () => {
    const page = "/about/missionAndVision";
    await request(`${server.url}${page}`);
    const hit = await request(`${server.url}${page}`);
    expect(hit.headers["x-response-cache"]).toBe("HIT");
    await server.settled();
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.includes(`"path":"${page}"`))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => [line.level, line.event, line.status, line.cache])).toEqual([
      ["info", "request", 200, undefined],
      ["info", "request", 200, "hit"],
    ]);
  });
});

test("at LOG_LEVEL=warn no access line is written, and the server still exits 0 on SIGTERM", async () => {
  const server = await startServer({ LOG_LEVEL: "warn" });
  try {
    await request(`${server.url}/about/missionAndVision`);
    expect((await request(`${server.url}/about/missionAndVision`)).headers["x-response-cache"]).toBe("HIT");
    await request(`${server.url}/contact/info`);
  } finally {
    // Whatever it had buffered is written by the time it has exited (README "Logs").
    expect(await server.stop()).toBe(0);
  }
  expect(server.output()).not.toContain('"event":"request"');
  expect(server.output()).not.toContain('"level":"info"');
});

test.describe("tenants", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let proxied: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async () => {
    [server, proxied] = await Promise.all([startServer(), startServer({ TRUST_PROXY: "1" })]);
  });
  test.afterAll(async () => {
    await Promise.all([server?.stop(), proxied?.stop()]);
  });

  test("each host gets its own school and never the other's", async () => {
    const a = await request(`${server.url}/`, { headers: { Host: `localhost:${server.port}` } });
    const b = await request(`${server.url}/`, { headers: { Host: `rainbow.localhost:${server.port}` } });
    expect(a.body).toContain(nameA);
    expect(a.body).not.toContain(nameB);
    expect(a.body).toContain(schoolA!.client.contactPhone1);
    expect(b.body).toContain(nameB);
    expect(b.body).not.toContain(nameA);
    expect(b.body).toContain(schoolB!.client.contactPhone1);
    expect(b.body).not.toContain(schoolA!.client.contactPhone1);
    for (const member of schoolA!.team) expect(b.body).not.toContain(member.name);
  });

  test("an unknown Host gets the fallback site, no school's content, and no echo of the Host", async () => {
    for (const host of ["unknown.example", "evil.localhost"]) {
      const res = await request(`${server.url}/`, { headers: { Host: host } });
      expect(res.status).toBe(200);
      expect(res.body).toContain("Our Play School");
      expect(res.body).not.toContain(nameA);
      expect(res.body).not.toContain(nameB);
      expect(res.body).not.toContain(`href="http://${host}`);
    }
  });

  test("X-Forwarded-Host is ignored with TRUST_PROXY=0", async () => {
    const res = await request(`${server.url}/`, {
      headers: { Host: `localhost:${server.port}`, "X-Forwarded-Host": "rainbow.localhost" },
    });
    expect(res.body).toContain(nameA);
    expect(res.body).not.toContain(nameB);
  });

  test("X-Forwarded-Host chooses the school when TRUST_PROXY trusts the hop", async () => {
    const res = await request(`${proxied.url}/`, {
      headers: { Host: `localhost:${proxied.port}`, "X-Forwarded-Host": "rainbow.localhost", "X-Forwarded-Proto": "https" },
    });
    expect(res.body).toContain(nameB);
    expect(res.body).not.toContain(nameA);
  });
});

test.describe("when the provider fails", () => {
  test("API stopped: the home page answers 200 with layout, fallbacks and an error toast", async () => {
    const closedPort = await freePort();
    const server = await startServer({ API_URL: `http://127.0.0.1:${closedPort}/api/v1`, API_TIMEOUT_MS: "1000" });
    try {
      await request(`${server.url}/`, { headers: { Host: `warmup.localhost:${server.port}` } });
      const res = await request(`${server.url}/`);
      expect(res.status).toBe(200);
      // A refused connection fails at once: no timeout to wait for.
      expect(res.ms).toBeLessThan(1100);
      expect(res.body).toContain("Our Play School");
      expect(res.body).toContain("Opening Time : 9:30 AM - 5:30 PM");
      expect(res.body).toContain("Children Academy First Researches");
      expect(res.body).toContain(GENERIC);
      expect((await request(`${server.url}/readyz`)).status).toBe(503);
    } finally {
      await server.stop();
    }
  });

  test("API hanging: the home page answers 200 after one timeout, not after several in a row", async () => {
    // A server of its own and two requests of a 2 s timeout each: past 30 s on a loaded machine.
    test.slow();
    const hanging = await hangingServer();
    const server = await startServer({ API_URL: hanging.url, API_TIMEOUT_MS: "2000" });
    try {
      // Warm the code paths on another host (each host has its own cache entry), then measure.
      await request(`${server.url}/`, { headers: { Host: `warmup.localhost:${server.port}` } });
      const res = await request(`${server.url}/`);
      expect(res.status).toBe(200);
      // Loaders call in parallel, each with the 2 s timeout: one timeout and the render; two calls
      // in a row would take 4 s or more. The margin is a whole timeout, so that a loaded machine's
      // slow render (0.4 s measured on a busy CI machine) cannot pass for a second call.
      expect(res.ms).toBeGreaterThanOrEqual(2000);
      expect(res.ms).toBeLessThan(4000);
      expect(res.body).toContain("Our Play School");
      expect(res.body).toContain(GENERIC);
      expect(res.body).not.toMatch(/at .*\.js:\d+/);
    } finally {
      await server.stop();
      await hanging.close();
    }
  });
});

test.describe("operations", () => {
  test("non-GET requests are rate limited per client address; GETs are not", async () => {
    const server = await startServer({ RATE_LIMIT_PER_MINUTE: "3" });
    try {
      const post = () => request(`${server.url}/`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=1" });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await post()).status);
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses[3]).toBe(429);
      expect((await request(`${server.url}/`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  test("SIGTERM drains in-flight requests, refuses new ones, and exits 0", async () => {
    // A server of its own: on two cores loaded by other work this took up to 90 s (a server start
    // alone 10 to 20 s). The bound is only there for a hang; every step waits for what it needs.
    test.setTimeout(180_000);
    // Every step waits for what it needs, never for a time: the request is in flight once its
    // provider call has reached the stand-in, which holds it until the test lets go (the timeout
    // is far beyond the test's own); the listener is closed once a new connection is refused.
    const hanging = await hangingServer();
    const server = await startServer({ API_URL: hanging.url, API_TIMEOUT_MS: "60000", SHUTDOWN_TIMEOUT_MS: "60000" });
    try {
      let answered = false;
      const inFlight = request(`${server.url}/`).finally(() => (answered = true));
      expect(await hanging.firstRequest).toMatch(/^GET \/api\/v1\/client\/getByPublicDomain\?/);
      server.child.kill("SIGTERM");
      await server.logged('"event":"draining"');
      const refused = () =>
        request(`${server.url}/healthz`).then(
          () => false,
          () => true,
        );
      // Bounded by the test's own timeout only.
      await expect.poll(refused, { timeout: 0 }).toBe(true);
      expect(answered).toBe(false);
      // The provider fails the held call: the page is answered (with the site's failure text) and the process exits.
      await hanging.close();
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(await server.exited).toBe(0);
    } finally {
      await server.stop();
      await hanging.close();
    }
  });
});

test.describe("the operator's school command beside a running site", () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "nurture-school-cli-"));
    server = await startServer({ DATABASE_URL: path.join(dir, "db.sqlite") });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** `npm run school -- …` as the operator runs it: its own process, its own connection to the database. */
  async function school(...argv: string[]): Promise<void> {
    const operator = await openDatabase({ url: path.join(dir, "db.sqlite") });
    const printed: string[] = [];
    try {
      const code = await runSchoolCli(argv, { db: async () => operator.db, out: (line) => printed.push(line), err: (line) => printed.push(line) });
      expect(code, printed.join("\n")).toBe(0);
    } finally {
      await operator.close();
    }
  }

  test('disable takes the school\'s cached pages down at once, enable brings them back (README "Caching")', async () => {
    const story = () => request(`${server.url}/about/ourStory`, { headers: { host: `rainbow.localhost:${server.port}` } });
    await story();
    const cached = await story();
    // Kept by the response cache, which keeps a school's pages until it changes something.
    expect(cached.headers["x-response-cache"]).toBe("HIT");
    expect(cached.body).toContain(nameB);
    await school("disable", "--school", "rainbow.localhost");
    await expect.poll(async () => (await story()).body.includes(nameB), { timeout: 5000 }).toBe(false);
    await school("enable", "--school", "rainbow.localhost");
    await expect.poll(async () => (await story()).body.includes(nameB), { timeout: 15_000 }).toBe(true);
  });
});
