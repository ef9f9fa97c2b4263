import type { PageInfo } from "~/utils/meta";
import { feeCardIn, type FeePeriods } from "~/utils/fees";
import type { FeeView } from "~/utils/school-pages";

/**
 * Copy of How to Apply and Tuition Fees (SPEC §2, §3) around the school's own steps, fees, payment
 * methods and FAQs, which are its lists (README "Staff console": "Pages"; where a school starts:
 * shared/school-content.ts).
 */

/** "six" for 6: SPEC §2's six steps read as words; a school's own count too, up to twelve. */
const COUNT_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const countWord = (count: number) => COUNT_WORDS[count] ?? String(count);

export const HOW_TO_APPLY = {
  lead: (steps: number) =>
    steps > 0
      ? `Joining our school is simple. Follow ${steps === 1 ? "this step" : `these ${countWord(steps)} steps`}, and our admissions team will help you at every one of them.`
      : "Joining our school is simple, and our admissions team will help you at every step.",
  stepsTitle: (steps: number) => {
    const word = countWord(steps);
    return `${word.charAt(0).toUpperCase()}${word.slice(1)} ${steps === 1 ? "Step" : "Steps"} to Admission`;
  },
  faqTitle: "Frequently Asked Questions",
  cta: { label: "Apply Now", to: "/admissions/enrollmentForm", text: "Ready to begin? Fill in the enrollment form now." },
} as const;

/**
 * How often a fee is paid, as its card says it (SPEC §3: "one-time", "per month", "annual"); a
 * fee of `other` shows the school's own words, or none.
 */
export const FEE_PERIODS: FeePeriods = {
  oneTime: "one-time",
  perMonth: "per month",
  perTerm: "per term",
  perYear: "annual",
};

/** The console's preview of a fee card, in English (the console's language). */
export function feeCard(fee: Parameters<typeof feeCardIn>[0]): Omit<FeeView, "key"> {
  return feeCardIn(fee, FEE_PERIODS);
}

export const TUITION_FEES = {
  lead: "Clear, simple fees with no surprises. Here is everything you pay during the year.",
  /** A school that has not published its fees (a new school starts so): no amount, no promise. */
  leadOnRequest: "Our office is happy to tell you the fees for your child's class.",
  feesTitle: "Our Fee Structure",
  onRequest: {
    text: "Our fees are given on request: please contact our office, and we will share the fees for your child's class.",
    link: { label: "Contact us for the fees", to: "/contact/info" },
  },
  paymentTitle: "Payment Methods",
  faqTitle: "Frequently Asked Questions",
  cta: { label: "Contact Us", to: "/contact/info", text: "Questions about fees? Our office is happy to help." },
} as const;

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const HOW_TO_APPLY_PAGE: PageInfo = {
  title: "How to Apply",
  description: (school) => `The steps to admission at ${school}, the documents you need and answers to common questions.`,
};

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const TUITION_FEES_PAGE: PageInfo = {
  title: "Tuition Fees",
  description: (school) => `The tuition fees of ${school} and answers to parents' questions about them.`,
};
