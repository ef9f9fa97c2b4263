import type { Program } from "~/utils/enrollment-values";
import { STAFF_TEXT } from "./staff";

// The Programs pages of "Site content" (README "Staff console"), apart from staff-site.ts, which
// every list page loads: only these two pages need it.

/** The five program pages: their names in the public menu and their addresses. */
export const PROGRAM_PAGES: Record<Program, { label: string; href: string }> = {
  earlyChildhoodDevelopment: { label: "Early Childhood Development", href: "/programs/preschool/earlyChildhoodDevelopment" },
  interactiveLearning: { label: "Interactive Learning", href: "/programs/preschool/interactiveLearning" },
  dayCareService: { label: "Daycare Services", href: "/programs/dayCareService" },
  summerCamps: { label: "Summer Camps", href: "/programs/summerCamps" },
  afterSchoolActivities: { label: "After-School Activities", href: "/programs/afterSchoolActivities" },
};

/** The console's page of one program's cards (a list named by the program). */
export function programCardsPage(program: Program) {
  const page = PROGRAM_PAGES[program];
  return {
    to: `/staff/site/programs/${program}`,
    title: `${page.label}: Cards`,
    lead: `The cards of the ${page.label} page: a title, a few words and an icon, or a number when there is none.`,
    publicPage: page,
    add: "Add a card",
    empty: "No cards yet.",
    sending: STAFF_TEXT.sending,
  };
}

export const PROGRAMS_TEXT = {
  offered: "Offered",
  notOffered: "Not offered",
  notOfferedNote:
    "Not on the site: the program is gone from the menu, the footer, the sitemap and the enrollment form, and its page is not found. Its cards stay here for when you offer it again.",
  stopOffering: "Stop offering",
  offerAgain: "Offer it again",
  editCards: "Edit the cards",
  publicPage: (label: string) => `See the ${label} page`,
  cards: (count: number, hidden: number) => `${count === 1 ? "1 card" : `${count} cards`}${hidden > 0 ? `, ${hidden} hidden` : ""}`,
  back: "All programs",
};
