import { type Request, Router } from "express";
import type { Updateable } from "kysely";
import { z } from "zod";
import { PAYMENT_STATUSES } from "../../../shared/payment-statuses.js";
import { formatRupees } from "../../../shared/rupees.js";
import { UPI_ID_MESSAGE, UPI_ID_PATTERN } from "../../../shared/upi.js";
import { audit } from "../../audit.js";
import { findClient } from "../../clients.js";
import { type Db, uniqueViolation } from "../../db.js";
import { text } from "../../fields.js";
import { HttpError, handle, parseOr400, readParams } from "../../http.js";
import { findFamilyRecord, statusLookup } from "../../routes/status.js";
import type { AdmissionPaymentTable, Client } from "../../schema.js";
import { idParam, optionalChoice, paging, staffRoute } from "../../staff/access.js";
import { saveSchool } from "../../staff/profile.js";
import { type Throttle, tooManyAttempts } from "../../throttle.js";
import { queueReceiptMail, queueRejectionMail } from "./mails.js";
import { type FeeState, type StaffPayment, feeState, findPayment, nextReceiptNumber, staffPayments } from "./store.js";
import { payeeName, upi } from "./upi.js";
import { advanceApplications } from "../stages.js";
import { enqueueAdmissionsNotice } from "../../notifications.js";

// The registration fee by UPI (README "Admissions": "Registration fee by UPI"). A parent, without
// an account, finds what is due with the status page's reference and mobile, pays with the UPI
// link and submits the UTR; staff confirm it against the bank statement (a receipt by mail) or
// reject it with a reason (mailed). Confirmation is a compare-and-set on the payment's status in
// its own transaction, so a payment confirmed twice at once gets one receipt.

const DUPLICATE_UTR = "This UTR has already been used for a payment to the school: check it in your UPI app";
const duplicateUtr = () => new HttpError(409, `utr: ${DUPLICATE_UTR}`, "utr", { utr: [DUPLICATE_UTR] });
const NOTHING_DUE = "No registration fee is due for this application";

/** The parent's view of the fee: what is asked, where to pay, and the latest payment. */
function parentAnswer(client: Client, reference: string, state: FeeState) {
  const { latest } = state;
  return {
    due: state.due,
    amountRupees: state.ask?.amountRupees ?? 0,
    upiId: client.upiId,
    payeeName: payeeName(client),
    reference,
    link: state.due ? (state.ask?.link ?? null) : null,
    payment: latest
      ? {
          status: latest.status,
          amountRupees: latest.amountRupees,
          utr: latest.utr,
          submittedAt: latest.submittedAt,
          confirmedAt: latest.confirmedAt,
          receiptNumber: latest.receiptNumber,
          reason: latest.reason,
        }
      : null,
  };
}

