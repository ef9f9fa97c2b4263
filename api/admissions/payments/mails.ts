import { DateTime } from "luxon";
import { formatRupees } from "../../../shared/rupees.js";
import type { Db } from "../../db.js";
import type { Client } from "../../schema.js";
import { MAIL_INTL, type MailWords } from "../../../shared/i18n/mail.js";
import { classAndYearIn, mailIn } from "../../languages/family-language.js";
import { schoolPhone } from "../acknowledgements.js";
import { familySite, queueFamilyMail } from "../family-mail.js";
import { schoolAddress } from "../visit-calendar.js";
import type { StaffPayment } from "./store.js";

// The mails of a registration fee (README "Admissions": "Registration fee by UPI"), queued in the
// confirmation's or rejection's own transaction through the family mails' outbox (Reply-To the
// school): the receipt, and a rejection with the staff's reason and what to check. In the
// application's language (README "Languages": "Mails"), dates and rupees by its locale.

async function followUp(db: Db, client: Client, words: MailWords): Promise<string[]> {
  const site = await familySite(db, client.id);
  return [...(site ? [words.statusPage(site.statusUrl)] : []), ...schoolPhone(client, words)];
}

/** Whole rupees: "₹5,000" as always in English, Intl's Indian grouping in the mail's locale otherwise. */
const rupeesIn = (amount: number, intl: string) =>
  intl === "en-IN"
    ? formatRupees(amount)
    : new Intl.NumberFormat(intl, { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(amount);

/** The receipt: what a parent keeps, and shows the school, as proof of the fee paid. */
export async function queueReceiptMail(
  db: Db,
  client: Client,
  payment: StaffPayment & { receiptNumber: string; confirmedAt: string },
) {
  const { lang, words, school } = mailIn(client, payment.language);
  const confirmed = DateTime.fromISO(payment.confirmedAt, { zone: client.timeZone, locale: MAIL_INTL[lang] });
  const date =
    lang === "en"
      ? confirmed.toFormat("d MMMM yyyy")
      : confirmed.toLocaleString({ day: "numeric", month: "long", year: "numeric" });
  const said = words.payment;
  await queueFamilyMail(db, school, {
    to: payment.email,
    subject: said.receiptSubject(payment.receiptNumber, payment.childName),
    paragraphs: [
      words.dear(payment.parentName),
      said.received(school.clientName, payment.childName, payment.reference ?? ""),
      [
        said.receiptNumber(payment.receiptNumber),
        said.date(date),
        said.from(payment.parentName),
        said.for(payment.childName, await classAndYearIn(db, payment.classId, lang)),
        said.amount(rupeesIn(payment.amountRupees, MAIL_INTL[lang])),
        said.paidBy(payment.utr),
      ].join("\n"),
      [school.clientName, schoolAddress(school)].filter(Boolean).join("\n"),
      ...(await followUp(db, school, words)),
    ],
    source: { kind: "enrollment", id: payment.enrollmentId },
  });
}

/** A payment staff could not find on the statement: their reason, and how to submit it again. */
export async function queueRejectionMail(db: Db, client: Client, payment: StaffPayment & { reason: string }) {
  const { lang, words, school } = mailIn(client, payment.language);
  const said = words.payment;
  await queueFamilyMail(db, school, {
    to: payment.email,
    subject: said.rejectedSubject(payment.childName, payment.reference ?? ""),
    paragraphs: [
      words.dear(payment.parentName),
      said.notConfirmed(rupeesIn(payment.amountRupees, MAIL_INTL[lang]), payment.utr),
      said.reason(payment.reason),
      said.check,
      ...(await followUp(db, school, words)),
    ],
    source: { kind: "enrollment", id: payment.enrollmentId },
  });
}
