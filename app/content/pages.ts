import type { PageInfo } from "~/utils/meta";

/**
 * Title and description of each page of SPEC §2, for <title>, the description meta tag and the
 * banner. Each description names the school.
 */

export const PAGES = {
  ourStory: {
    title: "Our Story",
    description: (school) => `How ${school} grew from a dream in 2015 into a trusted early learning centre: our milestones, year by year.`,
  },
  missionAndVision: {
    title: "Our Mission & Vision",
    description: (school) => `The mission, vision and core values that guide every day at ${school}.`,
  },
  whyChooseUs: {
    title: "Why Choose Us",
    description: (school) => `Qualified educators, a safe campus, a holistic curriculum and personal attention: why families choose ${school}.`,
  },
  ourTeam: {
    title: "Meet Our Team",
    description: (school) => `Meet the principal, teachers and caregivers of ${school}.`,
  },
  earlyChildhoodDevelopment: {
    title: "Early Childhood Development",
    description: (school) =>
      `The early childhood development program at ${school}: cognitive, emotional, social, language, physical and creative growth.`,
  },
  interactiveLearning: {
    title: "Interactive Learning",
    description: (school) => `Smart classrooms, games, projects and hands-on discovery in the interactive learning program of ${school}.`,
  },
  dayCareService: {
    title: "Day Care Services",
    description: (school) => `Safe, caring full-day care at ${school}: trained caregivers, nutritious meals, rest time and daily updates.`,
  },
  summerCamps: {
    title: "Summer Camps",
    description: (school) => `Games, workshops, STEM, music, dance and water fun at the ${school} summer camp.`,
  },
  afterSchoolActivities: {
    title: "After Hours Activities",
    description: (school) => `Homework support, arts, music, dance, languages and sports after school hours at ${school}.`,
  },
  howToApply: {
    title: "How to Apply",
    description: (school) => `The six steps to admission at ${school}, the documents you need and answers to common questions.`,
  },
  tuitionFees: {
    title: "Tuition Fees",
    description: (school) => `Fees at ${school}: registration, monthly tuition, activity, exam, bus and uniform fees, and how to pay.`,
  },
  photos: {
    title: "Photo Gallery",
    description: (school) => `Photos of classroom life, play, art, music and celebrations at ${school}.`,
  },
  videos: {
    title: "Video Gallery",
    description: (school) => `Songs, dances and moments in motion from ${school}.`,
  },
  events: {
    title: "Events & Celebrations",
    description: (school) => `Festivals, annual days, sports days and other celebrations at ${school}.`,
  },
  contactInfo: {
    title: "Contact Information",
    description: (school) => `Phone numbers, e-mail addresses, address, office hours and map of ${school}.`,
  },
  visitUs: {
    title: "Visit Us",
    description: (school) => `Where to find ${school}, school hours and directions by foot, bus and train.`,
  },
  support: {
    title: "Support",
    description: (school) => `Call, e-mail or chat with ${school}, and answers to parents' frequent questions.`,
  },
} satisfies Record<string, PageInfo>;
