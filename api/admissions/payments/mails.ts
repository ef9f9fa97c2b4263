import { DateTime } from "luxon";
import { formatRupees } from "../../../shared/rupees.js";
import type { Db } from "../../db.js";
import type { Client } from "../../schema.js";
import { schoolPhone, statusPageLine } from "../acknowledgements.js";
import { familySite, queueFamilyMail } from "../family-mail.js";
import { schoolAddress } from "../visit-calendar.js";
import type { StaffPayment } from "./store.js";

// The mails of a registration fee (README "Admissions": "Registration fee by UPI"), queued in the
// confirmation's or rejection's own transaction through the family mails' outbox (Reply-To the
// school): the receipt, and a rejection with the staff's reason and what to check.

/** "Nursery 2027–28", or "" for an application without a class. */
const classAndYear = (payment: StaffPayment) => [payment.className, payment.yearLabel].filter(Boolean).join(" ");

async function followUp(db: Db, client: Client): Promise<string[]> {
  const site = await familySite(db, client.id);
  return [...(site ? [statusPageLine(site.statusUrl)] : []), ...schoolPhone(client)];
}

/** The receipt: what a parent keeps, and shows the school, as proof of the fee paid. */
export async function queueReceiptMail(
  db: Db,
  client: Client,
  payment: StaffPayment & { receiptNumber: string; confirmedAt: string },
) {
  const date = DateTime.fromISO(payment.confirmedAt, { zone: client.timeZone, locale: "en-IN" }).toFormat("d MMMM yyyy");
  const what = classAndYear(payment);
  await queueFamilyMail(db, client, {
    to: payment.email,
    subject: `Receipt ${payment.receiptNumber} for the registration fee of ${payment.childName}`,
    paragraphs: [
      `Dear ${payment.parentName},`,
      `Thank you: ${client.clientName} has received the registration fee for ${payment.childName}'s application (${payment.reference}). This mail is your receipt.`,
      [
        `Receipt no.: ${payment.receiptNumber}`,
        `Date: ${date}`,
        `Received from: ${payment.parentName}`,
        `For: registration fee of ${payment.childName}${what ? `, ${what}` : ""}`,
        `Amount: ${formatRupees(payment.amountRupees)}`,
        `Paid by: UPI, transaction reference (UTR) ${payment.utr}`,
      ].join("\n"),
      [client.clientName, schoolAddress(client)].filter(Boolean).join("\n"),
      ...(await followUp(db, client)),
    ],
    source: { kind: "enrollment", id: payment.enrollmentId },
  });
}

/** A payment staff could not find on the statement: their reason, and how to submit it again. */
export async function queueRejectionMail(db: Db, client: Client, payment: StaffPayment & { reason: string }) {
  await queueFamilyMail(db, client, {
    to: payment.email,
    subject: `We could not confirm the registration fee for ${payment.childName} (${payment.reference})`,
    paragraphs: [
      `Dear ${payment.parentName},`,
      `We could not confirm your payment of ${formatRupees(payment.amountRupees)} with the UPI transaction reference (UTR) ${payment.utr}.`,
      `The school's reason: ${payment.reason}`,
      "Please check the UTR in your UPI app's payment details (12 digits, often called UPI Ref No. or UPI transaction ID) and submit it again with your reference and mobile number. If the money has left your account, call the school with the UTR.",
      ...(await followUp(db, client)),
    ],
    source: { kind: "enrollment", id: payment.enrollmentId },
  });
}
