import type { Page } from "@playwright/test";
import { demoSchools } from "../../../api/demo-data.js";
import { expect, expectFieldError, expectNoAxeViolations, mailedLink, openForm, test, toast, unique, type FormsStage } from "./harness.js";

// Sign-in (SPEC §4, §6, §7, §8): register → login → list calls carry the token as Bearer
// → logout clears the cookie and lands on /login; failures show the server's message as a toast
// and on the form; the token lives only in the HttpOnly session cookie.

const PASSWORD = "sunny-mornings-2024";
const schoolA = demoSchools[0]!.client.clientName;

function emailFor(name: string) {
  return `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.org`;
}

const field = (page: Page, label: string) => page.getByRole("main").getByLabel(label, { exact: true });

/** The content lists the home page asks for after `since`, with their Authorization headers. */
function listCalls(stage: FormsStage, since: number) {
  return stage.calls.slice(since).filter((call) => call.method === "GET" && /^\/(carousel|gallery|ourTeam)\/all$/.test(call.path));
}

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === "__session");
}

async function register(page: Page, stage: FormsStage, javaScript: boolean, name: string, password = PASSWORD) {
  const ready = await openForm(page, `${stage.url()}/register`, javaScript);
  await expect(page.getByRole("heading", { level: 1, name: "Create an Account" })).toBeVisible();
  await expect(field(page, "Name")).toHaveAttribute("autocomplete", "name");
  await expect(field(page, "Mobile")).toHaveAttribute("autocomplete", "tel");
  await expect(field(page, "Email")).toHaveAttribute("autocomplete", "email");
  await expect(field(page, "Password")).toHaveAttribute("autocomplete", "new-password");
  await expect(field(page, "Password")).toHaveAttribute("type", "password");
  await field(page, "Name").fill(name);
  await field(page, "Mobile").fill("9876543210");
  await field(page, "Email").fill(emailFor(name));
  await field(page, "Password").fill(password);
  await ready();
  await page.getByRole("button", { name: "Create Account" }).click();
}

const registered = (email: string) => `Thank you! We have sent a message to ${email}. Open the link in it to finish signing up.`;

/** Registers, then opens the link the provider mailed and confirms: signed in on /account. */
async function signUp(page: Page, stage: FormsStage, javaScript: boolean, name: string) {
  await register(page, stage, javaScript, name);
  await expect(page).toHaveURL(`${stage.url()}/login`);
  await expect(toast(page, registered(emailFor(name)))).toBeVisible();
  await page.goto(stage.url() + mailedLink(stage, emailFor(name), "/register/confirm"));
  await page.getByRole("button", { name: "Confirm and Sign In" }).click();
  await expect(page).toHaveURL(`${stage.url()}/account`);
}

