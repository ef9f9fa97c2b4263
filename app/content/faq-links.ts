/**
 * The link under an answer (SPEC §2's FAQs, README "Staff console": "Pages"). A school's FAQ is
 * its own text without links; an answer to one of the questions it started with
 * (shared/school-content.ts) keeps the link the site always gave it. A question the school wrote
 * or reworded has none.
 */
export const FAQ_LINKS: Record<string, { label: string; to: string }> = {
  "What is the admission process?": { label: "Open the enrollment form", to: "/admissions/enrollmentForm" },
  "How much is the admission fee?": { label: "See the tuition fees", to: "/admissions/tuitionFees" },
  "How do I enrol my child?": { label: "Open the enrollment form", to: "/admissions/enrollmentForm" },
  "Can I take a tour of the school?": { label: "Plan your visit", to: "/contact/visitUs" },
  "Where can I find the fee structure?": { label: "See the tuition fees", to: "/admissions/tuitionFees" },
};
