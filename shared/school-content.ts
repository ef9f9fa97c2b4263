/**
 * The words and prices of a school's own pages that staff edit (README "Staff console"): fees,
 * payment methods, the admission steps, the FAQs, the program and Why Choose Us cards, and the
 * directions of Visit Us. The provider stores them per school and checks them; the site reads them
 * back and may offer the same choices in its forms, so the names and choices live here once.
 *
 * Where a school starts: SPEC_CONTENT is what the site showed as fixed text before these lists
 * existed (SPEC §2, §3; the wording of app/content/), and what the demo schools keep.
 * NEW_SCHOOL_CONTENT is where a school made by `npm run school -- create` starts: the same texts,
 * but no fee, no payment method, and nothing that promises a payment or names a price that is not
 * the school's.
 */

import { PROGRAMS, type Program } from "./programs.js";

/** The five program pages (shared/programs.ts). */
export { PROGRAMS, type Program };

/** How often a fee is paid; `other` with its own short text (blank: the page shows no period). */
export const FEE_FREQUENCIES = ["oneTime", "perMonth", "perTerm", "perYear", "other"] as const;
export type FeeFrequency = (typeof FEE_FREQUENCIES)[number];

/**
 * A card's icon: "" is the numbered badge the six-card pages show today (SPEC §2 names no icons);
 * otherwise a symbol of the site's icon sprite (app/components/layout/icons.svg) that suits content.
 * A new symbol there is a new name here.
 */
export const CARD_ICONS = ["phone", "chat", "pin", "clock", "mail"] as const;

export interface Fee {
  name: string;
  /** Whole rupees, 0 or more. */
  amount: number;
  frequency: FeeFrequency;
  /** Only with `other`: how often, in the school's words ("" shows no period). */
  frequencyText: string;
  note: string;
}

export interface TitledText {
  title: string;
  description: string;
}

export interface Card extends TitledText {
  /** "" or one of CARD_ICONS. */
  icon: string;
}

export interface Faq {
  question: string;
  answer: string;
}

/** A way to reach the school as Visit Us shows it: the way ("On foot") and how. */
export interface Direction {
  mode: string;
  text: string;
}

export interface SchoolContent {
  fees: Fee[];
  paymentMethods: TitledText[];
  feesFaqs: Faq[];
  admissionSteps: TitledText[];
  admissionFaqs: Faq[];
  whyChooseUs: Card[];
  programs: Record<Program, Card[]>;
  supportFaqs: Faq[];
  directions: Direction[];
}

const cards = (list: TitledText[]): Card[] => list.map((card) => ({ ...card, icon: "" }));

const SUPPORT_FAQS: Faq[] = [
  {
    question: "How do I enrol my child?",
    answer: "Fill in the enrollment form on this website. Our admissions team then calls you to arrange a visit and explain the next steps.",
  },
  {
    question: "What is the minimum age for pre-nursery?",
    // SPEC §9: minimum age for pre-nursery 3 years.
    answer: "Children should be at least 3 years old to join pre-nursery. For younger children, please ask us about our day care.",
  },
  {
    question: "Can I take a tour of the school?",
    answer: "Yes, we welcome visits. Call or message the office to book a tour on a school day, so that you can see the classes in action.",
  },
  {
    question: "Where can I find the fee structure?",
    answer: "The complete fee structure, payment methods and answers about fees are on our Tuition Fees page.",
  },
];

const STEPS: TitledText[] = [
  {
    title: "Register Online",
    description: "Fill in the enrollment form on this website with your child's and your details. It takes about five minutes.",
  },
  {
    title: "Complete Documents",
    description: "Keep your child's birth certificate, two passport-size photos, address proof and the parents' ID proof ready for verification.",
  },
  {
    title: "Pay Admission Fee",
    description: "Pay the one-time registration fee at the school office or online to reserve your child's seat.",
  },
  {
    title: "Visit for Interview",
    description:
      "Visit us with your child for a short, friendly interaction. There is no test: we simply get to know your child and answer your questions.",
  },
  {
    title: "Confirm Admission",
    description: "Once the documents are verified, we confirm the admission and share the class, timings and the list of things to bring.",
  },
  {
    title: "Let the Journey Begin!",
    description: "Join the orientation day, meet the class teacher and get ready for your child's first happy day at school.",
  },
];

