import type { Faq } from "./copy";

/**
 * What the pages of the school's own lists show (README "Staff console": "Pages"), as the loaders
 * send it (services/school-pages.server.ts): plain strings, each row with its key.
 */

/** A fee card: the amount already in rupees ("₹5,000"), the period in words ("" shows none). */
export type FeeView = { key: string; name: string; amount: string; period: string; note: string };

/** A step of How to Apply, a payment method. */
export type StepView = { key: string; title: string; description: string };

/** A card of a program page or Why Choose Us; `icon` "" is the numbered badge, else a symbol of the site's icons. */
export type CardView = StepView & { icon: string };

export type FaqView = Faq & { key: string };

/** A way to reach the school on Visit Us ("On foot") and how. */
export type DirectionView = { key: string; mode: string; text: string };
