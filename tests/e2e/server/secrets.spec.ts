import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { bootFailure, freePort, request, startServer, TEST_SECRETS } from "./spawn.js";

// A first start with nothing set (README "Configuration"): the secrets are generated into
// DATA_DIR/secrets.json, kept across restarts, overridden by the environment, and a damaged file
// stops the boot with a message that names it.

const NO_SECRETS = { SESSION_SECRET: undefined, HONEYPOT_SECRET: undefined };
const SIGNED_OUT = "You have signed out.";

let dataDir: string;
test.beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "nurture-secrets-"));
});
test.afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function inDataDir(extra: Record<string, string | undefined> = {}) {
  return { ...NO_SECRETS, DATA_DIR: dataDir, DATABASE_URL: path.join(dataDir, "nurture.sqlite"), ...extra };
}

/** A signed flash cookie: POST /logout answers with the "signed out" toast for the next page. */
async function flashCookie(url: string): Promise<string> {
  const res = await request(`${url}/logout`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" } });
  expect(res.status).toBe(302);
  const cookies = [res.headers["set-cookie"] ?? []].flat().map((cookie) => cookie.split(";")[0]);
  expect(cookies.length).toBeGreaterThan(0);
  return cookies.join("; ");
}

async function showsToast(url: string, cookie: string): Promise<boolean> {
  const page = await request(`${url}/login`, { headers: { cookie } });
  expect(page.status).toBe(200);
  return page.body.includes(SIGNED_OUT);
}

test("a first start without secrets generates them once, privately, and a restart keeps them", async () => {
  const first = await startServer(inDataDir());
  let cookie: string;
  try {
    expect(first.output()).toContain('"event":"generated_secrets"');
    const file = path.join(dataDir, "secrets.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
    expect(stored.SESSION_SECRET?.length).toBeGreaterThanOrEqual(32);
    expect(stored.HONEYPOT_SECRET?.length).toBeGreaterThanOrEqual(32);
    expect(stored.SESSION_SECRET).not.toBe(stored.HONEYPOT_SECRET);
    // The secrets never reach the log.
    expect(first.output()).not.toContain(stored.SESSION_SECRET);
    const home = await request(`${first.url}/`);
    expect(home.status).toBe(200);
    expect(home.body).toContain("Sunshine Kids Academy");
    cookie = await flashCookie(first.url);
  } finally {
    expect(await first.stop()).toBe(0);
  }

  const before = readFileSync(path.join(dataDir, "secrets.json"), "utf8");
  const second = await startServer(inDataDir());
  try {
    expect(second.output()).toContain('"event":"using_generated_secrets"');
    expect(readFileSync(path.join(dataDir, "secrets.json"), "utf8")).toBe(before);
    // A cookie signed before the restart still verifies after it.
    expect(await showsToast(second.url, cookie)).toBe(true);
  } finally {
    await second.stop();
  }
});

test("secrets set in the environment win over the generated file", async () => {
  const generated = await startServer(inDataDir());
  let cookie: string;
  try {
    cookie = await flashCookie(generated.url);
    expect(await showsToast(generated.url, cookie)).toBe(true);
  } finally {
    await generated.stop();
  }
  const configured = await startServer(inDataDir(TEST_SECRETS));
  try {
    expect(configured.output()).not.toContain("generated_secrets");
    // Signed with the file's secret, so the environment's secret does not accept it.
    expect(await showsToast(configured.url, cookie)).toBe(false);
    expect(await showsToast(configured.url, await flashCookie(configured.url))).toBe(true);
  } finally {
    await configured.stop();
  }
});

test("a damaged secrets file stops the boot with a message naming it; it is never replaced", async () => {
  const file = path.join(dataDir, "secrets.json");
  writeFileSync(file, "{ not json", { mode: 0o600 });
  const result = await bootFailure({ ...inDataDir(), PORT: String(await freePort()), API_URL: "http://127.0.0.1:9/api/v1" });
  expect(result.code).not.toBe(0);
  expect(result.output).toContain(file);
  expect(result.output).toContain("SESSION_SECRET");
  expect(readFileSync(file, "utf8")).toBe("{ not json");
});

test("a weak secret in the environment still stops the boot, naming it", async () => {
  const result = await bootFailure({
    ...inDataDir({ HONEYPOT_SECRET: TEST_SECRETS.HONEYPOT_SECRET, SESSION_SECRET: "aaaaaaaaaaaaaaaaaaaa" }),
    PORT: String(await freePort()),
    API_URL: "http://127.0.0.1:9/api/v1",
  });
  expect(result.code).not.toBe(0);
  expect(result.output).toContain("SESSION_SECRET");
  expect(result.output).toContain("8 different characters");
});
