import type { FeaturePage } from "~/utils/copy";
import { enrollFor } from "./index";
import type { PageInfo } from "~/utils/meta";

export const INTERACTIVE_LEARNING: FeaturePage = {
  heading: "Learning by Doing",
  intro:
    "Young children learn best when they are active. Our interactive program mixes hands-on materials with carefully chosen, age-appropriate technology so that every lesson is something to explore.",
  cards: [
    { title: "Smart Classrooms", description: "Interactive boards bring stories, songs and picture lessons to life for the whole group." },
    { title: "Gamified Learning", description: "Letters, numbers and shapes practised through games, so that repetition feels like play." },
    { title: "Hands-on Activities", description: "Sand, water, blocks and science trays let children touch, test and discover for themselves." },
    { title: "Collaborative Projects", description: "Small groups build, plant and create together, learning to share ideas and tasks." },
    { title: "Digital Tools", description: "Short, supervised sessions with child-friendly apps, always balanced with play away from screens." },
    { title: "Virtual Exploration", description: "Virtual visits to zoos, oceans and space spark questions that we follow up in class." },
  ],
  cta: { label: "Enroll Now", to: enrollFor("interactiveLearning"), text: "Give your child a joyful, hands-on start." },
};

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const INTERACTIVE_LEARNING_PAGE: PageInfo = {
  title: "Interactive Learning",
  description: (school) => `Smart classrooms, games, projects and hands-on discovery in the interactive learning program of ${school}.`,
};
