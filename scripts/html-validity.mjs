#!/usr/bin/env node
// The Nu Html Checker (vnu-jar, Java 17+) over the server HTML of every route of both demo schools:
// the public pages, the sign-in pages, forms sent back with their errors, the newsletter pages, the full-page photo viewer,
// the 404 page and the staff console (signed in as the demo staff member), the public pages in Hindi
// as well. Zero errors, or it fails.
//
// Usage (after `npm run build`): node scripts/html-validity.mjs   (HTML_CHECK_PORT, default 3251;
// HTML_CHECK_KEEP=1 keeps the saved pages for inspection)

import { spawn, execFile } from "node:child_process";
import http from "node:http";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";

const port = Number(process.env.HTML_CHECK_PORT ?? 3251);
const schools = [
  { host: "localhost", staff: { email: "owner@sunshinekids.example.org", password: "Kite-Meadow-Sunrise-42" } },
  { host: "rainbow.localhost", staff: null },
];

// Every page the school's sitemap lists (SPEC §2's route table, itself checked against SPEC by
// tests/e2e/pages/seo.desktop.js.spec.ts), and the pages a sitemap leaves out: a dialog and a photo
// opened by query, the status, privacy and sign-in pages, and the 404 page.
const unlistedPaths = [
  "/admissions/parentTestimonials?add=1",
  "/admissions/status",
  "/gallery/photos?photo=1",
  "/privacy",
  "/newsletter",
  "/newsletter/unsubscribe?token=not-a-real-token",
  "/login",
  "/register",
  "/no-such-page",
];

// Every page of Site content (README "Staff console").
const SITE_LISTS = [
  ["carousel", "photos", "videos", "events"],
  ["story", "mission", "whyChooseUs", "team", "programs", "programs/summerCamps"],
  ["admissionSteps", "admissionFaqs", "fees", "paymentMethods", "feesFaqs", "directions", "supportFaqs"],
].flat();
const staffPaths = [
  "/staff",
  "/staff/inbox",
  "/staff/testimonials",
  "/staff/payments",
  "/staff/erase",
  // A chart, tables and a GET form (README "Admissions": "The season at a glance").
  "/staff/report",
  "/staff/settings",
  "/staff/settings/templates",
  // The demo's first template open to edit (the first school's; the second's page lists its own).
  "/staff/settings/templates?edit=1",
  "/staff/team",
  "/staff/profile",
  "/staff/site",
  ...SITE_LISTS.map((list) => `/staff/site/${list}`),
  // The photos as a compact grid, and a Delete… question open (the demo's first photo).
  "/staff/site/photos?view=compact",
  "/staff/site/photos?delete=1",
];

const work = mkdtempSync(join(tmpdir(), "nurture-html-"));
const say = (line) => console.log(`html-validity: ${line}`);

