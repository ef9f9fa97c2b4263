/** Static copy of the Home page (SPEC §2 "Home"); quoted titles are the spec's exact texts. */

export const HERO = {
  headline: "Children Academy First Researches",
  tagline: "A safe, stimulating environment where children from the age of three months explore, play and grow with confidence.",
  cta: "ENROLL NOW",
  ctaTo: "/admissions/enrollmentForm",
} as const;

export const INTRO = {
  title: "Education from birth begins with us",
  paragraphs: [
    "Together with one of the oldest private educational institutions in the region, we run a joint preparation program that follows each child from the very first months to a confident start at school.",
    "Small groups, caring teachers and a day full of play, music and discovery help every child learn at their own pace.",
  ],
} as const;

export const CLASS_GALLERY = {
  title: "Gallery of our classes",
  text: "We have three classes of nine to twenty children each, for children aged twelve months to six years.",
  /** The same sentence with the school's own age range (client info). */
  textForAges: (ages: string) => `We have three classes of nine to twenty children each, for children aged ${ages}.`,
  empty: "No gallery images found.",
} as const;

export const CURRICULUM = {
  title: "We Offer NCERT Based Syllabus",
  intro: "Our curriculum follows the NCERT framework for the early years, brought to life through play.",
  cards: [
    {
      title: "Play-Based Learning",
      description: "Children learn concepts through guided play, games and hands-on exploration.",
    },
    {
      title: "Higher Order Thinking Skills",
      description: "Questions, puzzles and small challenges that build reasoning and problem solving.",
    },
    {
      title: "Cross-Curricular Learning",
      description: "Themes connect language, numbers, science and art so that learning makes sense.",
    },
    {
      title: "Values and Life Skills",
      description: "Sharing, kindness, good habits and independence are part of every day.",
    },
    {
      title: "Experiential Learning",
      description: "Nature walks, cooking, gardening and field trips turn ideas into experiences.",
    },
    {
      title: "Learning Materials",
      description: "Age-appropriate books, manipulatives and activity sheets aligned with NCERT.",
    },
  ],
} as const;

export const TEACHERS = {
  title: "About the Teachers",
  text: "Our caring, qualified teachers guide every child with patience and joy.",
  empty: "Our teachers will be introduced here soon.",
} as const;
