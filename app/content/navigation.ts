import type { MenuEntry } from "~/utils/menu";

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
          { label: "Early Childhood Development", to: "/programs/preschool/earlyChildhoodDevelopment" },
          { label: "Interactive Learning", to: "/programs/preschool/interactiveLearning" },
        ],
      },
      { label: "Daycare Services", to: "/programs/dayCareService" },
      { label: "Summer Camps", to: "/programs/summerCamps" },
      { label: "After-School Activities", to: "/programs/afterSchoolActivities" },
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
