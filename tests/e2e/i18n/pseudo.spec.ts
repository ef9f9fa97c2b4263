import { alternate, expect, test } from "../fixtures.js";
import { PSEUDO, SCHOOLS, untranslated } from "./harness.js";

// README "Languages": every public page of both demo schools in the pseudo-locale, each text from
// a catalogue or from the school's own words. Pages whose own words are not yet in the catalogue
// are checked in their layout only (header, footer, toasts), until they are.
const WHOLE = [
  "/",
  "/about/ourStory",
  "/about/missionAndVision",
  "/about/ourTeam",
  "/about/whyChooseUs",
  "/programs/preschool/earlyChildhoodDevelopment",
  "/programs/preschool/interactiveLearning",
  "/programs/dayCareService",
  "/programs/summerCamps",
  "/programs/afterSchoolActivities",
  "/admissions/howToApply",
  "/admissions/tuitionFees",
  "/gallery/photos",
  "/gallery/videos",
  "/gallery/events",
  "/contact/visitUs",
  "/contact/support",
  "/privacy",
  "/no/such/page",
  "/admissions/parentTestimonials",
  "/newsletter",
  "/contact/info",
  "/admissions/status",
  "/login",
  "/register",
  "/forgot-password",
];
const LAYOUT_ONLY = ["/admissions/enrollmentForm", "/admissions/visit"];
const LAYOUT = ["body > header", "body > footer", "body > aside", "body > a", "section[aria-label]:not(main section)", "body > div.md\\:hidden"];

const pages = [...WHOLE.map((path) => ({ path, within: undefined })), ...LAYOUT_ONLY.map((path) => ({ path, within: LAYOUT }))];

pages.forEach(({ path, within }, index) => {
  SCHOOLS.forEach((school, nth) => {
    test(`${school.name} ${path}: no text outside the catalogue${within ? " (layout)" : ""}`, alternate(index + nth), async ({ page }) => {
      await page.goto(`${school.origin}${PSEUDO}${path}`);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
      expect(await untranslated(page, { within })).toEqual([]);
    });
  });
});
