import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { demoSchools } from "../../../api/demo-data.js";
import { smallPng } from "../../fixtures/images.js";
import { formInputs } from "../../support/html-forms.js";
import { startNginx, type RunningNginx } from "./nginx.js";
import { freePort, request, startServer, type RawResponse, type RunningServer } from "./spawn.js";

// A photo the school withdraws (README "Uploads", "Caching"): once no visible item uses it, every
// width of it is a 404 from the site at once, and from deploy/nginx.conf's cache as soon as the
// lifetime the site gave it has run out (UPLOAD_MAX_AGE_S, 300 s by default; 3 s here, since time
// is what this test is about). The school's signed-in staff still see it, never cached.

const MAX_AGE_S = 3;
// nginx counts a lifetime in whole seconds from the second it stored the answer: up to one more.
const OUTLIVED_MS = (MAX_AGE_S + 1) * 1000 + 500;
const OWNER = demoSchools[0]!.accounts.find((account) => account.role === "owner")!;

let app: RunningServer;
let nginx: RunningNginx;
let dataDir: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "nurture-withdrawn-"));
  const appPort = await freePort();
  app = await startServer({
    PORT: String(appPort),
    DATA_DIR: dataDir,
    TRUST_PROXY: "1",
    FORM_MIN_FILL_MS: "0",
    RATE_LIMIT_PER_MINUTE: "100000",
    LOG_LEVEL: "warn",
    UPLOAD_MAX_AGE_S: String(MAX_AGE_S),
  });
  nginx = await startNginx({ port: await freePort(), upstreamPort: appPort });
});

test.afterAll(async () => {
  await nginx?.stop();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const host = () => `localhost:${nginx.port}`;
const cacheStatus = (answer: RawResponse) => String(answer.headers["x-cache-status"] ?? "");

/** Through nginx (as anyone, or with the staff member's cookie) or straight to the site, as nginx would send it. */
function get(target: string, { cookie, direct = false }: { cookie?: string; direct?: boolean } = {}) {
  const headers: Record<string, string> = { host: host() };
  if (cookie) headers.cookie = cookie;
  if (direct) Object.assign(headers, { "x-forwarded-host": host(), "x-forwarded-for": "127.0.0.1" });
  return request(`${direct ? app.url : nginx.url}${target}`, { headers });
}

/** A form of the console sent through nginx as the signed-in owner, multipart as a browser sends it; the answer is its redirect. */
async function post(target: string, cookie: string, data: FormData) {
  const encoded = new Request("http://localhost/", { method: "POST", body: data });
  const body = Buffer.from(await encoded.arrayBuffer());
  const headers = {
    host: host(),
    cookie,
    origin: `http://${host()}`,
    "content-type": encoded.headers.get("content-type") ?? "",
    "content-length": String(body.length),
  };
  const status = await new Promise<number>((resolve, reject) => {
    const req = http.request(`${nginx.url}${target}`, { method: "POST", headers, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end(body);
  });
  expect(status, `POST ${target}`).toBe(302);
}

const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

test("a hidden, then deleted photo: every width a 404 from the site at once and from nginx after its lifetime; staff still see it", async () => {
  test.setTimeout(120_000);
  // Signed in through nginx, as the owner's browser is.
  const login = await get("/login");
  const fields = formInputs(login.body, "login-form");
  fields.set("email", OWNER.email);
  fields.set("password", OWNER.password);
  const signedIn = await request(`${nginx.url}/login`, {
    method: "POST",
    headers: { host: host(), origin: `http://${host()}`, "content-type": "application/x-www-form-urlencoded" },
    body: fields.toString(),
  });
  expect(signedIn.status, signedIn.body.slice(0, 300)).toBe(302);
  const cookie = (signedIn.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]).find((pair) => pair?.startsWith("__session="));
  expect(cookie, "no session cookie").toBeTruthy();
  const staff = cookie!;

  // A photo of its own (its hash is new to this database), added through the console's form.
  const caption = "Withdrawn consent photo";
  const picture = new Blob([new Uint8Array(await smallPng(1000, 700))], { type: "image/png" });
  await post(
    "/staff/site/photos",
    staff,
    form({ intent: "save", mediaUrl: new File([picture], "withdrawn.png"), mediaUrlCurrent: "", caption, categoryName: "Withdrawn" }),
  );
  const gallery = await get("/gallery/photos?category=Withdrawn", { direct: true });
  const hash = /\/uploads\/([0-9a-f]{32})\/\d+\.webp/.exec(gallery.body)?.[1];
  expect(hash, "the gallery shows no upload").toBeTruthy();
  const widths = readdirSync(path.join(dataDir, "uploads", hash!)).map((file) => `/uploads/${hash}/${file}`);
  expect(widths.length).toBeGreaterThan(1);

  // Public: kept for MAX_AGE_S by nginx (a miss, then a hit), revalidated cheaply once it runs out.
  for (const url of widths) {
    const first = await get(url);
    expect([first.status, first.headers["cache-control"]], url).toEqual([200, `public, max-age=${MAX_AGE_S}`]);
    expect(first.headers["content-type"]).toBe("image/webp");
    expect(cacheStatus(first), url).toBe("MISS");
    expect(cacheStatus(await get(url)), url).toBe("HIT");
  }
  let storedAt = Date.now();
  await new Promise((resolve) => setTimeout(resolve, storedAt + OUTLIVED_MS - Date.now()));
  const again = await get(widths[0]!);
  expect([again.status, cacheStatus(again)]).toEqual([200, "REVALIDATED"]);

  // Hidden: gone from the site at once; the school's staff still see it, privately.
  const staffPage = await get("/staff/site/photos", { cookie: staff, direct: true });
  const at = staffPage.body.indexOf(caption);
  const id = [...staffPage.body.slice(0, at).matchAll(/id="item-(\d+)"/g)].at(-1)?.[1];
  expect(id, "the console does not list the photo").toBeTruthy();
  await post("/staff/site/photos", staff, form({ intent: "hide", id: id! }));
  for (const url of widths) {
    expect((await get(url, { direct: true })).status, url).toBe(404);
    const preview = await get(url, { cookie: staff });
    expect([preview.status, preview.headers["cache-control"], cacheStatus(preview)], url).toEqual([200, "private, no-store", "BYPASS"]);
  }
  // Shown again, public again at once, and in nginx's cache (fresh: the second request a hit).
  await post("/staff/site/photos", staff, form({ intent: "show", id: id! }));
  for (const url of widths) {
    expect((await get(url, { direct: true })).status, url).toBe(200);
    expect((await get(url)).status, url).toBe(200);
    expect(cacheStatus(await get(url)), url).toBe("HIT");
  }
  storedAt = Date.now();

  // Deleted for good (the console's second step): a 404 from the site at once, whatever nginx kept.
  await post("/staff/site/photos", staff, form({ intent: "delete", id: id! }));
  for (const url of widths) {
    const answer = await get(url, { direct: true });
    expect([answer.status, answer.headers["cache-control"]], url).toEqual([404, "no-store"]);
  }
  // nginx: once the lifetime it was given has run out, every width is the site's 404, and stays so.
  await new Promise((resolve) => setTimeout(resolve, storedAt + OUTLIVED_MS - Date.now()));
  for (const url of widths) {
    for (let time = 0; time < 2; time += 1) {
      const answer = await get(url);
      expect([answer.status, answer.headers["content-type"]], url).toEqual([404, "text/plain; charset=utf-8"]);
    }
  }
  // Nobody asks for the photo any more: the gallery no longer names it.
  expect((await get("/gallery/photos?category=Withdrawn", { direct: true })).body).not.toContain(hash);
});