const DOCUMENTS_FAQ: Faq = {
  question: "Which documents are required?",
  answer:
    "Your child's birth certificate, two recent passport-size photographs of your child, address proof (Aadhaar card, utility bill or rent agreement), ID proof of both parents, and the immunisation record. Please bring the originals for verification along with one photocopy of each.",
};

const PROGRAM_CARDS: Record<Program, Card[]> = {
  earlyChildhoodDevelopment: cards([
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
  ]),
  interactiveLearning: cards([
    { title: "Smart Classrooms", description: "Interactive boards bring stories, songs and picture lessons to life for the whole group." },
    { title: "Gamified Learning", description: "Letters, numbers and shapes practised through games, so that repetition feels like play." },
    { title: "Hands-on Activities", description: "Sand, water, blocks and science trays let children touch, test and discover for themselves." },
    { title: "Collaborative Projects", description: "Small groups build, plant and create together, learning to share ideas and tasks." },
    { title: "Digital Tools", description: "Short, supervised sessions with child-friendly apps, always balanced with play away from screens." },
    { title: "Virtual Exploration", description: "Virtual visits to zoos, oceans and space spark questions that we follow up in class." },
  ]),
  dayCareService: cards([
    { title: "Safe Environment", description: "CCTV, secure entry, child-proofed rooms and a strict pick-up policy keep children safe." },
    { title: "Trained Caregivers", description: "Caregivers trained in early childhood care and first aid, with a low child-to-adult ratio." },
    { title: "Nutritious Meals", description: "Freshly cooked, balanced meals and snacks, with allergies and preferences respected." },
    { title: "Learning Through Play", description: "Stories, art, music and outdoor games keep days lively and full of learning." },
    { title: "Nap & Rest Time", description: "A quiet, clean nap room with a regular rest routine suited to each child's age." },
    { title: "Daily Updates", description: "A daily report on meals, naps and activities, with photos shared with parents." },
  ]),
  summerCamps: cards([
    { title: "Adventure Games", description: "Treasure hunts, obstacle courses and team games that build confidence and friendships." },
    { title: "Creative Workshops", description: "Clay modelling, puppet making, painting and crafts to take home." },
    { title: "STEM Activities", description: "Simple experiments, building challenges and nature investigations for curious minds." },
    { title: "Music & Dance", description: "Songs, rhythm games and dance routines, with a little show for parents at the end." },
    { title: "Water Fun", description: "Supervised splash play and water games to beat the heat." },
    { title: "Personality Development", description: "Show-and-tell, storytelling and small responsibilities that help children speak up." },
  ]),
  afterSchoolActivities: cards([
    { title: "Homework Support", description: "Calm, supervised homework time with help from our teachers when it is needed." },
    { title: "Arts & Crafts", description: "Drawing, painting and craft projects that build patience and creativity." },
    { title: "Dance & Movement", description: "Fun dance and movement sessions for fitness, rhythm and coordination." },
    { title: "Music Lessons", description: "Singing, rhythm and first steps on simple instruments." },
    { title: "Language Enrichment", description: "Stories, phonics games and conversation in English and the regional language." },
    { title: "Group Games & Sports", description: "Outdoor games and simple sports that teach teamwork and fair play." },
  ]),
};

const WHY_CHOOSE_US = cards([
  { title: "Qualified Educators", description: "Teachers trained in early childhood education who keep learning through regular workshops." },
  { title: "Safe & Secure Campus", description: "CCTV, secure gates, verified staff and child-safe rooms and play areas." },
  { title: "Holistic Curriculum", description: "An NCERT-aligned, play-based curriculum for the mind, body, feelings and creativity." },
  { title: "Personalized Attention", description: "Small groups so that every child is known, heard and supported at their own pace." },
  { title: "Modern Facilities", description: "Bright classrooms, a library corner, smart boards and a shaded outdoor play area." },
  { title: "Parent Partnership", description: "Regular meetings, daily updates and family events: we raise children together." },
]);

/** SPEC §2 "Visit Us": a park 10 minutes' walk away, the nearest bus stop, the station 5 minutes away. */
const DIRECTIONS: Direction[] = [
  { mode: "On foot", text: "A 10-minute walk from the neighbourhood park." },
  { mode: "By bus", text: "The nearest bus stop is a short walk from our gate; ask the conductor for the school stop." },
  { mode: "By train", text: "The railway station is just 5 minutes away by auto-rickshaw or car." },
];

