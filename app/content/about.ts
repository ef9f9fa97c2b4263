import type { PageInfo } from "~/utils/meta";
/** Static copy of the About pages (SPEC §2 "Our Story", "Our Mission & Vision", "Meet Our Team"). */

export const OUR_STORY = {
  lead: "Every school has a beginning. Ours started with a small group of children, a few caring teachers and a big dream.",
  introTitle: "More Than Just Learning – A Movement",
  intro: (school: string) => [
    `${school} began in 2015 as a dream: a place where little children are welcomed with warmth, learn through play and are known by name.`,
    "Year after year, families, teachers and children have built that dream together into the trusted institution it is today. These are the milestones along the way.",
  ],
  timelineTitle: "Our Journey",
  empty: "Our story will be shared here soon.",
  /** SPEC §2: the default icon of a timeline entry without one. */
  defaultIcon: "/demo/default-story-icon.svg",
} as const;

export const MISSION_AND_VISION = {
  lead: "What we work for every day, where we are heading, and the values we share with our children and families.",
  /** SPEC §2: each heading appears only when items of that type exist. */
  missionTitle: "Our Mission",
  visionTitle: "Our Vision",
  valuesTitle: "Our Core Values",
  empty: "Our mission, vision and values will be shared here soon.",
} as const;

export const OUR_TEAM = {
  heading: "The People Who Care for Your Child",
  intro:
    "Our principal, teachers and caregivers are trained in early childhood education, and every one of them is chosen for warmth and patience as much as for qualifications.",
  empty: "Our team will be introduced here soon.",
} as const;

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const OUR_STORY_PAGE: PageInfo = {
  title: "Our Story",
  description: (school) => `How ${school} grew from a dream in 2015 into a trusted early learning centre: our milestones, year by year.`,
};

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const MISSION_AND_VISION_PAGE: PageInfo = {
  title: "Our Mission & Vision",
  description: (school) => `The mission, vision and core values that guide every day at ${school}.`,
};

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const OUR_TEAM_PAGE: PageInfo = {
  title: "Meet Our Team",
  description: (school) => `Meet the principal, teachers and caregivers of ${school}.`,
};
