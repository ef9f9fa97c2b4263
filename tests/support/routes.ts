/**
 * SPEC §2's route table: every public page a school's site has, written once as the tests' own
 * expectation (the sitemap, the phone header checks). Deliberately not read from the app's menu, so
 * a page missing from the menu makes a test fail instead of vanishing from it.
 */
export const SPEC_PAGES = [
  "/",
  "/about/ourStory",
  "/about/missionAndVision",
  "/about/whyChooseUs",
  "/about/ourTeam",
  "/programs/preschool/earlyChildhoodDevelopment",
  "/programs/preschool/interactiveLearning",
  "/programs/dayCareService",
  "/programs/summerCamps",
  "/programs/afterSchoolActivities",
  "/admissions/howToApply",
  "/admissions/tuitionFees",
  "/admissions/parentTestimonials",
  "/admissions/enrollmentForm",
  // Not in SPEC §2's table: booking a visit (README "Visits").
  "/admissions/visit",
  "/gallery/photos",
  "/gallery/videos",
  "/gallery/events",
  "/contact/info",
  "/contact/visitUs",
  "/contact/support",
] as const;
