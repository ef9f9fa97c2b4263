import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { demoSchools } from "../../../api/demo-data.js";
import { startNginx, type RunningNginx } from "./nginx.js";
import { formInputs, optionValue } from "../../support/html-forms.js";
import { request, startServer, type RawResponse } from "./spawn.js";

// Shared pages behind a real nginx (README "Caching", deploy/nginx.conf): what a shared cache may
// keep, and that no visitor ever gets another's page, from nginx's cache or the site's own.
// Ports: E2E_PORT + 2 for nginx and + 3 for the site (3212 and 3213 by default).

const BASE_PORT = Number(process.env.E2E_PORT ?? 3210);
const NGINX_PORT = BASE_PORT + 2;
const APP_PORT = BASE_PORT + 3;
const [schoolA, schoolB] = demoSchools;
const nameA = schoolA!.client.clientName;
const nameB = schoolB!.client.clientName;
const OWNER = schoolA!.accounts.find((account) => account.role === "owner")!;
const hostA = `localhost:${NGINX_PORT}`;
const hostB = `rainbow.localhost:${NGINX_PORT}`;
const FORM = { "content-type": "application/x-www-form-urlencoded", origin: `http://${hostA}` };

test.describe.configure({ mode: "serial" });

let app: Awaited<ReturnType<typeof startServer>>;
let nginx: RunningNginx;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // One proxy hop (nginx), as in deploy/compose.yaml; forms may be sent at once.
  app = await startServer({ PORT: String(APP_PORT), TRUST_PROXY: "1", FORM_MIN_FILL_MS: "0", RATE_LIMIT_PER_MINUTE: "100000", LOG_LEVEL: "warn" });
  nginx = await startNginx({ port: NGINX_PORT, upstreamPort: APP_PORT });
});

test.afterAll(async () => {
  await nginx?.stop();
  await app?.stop();
});

/** Through nginx (or straight to the site), as a visitor of `host` with these cookies. */
function get(path: string, { host = hostA, cookie, direct = false }: { host?: string; cookie?: string; direct?: boolean } = {}) {
  const headers: Record<string, string> = { host };
  if (cookie) headers.cookie = cookie;
  // Straight to the site, as nginx would have sent it (README "Behind a reverse proxy").
  if (direct) Object.assign(headers, { "x-forwarded-host": host, "x-forwarded-for": "127.0.0.1" });
  return request(`${direct ? `http://127.0.0.1:${APP_PORT}` : nginx.url}${path}`, { headers });
}

const nginxStatus = (answer: RawResponse) => String(answer.headers["x-cache-status"] ?? "");
const siteStatus = (answer: RawResponse) => String(answer.headers["x-response-cache"] ?? "");

/** name=value of each cookie the answer sets, by name. */
function cookiesOf(answer: RawResponse): Record<string, string> {
  const set = answer.headers["set-cookie"] ?? [];
  return Object.fromEntries(set.map((line) => line.split(";")[0]!).map((pair) => [pair.slice(0, pair.indexOf("=")), pair]));
}

async function signIn(): Promise<string> {
  const login = await get("/login");
  const fields = formInputs(login.body, "login-form");
  fields.set("email", OWNER.email);
  fields.set("password", OWNER.password);
  const answer = await request(`${nginx.url}/login`, { method: "POST", headers: { ...FORM, host: hostA }, body: fields.toString() });
  expect(answer.status, answer.body.slice(0, 300)).toBe(302);
  const session = cookiesOf(answer).__session;
  expect(session, "no session cookie").toBeTruthy();
  return session!;
}

/** An enrollment sent through nginx: the page it redirects to and the flash toast's cookie. */
async function enroll(child: string): Promise<{ location: string; toast: string }> {
  const page = await get("/admissions/enrollmentForm");
  const fields = formInputs(page.body, "enrollment-form");
  for (const [name, value] of Object.entries({
    childName: child,
    childAge: "4",
    // The demo's open year (README "Admissions"): KG takes a child of 4 to under 5 on 31 March 2027.
    childDateOfBirth: "2022-10-15",
    classId: optionValue(page.body, "enrollment-form", "classId", "KG "),
    gender: "female",
    parentName: "Meera Joshi",
    parentContact: "9822041563",
    address: "Flat 5, Lotus Residency, Baner, Pune 411045",
  })) {
    fields.set(name, value);
  }
  const answer = await request(`${nginx.url}/admissions/enrollmentForm`, {
    method: "POST",
    headers: { ...FORM, host: hostA },
    body: fields.toString(),
  });
  expect(answer.status, answer.body.slice(0, 300)).toBe(302);
  const toast = cookiesOf(answer).__toast;
  expect(toast, "no toast cookie").toBeTruthy();
  return { location: String(answer.headers.location), toast: toast! };
}

test("a shared page: the second request is nginx's HIT, and each school's host gets its own", async () => {
  const first = await get("/about/ourStory");
  const second = await get("/about/ourStory");
  expect(first.status).toBe(200);
  expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=30");
  expect(nginxStatus(first)).toBe("MISS");
  expect(nginxStatus(second)).toBe("HIT");
  expect(second.body).toBe(first.body);
  expect(second.body).toContain(nameA);

  // School B's host, same URL: never school A's stored page.
  const otherFirst = await get("/about/ourStory", { host: hostB });
  const otherSecond = await get("/about/ourStory", { host: hostB });
  expect(nginxStatus(otherFirst)).toBe("MISS");
  expect(nginxStatus(otherSecond)).toBe("HIT");
  for (const answer of [otherFirst, otherSecond]) {
    expect(answer.body).toContain(nameB);
    expect(answer.body).not.toContain(nameA);
  }
  expect((await get("/about/ourStory")).body).not.toContain(nameB);

  // The site's own cache kept each school's page apart too.
  const directA = await get("/about/ourStory", { direct: true });
  const directB = await get("/about/ourStory", { host: hostB, direct: true });
  expect([siteStatus(directA), siteStatus(directB)]).toEqual(["HIT", "HIT"]);
  expect(directA.body).toContain(nameA);
  expect(directB.body).toContain(nameB);
  expect(directB.body).not.toContain(nameA);
});

test("a form page is never served from a cache: every visitor gets a guard of their own", async () => {
  for (const path of ["/contact/info", "/admissions/enrollmentForm", "/admissions/parentTestimonials"]) {
    const answers = [await get(path), await get(path), await get(path, { direct: true })];
    const keys = answers.map((answer) => /name="idempotencyKey" value="([^"]+)"/.exec(answer.body)?.[1]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe("private, no-store");
      expect(nginxStatus(answer)).not.toBe("HIT");
      expect(siteStatus(answer)).toBe("MISS");
    }
    expect(new Set(keys).size, `${path}: ${keys.join(", ")}`).toBe(3);
  }
});

