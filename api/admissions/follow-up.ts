import { DateTime } from "luxon";
import { sql } from "kysely";
import { z } from "zod";
import { audit } from "../audit.js";
import type { StaffCaller } from "../auth.js";
import type { Db } from "../db.js";
import { HttpError } from "../http.js";
import { type ApplicationStage, OPEN_STAGES } from "../../shared/family-stages.js";
import type { SubmissionStatus, VisitStatus } from "../schema.js";
import { type FamilyRecordKind, RECORD_TABLES } from "./first-response.js";

// Following a family up from its record (README "Staff console"): who is on it, when to call
// again, the family's other records, and what the overview leads with each day. Dates are the
// school's calendar (clients.timeZone): "follow up on Monday" is Monday in Pune, whatever the
// server's clock says.

export type RecordStatus = SubmissionStatus | ApplicationStage | VisitStatus;

/** The first status of each kind: a record in it with no first response is waiting for one. */
export const INITIAL_STATUSES: RecordStatus[] = ["new", "received", "booked"];

/** Statuses still being worked on; a follow-up date of a decided (or cancelled) record is never due. */
export const OPEN_STATUSES: RecordStatus[] = ["new", "contacted", ...OPEN_STAGES, "booked", "attended", "noShow"];

/** Today's date (YYYY-MM-DD) in the school's own zone, and the zone. */
export async function schoolToday(db: Db, clientId: number): Promise<{ today: string; timeZone: string }> {
  const client = await db.selectFrom("clients").select("timeZone").where("id", "=", clientId).executeTakeFirstOrThrow();
  // A zone luxon does not know (never stored by the settings form) falls back to the default.
  const local = DateTime.now().setZone(client.timeZone);
  const zoned = local.isValid ? local : DateTime.now().setZone("Asia/Kolkata");
  return { today: zoned.toISODate() ?? "", timeZone: zoned.zoneName ?? "Asia/Kolkata" };
}

/** `""` (none) or a real calendar date. */
const dateOrNone = z
  .string({ required_error: "followUpOn is required", invalid_type_error: "followUpOn must be text" })
  .trim()
  .refine(
    (value) =>
      value === "" ||
      (/^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value).isValid && value >= "2000-01-01" && value <= "2099-12-31"),
    "Follow-up date must be a date (YYYY-MM-DD)",
  );

export const followUpInput = z.object({
  assigneeUserId: z
    .string({ required_error: "assigneeUserId is required", invalid_type_error: "assigneeUserId must be text" })
    .trim()
    .regex(/^([1-9]\d{0,8})?$/, "Choose a member of the school's staff")
    .transform((value) => (value === "" ? null : Number(value))),
  followUpOn: dateOrNone.transform((value) => (value === "" ? null : value)),
});

/** The school's staff and owners: the people a record may be assigned to. */
export function assignableStaff(db: Db, clientId: number) {
  return db
    .selectFrom("users")
    .select(["id", "name"])
    .where("clientId", "=", clientId)
    .where("role", "in", ["staff", "owner"])
    .orderBy("name")
    .orderBy("id");
}

/**
 * Sets a record's assignee and follow-up date, with an audit row that says what changed. The
 * assignee must be staff of this school: another school's member or a parent's account is the same
 * 400 as no such person. The caller has already found the record (the tenant wall).
 */
