import type { PageInfo } from "~/utils/meta";

/**
 * The per-school privacy notice (`/privacy`) and the line under the enrollment and enquiry forms
 * that links to it: what is collected, why, for how long, and how to ask for erasure (DPDP Act
 * 2023 §5 notice, GDPR Art. 13).
 */

export const PRIVACY_PAGE: PageInfo = {
  title: "Privacy Notice",
  description: (school) => `How ${school} uses the details parents send through this website, and how to have them erased.`,
};

export const PRIVACY = {
  lead: (school: string) => `What ${school} does with the details you send through this website.`,
  who: {
    title: "Who we are",
    text: (school: string) => `${school} is responsible for the details you send on this website. Only the school's own staff see them.`,
  },
  what: {
    title: "What we collect",
    items: [
      "Enrollment form: your child's name, age and gender, your name, contact number and address, and anything you add.",
      "Enquiry form: your name, mobile number and e-mail address, your child's name if you give it, and your message.",
      "Testimonial: your name, mobile number and your words.",
      "An account, if you create one: your name, mobile number, e-mail address and password (stored only as a secure hash).",
    ],
  },
  why: {
    title: "Why",
    items: [
      "To answer your enquiry and to handle your child's admission: the school contacts you on the number or e-mail you gave.",
      "The school is told about each new enrollment and enquiry by e-mail.",
      "A testimonial is shown on this website with your name once the school approves it; your mobile number is never shown.",
      "With the reference you get after sending a form and your mobile number, you can check its status on this website.",
    ],
    notSold: "Your details are not sold, and not used for advertising.",
  },
  howLong: {
    title: "How long",
    text: "The school keeps your details as long as it needs them to answer you and to handle your child's admission, and erases them when you ask.",
  },
  rights: {
    title: "Your rights and erasure",
    text: "You can ask to see or correct your details, withdraw your agreement, or have them erased (Digital Personal Data Protection Act 2023; GDPR). The school then erases every enrollment, enquiry and testimonial sent with your mobile number; only a note that an erasure was done, without your details, remains.",
    contact: "To ask, contact the school:",
    noContact: "To ask, contact the school's office.",
  },
};