test("a signed-in visitor and a flash toast are never served from, nor stored into, a cache", async () => {
  const anonymous = await get("/");
  expect(anonymous.status).toBe(200);
  const session = await signIn();
  const signedIn = [await get("/", { cookie: session }), await get("/account", { cookie: session })];
  for (const answer of signedIn) {
    expect(nginxStatus(answer)).toBe("BYPASS");
    expect(siteStatus(answer)).toBe("");
    expect(answer.headers["cache-control"]).toBe("private, no-store");
  }
  expect(signedIn[1]!.body).toContain(OWNER.email);
  // Nobody else gets the signed-in visitor's page.
  const after = await get("/account");
  expect(after.status).toBe(302);
  expect(after.body).not.toContain(OWNER.email);

  const child = `Cache Toast ${randomUUID().slice(0, 8)}`;
  const { location, toast } = await enroll(child);
  const withToast = await get(location, { cookie: toast });
  expect(withToast.body).toContain(`has received the enrollment for ${child}`);
  expect(nginxStatus(withToast)).toBe("BYPASS");
  expect(withToast.headers["cache-control"]).toBe("private, no-store");
  // The same URL for the next visitor: no toast, and nothing stored from the toast's page.
  for (const answer of [await get("/"), await get("/"), await get("/", { direct: true })]) {
    expect(answer.body).not.toContain(child);
  }
});

test("two visitors, one signed in and one with a flash toast, hammering warm URLs: neither ever sees the other's data", async () => {
  const session = await signIn();
  const child = `Hammer Toast ${randomUUID().slice(0, 8)}`;
  const { toast } = await enroll(child);
  const toastText = `has received the enrollment for ${child}`;
  const paths = ["/", "/about/ourStory", "/gallery/photos", "/programs/summerCamps", "/account"];
  // Warm both caches for the anonymous visitors.
  for (const path of paths) for (const direct of [false, true]) await get(path, { direct });

  type Visitor = "signed-in" | "toast" | "anonymous";
  const visitors: { who: Visitor; cookie?: string }[] = [
    { who: "signed-in", cookie: session },
    { who: "toast", cookie: toast },
    { who: "anonymous" },
  ];
  const jobs = Array.from({ length: 360 }, (_, i) => ({ visitor: visitors[i % 3]!, path: paths[i % paths.length]!, direct: i % 2 === 0 }));
  const seen: { who: Visitor; path: string; answer: RawResponse }[] = [];
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: 24 }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const answer = await get(job.path, { cookie: job.visitor.cookie, direct: job.direct });
        seen.push({ who: job.visitor.who, path: job.path, answer });
      }
    }),
  );
  expect(seen).toHaveLength(jobs.length);
  let hits = 0;
  for (const { who, path, answer } of seen) {
    const where = `${who} ${path} (${nginxStatus(answer) || siteStatus(answer)})`;
    expect([200, 302], where).toContain(answer.status);
    if (who !== "signed-in") expect(answer.body, where).not.toContain(OWNER.email);
    if (who !== "toast") expect(answer.body, where).not.toContain(child);
    if (who === "signed-in" && path === "/account") expect(answer.body, where).toContain(OWNER.email);
    if (who === "toast" && path !== "/account") expect(answer.body, where).toContain(toastText);
    if (who !== "anonymous" && answer.status === 200) expect(answer.headers["cache-control"], where).toBe("private, no-store");
    if (who === "anonymous" && [nginxStatus(answer), siteStatus(answer)].some((status) => status === "HIT" || status === "STALE")) hits++;
  }
  // The caches were warm and answered the anonymous visitors meanwhile.
  expect(hits).toBeGreaterThan(40);
});
