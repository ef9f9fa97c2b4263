import type { PageInfo } from "~/utils/meta";

/** Texts of the newsletter box and its pages (README "Newsletter"). SPEC §2 gives only the button. */
export const NEWSLETTER = {
  label: "Your e-mail address",
  placeholder: "you@example.com",
  /** SPEC §2: the newsletter box's button. */
  button: "SUBSCRIBE",
  note: "Get our school news by e-mail. Every e-mail has a link to unsubscribe.",
  page: {
    title: "Newsletter",
    description: (school) => `Get ${school}'s news by e-mail: events, holidays and what the children are learning.`,
  } satisfies PageInfo,
  lead: (school: string) => `Leave your e-mail address and ${school}'s news will come to your inbox. You can unsubscribe at any time.`,
  unsubscribePage: {
    title: "Unsubscribe",
    description: (school) => `Stop getting ${school}'s newsletter.`,
  } satisfies PageInfo,
  unsubscribeLead: (school: string) => `Do you want to stop getting ${school}'s newsletter by e-mail?`,
  unsubscribeButton: "Unsubscribe",
  alreadyUnsubscribed: "This address is already unsubscribed. You will not get the school's newsletter any more.",
  badLink: "This unsubscribe link is not valid. Please use the link from the school's latest e-mail.",
} as const;
