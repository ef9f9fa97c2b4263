import type { Page } from "@playwright/test";
import { demoSchools } from "../../../api/demo-data.js";
import { STAFF_NAV } from "../../../app/content/staff.js";
import { expect, expectNoAxeViolations, SCHOOL_A, test } from "../fixtures.js";

// The staff console's own layout on a 375 px phone (README "Staff console"), with JavaScript on
// and off: a bar with the school and a Menu button that opens every section (a <details>, so
// without JavaScript too), the person and Sign Out inside it; the team as a card per member.
// Signed in as the demo school's owner, who sees every section (api/demo-data.ts).

const school = demoSchools[0]!;
const owner = school.accounts.find((account) => account.role === "owner")!;

async function signIn(page: Page) {
  await page.goto(`${SCHOOL_A}/login?redirectTo=%2Fstaff`);
  await page.getByLabel("Email", { exact: true }).fill(owner.email);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL(`${SCHOOL_A}/staff`);
}

const menuButton = (page: Page) => page.locator("#console-menu > summary");
const menu = (page: Page) => page.getByRole("navigation", { name: "Staff console" });

test("the Menu button opens every section, by keyboard too, and the current one is marked", async ({ page, javaScript }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto(`${SCHOOL_A}/staff`);
  const bar = page.getByRole("banner");
  await expect(bar).toContainText(school.client.clientName);
  await expect(menuButton(page)).toBeVisible();
  await expect(menuButton(page)).toHaveText("Menu");
  await expect(menu(page)).toBeHidden();
  // No public chrome, and nothing wider than the phone.
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // By keyboard: to the button, open it, and on into the sections.
  await menuButton(page).focus();
  await page.keyboard.press("Enter");
  await expect(menu(page)).toBeVisible();
  await expect(menu(page).getByRole("link")).toHaveText(STAFF_NAV.map((item) => item.label));
  await expect(menu(page).getByRole("link", { name: "Overview", exact: true })).toHaveAttribute("aria-current", "page");
  await page.keyboard.press("Tab");
  await expect(menu(page).getByRole("link", { name: "Overview", exact: true })).toBeFocused();
  // The person and Sign Out are in the menu.
  await expect(bar).toContainText(new RegExp(`Signed in as ${owner.name}\\s*Owner`));
  await expect(bar.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expectNoAxeViolations(page);
  // Enter on the button closes it again.
  await menuButton(page).focus();
  await page.keyboard.press("Enter");
  await expect(menu(page)).toBeHidden();

  if (javaScript) {
    // Escape closes it and gives the focus back to the button; so does a tap outside.
    await menuButton(page).click();
    await menu(page).getByRole("link", { name: "Inbox", exact: true }).focus();
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  }
  // A tap on the dimmed page below the open menu closes it (without JavaScript too).
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  // Just below the menu, whose height grows with the sections.
  const panel = (await page.locator(".console-menu-panel").boundingBox())!;
  expect(panel.y + panel.height).toBeLessThan(736);
  await page.mouse.click(187, panel.y + panel.height + 4);
  await expect(menu(page)).toBeHidden();

  // Every section, each chosen from the menu; it is closed on the new page, which it marks.
  for (const item of STAFF_NAV.slice(1)) {
    await menuButton(page).click();
    await menu(page).getByRole("link", { name: item.label, exact: true }).click();
    await expect(page).toHaveURL(`${SCHOOL_A}${item.to}`);
    // The new page is on screen (the side bar, hidden at this width, marks it too): React may
    // render it a moment after the address changed, and a menu opened on the page being left
    // closes as that page goes.
    await expect(page.locator(".console-side [aria-current='page']")).toHaveAttribute("href", item.to);
    await expect(menu(page)).toBeHidden();
    await menuButton(page).click();
    await expect(menu(page).getByRole("link", { name: item.label, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(menu(page).locator("[aria-current]")).toHaveCount(1);
    await menuButton(page).click();
    await expect(menu(page)).toBeHidden();
  }
});

test("the team is a card per member, with name, e-mail, role and the actions", async ({ page }) => {
  await signIn(page);
  await page.goto(`${SCHOOL_A}/staff/team`);
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  await expect(page.getByRole("table")).toBeHidden();
  const cards = page.getByRole("region", { name: "Team members" }).getByRole("listitem");
  await expect(cards.first()).toBeVisible();
  for (const account of school.accounts) {
    const card = cards.filter({ has: page.getByRole("heading", { level: 3, name: account.name }) });
    await expect(card).toContainText(`E-mail${account.email}`);
    await expect(card).toContainText(`Role${account.role === "owner" ? "Owner" : "Staff"}`);
    await expect(card).toContainText("Last sign-in");
    await expect(card.getByRole("button", { name: `New link for ${account.name}` })).toBeVisible();
  }
  // Nobody removes themselves: the owner's own card has no Remove.
  const own = cards.filter({ has: page.getByRole("heading", { level: 3, name: owner.name }) });
  await expect(own.getByText("Remove")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});
