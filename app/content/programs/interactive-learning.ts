import type { FeaturePage } from "~/utils/copy";
import { enrollFor } from "./index";
import type { PageInfo } from "~/utils/meta";

export const INTERACTIVE_LEARNING: FeaturePage = {
  heading: "Learning by Doing",
  intro:
    "Young children learn best when they are active. Our interactive program mixes hands-on materials with carefully chosen, age-appropriate technology so that every lesson is something to explore.",
  cta: { label: "Enroll Now", to: enrollFor("interactiveLearning"), text: "Give your child a joyful, hands-on start." },
};

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const INTERACTIVE_LEARNING_PAGE: PageInfo = {
  title: "Interactive Learning",
  description: (school) => `Smart classrooms, games, projects and hands-on discovery in the interactive learning program of ${school}.`,
};
