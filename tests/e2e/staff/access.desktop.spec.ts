import type { Page } from "@playwright/test";
import { demoSchools } from "../../../api/demo-data.js";
import { callProvider, expect, expectNoAxeViolations, mailedLink, onlyIn, signIn, test, unique } from "./harness.js";

// Who may open the staff console (README "Staff console"): anonymous visitors are sent to /login
// and back (never to another site), a parent's account gets the site's ordinary 404, staff do not
// get the owner's pages, and one school's staff cannot reach another school's rows. The walls are
// the server's: each test runs once, with JavaScript or without in turn.

const [sunshine, rainbow] = demoSchools;
const account = (school: typeof sunshine, role: "owner" | "staff") => {
  const found = school?.accounts.find((item) => item.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
};

/**
 * The site's 404 page: inside the console's own layout for the school's staff (a row or page they
 * may not open), in the public layout for anyone the console turns away, so nothing says it is there.
 */
async function expectNotFound(page: Page, url: string, within: "console" | "site" = "site") {
  const response = await page.goto(url);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Staff console" })).toHaveCount(within === "console" ? 1 : 0);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(within === "console" ? 0 : 1);
}

test(
  "anonymous visitors sign in and come back; redirectTo another site is ignored; staff get no owner pages",
  onlyIn("desktop-nojs"),
  async ({ page, stage }) => {
    const staff = account(sunshine, "staff");
    const owner = account(sunshine, "owner");

    // Anonymous: to /login, and back to the page asked for after signing in.
    await page.goto(`${stage.url()}/staff/inbox?status=received&kind=enrollment`);
    await expect(page).toHaveURL(`${stage.url()}/login?redirectTo=%2Fstaff%2Finbox%3Fstatus%3Dreceived%26kind%3Denrollment`);
    await signIn(page, page.url(), staff.email, staff.password);
    await expect(page).toHaveURL(`${stage.url()}/staff/inbox?status=received&kind=enrollment`);
    await expect(page.getByLabel("Status")).toHaveValue("received");
    await expect(page.getByRole("row", { name: /SUN-7K3Q9/ })).toBeVisible();

    // Private and unindexed, every page and the CSV.
    const inbox = await page.goto(`${stage.url()}/staff/inbox`);
    expect(inbox?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const csv = await page.request.get(`${stage.url()}/staff/inbox/export?status=received`);
    expect(csv.headers()["cache-control"]).toBe("private, no-store");
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");

    // Staff are not owners: no Team link, and the page itself is the one 404.
    await expect(page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Team" })).toHaveCount(0);
    await expectNotFound(page, `${stage.url()}/staff/team`, "console");
    await page.goto(`${stage.url()}/staff`);
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(`${stage.url()}/login`);

    // Another site, or a protocol-relative path, in redirectTo: the console instead.
    for (const evil of ["https://evil.example/staff", "//evil.example/staff", "/\\evil.example"]) {
      await signIn(page, `${stage.url()}/login?redirectTo=${encodeURIComponent(evil)}`, owner.email, owner.password);
      await expect(page).toHaveURL(`${stage.url()}/staff`);
      await page.getByRole("button", { name: "Sign Out" }).click();
      await expect(page).toHaveURL(`${stage.url()}/login`);
    }
  },
);

test("a parent's account gets the site's ordinary 404 on every /staff page", onlyIn("desktop-js"), async ({ page, stage }, testInfo) => {
  const name = unique("Kavya", testInfo);
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.org`;
  const password = "Mellow-Tulip-Harbour-81";
  const registered = await callProvider(stage, "/auth/register", { json: { name, mobile: "9876501234", email, password, domain: "localhost" } });
  expect(registered.status).toBe(202);
  // The account exists once the link mailed to it is used (README "Forms and sign-in").
  const token = new URLSearchParams(mailedLink(stage, email, "/register/confirm").split("?")[1]).get("token");
  expect((await callProvider(stage, "/auth/confirm", { json: { token, domain: "localhost" } })).status).toBe(201);

  // An unknown URL's 404, for comparison: the console's must not differ in what it says.
  await page.goto(`${stage.url()}/no-such-page`);
  const ordinaryTitle = await page.title();
  const ordinaryText = await page.getByRole("main").innerText();

  await signIn(page, `${stage.url()}/login?redirectTo=%2Fstaff`, email, password);
  await expect(page).toHaveURL(`${stage.url()}/account`);
  for (const path of [
    "/staff",
    "/staff/inbox",
    "/staff/inbox/enrollment/1",
    "/staff/testimonials",
    "/staff/team",
    "/staff/settings/templates",
    "/staff/visits",
    "/staff/visits/slots",
    "/staff/inbox/visit/1",
    "/staff/admissions",
  ]) {
    await expectNotFound(page, `${stage.url()}${path}`);
    expect(await page.title()).toBe(ordinaryTitle);
    expect(await page.getByRole("main").innerText()).toBe(ordinaryText);
  }
  await expectNoAxeViolations(page);
  // The CSV too: a 404, not a file.
  const csv = await page.request.get(`${stage.url()}/staff/inbox/export`);
  expect(csv.status()).toBe(404);
});

test("school B's staff cannot open school A's rows, nor use their sign-in on school A's site", onlyIn("desktop-nojs"), async ({ page, stage }) => {
  const staffB = account(rainbow, "staff");
  const [rowA] = stage.query<{ id: number }>("select id from enrollments where reference = ?", "SUN-7K3Q9");
  const [rowB] = stage.query<{ id: number }>("select id from enrollments where reference = ?", "RAI-3NQ7X");
  if (!rowA || !rowB) throw new Error("demo rows missing");

  await signIn(page, `${stage.url("B")}/login`, staffB.email, staffB.password);
  await expect(page).toHaveURL(`${stage.url("B")}/staff`);
  await page.goto(`${stage.url("B")}/staff/inbox/enrollment/${rowB.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Enrollment RAI-3NQ7X" })).toBeVisible();
  await expectNoAxeViolations(page);

  // School A's row by its id, on school B's console: the same 404 as a missing row.
  await expectNotFound(page, `${stage.url("B")}/staff/inbox/enrollment/${rowA.id}`, "console");
  await expectNotFound(page, `${stage.url("B")}/staff/inbox/enrollment/999999`, "console");

  // School B's session cookie carried to school A's host: the provider refuses the other school.
  const session = (await page.context().cookies(stage.url("B"))).find((cookie) => cookie.name === "__session");
  expect(session).toBeTruthy();
  await page
    .context()
    .addCookies([{ name: "__session", value: session?.value ?? "", domain: "localhost", path: "/", httpOnly: true, sameSite: "Lax" }]);
  await expectNotFound(page, `${stage.url("A")}/staff`);
  await expectNotFound(page, `${stage.url("A")}/staff/inbox/enrollment/${rowA.id}`);
});
