import { expect, expectNoAxeViolations, SCHOOL_A, SCHOOL_B, test } from "./fixtures.js";

// Without JavaScript on a phone each Home carousel is a row showing one item at a time; a line
// under each says how many there are and how to reach them, so nobody takes the first for the only one.

for (const url of [SCHOOL_A, SCHOOL_B]) {
  test(`Home on ${new URL(url).hostname} at 375 px without JavaScript: every row says how many items it holds`, async ({ page }) => {
    await page.goto(`${url}/`);
    for (const label of ["Photos of our school", "Class photos", "Teachers"]) {
      const row = page.getByRole("region", { name: label, exact: true });
      const count = await row.locator(":scope > *").count();
      expect(count, label).toBeGreaterThan(1);
      // The row really holds more than fits: the rest is off to the side.
      expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth + 10)).toBe(true);
      const hint = page.getByText(`${count} ${label.toLowerCase()}: swipe sideways to see them all`);
      await expect(hint).toBeVisible();
      await expect(row).toHaveAttribute("aria-describedby", (await hint.getAttribute("id"))!);
    }
    await expectNoAxeViolations(page);
  });
}
