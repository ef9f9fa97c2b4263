import type { PageInfo } from "~/utils/meta";
import { formatRupees } from "~/utils/money";

/** Copy of the console's admission pages (README "Staff console": `/staff/admissions`). */

export const ADMISSION_PAGES = {
  years: { title: "Admission Years", description: (school) => `The admission years, classes, seats and age rules of ${school}.` },
} satisfies Record<string, PageInfo>;

export const ADMISSION_TEXT = {
  lead: "The classes parents apply for on the enrollment form, with their seats and age rules. Parents see the classes of open years only, and only those their child's date of birth fits.",
  ownerOnly: "Only the school's owner can change the years and classes.",
  none: "No admission year yet: the enrollment form asks for no class until you add a year, open it and give it classes.",
  open: "Open for applications",
  closed: "Closed to applications",
  starts: (day: string) => `Starts ${day}`,
  noClasses: "No classes yet: add one below.",
  seats: (count: number) => (count === 1 ? "1 seat" : `${count} seats`),
  fee: (rupees: number) => (rupees === 0 ? "no registration fee" : `${formatRupees(rupees)} registration fee`),
  applications: (count: number) => (count === 1 ? "1 application" : `${count} applications`),
  keepsApplications: "A year or class with applications cannot be deleted; close the year to applications instead.",
  addYear: "Add a year",
  addClass: (year: string) => `Add a class to ${year}`,
  openChoices: [
    { value: "true", label: "Open for applications" },
    { value: "false", label: "Closed to applications" },
  ],
  labels: {
    label: "Year",
    startsOn: "Start date",
    open: "Applications",
    name: "Class",
    program: "Program",
    seats: "Seats",
    minYears: "Youngest age: years",
    minMonths: "Youngest age: months",
    underYears: "Under the age of: years",
    underMonths: "Under the age of: months",
    ageOn: "Age on",
    fee: "Registration fee (₹)",
  },
  hints: {
    label: "As the school writes it, such as 2027–28.",
    startsOn: "The first day of the year's classes.",
    program: "The program page the class belongs to.",
    seats: "From 0 to 1,000.",
    min: "The youngest a child may be on the “Age on” date.",
    under: "A child must be younger than this on the “Age on” date.",
    ageOn: "The cut-off date of the age rule, such as 31 March.",
    fee: "Paid by UPI after applying; 0 for none.",
  },
  programPlaceholder: "No program",
  /** A class's checklist (README "Admissions": "Documents"). */
  checklist: {
    title: (what: string) => `Documents families upload for ${what}`,
    none: "No documents are asked for: families of this class upload nothing.",
    failed: "This list could not be loaded just now. Reload the page in a minute.",
    uploads: (count: number) => (count === 0 ? "none uploaded yet" : count === 1 ? "uploaded by 1 family" : `uploaded by ${count} families`),
    keepsUploads: "A document families have uploaded cannot be deleted; rename it instead.",
    label: "Document",
    hint: "As families read it, such as Birth certificate.",
    add: "Add the document",
    save: "Save the name",
    addLabel: (what: string) => `Add a document to ${what}`,
  },
} as const;
