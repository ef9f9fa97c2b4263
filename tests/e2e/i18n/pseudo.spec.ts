import { alternate, expect, test } from "../fixtures.js";
import { PSEUDO, SCHOOLS, untranslated } from "./harness.js";

// README "Languages": every public page of both demo schools in the pseudo-locale, each text from
// a catalogue or from the school's own words, the whole page.
const PAGES = [
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
  "/admissions/enrollmentForm",
  "/admissions/visit",
  "/admissions/status",
  "/login",
  "/register",
  "/forgot-password",
];
PAGES.forEach((path, index) => {
  SCHOOLS.forEach((school, nth) => {
    test(`${school.name} ${path}: no text outside the catalogue`, alternate(index + nth), async ({ page }) => {
      await page.goto(`${school.origin}${PSEUDO}${path}`);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
      expect(await untranslated(page)).toEqual([]);
    });
  });
});