test("register → login → list calls carry the Bearer token → logout clears the cookie and lands on /login", async ({
  page,
  stage,
  javaScript,
}, testInfo) => {
  // Four sign-ins with scrypt and a dozen pages: more than the default 30 s on a busy machine.
  test.slow();
  const name = unique("Lakshmi", testInfo);
  await register(page, stage, javaScript, name);
  // Nobody is signed in by register (README "Forms and sign-in"): the mailed link makes the account.
  await expect(page).toHaveURL(`${stage.url()}/login`);
  await expect(toast(page, registered(emailFor(name)))).toBeVisible();
  expect(stage.calls.filter((call) => call.token)).toEqual([]);
  await page.goto(stage.url() + mailedLink(stage, emailFor(name), "/register/confirm"));
  await expect(page.getByRole("heading", { level: 1, name: "Finish Signing Up" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(emailFor(name));
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm and Sign In" }).click();

  // /account: who is signed in, for which school.
  await expect(page).toHaveURL(`${stage.url()}/account`);
  await expect(page.getByRole("heading", { level: 1, name: "Your Account" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(name);
  await expect(page.getByRole("main")).toContainText(emailFor(name));
  await expect(page.getByRole("main")).toContainText(schoolA);
  await expect(toast(page, `Welcome, ${name}!`)).toBeVisible();
  await expectNoAxeViolations(page);

  // The provider was asked with the school's domain; register gives no token (README "Forms and
  // sign-in"), the confirmation does, and that token is nowhere but the cookie.
  const registerCall = stage.calls.find((call) => call.method === "POST" && call.path === "/auth/register" && call.status === 202);
  expect(registerCall?.query.get("domain")).toBe("localhost");
  expect(registerCall?.token).toBeUndefined();
  const confirmed = stage.calls.find((call) => call.method === "POST" && call.path === "/auth/confirm" && call.status === 201);
  const firstToken = confirmed?.token ?? "";
  expect(firstToken.length).toBeGreaterThan(20);
  const cookie = await sessionCookie(page);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe("Lax");
  expect(cookie?.value).not.toContain(firstToken);
  expect(await page.content()).not.toContain(firstToken);
  if (javaScript) {
    // Nothing of the session in the page's storage (Remix keeps only its scroll positions there).
    const stored = await page.evaluate(() => [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage }), document.cookie]);
    expect(stored.join(" ")).not.toContain(firstToken);
    expect(stored[0]).toBe("{}");
    expect(stored[2]).toBe("");
  }

  // List calls made for this visitor carry the token (SPEC §6), straight from the cookie.
  let mark = stage.calls.length;
  await page.goto(`${stage.url()}/`);
  await expect.poll(() => listCalls(stage, mark).length).toBeGreaterThanOrEqual(3);
  for (const call of listCalls(stage, mark)) expect(call.authorization).toBe(`Bearer ${firstToken}`);

  // Sign out (a POST): the provider revokes the token, so a copy of the old cookie opens nothing.
  const signedInCookie = await sessionCookie(page);
  await page.goto(`${stage.url()}/account`);
  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page).toHaveURL(`${stage.url()}/login`);
  await expect(toast(page, "You have signed out.")).toBeVisible();
  expect((await sessionCookie(page))?.value ?? "").toBe("");
  const revoked = stage.calls.filter((call) => call.method === "POST" && call.path === "/auth/logout").at(-1);
  expect(revoked?.authorization).toBe(`Bearer ${firstToken}`);
  expect(revoked?.status).toBe(200);
  if (signedInCookie) await page.context().addCookies([signedInCookie]);
  await page.goto(`${stage.url()}/account`);
  await expect(page).toHaveURL(`${stage.url()}/login`);
  await expect(toast(page, "Your sign-in has expired. Please sign in again.")).toBeVisible();
  expect((await sessionCookie(page))?.value ?? "").toBe("");

  // Then sign in again with the same account.

  await expect(field(page, "Email")).toHaveAttribute("autocomplete", "email");
  await expect(field(page, "Password")).toHaveAttribute("autocomplete", "current-password");
  await field(page, "Email").fill(emailFor(name));
  await field(page, "Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`${stage.url()}/account`);
  await expect(page.getByRole("main")).toContainText(name);
  const loggedIn = stage.calls.filter((call) => call.method === "POST" && call.path === "/auth/login").at(-1);
  expect(loggedIn?.query.get("domain")).toBe("localhost");
  const secondToken = loggedIn?.token ?? "";
  expect(secondToken.length).toBeGreaterThan(20);
  expect(secondToken).not.toBe(firstToken);

  mark = stage.calls.length;
  await page.goto(`${stage.url()}/`);
  await expect.poll(() => listCalls(stage, mark).length).toBeGreaterThanOrEqual(3);
  for (const call of listCalls(stage, mark)) expect(call.authorization).toBe(`Bearer ${secondToken}`);

  // Logout: the cookie is cleared, /login is where it lands, and lists go out without a token.
  await page.goto(`${stage.url()}/account`);
  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page).toHaveURL(`${stage.url()}/login`);
  expect((await sessionCookie(page))?.value ?? "").toBe("");
  // (Anonymous lists may come from the site's cache; whatever goes out carries no token.)
  mark = stage.calls.length;
  await page.goto(`${stage.url()}/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(stage.calls.slice(mark).filter((call) => call.authorization !== undefined)).toEqual([]);
  // Signed out, /account sends to /login.
  await page.goto(`${stage.url()}/account`);
  await expect(page).toHaveURL(`${stage.url()}/login`);
});

test("sign-in and registration failures show the server's message as a toast and on the form", async ({ page, stage, javaScript }, testInfo) => {
  // Three registrations (one confirmed by its link), sign-ins with scrypt and a dozen pages.
  test.setTimeout(120_000);
  const name = unique("Farah", testInfo);
  await signUp(page, stage, javaScript, name);
  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page).toHaveURL(`${stage.url()}/login`);

  // Wrong password: the provider's 401 message.
  await expectNoAxeViolations(page);
  await field(page, "Email").fill(emailFor(name));
  await field(page, "Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toast(page, "Invalid e-mail or password")).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid e-mail or password");
  await expect(field(page, "Email")).toHaveValue(emailFor(name));
  await expect(page).toHaveURL(`${stage.url()}/login`);
  await expectNoAxeViolations(page);

  // Empty fields: the form's own messages.
  await field(page, "Email").fill("");
  await field(page, "Password").fill("");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expectFieldError(field(page, "Email"), "Email is required");
  await expectFieldError(field(page, "Password"), "Password is required");

  // Registering the same e-mail again with another password tells nobody that it had an account:
  // the same answer as a new e-mail, on /login, signed in nowhere, and the old password stands.
  await page.goto(`${stage.url()}/register`);
  await register(page, stage, javaScript, name, "quiet-lanterns-by-the-river");
  await expect(page).toHaveURL(`${stage.url()}/login`);
  await expect(toast(page, registered(emailFor(name)))).toBeVisible();
  expect(await page.content()).not.toContain("already");
  await field(page, "Email").fill(emailFor(name));
  await field(page, "Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`${stage.url()}/account`);
  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page).toHaveURL(`${stage.url()}/login`);

  // The password rules (at least 8 characters; not easy to guess: the provider's) and the mobile rule.
  await page.goto(`${stage.url()}/register`);
  await register(page, stage, javaScript, unique("Zoya", testInfo), "short");
  // (Without JavaScript that was sent, and a password never comes back into the page.)
  await field(page, "Password").fill("short");
  await field(page, "Mobile").fill("123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expectFieldError(field(page, "Password"), "Password must be at least 8 characters");
  await expectFieldError(field(page, "Mobile"), "Invalid mobile no.");
  await expectNoAxeViolations(page);
  await field(page, "Mobile").fill("9876543210");
  await field(page, "Password").fill("password");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expectFieldError(
    field(page, "Password"),
    "Password is too easy to guess. Use a longer passphrase — three or four unrelated words work well — and avoid common passwords, names and dates.",
  );
  await expect(page).toHaveURL(`${stage.url()}/register`);
});

test("a tampered session cookie is treated as signed out: pages answer 200, /account sends to /login", async ({
  page,
  stage,
  javaScript,
}, testInfo) => {
  // The cookie's signature is checked by the server, the same at any width.
  const name = unique("Zoya", testInfo);
  await signUp(page, stage, javaScript, name);
  const cookie = await sessionCookie(page);
  expect(cookie).toBeTruthy();
  const value = cookie!.value;
  // Change one character of the signed payload.
  const tampered = `${value.slice(0, 10)}${value[10] === "A" ? "B" : "A"}${value.slice(11)}`;
  await page.context().addCookies([{ ...cookie!, value: tampered }]);

  const mark = stage.calls.length;
  const home = await page.goto(`${stage.url()}/`);
  expect(home?.status()).toBe(200);
  expect(stage.calls.slice(mark).filter((call) => call.authorization !== undefined)).toEqual([]);
  const account = await page.goto(`${stage.url()}/account`);
  expect(account?.status()).toBe(200);
  await expect(page).toHaveURL(`${stage.url()}/login`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
});

test("/logout signs out only by POST: a GET shows the button, or sends a signed-out visitor to /login", async ({
  page,
  stage,
  javaScript,
}, testInfo) => {
  // Which method signs out is the server's rule, the same at any width.
  await page.goto(`${stage.url()}/logout`);
  await expect(page).toHaveURL(`${stage.url()}/login`);

  const name = unique("Omar", testInfo);
  await signUp(page, stage, javaScript, name);
  await page.goto(`${stage.url()}/logout`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign Out" })).toBeVisible();
  await page.goto(`${stage.url()}/account`);
  await expect(page.getByRole("main")).toContainText(name);
  await page.goto(`${stage.url()}/logout`);
  await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(`${stage.url()}/login`);
  await page.goto(`${stage.url()}/account`);
  await expect(page).toHaveURL(`${stage.url()}/login`);
});
