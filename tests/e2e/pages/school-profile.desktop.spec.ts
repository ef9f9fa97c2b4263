import { demoSchools } from "../../../api/demo-data.js";
import { alternate, expect, SCHOOL_A, SCHOOL_B, test } from "../fixtures.js";

// One story on every page: the ages and hours come from the school's own client info (tagline,
// age range, opening, office and school hours), so the pages no longer contradict each other.

// Server-rendered texts: each school once, one with JavaScript and one without.
const DESKTOPS = ["desktop-js", "desktop-nojs"];

for (const [index, [url, school]] of (
  [
    [SCHOOL_A, demoSchools[0]!],
    [SCHOOL_B, demoSchools[1]!],
  ] as const
).entries()) {
  const { client } = school;
  test(`${client.clientName}: one age range and one set of hours on every page`, alternate(index, DESKTOPS), async ({ page }) => {
    await page.goto(`${url}/`);
    const bar = page.getByRole("complementary", { name: "Contact and opening time" });
    await expect(bar).toContainText(`Opening Time : ${client.openingHours}`);
    const main = page.getByRole("main");
    await expect(main).toContainText(client.tagline);
    await expect(main).toContainText(`for children aged ${client.ageRange}.`);
    await expect(main).not.toContainText("three months");
    await expect(main).not.toContainText("twelve months to six years");

    await page.goto(`${url}/contact/info`);
    const office = page.getByRole("region", { name: "Office Hours" });
    for (const line of client.officeHours.split("\n")) {
      const [days, time] = line.split(": ");
      await expect(office.getByRole("term").filter({ hasText: days! })).toBeVisible();
      await expect(office.getByRole("definition").filter({ hasText: time! })).toBeVisible();
    }
    await expect(page.locator("body")).not.toContainText("9:30 AM");

    await page.goto(`${url}/contact/visitUs`);
    const visit = page.getByRole("region", { name: "Location & School Hours" });
    for (const line of client.schoolHours.split("\n")) await expect(visit).toContainText(line.split(": ")[1]!);
    await expect(visit).not.toContainText("8:30 AM – 3:30 PM");

    // The about text tells the same ages.
    await expect(page.getByRole("contentinfo")).toContainText(client.ageRange);
  });
}
