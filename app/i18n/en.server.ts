import { MISSION_AND_VISION, MISSION_AND_VISION_PAGE, OUR_STORY, OUR_STORY_PAGE, OUR_TEAM, OUR_TEAM_PAGE } from "~/content/about";
import { FEE_PERIODS, HOW_TO_APPLY, HOW_TO_APPLY_PAGE, TUITION_FEES, TUITION_FEES_PAGE } from "~/content/admissions";
import { SUPPORT, SUPPORT_PAGE, VISIT_US, VISIT_US_PAGE } from "~/content/contact";
import { FAQ_LINKS } from "~/content/faq-links";
import { PRIVACY, PRIVACY_PAGE } from "~/content/privacy";
import { AFTER_HOURS_ACTIVITIES, AFTER_HOURS_ACTIVITIES_PAGE } from "~/content/programs/after-hours-activities";
import { DAY_CARE_SERVICES, DAY_CARE_SERVICES_PAGE } from "~/content/programs/day-care-services";
import { EARLY_CHILDHOOD_DEVELOPMENT, EARLY_CHILDHOOD_DEVELOPMENT_PAGE } from "~/content/programs/early-childhood-development";
import { INTERACTIVE_LEARNING, INTERACTIVE_LEARNING_PAGE } from "~/content/programs/interactive-learning";
import { SUMMER_CAMPS, SUMMER_CAMPS_PAGE } from "~/content/programs/summer-camps";
import { WHY_CHOOSE_US, WHY_CHOOSE_US_PAGE } from "~/content/programs/why-choose-us";
import { VISIT_INVITE } from "~/content/visits";
import { FOOTER_QUICK_LINKS, MENU_LABELS } from "~/content/navigation";
import { ERROR_PAGES, FALLBACK_ABOUT, LOADING_TEXT, NEWSLETTER, OPENING_TIME } from "~/content/site";
import { VIDEO_PLAYER } from "~/content/video";
import { SOCIAL_NETWORKS } from "~/content/social";
import { CONSENT } from "~/content/consent";
import { FORM_TEXT } from "~/content/forms";
import { REFERENCE_TEXT } from "~/content/reference";
import { EN_FORM_MESSAGES } from "./form-messages.server";
import { ACCOUNT, ACCOUNT_PAGES } from "~/content/account";
import { FAMILY_DOCUMENT_STATES, FAMILY_DOCUMENTS } from "~/content/documents";
import { VISIT_TEXT } from "~/content/visits";
import { APPLICATION_STATUS, FEE_TEXT, STATUS_PAGE, VISIT_STATUS } from "~/content/status";
import { APPLICATION_STAGES, FAMILY_STAGES, VISIT_STAGES } from "../../shared/family-stages";
import { PAYMENT_STAGES } from "../../shared/payment-statuses";
import { SOURCES } from "../../shared/sources";
import { CONTACT_INFO, CONTACT_INFO_PAGE, ENQUIRY } from "~/content/contact-info";
import { TESTIMONIALS, TESTIMONIALS_PAGE } from "~/content/testimonials";
import { EVENTS, EVENTS_PAGE, PHOTO_GALLERY, PHOTO_GALLERY_PAGE, VIDEO_GALLERY, VIDEO_GALLERY_PAGE } from "~/content/gallery";
import { CLASS_GALLERY, CURRICULUM, HERO, INTRO, TEACHERS } from "~/content/home";
import type { FeaturePage } from "~/utils/copy";
import { GENERIC_ERROR_MESSAGE } from "~/utils/messages";
import type { PageInfo } from "~/utils/meta";
import { PROGRAM_NAMES } from "~/content/programs";
import { ENROLLMENT, ENROLLMENT_PAGE } from "~/content/enrollment";
import { VISIT, VISIT_PAGE } from "~/content/book-visit";
import { CLASS_TEXT } from "~/utils/admission-classes";
import { ruleInWords, ruleMessage, type AgeRule } from "../../shared/age-rules";

/** A six-card page's words (SPEC §2): its button's target stays with the page (content/programs). */
const featureWords = (info: PageInfo, page: FeaturePage) => ({
  page: info,
  heading: page.heading,
  intro: page.intro,
  cta: { label: page.cta.label, text: page.cta.text },
});

