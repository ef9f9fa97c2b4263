import type { Page } from "@playwright/test";
import { demoSchools } from "../../../api/demo-data.js";
import { STAFF_NAV } from "../../../app/content/staff.js";
import { expect, expectNoAxeViolations, SCHOOL_A, test } from "../fixtures.js";

// The staff console's own layout at 1280 px (README "Staff console"), with JavaScript on and off:
// a side bar with the school, every section in one column, the signed-in person and Sign Out; the
// public site's info bar, menu and footer nowhere. Signed in as the demo school's owner, who sees
// every section (api/demo-data.ts).

const school = demoSchools[0]!;
const owner = school.accounts.find((account) => account.role === "owner")!;

async function signIn(page: Page) {
  await page.goto(`${SCHOOL_A}/login?redirectTo=%2Fstaff%2Finbox`);
  await page.getByLabel("Email", { exact: true }).fill(owner.email);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL(`${SCHOOL_A}/staff/inbox`);
}

test("the sections stand in one column of a side bar, the current one marked, with no public chrome", async ({ page }) => {
  await signIn(page);
  // A page of its own (no welcome toast), the keyboard at its start.
  await page.goto(`${SCHOOL_A}/staff/inbox`);
  const bar = page.getByRole("banner");
  const nav = page.getByRole("navigation", { name: "Staff console" });
  const links = nav.getByRole("link");
  await expect(links).toHaveText(STAFF_NAV.map((item) => item.label));

  // One column inside the side bar: the same left edge, each below the one before, and the page
  // to the right of the bar.
  const barBox = (await bar.boundingBox())!;
  expect(barBox.x).toBe(0);
  expect(barBox.width).toBeLessThan(320);
  const boxes = await links.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
  for (const [index, box] of boxes.entries()) {
    expect(box.left).toBe(boxes[0]!.left);
    expect(box.left).toBeGreaterThanOrEqual(barBox.x);
    expect(box.right).toBeLessThanOrEqual(barBox.x + barBox.width);
    if (index > 0) expect(box.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom);
  }
  const mainBox = (await page.getByRole("main").boundingBox())!;
  expect(mainBox.x).toBeGreaterThanOrEqual(barBox.x + barBox.width);

  // The current section, and only it.
  await expect(nav.getByRole("link", { name: "Inbox", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(nav.locator("[aria-current]")).toHaveCount(1);

  // The school, the person with their role, Sign Out; the phone's Menu button is not shown.
  await expect(bar).toContainText(school.client.clientName);
  await expect(bar).toContainText(new RegExp(`Signed in as ${owner.name}\\s*Owner`));
  await expect(bar.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(page.locator("#console-menu > summary")).toBeHidden();

  // None of the public site's chrome: info bar, menu, newsletter, footer.
  await expect(page.getByText(/Opening Time/)).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "SUBSCRIBE" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  // The day's counts come from GET /staff/today: when it fails the page shows none, and no error.
  await expect(page.getByRole("region", { name: "Notifications" }).getByRole("status")).toBeEmpty();
  await expectNoAxeViolations(page);

  // The skip link leads past the side bar to the page.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toHaveAttribute("href", "#main");

  // Choosing a section moves the mark; the side bar stays where it was.
  await nav.getByRole("link", { name: "Testimonials", exact: true }).click();
  await expect(page).toHaveURL(`${SCHOOL_A}/staff/testimonials`);
  await expect(page.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Testimonials", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(nav.locator("[aria-current]")).toHaveCount(1);
  expect((await bar.boundingBox())!.x).toBe(0);

  // The team at this width is a table (a card per member is the phone's).
  await nav.getByRole("link", { name: "Team", exact: true }).click();
  await expect(page.getByRole("table", { name: "Team members" })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(owner.name) })).toContainText(owner.email);
  await expect(page.getByRole("heading", { level: 2, name: "Team members" })).toBeHidden();
});

test("a page a staff member may not open is the 404 inside the console; the public pages keep their own layout", async ({ page }) => {
  await signIn(page);
  const answer = await page.goto(`${SCHOOL_A}/staff/inbox/enrollment/999999`);
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Staff console" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // "View the site": the public home, in the public layout, still signed in.
  await page.getByRole("link", { name: "View the site" }).click();
  await expect(page).toHaveURL(`${SCHOOL_A}/`);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Staff console" })).toHaveCount(0);
});
