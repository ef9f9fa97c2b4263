import type { Page } from "@playwright/test";
import { demoSchools } from "../../../api/demo-data.js";
import { expect, SCHOOL_B, test } from "../fixtures.js";

// README "Forms and sign-in": a redirect target taken from the request is judged as the browser
// will follow it, after URL normalisation; these are the corpus's worst (tests/app/redirect.test.ts),
// sent by a real browser, JavaScript on and off. Wherever the visitor ends up, it is this site.

const rainbow = demoSchools.find((school) => school.client.clientName.startsWith("Rainbow"));
const staff = rainbow?.accounts.find((account) => account.role === "staff");

const WORST = [
  "/.//evil.example/phish",
  "/a/..//evil.example",
  "/%2e%2e//evil.example",
  "/.\\/evil.example",
  "/\\evil.example",
  "//evil.example",
  "/\t/evil.example",
  "https://evil.example/phish",
  "//staff@evil.example",
];

const loginWith = (payload: string) => `/login?${new URLSearchParams({ redirectTo: payload })}`;

/** Any request to the other origin is answered here, so that landing there would be seen, not a DNS error. */
async function watchEvil(page: Page): Promise<string[]> {
  const reached: string[] = [];
  await page.context().route(/^https?:\/\/evil\.example/, async (route) => {
    reached.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "text/html", body: "<title>Phished</title><h1>Phished</h1>" });
  });
  return reached;
}

async function signIn(page: Page, path = "/login") {
  await page.goto(`${SCHOOL_B}${path}`);
  await page.getByLabel("Email", { exact: true }).fill(staff?.email ?? "");
  await page.getByLabel("Password", { exact: true }).fill(staff?.password ?? "");
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("GET /login?redirectTo=… for a signed-in visitor never leaves the site", async ({ page }) => {
  test.slow();
  const reached = await watchEvil(page);
  await signIn(page);
  await page.waitForURL(`${SCHOOL_B}/staff`);
  for (const payload of WORST) {
    await page.goto(`${SCHOOL_B}${loginWith(payload)}`);
    expect(new URL(page.url()).origin, payload).toBe(SCHOOL_B);
    await expect(page.getByRole("heading", { name: "Phished" })).toHaveCount(0);
  }
  expect(reached).toEqual([]);
});

for (const payload of WORST.slice(0, 5)) {
  test(`POST /login?redirectTo=${JSON.stringify(payload)} with good credentials lands on the site`, async ({ page }) => {
    const reached = await watchEvil(page);
    await page.goto(`${SCHOOL_B}/login`);
    // The page's own form never names a refused target (its loader drops it): the payload is put
    // back into the form's action, as a crafted page would have it.
    await page.locator("form#login-form").evaluate((form, action) => form.setAttribute("action", action), loginWith(payload));
    await page.getByLabel("Email", { exact: true }).fill(staff?.email ?? "");
    await page.getByLabel("Password", { exact: true }).fill(staff?.password ?? "");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`${SCHOOL_B}/staff`);
    expect(new URL(page.url()).origin).toBe(SCHOOL_B);
    expect(reached).toEqual([]);
  });
}
