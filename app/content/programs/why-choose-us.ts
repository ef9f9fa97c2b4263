import type { FeaturePage } from "~/utils/copy";
import { BOOK_A_VISIT } from "./index";
import type { PageInfo } from "~/utils/meta";

/** SPEC §2: the Why Choose Us banner has no title; the page's heading follows the banner. */
export const WHY_CHOOSE_US: FeaturePage = {
  heading: "Why Choose Us?",
  intro:
    "Choosing a first school is a big decision. These are the reasons families tell us they chose us, and why their children are happy to come back every morning.",
  // SPEC §2 sends 'Book a Visit' to /contact/info; it books a visit now (README "Visits").
  cta: { label: "Book a Visit", to: BOOK_A_VISIT, text: "Come and see our classrooms and meet our teachers." },
};

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const WHY_CHOOSE_US_PAGE: PageInfo = {
  title: "Why Choose Us",
  description: (school) => `Qualified educators, a safe campus, a holistic curriculum and personal attention: why families choose ${school}.`,
};