/** Stores the parent's UTR: a new payment, or the correction of one not yet confirmed. */
async function submitPayment(db: Db, client: Client, reference: string, utr: string): Promise<"new" | "corrected"> {
  const state = await feeState(db, client, reference);
  const { application, ask, latest } = state;
  if (latest?.status === "confirmed")
    throw new HttpError(409, `The registration fee is already paid: receipt ${latest.receiptNumber ?? ""}`);
  if (!application || !ask || !state.due) throw new HttpError(409, NOTHING_DUE);
  const open = latest?.status === "submitted" ? latest : null;
  let twin = db
    .selectFrom("admissionPayments")
    .select("id")
    .where("clientId", "=", client.id)
    .where("utr", "=", utr)
    .where("status", "!=", "rejected");
  if (open) twin = twin.where("id", "!=", open.id);
  if (await twin.executeTakeFirst()) throw duplicateUtr();
  const now = new Date().toISOString();
  if (open) {
    const corrected = await db
      .updateTable("admissionPayments")
      .set({ utr, amountRupees: ask.amountRupees, submittedAt: now, updatedAt: now })
      .where("id", "=", open.id)
      .where("status", "=", "submitted")
      .executeTakeFirst();
    if (corrected.numUpdatedRows !== 1n) throw new HttpError(409, "The school has just looked at this payment: reload the page");
    await tellTheSchool(
      db,
      client,
      application.enrollmentId,
      reference,
      `${formatRupees(ask.amountRupees)}, corrected UTR ${utr}`,
    );
    return "corrected";
  }
  await db
    .insertInto("admissionPayments")
    .values({
      clientId: client.id,
      enrollmentId: application.enrollmentId,
      method: upi.method,
      amountRupees: ask.amountRupees,
      utr,
      submittedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await tellTheSchool(db, client, application.enrollmentId, reference, `${formatRupees(ask.amountRupees)}, UTR ${utr}`);
  return "new";
}

/** A payment waits for staff to find it on the bank statement: the school hears of it (README "Admissions"). */
async function tellTheSchool(db: Db, client: Client, enrollmentId: number, reference: string, what: string) {
  await enqueueAdmissionsNotice(db, client, {
    id: enrollmentId,
    // No personal data in the subject, as for the school's other notices.
    subject: `[${client.clientName}] Registration fee to confirm: ${reference}`,
    lines: [
      `The family of ${reference} says it paid the registration fee by UPI: ${what}.`,
      "Confirm or reject it on the Payments page of the staff console once you have checked the bank statement.",
    ],
  });
}

/** GET and POST /admissions/payment: the parent's side, with the status page's reference and mobile. */
export function paymentRouter(db: Db, options: { throttle: Throttle; clientAddress: (req: Request) => string }): Router {
  const router = Router();
  const submission = statusLookup.merge(upi.proof);

  router.get(
    "/admissions/payment",
    handle(async (req, res) => {
      const input = parseOr400(statusLookup, readParams(req));
      const client = await findClient(db, input.clientId);
      const { reference } = await findFamilyRecord(db, input);
      res.json({ data: parentAnswer(client, reference, await feeState(db, client, reference)) });
    }),
  );

  router.post(
    "/admissions/payment",
    handle(async (req, res) => {
      const input = parseOr400(submission, readParams(req));
      const client = await findClient(db, input.clientId);
      // Counted before the mobile is checked: a wrong one is a guess like any other.
      const waitSeconds = await options.throttle.attempt(`${client.id}:${input.reference}`, options.clientAddress(req));
      if (waitSeconds !== null) throw tooManyAttempts("payment attempts", waitSeconds);
      const { reference } = await findFamilyRecord(db, input);
      const outcome = await db
        .transaction()
        .execute((trx) => submitPayment(trx, client, reference, input.utr))
        .catch((error: unknown) => {
          // A twin submitted at the same moment (PostgreSQL): the same answers as one found first.
          const violated = uniqueViolation(error);
          if (violated === null) throw error;
          if (violated.includes("utr")) throw duplicateUtr();
          throw new HttpError(409, "A payment for this application has just been submitted: reload the page");
        });
      const state = await feeState(db, client, reference);
      res.status(outcome === "new" ? 201 : 200).json({
        message: `Thank you. The school will confirm your payment of ${formatRupees(state.ask?.amountRupees ?? 0)} when it finds UTR ${input.utr} on its bank statement.`,
        data: parentAnswer(client, reference, state),
      });
    }),
  );

  return router;
}

const settingsInput = z.object({
  upiId: z
    .string({ required_error: UPI_ID_MESSAGE, invalid_type_error: UPI_ID_MESSAGE })
    .trim()
    // "" takes no more payments: nothing is due while the school has no UPI ID.
    .refine((value) => value === "" || UPI_ID_PATTERN.test(value), UPI_ID_MESSAGE),
  upiName: text("Payee name", { max: 100 }),
});

const listQuery = paging.extend({ status: optionalChoice("status", [...PAYMENT_STATUSES]) });

const rejectInput = z.object({
  reason: text("Reason", { max: 300, multiline: true, required: "Reason is required: it is mailed to the parent" }),
});

type PaymentDecision = Pick<Updateable<AdmissionPaymentTable>, "status" | "reason" | "confirmedAt" | "confirmedByUserId">;

/** A payment as staff's list shows it. */
const staffAnswer = ({ yearStartsOn: _startsOn, email: _email, ...payment }: StaffPayment) => payment;

/** Why a payment no longer waits for staff: what the second of two confirmations is told. */
function decided(payment: StaffPayment): HttpError {
  return payment.status === "confirmed"
    ? new HttpError(409, `This payment is already confirmed: receipt ${payment.receiptNumber ?? ""}`)
    : new HttpError(409, "This payment was rejected: the parent may submit it again");
}

/**
 * Moves a payment waiting for staff on, by a compare-and-set on its status in the caller's
 * transaction: of two decisions at once, the second finds it no longer waiting and is told why.
 */
async function decide(db: Db, id: number, clientId: number, change: PaymentDecision): Promise<StaffPayment> {
  const payment = await findPayment(db, id, clientId);
  if (payment.status !== "submitted") throw decided(payment);
  const claimed = await db
    .updateTable("admissionPayments")
    .set({ ...change, updatedAt: new Date().toISOString() })
    .where("id", "=", id)
    .where("clientId", "=", clientId)
    .where("status", "=", "submitted")
    .executeTakeFirst();
  if (claimed.numUpdatedRows !== 1n) throw decided(await findPayment(db, id, clientId));
  return payment;
}

/** The staff's side (README "Staff console"): settings for the owner, the payments for every member. */
export function paymentStaffRouter(db: Db): Router {
  const router = Router();

  router.get(
    "/staff/admissions/payment-settings",
    staffRoute(db, "staff", async (_req, res, staff) => {
      const client = await findClient(db, staff.clientId);
      res.json({ data: { upiId: client.upiId, upiName: client.upiName, payeeName: payeeName(client) } });
    }),
  );

  router.post(
    "/staff/admissions/payment-settings",
    staffRoute(db, "owner", async (req, res, staff) => {
      const input = parseOr400(settingsInput, readParams(req));
      await saveSchool(db, staff, input, {
        action: "paymentSettings",
        note: `UPI ID ${input.upiId || "none"}${input.upiName ? `, payee ${input.upiName}` : ""}`,
      });
      const client = await findClient(db, staff.clientId);
      res.json({
        message: input.upiId ? `Parents now pay ${payeeName(client)} at ${input.upiId}` : "Parents are not asked to pay by UPI",
        data: { upiId: client.upiId, upiName: client.upiName, payeeName: payeeName(client) },
      });
    }),
  );

  router.get(
    "/staff/payments",
    staffRoute(db, "staff", async (req, res, staff) => {
      const query = parseOr400(listQuery, readParams(req));
      let rows = staffPayments(db, staff.clientId);
      if (query.status) rows = rows.where("admissionPayments.status", "=", query.status);
      let counted = db.selectFrom("admissionPayments").where("clientId", "=", staff.clientId);
      if (query.status) counted = counted.where("status", "=", query.status);
      const [data, total] = await Promise.all([
        rows
          .orderBy("admissionPayments.submittedAt", "desc")
          .orderBy("admissionPayments.id", "desc")
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
        counted.select((eb) => eb.fn.countAll<string | number>().as("count")).executeTakeFirstOrThrow(),
      ]);
      res.json({ data: data.map(staffAnswer), count: Number(total.count) });
    }),
  );

  router.post(
    "/staff/payments/:id/confirm",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      const client = await findClient(db, staff.clientId);
      const receiptNumber = await db.transaction().execute(async (trx) => {
        const confirmedAt = new Date().toISOString();
        const payment = await decide(trx, id, staff.clientId, {
          status: "confirmed",
          confirmedAt,
          confirmedByUserId: staff.userId,
        });
        const year = Number((payment.yearStartsOn ?? confirmedAt).slice(0, 4));
        const number = await nextReceiptNumber(trx, client, year);
        await trx.updateTable("admissionPayments").set({ receiptNumber: number }).where("id", "=", id).execute();
        await audit(trx, staff, {
          action: "confirm",
          subjectKind: "payment",
          subjectId: id,
          fromStatus: "submitted",
          toStatus: "confirmed",
          note: `${number}: ${formatRupees(payment.amountRupees)}, UTR ${payment.utr}, ${payment.reference}`,
        });
        await queueReceiptMail(trx, client, { ...payment, receiptNumber: number, confirmedAt });
        // The receipt says it to the family: the stage moves without a mail of its own.
        await advanceApplications(trx, staff, [payment.enrollmentId], "feePaid", { note: number, mail: false });
        return number;
      });
      res.json({ message: `Payment confirmed: receipt ${receiptNumber}`, data: { receiptNumber } });
    }),
  );

  router.post(
    "/staff/payments/:id/reject",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      const { reason } = parseOr400(rejectInput, readParams(req));
      const client = await findClient(db, staff.clientId);
      await db.transaction().execute(async (trx) => {
        const payment = await decide(trx, id, staff.clientId, { status: "rejected", reason });
        await audit(trx, staff, {
          action: "reject",
          subjectKind: "payment",
          subjectId: id,
          fromStatus: "submitted",
          toStatus: "rejected",
          note: reason,
        });
        await queueRejectionMail(trx, client, { ...payment, reason });
      });
      res.json({ message: "Payment rejected: the parent has been told why" });
    }),
  );

  return router;
}
