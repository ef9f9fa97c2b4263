import type { Program } from "~/utils/enrollment-values";
import type { MenuEntry } from "~/utils/menu";

/**
 * Each program's page (SPEC §2 route table): a program the school does not offer leaves the menu
 * and the sitemap (README "Staff console": "Pages").
 */
export const PROGRAM_PATHS: Record<Program, string> = {
  earlyChildhoodDevelopment: "/programs/preschool/earlyChildhoodDevelopment",
  interactiveLearning: "/programs/preschool/interactiveLearning",
  dayCareService: "/programs/dayCareService",
  summerCamps: "/programs/summerCamps",
  afterSchoolActivities: "/programs/afterSchoolActivities",
};

/** The menu's words (SPEC §2 "Site layout"): each language's catalogue has them under `layout.menu`. */
export const MENU_LABELS = {
  home: "Home",
  about: "About Us",
  ourStory: "Our Story",
  missionAndVision: "Mission & Vision",
  whyChooseUs: "Why Choose Us?",
  ourTeam: "Meet the Team",
  programs: "Programs",
  preschool: "Preschool Programs",
  earlyChildhoodDevelopment: "Early Childhood Development",
  interactiveLearning: "Interactive Learning",
  dayCareService: "Daycare Services",
  summerCamps: "Summer Camps",
  afterSchoolActivities: "After-School Activities",
  admissions: "Admissions",
  howToApply: "How to Apply",
  tuitionFees: "Tuition Fees",
  parentTestimonials: "Parent Testimonials",
  enrollmentForm: "Enrollment Form",
  visit: "Book a Visit",
  gallery: "Gallery",
  photos: "Photos",
  videos: "Videos",
  events: "Events & Celebrations",
  contact: "Contact Us",
  contactInfo: "Contact Information",
  visitUs: "Visit Us",
  support: "Support",
};

/** The menu of SPEC §2 "Site layout" in a language's words, each item to its route of the SPEC §2 table. */
export function mainMenu(label: Readonly<Record<keyof typeof MENU_LABELS, string>>): MenuEntry[] {
  return [
    { label: label.home, to: "/" },
    {
      label: label.about,
      prefix: "/about",
      items: [
        { label: label.ourStory, to: "/about/ourStory" },
        { label: label.missionAndVision, to: "/about/missionAndVision" },
        // SPEC §2 spells the menu path /about/WhyChooseUs; the route table's /about/whyChooseUs is used.
        { label: label.whyChooseUs, to: "/about/whyChooseUs" },
        { label: label.ourTeam, to: "/about/ourTeam" },
      ],
    },
    {
      label: label.programs,
      prefix: "/programs",
      items: [
        {
          label: label.preschool,
          items: [
            { label: label.earlyChildhoodDevelopment, to: PROGRAM_PATHS.earlyChildhoodDevelopment },
            { label: label.interactiveLearning, to: PROGRAM_PATHS.interactiveLearning },
          ],
        },
        { label: label.dayCareService, to: PROGRAM_PATHS.dayCareService },
        { label: label.summerCamps, to: PROGRAM_PATHS.summerCamps },
        { label: label.afterSchoolActivities, to: PROGRAM_PATHS.afterSchoolActivities },
      ],
    },
    {
      label: label.admissions,
      prefix: "/admissions",
      items: [
        { label: label.howToApply, to: "/admissions/howToApply" },
        { label: label.tuitionFees, to: "/admissions/tuitionFees" },
        { label: label.parentTestimonials, to: "/admissions/parentTestimonials" },
        { label: label.enrollmentForm, to: "/admissions/enrollmentForm" },
        // Not in SPEC §2's menu: booking a visit (README "Visits").
        { label: label.visit, to: "/admissions/visit" },
      ],
    },
    {
      label: label.gallery,
      prefix: "/gallery",
      items: [
        { label: label.photos, to: "/gallery/photos" },
        { label: label.videos, to: "/gallery/videos" },
        { label: label.events, to: "/gallery/events" },
      ],
    },
    {
      label: label.contact,
      prefix: "/contact",
      items: [
        { label: label.contactInfo, to: "/contact/info" },
        { label: label.visitUs, to: "/contact/visitUs" },
        { label: label.support, to: "/contact/support" },
      ],
    },
  ];
}

/** The menu in English: its paths are every language's (the sitemap, tests). */
export const MAIN_MENU = mainMenu(MENU_LABELS);

/** SPEC §2 footer: quick links, "not linked", so rendered as plain text. */
export const FOOTER_QUICK_LINKS = ["Home", "Admissions", "Classes", "Events", "Gallery", "Contact Us"] as const;
