import type { FeaturePage } from "~/utils/copy";
import { enrollFor } from "./index";
import type { PageInfo } from "~/utils/meta";

export const SUMMER_CAMPS: FeaturePage = {
  heading: "A Summer Full of Fun and Discovery",
  intro:
    "Our summer camp keeps holidays active and happy with themed weeks of games, crafts, science and music, led by our own teachers on our safe campus.",
  cta: { label: "Register Now", to: enrollFor("summerCamps"), text: "Seats are limited: register early for this summer's camp." },
};

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const SUMMER_CAMPS_PAGE: PageInfo = {
  title: "Summer Camps",
  description: (school) => `Games, workshops, STEM, music, dance and water fun at the ${school} summer camp.`,
};
