import type { Faq } from "~/utils/copy";
import type { PageInfo } from "~/utils/meta";

/**
 * Static copy of How to Apply and Tuition Fees (SPEC §2, §3). SPEC §2 gives the step and FAQ titles
 * with placeholder answers; these are the answers a school would publish instead.
 */

export const HOW_TO_APPLY = {
  lead: "Joining our school is simple. Follow these six steps, and our admissions team will help you at every one of them.",
  stepsTitle: "Six Steps to Admission",
  steps: [
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
  ],
  faqTitle: "Frequently Asked Questions",
  faqs: [
    {
      question: "What is the admission process?",
      answer:
        "Register online through the enrollment form, submit the documents, pay the registration fee and visit us for a short interaction with your child. Admissions are confirmed in order of registration while seats are available, and our office calls you after your registration to guide you through each step.",
      link: { label: "Open the enrollment form", to: "/admissions/enrollmentForm" },
    },
    {
      question: "Which documents are required?",
      answer:
        "Your child's birth certificate, two recent passport-size photographs of your child, address proof (Aadhaar card, utility bill or rent agreement), ID proof of both parents, and the immunisation record. Please bring the originals for verification along with one photocopy of each.",
    },
    {
      question: "How much is the admission fee?",
      answer:
        "The one-time registration fee is ₹5,000, paid when you confirm the admission. The full fee list, including the monthly tuition fee, is on our Tuition Fees page.",
      link: { label: "See the tuition fees", to: "/admissions/tuitionFees" },
    },
  ] satisfies Faq[],
  cta: { label: "Apply Now", to: "/admissions/enrollmentForm", text: "Ready to begin? Fill in the enrollment form now." },
} as const;

export type Fee = { name: string; amount: number; period: string; description: string };

/** SPEC §3 "Static fee list on the Tuition Fees page (rupees)"; periods as the spec gives them. */
export const FEES: Fee[] = [
  { name: "Registration Fee", amount: 5000, period: "one-time", description: "Paid once, when the admission is confirmed." },
  { name: "Monthly Tuition Fee", amount: 3000, period: "per month", description: "Classes, learning materials and daily activities." },
  // SPEC §3 gives no period for the activity and uniform fees; none is invented here.
  { name: "Activity Fee", amount: 1000, period: "", description: "Art materials, music, dance, outings and special activity days." },
  { name: "Exam Fee", amount: 1500, period: "annual", description: "Assessments, progress reports and portfolio of the year." },
  { name: "Bus Fee", amount: 2000, period: "per month", description: "Optional: school bus pick-up and drop with a trained attendant." },
  { name: "Uniform Fee", amount: 1500, period: "", description: "The school uniform set, including the sports uniform." },
];

export const TUITION_FEES = {
  lead: "Clear, simple fees with no surprises. Here is everything you pay during the year.",
  feesTitle: "Our Fee Structure",
  paymentTitle: "Payment Methods",
  payments: [
    { title: "Credit/Debit Card", description: "Pay by any credit or debit card at the school office." },
    { title: "Cash Payment", description: "Pay in cash at the school office during business hours; you receive a receipt immediately." },
    { title: "Online Transfer", description: "Transfer online by NEFT, IMPS or UPI; the office shares the account details and confirms receipt." },
  ],
  faqTitle: "Frequently Asked Questions",
  faqs: [
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
  ] satisfies Faq[],
  cta: { label: "Contact Us", to: "/contact/info", text: "Questions about fees? Our office is happy to help." },
} as const;

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const HOW_TO_APPLY_PAGE: PageInfo = {
  title: "How to Apply",
  description: (school) => `The six steps to admission at ${school}, the documents you need and answers to common questions.`,
};

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const TUITION_FEES_PAGE: PageInfo = {
  title: "Tuition Fees",
  description: (school) => `Fees at ${school}: registration, monthly tuition, activity, exam, bus and uniform fees, and how to pay.`,
};
