import { demoSchools } from "../../../api/demo-data.js";
import { hashedStaticUrl } from "../../../app/utils/static-assets.server.js";
import { alternate, expect, expectNoAxeViolations, SCHOOL_A, SCHOOL_B, test } from "../fixtures.js";

// SPEC §2 "Our Story", "Our Mission & Vision", "Why Choose Us", "Meet Our Team": each school's own
// data from api/demo-data.ts, the spec's texts, one h1, no axe violations.

const schools = [
  { url: SCHOOL_A, data: demoSchools[0]!, other: demoSchools[1]! },
  { url: SCHOOL_B, data: demoSchools[1]!, other: demoSchools[0]! },
];

for (const [index, { url, data, other }] of schools.entries()) {
  const name = data.client.clientName;

  test(`Our Story of ${name}: intro and the alternating timeline with icons`, alternate(index), async ({ page }) => {
    expect((await page.goto(`${url}/about/ourStory`))?.status()).toBe(200);
    await expect(page).toHaveTitle(`Our Story | ${name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(name));
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1, name: "Our Story" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "More Than Just Learning – A Movement" })).toBeVisible();
    await expect(page.getByText("2015 as a dream")).toBeVisible();
    const timeline = page.getByRole("list").filter({ has: page.getByRole("heading", { name: data.ourStory[0]!.title }) });
    const entries = timeline.getByRole("listitem");
    await expect(entries).toHaveCount(data.ourStory.length);
    for (const [index, entry] of data.ourStory.entries()) {
      const item = entries.nth(index);
      await expect(item.getByRole("heading", { name: entry.title })).toBeVisible();
      await expect(item.getByText(entry.year, { exact: true })).toBeVisible();
      await expect(item.getByText(entry.description)).toBeVisible();
      // SPEC §2: the entry's icon, or the default icon when it has none.
      await expect(item.locator("img")).toHaveAttribute("src", hashedStaticUrl(entry.iconUrl || "/demo/default-story-icon.svg"));
    }
    expect(await page.locator("main").innerText()).not.toContain(other.ourStory[0]!.title);
    await expectNoAxeViolations(page);
  });

  test(`Mission & Vision of ${name}: mission, vision and core values`, alternate(index), async ({ page }) => {
    await page.goto(`${url}/about/missionAndVision`);
    await expect(page).toHaveTitle(`Our Mission & Vision | ${name}`);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1, name: "Our Mission & Vision" })).toBeVisible();
    for (const heading of ["Our Mission", "Our Vision", "Our Core Values"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
    }
    for (const item of data.missionAndVision) {
      await expect(page.getByText(item.description)).toBeVisible();
      if (item.type === "coreValues") await expect(page.getByRole("heading", { level: 3, name: item.title })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test(`Meet Our Team of ${name}: photo, name and designation of everyone`, alternate(index), async ({ page }) => {
    await page.goto(`${url}/about/ourTeam`);
    await expect(page).toHaveTitle(`Meet Our Team | ${name}`);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1, name: "Meet Our Team" })).toBeVisible();
    for (const member of data.team) {
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: member.name, exact: true }) });
      await expect(card.getByText(member.designation, { exact: true })).toBeVisible();
      await expect(card.getByRole("img", { name: `Photo of ${member.name}` })).toHaveAttribute("src", hashedStaticUrl(member.imageUrl));
    }
    expect(await page.locator("main").innerText()).not.toContain(other.team[0]!.name);
    await expectNoAxeViolations(page);
  });
}

test("Why Choose Us: empty banner title, the six cards and 'Book a Visit' to the visit booking", async ({ page }) => {
  await page.goto(`${SCHOOL_B}/about/whyChooseUs`);
  await expect(page).toHaveTitle(`Why Choose Us | ${demoSchools[1]!.client.clientName}`);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1, name: "Why Choose Us?" })).toBeVisible();
  for (const card of [
    "Qualified Educators",
    "Safe & Secure Campus",
    "Holistic Curriculum",
    "Personalized Attention",
    "Modern Facilities",
    "Parent Partnership",
  ]) {
    await expect(page.getByRole("heading", { name: card })).toBeVisible();
  }
  await page.getByRole("link", { name: "Book a Visit" }).click();
  await expect(page).toHaveURL(`${SCHOOL_B}/admissions/visit`);
  await expect(page.getByRole("heading", { level: 1, name: "Book a Visit" })).toBeVisible();
});

test("both spellings of Why Choose Us answer, with one canonical URL", async ({ page, request }) => {
  // SPEC §2: the menu spells /about/WhyChooseUs, the route table /about/whyChooseUs.
  const alias = await request.get(`${SCHOOL_A}/about/WhyChooseUs`, { maxRedirects: 0 });
  expect(alias.status()).toBe(301);
  expect(alias.headers().location).toBe("/about/whyChooseUs");
  await page.goto(`${SCHOOL_A}/about/WhyChooseUs`);
  await expect(page).toHaveURL(`${SCHOOL_A}/about/whyChooseUs`);
  await expect(page.getByRole("heading", { level: 1, name: "Why Choose Us?" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/about\/whyChooseUs$/);
  await expectNoAxeViolations(page);
});