export async function setFollowUp(
  trx: Db,
  staff: StaffCaller,
  kind: FamilyRecordKind,
  id: number,
  input: z.output<typeof followUpInput>,
): Promise<{ assigneeName: string | null; changed: boolean }> {
  let assigneeName: string | null = null;
  if (input.assigneeUserId !== null) {
    const member = await assignableStaff(trx, staff.clientId).where("id", "=", input.assigneeUserId).executeTakeFirst();
    if (!member)
      throw new HttpError(400, "assigneeUserId: not a member of the school's staff", "assigneeUserId", {
        assigneeUserId: ["Choose a member of the school's staff"],
      });
    assigneeName = member.name;
  }
  const current = await trx
    .selectFrom(RECORD_TABLES[kind])
    .select(["assigneeUserId", "followUpOn"])
    .where("id", "=", id)
    .where("clientId", "=", staff.clientId)
    .executeTakeFirstOrThrow();
  if (current.assigneeUserId === input.assigneeUserId && current.followUpOn === input.followUpOn)
    return { assigneeName, changed: false };
  await trx
    .updateTable(RECORD_TABLES[kind])
    .set({ assigneeUserId: input.assigneeUserId, followUpOn: input.followUpOn })
    .where("id", "=", id)
    .where("clientId", "=", staff.clientId)
    .execute();
  const parts = [
    current.assigneeUserId === input.assigneeUserId ? null : `Assigned to ${assigneeName ?? "nobody"}`,
    current.followUpOn === input.followUpOn ? null : input.followUpOn ? `Follow up on ${input.followUpOn}` : "No follow-up date",
  ].filter((part) => part !== null);
  await audit(trx, staff, { action: "followUp", subjectKind: kind, subjectId: id, note: parts.join("; ") });
  return { assigneeName, changed: true };
}

interface FamilyRecord {
  kind: FamilyRecordKind;
  id: number;
  reference: string | null;
  status: RecordStatus;
  createdAt: string;
  childName: string;
}

/**
 * One family's rows (DESIGN.md "Admissions": one mobile number at one school): its enrollments,
 * enquiries and visits, each kind as stored. Never across schools: the same mobile at another
 * school is another family. The record page lists them; an erasure removes them.
 */
export async function familyRows(db: Db, clientId: number, mobile: string) {
  const [enrollments, enquiries, visits] = await Promise.all([
    db
      .selectFrom("enrollments")
      .select(["id", "reference", "status", "createdAt", "childName"])
      .where("clientId", "=", clientId)
      .where("parentContact", "=", mobile)
      .execute(),
    db
      .selectFrom("enquiries")
      .select(["id", "reference", "status", "createdAt", "childName"])
      .where("clientId", "=", clientId)
      .where("parentMobile", "=", mobile)
      .execute(),
    db
      .selectFrom("visits")
      // A booked visit holds a place at its time (slotId, date), given back when it is erased.
      .select(["id", "reference", "status", "createdAt", "childName", "slotId", "date"])
      .where("clientId", "=", clientId)
      .where("parentMobile", "=", mobile)
      .execute(),
  ]);
  return { enrollments, enquiries, visits };
}

/** One family's records together, newest first (the record page's family view). */
export async function familyOf(db: Db, clientId: number, mobile: string): Promise<FamilyRecord[]> {
  if (!mobile) return [];
  const { enrollments, enquiries, visits } = await familyRows(db, clientId, mobile);
  const records: FamilyRecord[] = [
    ...enrollments.map((row) => ({ kind: "enrollment" as const, ...row })),
    ...enquiries.map((row) => ({ kind: "enquiry" as const, ...row })),
    ...visits.map(({ slotId: _slot, date: _date, ...row }) => ({ kind: "visit" as const, ...row })),
  ];
  return records.sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1));
}

const WAITING_LIST_SIZE = 20;

/**
 * GET /staff/today (README "Staff console"): the overview's and the console's counts — today's
 * visits, follow-ups due (today or earlier) and overdue (before today), records waiting for a first
 * response — with today's visits and the waiting records, oldest first, aged in whole hours.
 * Every console page asks for it (README "Staff at scale"), so each of its queries reads an index's
 * few entries: `*_client_follow_up` (clientId, followUpOn, status) counts due and overdue together,
 * `*_client_status` finds the waiting records, `visits_client_day` today's visits.
 */
