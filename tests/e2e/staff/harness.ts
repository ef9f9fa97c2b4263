import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Browser, Page } from "@playwright/test";
import { test as base, withoutJavaScript } from "../fixtures.js";
import { type DnsServer, startDnsServer } from "../../support/dnsmasq.js";
import { startStage, type FormsStage } from "../forms/harness.js";

export { expect, expectNoAxeViolations, mailedLink, onlyIn, openForm, toast, unique, type FormsStage } from "../forms/harness.js";

/**
 * The staff console's stage, one per Playwright worker: the forms' provider + proxy + site
 * (tests/e2e/forms/harness.ts), with the site trusting one proxy hop so that each test can speak
 * from an address of its own (X-Forwarded-For) to the per-address limit of /admissions/status.
 * The provider looks domain proofs up in a DNS server of the worker's own (dnsmasq), where a test
 * publishes the records an owner would. Tests work in schools of their own, made with the
 * operator's `school` command.
 */
export const test = base.extend<{ stage: FormsStage; dns: DnsServer }, { staffStage: FormsStage; staffDns: DnsServer }>({
  staffDns: [
    async ({}, use) => {
      const dns = await startDnsServer();
      await use(dns);
      await dns.close();
    },
    { scope: "worker" },
  ],
  staffStage: [
    async ({ staffDns }, use) => {
      const { stage, dispose } = await startStage({ TRUST_PROXY: "1" }, { DNS_SERVERS: staffDns.address });
      await use(stage);
      await dispose();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  stage: async ({ staffStage }, use) => {
    staffStage.calls.length = 0;
    await use(staffStage);
  },
  dns: async ({ staffDns }, use) => {
    await use(staffDns);
  },
});

const run = promisify(execFile);

export type School = { clientId: number; name: string; origin: string; ownerEmail: string; ownerName: string; ownerLink: string };

/** A school of the test's own (`npm run school -- create`, as an operator runs it), with its owner's one-time link. */
export async function createSchool(stage: FormsStage, label: string): Promise<School> {
  const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, "");
  const domain = `${slug}.localhost`;
  const origin = `http://${domain}:${stage.site.port}`;
  const name = `${label} School`;
  const ownerEmail = `owner.${slug}@example.org`;
  const ownerName = `Principal ${label.split(" ").at(-1)}`;
  const { stdout } = await run(
    process.execPath,
    [
      "build/school.js",
      "create",
      "--name",
      name,
      "--domain",
      domain,
      "--owner-email",
      ownerEmail,
      "--owner-name",
      ownerName,
      "--contact-email",
      `office.${slug}@example.org`,
      "--base-url",
      origin,
    ],
    { env: { PATH: process.env.PATH, NODE_ENV: "production", DATABASE_URL: stage.dbPath } },
  );
  const clientId = Number(/Created school (\d+)/.exec(stdout)?.[1]);
  const ownerLink = stdout.split("\n").find((line) => line.startsWith(`${origin}/login/claim?token=`)) ?? "";
  if (!clientId || !ownerLink) throw new Error(`school create said:\n${stdout}`);
  return { clientId, name, origin, ownerEmail, ownerName, ownerLink };
}

/** A second person's browser (a parent, another staff member), with the project's JavaScript setting. */
export async function otherPage(browser: Browser, javaScript: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return javaScript ? page : withoutJavaScript(page);
}

/** Opens a one-time sign-in link, sets the password and lands in the console. */
export async function claimLink(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel("New password").fill(password);
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await page.waitForURL(/\/staff$/);
}

export async function signIn(page: Page, url: string, email: string, password: string) {
  await page.goto(url);
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The provider's own answer, for setting up what a test needs (a parent's account, a testimonial). */
export async function callProvider(stage: FormsStage, path: string, init: { method?: string; json?: unknown } = {}) {
  const response = await fetch(`${stage.apiUrl}${path}`, {
    method: init.method ?? "POST",
    headers: init.json ? { "Content-Type": "application/json" } : undefined,
    body: init.json ? JSON.stringify(init.json) : undefined,
  });
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}
