import type { FeaturePage } from "~/utils/copy";
import { CONTACT_INFO } from "./index";
import type { PageInfo } from "~/utils/meta";

export const EARLY_CHILDHOOD_DEVELOPMENT: FeaturePage = {
  heading: "Growing the Whole Child",
  intro:
    "The first six years shape how a child thinks, feels and relates to others. Our early childhood program nurtures every side of your child's development through play, routine and warm relationships.",
  cta: { label: "Contact Us Today", to: CONTACT_INFO, text: "Want to know how we would support your child? Talk to us." },
};

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const EARLY_CHILDHOOD_DEVELOPMENT_PAGE: PageInfo = {
  title: "Early Childhood Development",
  description: (school) =>
    `The early childhood development program at ${school}: cognitive, emotional, social, language, physical and creative growth.`,
};
