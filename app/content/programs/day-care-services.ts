import type { FeaturePage } from "~/utils/copy";
import { CONTACT_INFO } from "./index";
import type { PageInfo } from "~/utils/meta";

export const DAY_CARE_SERVICES: FeaturePage = {
  heading: "A Second Home for Your Little One",
  intro:
    "Our day care gives working parents peace of mind: a calm, clean and caring place where children play, eat, rest and learn through the whole day.",
  cards: [
    { title: "Safe Environment", description: "CCTV, secure entry, child-proofed rooms and a strict pick-up policy keep children safe." },
    { title: "Trained Caregivers", description: "Caregivers trained in early childhood care and first aid, with a low child-to-adult ratio." },
    { title: "Nutritious Meals", description: "Freshly cooked, balanced meals and snacks, with allergies and preferences respected." },
    { title: "Learning Through Play", description: "Stories, art, music and outdoor games keep days lively and full of learning." },
    { title: "Nap & Rest Time", description: "A quiet, clean nap room with a regular rest routine suited to each child's age." },
    { title: "Daily Updates", description: "A daily report on meals, naps and activities, with photos shared with parents." },
  ],
  cta: { label: "Contact Us", to: CONTACT_INFO, text: "Ask us about timings, seats and a visit to our day care." },
};

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const DAY_CARE_SERVICES_PAGE: PageInfo = {
  title: "Day Care Services",
  description: (school) => `Safe, caring full-day care at ${school}: trained caregivers, nutritious meals, rest time and daily updates.`,
};