/** What the site showed before these lists were the school's own, and what the demo schools keep. */
export const SPEC_CONTENT: SchoolContent = {
  // SPEC §3 "Static fee list on the Tuition Fees page (rupees)". It gives no period for the activity
  // and uniform fees: `other` with no text, so none is invented.
  fees: [
    { name: "Registration Fee", amount: 5000, frequency: "oneTime", frequencyText: "", note: "Paid once, when the admission is confirmed." },
    {
      name: "Monthly Tuition Fee",
      amount: 3000,
      frequency: "perMonth",
      frequencyText: "",
      note: "Classes, learning materials and daily activities.",
    },
    {
      name: "Activity Fee",
      amount: 1000,
      frequency: "other",
      frequencyText: "",
      note: "Art materials, music, dance, outings and special activity days.",
    },
    { name: "Exam Fee", amount: 1500, frequency: "perYear", frequencyText: "", note: "Assessments, progress reports and portfolio of the year." },
    {
      name: "Bus Fee",
      amount: 2000,
      frequency: "perMonth",
      frequencyText: "",
      note: "Optional: school bus pick-up and drop with a trained attendant.",
    },
    { name: "Uniform Fee", amount: 1500, frequency: "other", frequencyText: "", note: "The school uniform set, including the sports uniform." },
  ],
  // SPEC §2 "Tuition Fees": Credit/Debit Card, Cash Payment at the office during business hours, Online Transfer.
  paymentMethods: [
    { title: "Credit/Debit Card", description: "Pay by any credit or debit card at the school office." },
    { title: "Cash Payment", description: "Pay in cash at the school office during business hours; you receive a receipt immediately." },
    { title: "Online Transfer", description: "Transfer online by NEFT, IMPS or UPI; the office shares the account details and confirms receipt." },
  ],
  feesFaqs: [
    {
      question: "When is the monthly fee due?",
      answer:
        "The monthly tuition fee (and the bus fee, if your child uses the school bus) is paid at the start of every month. The office shares the due dates for the year at admission and sends a reminder before each one.",
    },
    {
      question: "Are there any hidden charges?",
      answer:
        "No. The fees listed on this page are everything you pay. Optional extras, such as the summer camp, are always announced in advance and are never charged without your consent.",
    },
    {
      question: "Can I pay the fees in installments?",
      answer:
        "Yes. Besides paying every month, you can ask the office to pay the tuition fee quarterly or in two half-yearly installments. If your family needs a different arrangement, please talk to us; we are happy to help.",
    },
  ],
  admissionSteps: STEPS,
  admissionFaqs: [
    {
      question: "What is the admission process?",
      answer:
        "Register online through the enrollment form, submit the documents, pay the registration fee and visit us for a short interaction with your child. Admissions are confirmed in order of registration while seats are available, and our office calls you after your registration to guide you through each step.",
    },
    DOCUMENTS_FAQ,
    {
      question: "How much is the admission fee?",
      answer:
        "The one-time registration fee is ₹5,000, paid when you confirm the admission. The full fee list, including the monthly tuition fee, is on our Tuition Fees page.",
    },
  ],
  whyChooseUs: WHY_CHOOSE_US,
  programs: PROGRAM_CARDS,
  supportFaqs: SUPPORT_FAQS,
  directions: DIRECTIONS,
};

/**
 * A new school's start: SPEC's texts without a fee, a payment method or a fee FAQ, and without
 * the step and the answers that promise a payment or name the demo's price. Its staff add their
 * own fees (and a payment step, if they take one) in the console.
 */
export const NEW_SCHOOL_CONTENT: SchoolContent = {
  fees: [],
  paymentMethods: [],
  feesFaqs: [],
  admissionSteps: STEPS.filter((step) => step.title !== "Pay Admission Fee"),
  admissionFaqs: [
    {
      question: "What is the admission process?",
      answer:
        "Register online through the enrollment form, submit the documents and visit us for a short interaction with your child. Admissions are confirmed in order of registration while seats are available, and our office calls you after your registration to guide you through each step.",
    },
    DOCUMENTS_FAQ,
    {
      question: "How much is the admission fee?",
      answer: "Please ask our office: we share the fees for your child's class when we call you after your registration.",
    },
  ],
  whyChooseUs: WHY_CHOOSE_US,
  programs: PROGRAM_CARDS,
  supportFaqs: SUPPORT_FAQS.map((faq) =>
    faq.question === "Where can I find the fee structure?"
      ? { ...faq, answer: "Please call or write to our office: we share the fee structure for your child's class." }
      : faq,
  ),
  directions: DIRECTIONS,
};
