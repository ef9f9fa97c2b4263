import { APPLICATION_STAGES, FAMILY_STAGES, VISIT_STAGES } from "../family-stages.js";

// The words of the provider's mails to a family in English (README "Languages": "Mails"): the
// source of every other language's mail catalogue (./mail-hi.ts has the same shape, checked by the
// compiler). These are the mails' texts as they were before there were languages, word for word.
// A text that takes values is a function of them, so each language puts them where it puts them.

/** A record's reference in brackets after its name; rows stored before references have none. */
const optionalReference = (reference: string | null) => (reference ? ` (${reference})` : "");

export const mailEn = {
  dear: (name: string) => `Dear ${name},`,
  whatNext: (next: string) => `What happens next: ${next}`,
  statusPage: (url: string) => `Follow it on the status page with your reference and mobile number:\n${url}`,
  bookVisit: (url: string) => `Book a visit to see the school:\n${url}`,
  callSchool: (phone: string) => `Questions? Call the school on ${phone}.`,
  /** The status page's words for each stage (shared/family-stages.ts): the page and the mail agree. */
  stages: { family: FAMILY_STAGES, application: APPLICATION_STAGES, visit: VISIT_STAGES },
  acknowledgement: {
    enrollmentSubject: (childName: string, reference: string) => `We have received the enrollment of ${childName} (${reference})`,
    enquirySubject: (reference: string) => `We have received your enquiry ${reference}`,
    enrollmentReceived: (childName: string, school: string, reference: string) =>
      `Thank you for enrolling ${childName} at ${school}. We have received the enrollment; your reference is ${reference}.`,
    enquiryReceived: (school: string, reference: string) =>
      `Thank you for writing to ${school}. We have received your enquiry; your reference is ${reference}.`,
    yourMessage: (message: string) => `Your message:\n${message}`,
  },
  status: {
    /**
     * Which record a status mail is about, as the sentence names it. Each takes only strings, so
     * the pseudo-locale keeps the child's name and the reference as given (./pseudo.ts).
     */
    about: {
      enrollment: (childName: string, reference: string | null) => `the enrollment of ${childName}${optionalReference(reference)}`,
      enquiry: (reference: string | null) => `your enquiry${optionalReference(reference)}`,
    },
    subject: (about: string, label: string) => `${about.charAt(0).toUpperCase()}${about.slice(1)} is now "${label}"`,
    news: (about: string, label: string, text: string) => `There is news about ${about}. Its stage is now "${label}": ${text}`,
  },
  visit: {
    reference: (reference: string) => `Reference: ${reference}`,
    date: (day: string) => `Date: ${day}`,
    time: (time: string, length: string) => `Time: ${time} (${length})`,
    address: (address: string) => `Address: ${address}`,
    minutes: (minutes: string) => `${minutes} minutes`,
    otherZone: (time: string, zone: string) => `${time} (${zone} time)`,
    changeAt: (url: string) => `To move or cancel the visit, open the status page with your reference and mobile number:\n${url}`,
    change: "To move or cancel the visit, open the school's status page with your reference and mobile number.",
    comeEarly: "Please come a few minutes before the time and keep your reference at hand.",
    reminderSubject: (time: string, reference: string) => `Reminder: your visit tomorrow at ${time} (${reference})`,
    reminder: (school: string) => `This is a reminder of your visit to ${school} tomorrow.`,
    bookedSubject: (day: string, time: string, reference: string) => `Your visit on ${day} at ${time} is booked (${reference})`,
    booked: (school: string, childName: string) => `Thank you for booking a visit to ${school}. We look forward to meeting you and ${childName}.`,
    bookedNext: (reminder: boolean) =>
      `What happens next: please come a few minutes before the time and keep your reference at hand. ${
        reminder ? "We will send you a reminder a day before the visit. " : ""
      }The calendar file attached adds the visit to your calendar.`,
    movedSubject: (day: string, time: string, reference: string) => `Your visit has moved to ${day} at ${time} (${reference})`,
    moved: (school: string) => `Your visit to ${school} now takes place at this new time:`,
    movedCalendar: "The calendar file attached updates the visit in your calendar.",
    cancelledSubject: (day: string, reference: string) => `Your visit on ${day} is cancelled (${reference})`,
    cancelledByParent: (school: string) => `As you asked, your visit to ${school} is cancelled:`,
    cancelledBySchool: (school: string) => `${school} has had to cancel your visit:`,
    /** The calendar entry (.ics): its title and description lines. */
    calendarSummary: (school: string) => `Visit to ${school}`,
    calendarMove: (url: string) => `Move or cancel: ${url}`,
  },
  documents: {
    returnedSubject: (document: string, childName: string, reference: string | null) =>
      `Please upload the "${document}" of ${childName} again${reference ? ` (${reference})` : ""}`,
    returned: (document: string, childName: string, reference: string | null, reason: string) =>
      `We have looked at the "${document}" you uploaded for the enrollment of ${childName}${reference ? ` (${reference})` : ""}, and we need a new one. The reason: ${reason}`,
    uploadAt: (url: string) => `Please upload it again on the status page, with your reference and mobile number:\n${url}`,
    upload: "Please upload it again on the school's website, with your reference and mobile number.",
  },
  offer: {
    subject: (className: string, deadline: string) => `Offer: ${className} — accept by ${deadline}`,
    offers: (school: string, childName: string, className: string, reference: string) =>
      `${school} offers ${childName} a seat in ${className} (application ${reference}).`,
    answer: (deadline: string) =>
      `Please accept or decline the offer by ${deadline} on the status page, with your reference and mobile number. An offer not accepted by then lapses and the seat goes to the next family.`,
  },
  payment: {
    receiptSubject: (receiptNumber: string, childName: string) => `Receipt ${receiptNumber} for the registration fee of ${childName}`,
    received: (school: string, childName: string, reference: string) =>
      `Thank you: ${school} has received the registration fee for ${childName}'s application (${reference}). This mail is your receipt.`,
    receiptNumber: (receiptNumber: string) => `Receipt no.: ${receiptNumber}`,
    date: (date: string) => `Date: ${date}`,
    from: (parentName: string) => `Received from: ${parentName}`,
    for: (childName: string, classAndYear: string) => `For: registration fee of ${childName}${classAndYear ? `, ${classAndYear}` : ""}`,
    amount: (amount: string) => `Amount: ${amount}`,
    paidBy: (utr: string) => `Paid by: UPI, transaction reference (UTR) ${utr}`,
    rejectedSubject: (childName: string, reference: string) => `We could not confirm the registration fee for ${childName} (${reference})`,
    notConfirmed: (amount: string, utr: string) => `We could not confirm your payment of ${amount} with the UPI transaction reference (UTR) ${utr}.`,
    reason: (reason: string) => `The school's reason: ${reason}`,
    check:
      "Please check the UTR in your UPI app's payment details (12 digits, often called UPI Ref No. or UPI transaction ID) and submit it again with your reference and mobile number. If the money has left your account, call the school with the UTR.",
  },
};
