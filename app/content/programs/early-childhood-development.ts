import type { FeaturePage } from "~/utils/copy";
import { CONTACT_INFO } from "./index";
import type { PageInfo } from "~/utils/meta";

export const EARLY_CHILDHOOD_DEVELOPMENT: FeaturePage = {
  heading: "Growing the Whole Child",
  intro:
    "The first six years shape how a child thinks, feels and relates to others. Our early childhood program nurtures every side of your child's development through play, routine and warm relationships.",
  cards: [
    { title: "Cognitive Development", description: "Puzzles, sorting, counting and pretend play build memory, attention and early problem solving." },
    {
      title: "Emotional Intelligence",
      description: "Children learn to name their feelings, calm down, wait their turn and bounce back from little setbacks.",
    },
    { title: "Social Interaction", description: "Group games, circle time and shared projects teach sharing, listening and making friends." },
    { title: "Language & Literacy", description: "Stories, rhymes, conversations and picture books grow vocabulary and a love of reading." },
    {
      title: "Physical Coordination",
      description: "Running, climbing, threading beads and drawing develop both big movements and fine motor skills.",
    },
    { title: "Creative Expression", description: "Painting, clay, music and dance give children many ways to share their ideas." },
  ],
  cta: { label: "Contact Us Today", to: CONTACT_INFO, text: "Want to know how we would support your child? Talk to us." },
};

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const EARLY_CHILDHOOD_DEVELOPMENT_PAGE: PageInfo = {
  title: "Early Childhood Development",
  description: (school) =>
    `The early childhood development program at ${school}: cognitive, emotional, social, language, physical and creative growth.`,
};
