import type { FeaturePage } from "~/utils/copy";
import { CONTACT_INFO } from "./index";
import type { PageInfo } from "~/utils/meta";

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

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const WHY_CHOOSE_US_PAGE: PageInfo = {
  title: "Why Choose Us",
  description: (school) => `Qualified educators, a safe campus, a holistic curriculum and personal attention: why families choose ${school}.`,
};
