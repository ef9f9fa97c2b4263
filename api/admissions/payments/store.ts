import type { Db } from "../../db.js";
import { HttpError } from "../../http.js";
import { referencePrefix } from "../../references.js";
import type { Client } from "../../schema.js";
import type { PaymentAsk } from "./method.js";
import { upi } from "./upi.js";

// The registration fee's rows (README "Admissions": "Registration fee by UPI"): what an
// application owes, its payments, and the receipt numbers. Every query is scoped to the school.

const PAYMENT_COLUMNS = [
  "admissionPayments.id",
  "admissionPayments.enrollmentId",
  "admissionPayments.method",
  "admissionPayments.amountRupees",
  "admissionPayments.utr",
  "admissionPayments.status",
  "admissionPayments.receiptNumber",
  "admissionPayments.reason",
  "admissionPayments.submittedAt",
  "admissionPayments.confirmedAt",
] as const;

/** An application with its class and year as its fee needs them; `className` null: no class. */
function applications(db: Db, clientId: number) {
  return db
    .selectFrom("enrollments")
    .leftJoin("admissionClasses", "admissionClasses.id", "enrollments.classId")
    .leftJoin("admissionYears", "admissionYears.id", "admissionClasses.yearId")
    .select([
      "enrollments.id as enrollmentId",
      "enrollments.reference",
      "enrollments.childName",
      "enrollments.parentName",
      "enrollments.parentContact",
      "enrollments.email",
      "enrollments.language",
      "admissionClasses.name as className",
      "admissionClasses.feeRupees",
      "admissionYears.label as yearLabel",
      "admissionYears.startsOn as yearStartsOn",
    ])
    .where("enrollments.clientId", "=", clientId);
}

/** The newest payment of an application: the one the parent sees (older ones were rejected). */
function latestPayment(db: Db, clientId: number, enrollmentId: number) {
  return db
    .selectFrom("admissionPayments")
    .select(PAYMENT_COLUMNS)
    .where("clientId", "=", clientId)
    .where("enrollmentId", "=", enrollmentId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

export type Payment = NonNullable<Awaited<ReturnType<typeof latestPayment>>>;

export interface FeeState {
  application: { enrollmentId: number; reference: string } | null;
  /** What the parent is asked; null when nothing is asked (no fee, no class, no UPI ID). */
  ask: PaymentAsk | null;
  latest: Payment | null;
  /** A fee is asked and no payment of it is confirmed. */
  due: boolean;
}

/**
 * What the application with `reference` owes at the school: its class's fee by the school's UPI
 * ID, until a payment of it is confirmed. A reference of an enquiry or a visit owes nothing.
 */
export async function feeState(db: Db, client: Client, reference: string): Promise<FeeState> {
  const application = await applications(db, client.id).where("enrollments.reference", "=", reference).executeTakeFirst();
  if (!application) return { application: null, ask: null, latest: null, due: false };
  const latest = (await latestPayment(db, client.id, application.enrollmentId)) ?? null;
  const fee = application.feeRupees ?? 0;
  const ask = fee > 0 && upi.accepts(client) ? upi.ask(client, { amountRupees: fee, reference }) : null;
  return {
    application: { enrollmentId: application.enrollmentId, reference },
    ask,
    latest,
    due: ask !== null && latest?.status !== "confirmed",
  };
}

/** The school's payments with their families, newest first, for staff. */
export function staffPayments(db: Db, clientId: number) {
  return db
    .selectFrom("admissionPayments")
    .innerJoin("enrollments", "enrollments.id", "admissionPayments.enrollmentId")
    .leftJoin("admissionClasses", "admissionClasses.id", "enrollments.classId")
    .leftJoin("admissionYears", "admissionYears.id", "admissionClasses.yearId")
    .leftJoin("users", "users.id", "admissionPayments.confirmedByUserId")
    .select(PAYMENT_COLUMNS)
    .select([
      "enrollments.reference",
      "enrollments.childName",
      "enrollments.parentName",
      "enrollments.parentContact as parentMobile",
      "enrollments.email",
      "enrollments.language",
      "enrollments.classId",
      "admissionClasses.name as className",
      "admissionYears.label as yearLabel",
      "admissionYears.startsOn as yearStartsOn",
      "users.name as confirmedByName",
    ])
    .where("admissionPayments.clientId", "=", clientId);
}

export type StaffPayment = NonNullable<Awaited<ReturnType<ReturnType<typeof staffPayments>["executeTakeFirst"]>>>;

/** One payment of the school; another school's answers exactly like a missing one. */
export async function findPayment(db: Db, id: number, clientId: number): Promise<StaffPayment> {
  const row = await staffPayments(db, clientId).where("admissionPayments.id", "=", id).executeTakeFirst();
  if (!row) throw new HttpError(404, "No such payment");
  return row;
}

/**
 * The next receipt number of the school in an admission year (`SUN-2027-0001`: the school's
 * reference prefix, api/references.ts, and the year the admission year starts in). Run it in the
 * confirmation's transaction: the counter row's update is the lock that orders two confirmations.
 */
export async function nextReceiptNumber(db: Db, client: Client, year: number): Promise<string> {
  await db
    .insertInto("receiptCounters")
    .values({ clientId: client.id, year, last: 0 })
    .onConflict((oc) => oc.columns(["clientId", "year"]).doNothing())
    .execute();
  const { last } = await db
    .updateTable("receiptCounters")
    .set((eb) => ({ last: eb("last", "+", 1) }))
    .where("clientId", "=", client.id)
    .where("year", "=", year)
    .returning("last")
    .executeTakeFirstOrThrow();
  return `${referencePrefix(client.clientName)}-${year}-${String(last).padStart(4, "0")}`;
}
