import { OUR_STORY, OUR_STORY_PAGE } from "~/content/about";
import { FOOTER_QUICK_LINKS, MENU_LABELS } from "~/content/navigation";
import { ERROR_PAGES, FALLBACK_ABOUT, LOADING_TEXT, NEWSLETTER, OPENING_TIME } from "~/content/site";
import { SOCIAL_NETWORKS } from "~/content/social";
import { CONSENT } from "~/content/consent";
import { FORM_TEXT } from "~/content/forms";
import { REFERENCE_TEXT } from "~/content/reference";
import { VISIT_INVITE } from "~/content/visits";
import { GENERIC_ERROR_MESSAGE } from "~/utils/messages";
import { EN_FORM_MESSAGES } from "./form-messages.server";
import { SOURCES } from "../../shared/sources";
import { CONTACT_INFO, CONTACT_INFO_PAGE, ENQUIRY } from "~/content/contact-info";
import { TESTIMONIALS, TESTIMONIALS_PAGE } from "~/content/testimonials";

/**
 * The English catalogue (README "Languages"): SPEC's texts, kept where they always were (content/,
 * each route's copy) and gathered here by section. Every other language's catalogue has this shape
 * (catalogue.server.ts `Catalogue`); a text that takes values is a function of them.
 */
export const en = {
  layout: {
    skipLink: "Skip to main content",
    menu: MENU_LABELS,
    /** SPEC §2 "Site layout": the top info bar's hours, SPEC's unless the school gives its own. */
    openingTime: OPENING_TIME,
    openingTimeOf: (hours: string) => `Opening Time : ${hours}`,
    contactBar: "Contact and opening time",
    call: (phone: string) => `Call ${phone}`,
    whatsApp: (phone: string) => `WhatsApp ${phone} (opens in a new tab)`,
    logoAlt: (school: string) => `${school} logo`,
    logoHome: ", home",
    mainNav: "Main",
    openMenu: "Menu",
    closeMenu: "Close menu",
    languages: "Languages",
    footerAbout: (school: string) => `About ${school}`,
    footerHome: " – home",
    quickLinksTitle: "Quick Links",
    quickLinks: FOOTER_QUICK_LINKS,
    newsletterTitle: "Newsletter",
    contactTitle: "Contact",
    contactSoon: "Contact details will appear here soon.",
    socialMedia: "Social media",
    social: {
      facebookUrl: SOCIAL_NETWORKS.facebookUrl.label,
      instagramUrl: SOCIAL_NETWORKS.instagramUrl.label,
      youtubeUrl: SOCIAL_NETWORKS.youtubeUrl.label,
      xUrl: SOCIAL_NETWORKS.xUrl.label,
      linkedinUrl: SOCIAL_NETWORKS.linkedinUrl.label,
      whatsappChannelUrl: SOCIAL_NETWORKS.whatsappChannelUrl.label,
    },
    newsletter: { label: NEWSLETTER.label, placeholder: NEWSLETTER.placeholder, button: NEWSLETTER.button, note: NEWSLETTER.note },
    notifications: "Notifications",
    closeNotification: "Close notification",
    toastKinds: { success: "Success", error: "Error", info: "Information", warning: "Warning" },
    loading: LOADING_TEXT,
    honeypot: "Please leave this field blank",
    errorPages: ERROR_PAGES,
    /** A school that has not written its "about" text (SPEC §1 fallback texts). */
    fallbackAbout: FALLBACK_ABOUT,
    genericError: GENERIC_ERROR_MESSAGE,
  },
  /** Shared by the public forms (README "Languages"): their common words and the validation and server messages a parent reads. */
  forms: {
    optional: FORM_TEXT.optional,
    sending: FORM_TEXT.sending,
    /** SPEC §8's result popups. */
    savedTitle: "Saved",
    errorTitle: "Error!",
    okay: "Okay",
    cool: "Cool",
    cancel: "Cancel",
    /** An optional select's first choice: not answered. */
    chooseOne: "Choose one",
    consent: CONSENT,
    reference: REFERENCE_TEXT,
    visitInvite: VISIT_INVITE,
    /** "How did you hear about us?": the stored value (shared/sources.ts) is the English word. */
    sources: Object.fromEntries(SOURCES.map((source) => [source, source])) as Record<(typeof SOURCES)[number], string>,
    /** Every message of a public form, keyed by its English (form-messages.server.ts). */
    messages: EN_FORM_MESSAGES,
  },
  /** Contact › Contact Information and its enquiry form (SPEC §2, §5, §8). */
  contact: {
    page: CONTACT_INFO_PAGE,
    info: CONTACT_INFO,
    enquiry: {
      labels: ENQUIRY.labels,
      mobileHint: ENQUIRY.mobileHint,
      submit: ENQUIRY.submit,
    },
    /** The 'Saved' dialog's text: sent with the confirmation, never with the page. */
    saved: ENQUIRY.savedText,
  },
  /** Admissions › Parent Testimonials: the list and the testimonial form (SPEC §2, §4, §8). */
  testimonials: {
    page: TESTIMONIALS_PAGE,
    lead: TESTIMONIALS.lead,
    gridTitle: TESTIMONIALS.gridTitle,
    empty: TESTIMONIALS.empty,
    open: TESTIMONIALS.open,
    modalTitle: TESTIMONIALS.modalTitle,
    labels: TESTIMONIALS.labels,
    mobileHint: TESTIMONIALS.mobileHint,
    submit: TESTIMONIALS.submit,
    savedText: TESTIMONIALS.savedText,
  },
  /** The /newsletter page and the unsubscribe link's page (README "Newsletter"). */
  newsletter: {
    page: NEWSLETTER.page,
    lead: NEWSLETTER.lead,
    /** The thanks after a sign-up; an English page shows the provider's own, which says the same. */
    subscribed: (school: string) => `Thank you for subscribing! ${school}'s news will come to your inbox.`,
    unsubscribePage: NEWSLETTER.unsubscribePage,
    unsubscribeLead: NEWSLETTER.unsubscribeLead,
    unsubscribeButton: NEWSLETTER.unsubscribeButton,
    alreadyUnsubscribed: NEWSLETTER.alreadyUnsubscribed,
    badLink: NEWSLETTER.badLink,
  },
  /** About › Our Story (SPEC §2). */
  story: {
    page: OUR_STORY_PAGE,
    lead: OUR_STORY.lead,
    introTitle: OUR_STORY.introTitle,
    intro: OUR_STORY.intro,
    timelineTitle: OUR_STORY.timelineTitle,
    empty: OUR_STORY.empty,
  },
};