const server = spawn(process.execPath, ["build/server.js"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: work,
    DATABASE_URL: join(work, "site.sqlite"),
    FORM_MIN_FILL_MS: "0",
    RATE_LIMIT_PER_MINUTE: "10000",
    LOG_LEVEL: "error",
  },
});

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer on port ${port}`);
}

/** A cookie jar of one: the session and flash cookies the site sets, sent back on the next request. */
function jar() {
  const cookies = new Map();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    keep(lines) {
      for (const line of lines) {
        const [pair] = line.split(";");
        const at = pair.indexOf("=");
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
  };
}

const pages = [];
async function save(label, response) {
  const html = await response.text();
  if (!html.trimStart().toLowerCase().startsWith("<!doctype html")) throw new Error(`${label}: not an HTML page (${response.status})`);
  const file = join(work, `${String(pages.length).padStart(3, "0")}.html`);
  writeFileSync(file, html);
  pages.push({ label, file });
}

/** node:http, not fetch: fetch may not set Host, and the school is chosen by the Host header. */
function request(host, path, cookies, { method = "GET", body } = {}) {
  const payload = body ? body.toString() : undefined;
  const headers = { Host: `${host}:${port}`, Cookie: cookies.header() };
  if (payload) Object.assign(headers, { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(payload) });
  return new Promise((resolve, reject) => {
    const sent = http.request({ host: "127.0.0.1", port, path, method, headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        cookies.keep([response.headers["set-cookie"] ?? []].flat());
        resolve({ status: response.statusCode, text: async () => Buffer.concat(chunks).toString("utf8") });
      });
    });
    sent.on("error", reject);
    sent.end(payload);
  });
}

/** The hidden fields of the page's first POST form (honeypot, signed time, idempotency key). */
function hiddenFields(html) {
  const form = html.slice(html.indexOf('method="post"'));
  const fields = new URLSearchParams();
  for (const [input] of form.matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (!name || !/type="(hidden|text)"/.test(input)) continue;
    const value = /value="([^"]*)"/.exec(input)?.[1] ?? "";
    if (/readonly|type="hidden"/.test(input) || value === "") fields.set(name, value.replace(/&amp;/g, "&"));
  }
  return fields;
}

async function collect({ host, staff }) {
  const cookies = jar();
  const sitemap = await (await request(host, "/sitemap.xml", cookies)).text();
  const listed = [...sitemap.matchAll(/<loc>[a-z]+:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1]);
  if (listed.length === 0) throw new Error(`${host}: the sitemap lists no page`);
  // The sitemap lists each page in each of the school's languages (README "Languages"); the pages
  // it leaves out are checked in Hindi too.
  const hindi = unlistedPaths.map((path) => `/hi${path}`);
  for (const path of [...listed, ...unlistedPaths, ...hindi]) await save(`${host}${path}`, await request(host, path, cookies));

  // A form sent back with its errors (nothing but the guard fields filled in).
  const form = await (await request(host, "/contact/info", cookies)).text();
  await save(`${host} POST /contact/info (errors)`, await request(host, "/contact/info", cookies, { method: "POST", body: hiddenFields(form) }));

  // The newsletter page with a bad address and its error, then a subscriber's unsubscribe page.
  const newsletter = (email) => new URLSearchParams({ name__confirm: "", returnTo: "/", email });
  await save(
    `${host} POST /newsletter (errors)`,
    await request(host, "/newsletter", cookies, { method: "POST", body: newsletter("not-an-address") }),
  );
  const subscriber = `html-check@${host}.example.org`;
  await (await request(host, "/newsletter", cookies, { method: "POST", body: newsletter(subscriber) })).text();
  const database = new SQLite(join(work, "site.sqlite"), { readonly: true });
  const token = database
    .prepare(`select "unsubscribeToken" from "newsletterSubscribers" where "normalizedEmail" = ?`)
    .get(subscriber)?.unsubscribeToken;
  database.close();
  if (!token) throw new Error(`${host}: the newsletter sign-up was not stored`);
  await save(`${host}/newsletter/unsubscribe?token=…`, await request(host, `/newsletter/unsubscribe?token=${token}`, cookies));

  if (!staff) return;
  const signIn = await request(host, "/login", cookies, { method: "POST", body: new URLSearchParams(staff) });
  if (signIn.status !== 302) throw new Error(`${host}: the demo staff sign-in answered ${signIn.status}`);
  for (const path of staffPaths) await save(`${host}${path}`, await request(host, path, cookies));
  const inbox = await (await request(host, "/staff/inbox", cookies)).text();
  const detail = /href="(\/staff\/inbox\/(?:enrollment|enquiry)\/\d+)"/.exec(inbox)?.[1];
  if (!detail) throw new Error(`${host}: no submission to open in the staff inbox`);
  const detailHtml = await (await request(host, detail, cookies)).text();
  await save(`${host}${detail}`, await request(host, detail, cookies));
  // "Contact the family" with a template chosen: its text shown and the reply form filled.
  const template = /<option value="(\d+)"/.exec(detailHtml)?.[1];
  if (template) await save(`${host}${detail}?template=${template}`, await request(host, `${detail}?template=${template}`, cookies));
}

let failed;
try {
  await waitForServer();
  for (const school of schools) await collect(school);
  const vnu = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
  say(`checking ${pages.length} pages with the Nu Html Checker`);
  const run = promisify(execFile);
  // vnu exits 1 when it reports an error; the report is on stderr either way.
  const { stderr } = await run("java", ["-jar", vnu, "--errors-only", "--format", "json", ...pages.map((page) => page.file)], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error) => error);
  const messages = JSON.parse(stderr || '{"messages":[]}').messages;
  for (const message of messages) {
    const page = pages.find((candidate) => message.url?.endsWith(candidate.file));
    console.error(`  ${page?.label ?? message.url}:${message.lastLine ?? "?"}: ${message.message}\n    ${(message.extract ?? "").trim()}`);
  }
  failed = messages.length > 0;
  say(failed ? `FAIL: ${messages.length} errors` : `ok: ${pages.length} pages, 0 errors`);
} catch (error) {
  failed = true;
  console.error(`html-validity: FAIL: ${error instanceof Error ? error.message : error}`);
} finally {
  server.kill("SIGTERM");
  if (process.env.HTML_CHECK_KEEP) say(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