export async function todayOf(db: Db, clientId: number, known?: { today: string; timeZone: string }) {
  const { today, timeZone } = known ?? (await schoolToday(db, clientId));
  const count = (rows: Array<{ n: number | string }>) => rows.reduce((sum, row) => sum + Number(row.n), 0);
  // Due (today or earlier) and, of them, overdue (before today): one range of the index per kind.
  const followUps = Promise.all(
    (["enrollment", "enquiry", "visit"] as const).map((kind) =>
      db
        .selectFrom(RECORD_TABLES[kind])
        .select((eb) => [
          eb.fn.countAll<number | string>().as("n"),
          eb.fn.sum<number | string | null>(eb.case().when("followUpOn", "<", today).then(1).else(0).end()).as("overdue"),
        ])
        .where("clientId", "=", clientId)
        .where("followUpOn", "<=", today)
        .where("status", "in", OPEN_STATUSES)
        .executeTakeFirstOrThrow(),
    ),
  );
  const waitingOf = (kind: FamilyRecordKind) =>
    db
      .selectFrom(RECORD_TABLES[kind])
      .select(["id", "reference", "parentName", "createdAt"])
      .where("clientId", "=", clientId)
      .where("status", "in", INITIAL_STATUSES)
      .where("firstResponseAt", "is", null);
  const [visits, due, waitingCounts, waiting, nextOnWaitlist] = await Promise.all([
    db
      .selectFrom("visits")
      .select([
        "id",
        "reference",
        "status",
        "date",
        "startTime",
        "startsAt",
        "lengthMinutes",
        "childName",
        "parentName",
        "parentMobile as phone",
      ])
      .where("clientId", "=", clientId)
      .where("date", "=", today)
      .where("status", "!=", "cancelled")
      .orderBy("startsAt")
      .orderBy("id")
      .execute(),
    followUps,
    Promise.all(
      (["enrollment", "enquiry", "visit"] as const).map((kind) =>
        waitingOf(kind)
          .clearSelect()
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .executeTakeFirstOrThrow(),
      ),
    ),
    Promise.all(
      (["enrollment", "enquiry", "visit"] as const).map(async (kind) =>
        // Sorted from the status index's few entries: ordered by the column itself, SQLite walks
        // the (clientId, createdAt) index instead, past every record answered long ago.
        (
          await waitingOf(kind)
            .orderBy(sql`${sql.ref("createdAt")} || ''`)
            .orderBy("id")
            .limit(WAITING_LIST_SIZE)
            .execute()
        ).map((row) => ({
          kind,
          ...row,
        })),
      ),
    ),
    // Families staff were told are next for a seat that came free, until they are offered one.
    db
      .selectFrom("enrollments")
      .innerJoin("admissionClasses", "admissionClasses.id", "enrollments.classId")
      .innerJoin("admissionYears", "admissionYears.id", "admissionClasses.yearId")
      .select([
        "enrollments.id",
        "enrollments.reference",
        "enrollments.childName",
        "enrollments.flaggedNextAt",
        "admissionClasses.name as className",
        "admissionYears.label as yearLabel",
      ])
      .where("enrollments.clientId", "=", clientId)
      .where("enrollments.status", "=", "waitlisted")
      .where("enrollments.flaggedNextAt", "is not", null)
      .orderBy("enrollments.flaggedNextAt")
      .orderBy("enrollments.id")
      .execute(),
  ]);
  const now = Date.now();
  const waitingRecords = waiting
    .flat()
    .sort((a, b) => (a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1))
    .slice(0, WAITING_LIST_SIZE)
    .map((row) => ({ ...row, ageHours: Math.max(0, Math.floor((now - Date.parse(row.createdAt)) / 3_600_000)) }));
  return {
    today,
    timeZone,
    visitsToday: visits.length,
    followUpsDue: count(due),
    overdue: due.reduce((sum, row) => sum + Number(row.overdue ?? 0), 0),
    waiting: count(waitingCounts),
    nextOnWaitlist,
    visits,
    waitingRecords,
  };
}
