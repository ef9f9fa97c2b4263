/** Shapes of the static copy (content/) that shared components render. */

export type Faq = { question: string; answer: string; link?: { label: string; to: string } };

/** The button at the end of a static page, with the sentence beside it. */
export type CallToActionCopy = { label: string; to: string; text: string };

/**
 * SPEC §2 "Static program and marketing pages": heading, intro and a button around the cards, which
 * are the school's own (README "Staff console": "Pages").
 */
export type FeaturePage = { heading: string; intro: string; cta: CallToActionCopy };
