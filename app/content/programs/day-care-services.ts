import type { FeaturePage } from "~/utils/copy";
import { CONTACT_INFO } from "./index";
import type { PageInfo } from "~/utils/meta";

export const DAY_CARE_SERVICES: FeaturePage = {
  heading: "A Second Home for Your Little One",
  intro:
    "Our day care gives working parents peace of mind: a calm, clean and caring place where children play, eat, rest and learn through the whole day.",
  cta: { label: "Contact Us", to: CONTACT_INFO, text: "Ask us about timings, seats and a visit to our day care." },
};

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const DAY_CARE_SERVICES_PAGE: PageInfo = {
  title: "Day Care Services",
  description: (school) => `Safe, caring full-day care at ${school}: trained caregivers, nutritious meals, rest time and daily updates.`,
};
