import type { FeaturePage } from "~/utils/copy";
import type { Program } from "~/utils/enrollment-values";

/**
 * The static program and marketing pages of SPEC §2 ("six cards each") as typed data: intro, the
 * six cards with the spec's exact titles, and the call-to-action button.
 *
 * Button targets: SPEC §2 shows an action only for 'Contact Us Today' and 'Book a Visit' (both
 * /contact/info). The others do what a parent expects: enrolment-type buttons
 * ('Enroll Now', 'Register Now', 'Join the Program') open the enrollment form, contact-type buttons
 * ('Contact Us') the contact page.
 */

const ENROLLMENT_FORM = "/admissions/enrollmentForm";

/** The enrollment form's Program choices, by the program pages' titles. */
export const PROGRAM_NAMES: Record<Program, string> = {
  earlyChildhoodDevelopment: "Early Childhood Development",
  interactiveLearning: "Interactive Learning",
  dayCareService: "Day Care Services",
  summerCamps: "Summer Camps",
  afterSchoolActivities: "After Hours Activities",
};

/** The enrollment form with this program already chosen. */
export const enrollFor = (program: Program) => `${ENROLLMENT_FORM}?program=${program}`;
const CONTACT_INFO = "/contact/info";

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

export const DAY_CARE_SERVICES: FeaturePage = {
  heading: "A Second Home for Your Little One",
  intro:
    "Our day care gives working parents peace of mind: a calm, clean and caring place where children play, eat, rest and learn through the whole day.",
  cards: [
    { title: "Safe Environment", description: "CCTV, secure entry, child-proofed rooms and a strict pick-up policy keep children safe." },
    { title: "Trained Caregivers", description: "Caregivers trained in early childhood care and first aid, with a low child-to-adult ratio." },
    { title: "Nutritious Meals", description: "Freshly cooked, balanced meals and snacks, with allergies and preferences respected." },
    { title: "Learning Through Play", description: "Stories, art, music and outdoor games keep days lively and full of learning." },
    { title: "Nap & Rest Time", description: "A quiet, clean nap room with a regular rest routine suited to each child's age." },
    { title: "Daily Updates", description: "A daily report on meals, naps and activities, with photos shared with parents." },
  ],
  cta: { label: "Contact Us", to: CONTACT_INFO, text: "Ask us about timings, seats and a visit to our day care." },
};

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

/** SPEC §2: the Why Choose Us banner has no title; the page's heading follows the banner. */
export const WHY_CHOOSE_US: FeaturePage = {
  heading: "Why Choose Us?",
  intro:
    "Choosing a first school is a big decision. These are the reasons families tell us they chose us, and why their children are happy to come back every morning.",
  cards: [
    { title: "Qualified Educators", description: "Teachers trained in early childhood education who keep learning through regular workshops." },
    { title: "Safe & Secure Campus", description: "CCTV, secure gates, verified staff and child-safe rooms and play areas." },
    { title: "Holistic Curriculum", description: "An NCERT-aligned, play-based curriculum for the mind, body, feelings and creativity." },
    { title: "Personalized Attention", description: "Small groups so that every child is known, heard and supported at their own pace." },
    { title: "Modern Facilities", description: "Bright classrooms, a library corner, smart boards and a shaded outdoor play area." },
    { title: "Parent Partnership", description: "Regular meetings, daily updates and family events: we raise children together." },
  ],
  cta: { label: "Book a Visit", to: CONTACT_INFO, text: "Come and see our classrooms and meet our teachers." },
};
