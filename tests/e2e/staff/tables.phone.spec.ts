import { expect, expectNoAxeViolations, SCHOOL_A, test } from "../fixtures.js";

// The staff console's tables at 375 px are wider than the phone: each scrolls sideways inside its
// panel, which says so (a shadow at the edge with more, CSS only) and which the keyboard can reach
// and scroll (WCAG 2.1.1). Signed in as the demo school's owner (api/demo-data.ts).

const OWNER = { email: "owner@sunshinekids.example.org", password: "Kite-Meadow-Sunrise-42" };

// (The team is a card per member on a phone: shell.phone.spec.ts.)
for (const [path, table] of [["/staff", "Enrollments and enquiries by status"]] as const) {
  test(`${path}: the table scrolls sideways in a panel that shows it and takes the keyboard`, async ({ page }) => {
    await page.goto(`${SCHOOL_A}/login`);
    await page.getByLabel("Email", { exact: true }).fill(OWNER.email);
    await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL(/\/(staff|account)/);
    await page.goto(`${SCHOOL_A}${path}`);

    const panel = page.getByRole("region", { name: table });
    await expect(panel).toBeVisible();
    const size = await panel.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(size.scroll, "the table is wider than the panel at 375 px").toBeGreaterThan(size.client);
    // The edge shadows: gradients that scroll with the panel, not with its content.
    expect(await panel.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain("radial-gradient");

    await panel.focus();
    await expect(panel).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => panel.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });
}
