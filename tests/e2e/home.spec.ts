import { demoSchools } from "../../api/demo-data.js";
import { hashedStaticUrl } from "../../app/utils/static-assets.server.js";
import { alternate, expect, expectNoAxeViolations, SCHOOL_A, SCHOOL_B, test } from "./fixtures.js";

// SPEC §2 "Home" and "Site layout", per school, with JavaScript on and off, desktop and phone.

const schools = [
  { url: SCHOOL_A, data: demoSchools[0]!, other: demoSchools[1]! },
  { url: SCHOOL_B, data: demoSchools[1]!, other: demoSchools[0]! },
];

for (const [index, { url, data, other }] of schools.entries()) {
  test(`home of ${data.client.clientName}: every section, its texts and its own data`, alternate(index), async ({ page, phone }) => {
    const response = await page.goto(`${url}/`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(data.client.clientName));
    await expect(page.locator("html")).toHaveAttribute("lang", /^en/);
    // Per-school head: description, canonical URL on the school's own domain, its logo as icon.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(data.client.clientName));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${url}/`);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", hashedStaticUrl(data.client.fullLogoUrl));

    // Hero (SPEC §2 Home 1).
    await expect(page.getByText("Children Academy First Researches").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "ENROLL NOW" }).first()).toHaveAttribute("href", "/admissions/enrollmentForm");
    // Intro, class gallery, curriculum, teachers (2–5).
    await expect(page.getByRole("heading", { name: "Education from birth begins with us" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Gallery of our classes" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "We Offer NCERT Based Syllabus" })).toBeVisible();
    for (const card of [
      "Play-Based Learning",
      "Higher Order Thinking Skills",
      "Cross-Curricular Learning",
      "Values and Life Skills",
      "Experiential Learning",
      "Learning Materials",
    ]) {
      await expect(page.getByRole("heading", { name: card })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "About the Teachers" })).toBeVisible();
    const teachers = page.getByRole("region", { name: /teachers/i });
    await expect(teachers.getByText(data.team[0]!.name)).toHaveCount(1);
    await expect(teachers.getByText(data.team[0]!.designation).first()).toBeAttached();

    // This school's identity, never the other's.
    const body = await page.locator("body").innerText();
    expect(body).not.toContain(other.client.clientName);
    await expect(page.getByRole("img", { name: new RegExp(data.client.clientName) }).first()).toHaveAttribute(
      "src",
      hashedStaticUrl(data.client.fullLogoUrl),
    );

    // Site layout: top info bar on desktop only, footer parts.
    // The school's own opening time (client info), in SPEC §2's words.
    const infoBar = page.getByText(`Opening Time : ${data.client.openingHours}`);
    if (phone) await expect(infoBar).toBeHidden();
    else {
      await expect(infoBar).toBeVisible();
      await expect(page.getByText(data.client.contactPhone1).first()).toBeVisible();
    }
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${data.client.clientName}`);
    await expect(footer.getByRole("textbox", { name: /e-?mail/i })).toBeVisible();
    await expect(footer.getByRole("button", { name: "SUBSCRIBE" })).toBeVisible();
    for (const social of ["Facebook", "Instagram", "YouTube"]) {
      await expect(footer.getByRole("link", { name: new RegExp(social) })).toBeVisible();
    }
    for (const quick of ["Admissions", "Classes", "Events", "Gallery"]) await expect(footer.getByText(quick, { exact: true })).toBeVisible();

    await expectNoAxeViolations(page);
  });
}

test("every hero slide and class photo is reachable", async ({ page, javaScript }) => {
  await page.goto(`${SCHOOL_A}/`);
  const hero = page.getByRole("region", { name: "Photos of our school" });
  const slides = demoSchools[0]!.carousel;
  if (javaScript) {
    // The slideshow: next moves to the following slide.
    const next = hero.getByRole("button", { name: "Next slide" });
    await hero.getByRole("button", { name: /Pause/ }).click();
    // Autoplay may have moved on before the pause: count from the slide it stopped on.
    const current = hero.locator("li.slide.selected [aria-roledescription=slide]");
    const from = Number(/^(\d+) of/.exec((await current.getAttribute("aria-label")) ?? "")?.[1]);
    for (let step = 1; step < slides.length; step++) {
      await next.click();
      await expect(current).toHaveAttribute("aria-label", `${((from - 1 + step) % slides.length) + 1} of ${slides.length}`);
    }
  } else {
    // Without JavaScript: a scrollable row holding every slide image.
    for (const slide of slides) await expect(hero.locator(`img[src="${hashedStaticUrl(slide.imageUrl)}"]`)).toHaveCount(1);
  }
  const classPhotos = page.getByRole("region", { name: "Class photos" });
  const images = demoSchools[0]!.gallery.filter((item) => item.mediaType === "image");
  for (const image of images) await expect(classPhotos.locator(`img[src="${hashedStaticUrl(image.mediaUrl)}"]`)).toHaveCount(1);
});
