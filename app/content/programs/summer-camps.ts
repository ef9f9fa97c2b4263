import type { FeaturePage } from "~/utils/copy";
import { enrollFor } from "./index";
import type { PageInfo } from "~/utils/meta";

export const SUMMER_CAMPS: FeaturePage = {
  heading: "A Summer Full of Fun and Discovery",
  intro:
    "Our summer camp keeps holidays active and happy with themed weeks of games, crafts, science and music, led by our own teachers on our safe campus.",
  cards: [
    { title: "Adventure Games", description: "Treasure hunts, obstacle courses and team games that build confidence and friendships." },
    { title: "Creative Workshops", description: "Clay modelling, puppet making, painting and crafts to take home." },
    { title: "STEM Activities", description: "Simple experiments, building challenges and nature investigations for curious minds." },
    { title: "Music & Dance", description: "Songs, rhythm games and dance routines, with a little show for parents at the end." },
    { title: "Water Fun", description: "Supervised splash play and water games to beat the heat." },
    { title: "Personality Development", description: "Show-and-tell, storytelling and small responsibilities that help children speak up." },
  ],
  cta: { label: "Register Now", to: enrollFor("summerCamps"), text: "Seats are limited: register early for this summer's camp." },
};

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const SUMMER_CAMPS_PAGE: PageInfo = {
  title: "Summer Camps",
  description: (school) => `Games, workshops, STEM, music, dance and water fun at the ${school} summer camp.`,
};
