import type { FeaturePage } from "~/utils/copy";
import { enrollFor } from "./index";
import type { PageInfo } from "~/utils/meta";

export const AFTER_HOURS_ACTIVITIES: FeaturePage = {
  heading: "Afternoons Well Spent",
  intro:
    "After the school day ends, our after-hours program offers a safe, supervised place to finish homework, learn something new and play with friends until parents arrive.",
  cards: [
    { title: "Homework Support", description: "Calm, supervised homework time with help from our teachers when it is needed." },
    { title: "Arts & Crafts", description: "Drawing, painting and craft projects that build patience and creativity." },
    { title: "Dance & Movement", description: "Fun dance and movement sessions for fitness, rhythm and coordination." },
    { title: "Music Lessons", description: "Singing, rhythm and first steps on simple instruments." },
    { title: "Language Enrichment", description: "Stories, phonics games and conversation in English and the regional language." },
    { title: "Group Games & Sports", description: "Outdoor games and simple sports that teach teamwork and fair play." },
  ],
  cta: { label: "Join the Program", to: enrollFor("afterSchoolActivities"), text: "Enrol your child in our after-hours program." },
};

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const AFTER_HOURS_ACTIVITIES_PAGE: PageInfo = {
  title: "After Hours Activities",
  description: (school) => `Homework support, arts, music, dance, languages and sports after school hours at ${school}.`,
};
