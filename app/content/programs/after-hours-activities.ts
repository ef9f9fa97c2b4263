import type { FeaturePage } from "~/utils/copy";
import { enrollFor } from "./index";
import type { PageInfo } from "~/utils/meta";

export const AFTER_HOURS_ACTIVITIES: FeaturePage = {
  heading: "Afternoons Well Spent",
  intro:
    "After the school day ends, our after-hours program offers a safe, supervised place to finish homework, learn something new and play with friends until parents arrive.",
  cta: { label: "Join the Program", to: enrollFor("afterSchoolActivities"), text: "Enrol your child in our after-hours program." },
};

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const AFTER_HOURS_ACTIVITIES_PAGE: PageInfo = {
  title: "After Hours Activities",
  description: (school) => `Homework support, arts, music, dance, languages and sports after school hours at ${school}.`,
};
