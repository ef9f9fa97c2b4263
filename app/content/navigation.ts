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

/** The menu of SPEC §2 "Site layout", each item to its route of the SPEC §2 table. */

export const MAIN_MENU: MenuEntry[] = [
  { label: "Home", to: "/" },
  {
    label: "About Us",
    prefix: "/about",
    items: [
      { label: "Our Story", to: "/about/ourStory" },
      { label: "Mission & Vision", to: "/about/missionAndVision" },
      // SPEC §2 spells the menu path /about/WhyChooseUs; the route table's /about/whyChooseUs is used.
      { label: "Why Choose Us?", to: "/about/whyChooseUs" },
      { label: "Meet the Team", to: "/about/ourTeam" },
    ],
  },
  {
    label: "Programs",
    prefix: "/programs",
    items: [
      {
        label: "Preschool Programs",
        items: [
          { label: "Early Childhood Development", to: PROGRAM_PATHS.earlyChildhoodDevelopment },
          { label: "Interactive Learning", to: PROGRAM_PATHS.interactiveLearning },
        ],
      },
      { label: "Daycare Services", to: PROGRAM_PATHS.dayCareService },
      { label: "Summer Camps", to: PROGRAM_PATHS.summerCamps },
      { label: "After-School Activities", to: PROGRAM_PATHS.afterSchoolActivities },
    ],
  },
  {
    label: "Admissions",
    prefix: "/admissions",
    items: [
      { label: "How to Apply", to: "/admissions/howToApply" },
      { label: "Tuition Fees", to: "/admissions/tuitionFees" },
      { label: "Parent Testimonials", to: "/admissions/parentTestimonials" },
      { label: "Enrollment Form", to: "/admissions/enrollmentForm" },
      // Not in SPEC §2's menu: booking a visit (README "Visits").
      { label: "Book a Visit", to: "/admissions/visit" },
    ],
  },
  {
    label: "Gallery",
    prefix: "/gallery",
    items: [
      { label: "Photos", to: "/gallery/photos" },
      { label: "Videos", to: "/gallery/videos" },
      { label: "Events & Celebrations", to: "/gallery/events" },
    ],
  },
  {
    label: "Contact Us",
    prefix: "/contact",
    items: [
      { label: "Contact Information", to: "/contact/info" },
      { label: "Visit Us", to: "/contact/visitUs" },
      { label: "Support", to: "/contact/support" },
    ],
  },
];

/** SPEC §2 footer: quick links, "not linked", so rendered as plain text. */
export const FOOTER_QUICK_LINKS = ["Home", "Admissions", "Classes", "Events", "Gallery", "Contact Us"];
