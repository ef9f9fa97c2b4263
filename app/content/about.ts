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