/** The link labels under the FAQ answers a school started with (content/faq-links.ts), by their target. */
const faqLinkLabel = (to: string) => Object.values(FAQ_LINKS).find((link) => link.to === to)!.label;

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
  /** Admissions › Enrollment Form (SPEC §2, §8; README "Admissions": the classes and their age rules). */
  enrollment: {
    page: ENROLLMENT_PAGE,
    title: ENROLLMENT.title,
    intro: ENROLLMENT.intro,
    labels: ENROLLMENT.labels,
    /** Under the class: `exempt` names the programs applied for without one (none: ""). */
    classHint: (exempt: string) => ENROLLMENT.classHint(exempt ? [exempt] : []),
    classPlaceholder: ENROLLMENT.classPlaceholder,
    noClassPlaceholder: ENROLLMENT.noClassPlaceholder,
    dateOfBirthHint: ENROLLMENT.dateOfBirthHint,
    programPlaceholder: ENROLLMENT.programPlaceholder,
    genderPlaceholder: ENROLLMENT.genderPlaceholder,
    genders: ENROLLMENT.genders,
    contactHint: ENROLLMENT.contactHint,
    emailHint: ENROLLMENT.emailHint,
    submit: ENROLLMENT.submit,
    /** The toast when the provider sends no message of its own. */
    received: ENROLLMENT.received,
    /** The toast on a page in another language: the provider's own thanks (this text) is English. */
    thanks: (school: string, child: string) =>
      `Thank you! ${school} has received the enrollment for ${child}. Our admissions team will contact you soon.`,
    /** The Program choices (the enrollment and visit forms), by the program pages' titles. */
    programs: PROGRAM_NAMES,
    /** A class as the form offers it: "Nursery 2027–28 (3 to under 4 on 31 March 2027)". */
    classChoice: (name: string, year: string, rule: AgeRule) => `${name} ${year} (${ruleInWords(rule)})`,
    /** The refusal that says a class's rule (shared/age-rules.ts, the provider's words too). */
    ruleMessage: (name: string, year: string, rule: AgeRule) => ruleMessage(name, year, rule),
    /** No class fits the date of birth: this sentence, then each class's rule as a sentence (utils/admission-classes.ts). */
    noneFits: CLASS_TEXT.noneFits,
    ruleSentence: (name: string, year: string, rule: AgeRule) => `${ruleMessage(name, year, rule)}.`,
  },
  /** Admissions › Book a Visit (README "Visits"). */
  visit: {
    page: VISIT_PAGE,
    title: VISIT.title,
    lead: VISIT.lead,
    formTitle: VISIT.formTitle,
    times: { legend: VISIT.times.legend, full: VISIT_TEXT.full, placesLeft: VISIT_TEXT.placesLeft, minutes: VISIT_TEXT.minutes },
    labels: VISIT.labels,
    mobileHint: VISIT.mobileHint,
    emailHint: VISIT.emailHint,
    programPlaceholder: VISIT.programPlaceholder,
    sourcePlaceholder: VISIT.sourcePlaceholder,
    submit: VISIT.submit,
    sending: VISIT.sending,
    /** The toast when the provider sends no message of its own. */
    booked: VISIT.booked,
    /** The toast on a page in another language: the provider's own thanks (this text) is English. */
    thanks: (school: string, day: string, time: string) => `Thank you! Your visit to ${school} is booked for ${day} at ${time}.`,
    bookedTitle: VISIT.bookedTitle,
    when: VISIT_TEXT.when,
    time: VISIT_TEXT.time,
    where: VISIT_TEXT.where,
    timeWithLength: VISIT_TEXT.timeWithLength,
    calendar: VISIT_TEXT.calendar,
    calendarHint: VISIT_TEXT.calendarHint,
    noTimes: VISIT.noTimes,
    noTimesCall: VISIT.noTimesCall,
    noTimesWrite: VISIT.noTimesWrite,
    noTimesPlease: VISIT.noTimesPlease,
    noTimesLink: VISIT.noTimesLink,
    noTimesEnd: VISIT.noTimesEnd,
    loadFailed: VISIT.loadFailed,
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
  /** The five program pages (SPEC §2 "Static program and marketing pages"): around the school's cards. */
  programs: {
    earlyChildhoodDevelopment: featureWords(EARLY_CHILDHOOD_DEVELOPMENT_PAGE, EARLY_CHILDHOOD_DEVELOPMENT),
    interactiveLearning: featureWords(INTERACTIVE_LEARNING_PAGE, INTERACTIVE_LEARNING),
    dayCareService: featureWords(DAY_CARE_SERVICES_PAGE, DAY_CARE_SERVICES),
    summerCamps: featureWords(SUMMER_CAMPS_PAGE, SUMMER_CAMPS),
    afterSchoolActivities: featureWords(AFTER_HOURS_ACTIVITIES_PAGE, AFTER_HOURS_ACTIVITIES),
  },
  /** About › Why Choose Us (SPEC §2): around the school's cards. */
  whyChooseUs: featureWords(WHY_CHOOSE_US_PAGE, WHY_CHOOSE_US),
  /** The links under the FAQ answers a school started with (content/faq-links.ts). */
  faqLinks: {
    enrollmentForm: faqLinkLabel("/admissions/enrollmentForm"),
    tuitionFees: faqLinkLabel("/admissions/tuitionFees"),
    visitUs: faqLinkLabel("/contact/visitUs"),
  },
  /** Admissions › How to Apply (SPEC §2): around the school's steps and FAQ. */
  howToApply: {
    page: HOW_TO_APPLY_PAGE,
    lead: HOW_TO_APPLY.lead,
    stepsTitle: HOW_TO_APPLY.stepsTitle,
    step: (step: number) => `Step ${step}`,
    faqTitle: HOW_TO_APPLY.faqTitle,
    visitInvite: VISIT_INVITE,
    cta: { label: HOW_TO_APPLY.cta.label, text: HOW_TO_APPLY.cta.text },
  },
  /** Admissions › Tuition Fees (SPEC §2, §3): around the school's fees, payment methods and FAQ. */
  tuitionFees: {
    page: TUITION_FEES_PAGE,
    lead: TUITION_FEES.lead,
    leadOnRequest: TUITION_FEES.leadOnRequest,
    feesTitle: TUITION_FEES.feesTitle,
    periods: FEE_PERIODS,
    onRequest: { text: TUITION_FEES.onRequest.text, link: TUITION_FEES.onRequest.link.label },
    paymentTitle: TUITION_FEES.paymentTitle,
    faqTitle: TUITION_FEES.faqTitle,
    cta: { label: TUITION_FEES.cta.label, text: TUITION_FEES.cta.text },
  },
  /** The map of Visit Us (SPEC §2; components/MapEmbed.tsx). */
  map: {
    frameTitle: (school: string) => `Map showing the location of ${school}`,
    open: "Open in Google Maps",
    newTab: " (opens in a new tab)",
  },
  /** Contact › Visit Us (SPEC §2): around the school's address, hours and directions. */
  visitUs: {
    page: VISIT_US_PAGE,
    lead: VISIT_US.lead,
    locationTitle: VISIT_US.locationTitle,
    hoursTitle: "School Hours",
    hours: VISIT_US.hours,
    directionsTitle: VISIT_US.directionsTitle,
    mapTitle: VISIT_US.mapTitle,
    visitNote: VISIT_US.visitNote,
    visitNoteWithPhone: VISIT_US.visitNoteWithPhone,
    book: VISIT_US.book,
  },
  /** Contact › Support (SPEC §2, §9): around the school's channels and FAQ. */
  support: {
    page: SUPPORT_PAGE,
    lead: SUPPORT.lead,
    callTitle: SUPPORT.callTitle,
    callText: SUPPORT.callText,
    emailTitle: SUPPORT.emailTitle,
    emailText: SUPPORT.emailText,
    chatTitle: SUPPORT.chatTitle,
    chatText: SUPPORT.chatText,
    chatLink: SUPPORT.chatLink,
    newTab: " (opens in a new tab)",
    chatGreeting: SUPPORT.chatGreeting,
    noChannels: SUPPORT.noChannels,
    faqTitle: SUPPORT.faqTitle,
  },
  /** About › Our Mission & Vision (SPEC §2): around the school's own statements. */
  missionAndVision: {
    page: MISSION_AND_VISION_PAGE,
    lead: MISSION_AND_VISION.lead,
    missionTitle: MISSION_AND_VISION.missionTitle,
    visionTitle: MISSION_AND_VISION.visionTitle,
    valuesTitle: MISSION_AND_VISION.valuesTitle,
    empty: MISSION_AND_VISION.empty,
  },
  /** About › Meet Our Team (SPEC §2), and the teachers on Home. */
  ourTeam: {
    page: OUR_TEAM_PAGE,
    heading: OUR_TEAM.heading,
    intro: OUR_TEAM.intro,
    empty: OUR_TEAM.empty,
    photoOf: (name: string) => `Photo of ${name}`,
  },
  /** The carousels' shared words ("%1 of %2" filled in by the carousel, utils/carousel.ts). */
  carousel: { slideOf: "%1 of %2", play: "Play", pause: "Pause" },
  /** Home (SPEC §2 "Home"): its texts (routes/_index/copy.ts) and its carousels' names. */
  home: {
    hero: { headline: HERO.headline, tagline: HERO.tagline, cta: HERO.cta },
    heroCarousel: {
      label: "Photos of our school",
      what: "slideshow",
      previous: "Previous slide",
      next: "Next slide",
      swipe: "%1 photos of our school: swipe sideways to see them all",
    },
    defaultSlideAlt: "Children playing and learning together",
    slideAlt: (school: string, photo: number) => `${school}: photo ${photo}`,
    intro: INTRO,
    classGallery: CLASS_GALLERY,
    classPhotoAlt: (photo: number, category: string) => (category ? `${category}: class photo ${photo}` : `Class photo ${photo}`),
    galleryCarousel: {
      label: "Class photos",
      what: "class photos",
      previous: "Previous class photos",
      next: "Next class photos",
      swipe: "%1 class photos: swipe sideways to see them all",
    },
    curriculum: CURRICULUM,
    teachers: TEACHERS,
    teachersCarousel: {
      label: "Teachers",
      what: "teachers",
      previous: "Previous teachers",
      next: "Next teachers",
      swipe: "%1 teachers: swipe sideways to see them all",
    },
  },
  /** The video player of the gallery pages (components/VideoPlayer.tsx): "%1" is the video's title. */
  video: VIDEO_PLAYER,
  /** Gallery › Photo Gallery (SPEC §2, §8), its viewer without JavaScript and its lightbox. */
  photoGallery: {
    page: PHOTO_GALLERY_PAGE,
    lead: PHOTO_GALLERY.lead,
    heading: PHOTO_GALLERY.heading,
    tabsLabel: PHOTO_GALLERY.tabsLabel,
    allTab: PHOTO_GALLERY.allTab,
    empty: PHOTO_GALLERY.empty,
    imageFailed: PHOTO_GALLERY.imageFailed,
    photoAlt: (photo: number, category: string) => `${category || "Gallery"} photo ${photo}`,
    gridLabel: "Photos",
    /** The viewer's heading: "%1" the photo's number, "%2" how many. */
    viewerTitle: (title: string) => `${title}: photo %1 of %2`,
    close: "Close",
    closeWhat: " photo viewer",
    viewerNav: "Previous and next photo",
    previous: "Previous photo",
    next: "Next photo",
    lightbox: {
      viewer: "Photo viewer",
      photos: "Photos",
      previous: "Previous photo",
      next: "Next photo",
      close: "Close",
      zoomIn: "Zoom in",
      zoomOut: "Zoom out",
    },
  },
  /** Gallery › Video Gallery (SPEC §2). */
  videoGallery: {
    page: VIDEO_GALLERY_PAGE,
    lead: VIDEO_GALLERY.lead,
    heading: VIDEO_GALLERY.heading,
    tabsLabel: VIDEO_GALLERY.tabsLabel,
    allTab: VIDEO_GALLERY.allTab,
    empty: VIDEO_GALLERY.empty,
  },
  /** Gallery › Events & Celebrations (SPEC §2). */
  events: {
    page: EVENTS_PAGE,
    lead: EVENTS.lead,
    heading: EVENTS.heading,
    empty: EVENTS.empty,
    photoFrom: (event: string) => `Photo from ${event}`,
  },
  /** The privacy notice (`/privacy`, content/privacy.ts). */
  privacy: { page: PRIVACY_PAGE, ...PRIVACY },
  /**
   * The family's status page (/admissions/status, README "Admissions"): the look-up, a record's stage
   * (shared/family-stages.ts, the provider's mails say the same in English), a visit's changes, an
   * application's offer, documents and registration fee.
   */
  status: {
    page: { title: STATUS_PAGE.title, description: STATUS_PAGE.description },
    lead: STATUS_PAGE.lead,
    labels: STATUS_PAGE.labels,
    referenceHint: STATUS_PAGE.referenceHint,
    mobileHint: STATUS_PAGE.mobileHint,
    submit: STATUS_PAGE.submit,
    sending: STATUS_PAGE.sending,
    notFound: STATUS_PAGE.notFound,
    tooMany: STATUS_PAGE.tooMany,
    resultTitle: STATUS_PAGE.resultTitle,
    nextTitle: STATUS_PAGE.nextTitle,
    privacy: STATUS_PAGE.privacy,
    /** Each kind of record's stages: a parent's words for the status staff set. */
    stages: { enquiry: FAMILY_STAGES, application: APPLICATION_STAGES, visit: VISIT_STAGES },
    visit: {
      when: VISIT_TEXT.when,
      time: VISIT_TEXT.time,
      where: VISIT_TEXT.where,
      timeWithLength: VISIT_TEXT.timeWithLength,
      calendar: VISIT_TEXT.calendar,
      calendarHint: VISIT_TEXT.calendarHint,
      full: VISIT_TEXT.full,
      placesLeft: VISIT_TEXT.placesLeft,
      minutes: VISIT_TEXT.minutes,
      legend: VISIT_STATUS.times.legend,
      status: VISIT_STATUS.status,
      moveTitle: VISIT_STATUS.moveTitle,
      moveSubmit: VISIT_STATUS.moveSubmit,
      noOtherTimes: VISIT_STATUS.noOtherTimes,
      cancelTitle: VISIT_STATUS.cancelTitle,
      cancelSubmit: VISIT_STATUS.cancelSubmit,
      confirmTitle: VISIT_STATUS.confirmTitle,
      confirmText: VISIT_STATUS.confirmText,
      confirmYes: VISIT_STATUS.confirmYes,
      confirmNo: VISIT_STATUS.confirmNo,
      moved: VISIT_STATUS.moved,
      cancelled: VISIT_STATUS.cancelled,
      bookAnother: VISIT_STATUS.bookAnother,
      sending: VISIT_STATUS.sending,
    },
    application: APPLICATION_STATUS,
    documents: {
      ...FAMILY_DOCUMENTS,
      states: FAMILY_DOCUMENT_STATES,
      /** A file's size (utils/documents.ts `fileSize`). */
      megabytes: (size: string) => `${size} MB`,
      kilobytes: (size: string) => `${size} KB`,
      /** The provider's thanks for an upload, as a page in another language says it. */
      received: (name: string) => `Thank you: ${name} received. The school will check it.`,
    },
    fee: {
      ...FEE_TEXT,
      /** A payment's state (shared/payment-statuses.ts). */
      payments: PAYMENT_STAGES,
      /** The provider's thanks for a UTR, as a page in another language says it. */
      utrSent: (amount: string, utr: string) =>
        `Thank you. The school will confirm your payment of ${amount} when it finds UTR ${utr} on its bank statement.`,
    },
  },
  /** The account pages (SPEC §4; README "Forms and sign-in"): sign in, register, a password link, the account. */
  account: {
    pages: ACCOUNT_PAGES,
    ...ACCOUNT,
    /** The one-time link's form (components/forms/SetPasswordForm.tsx). */
    setPassword: {
      email: "Email",
      password: "New password",
      hint: "At least 8 characters; three or four unrelated words work well. Not your name or e-mail.",
      works: (expires: string) => `This link works once, until ${expires}.`,
      submit: "Set password and sign in",
    },
    /** The provider's answers that name a value, as a page in another language says them. */
    registered: (email: string) => `Thank you! We have sent a message to ${email}. Open the link in it to finish signing up.`,
    resetSent: (school: string) => `If an account exists for this address at ${school}, we have sent a link.`,
  },
};
