import { Router } from "express";
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from "kysely";
import { z } from "zod";
import { recordFirstResponse } from "../admissions/first-response.js";
import { selectedRecords } from "../admissions/bulk.js";
import { queueStatusMail } from "../admissions/status-mails.js";
import { audit } from "../audit.js";
import type { StaffCaller } from "../auth.js";
import { type Db, driverOf } from "../db.js";
import { text } from "../fields.js";
import { HttpError, type Log, parseOr400, readParams } from "../http.js";
import {
  APPLICATION_STAGES,
  APPLICATION_STAGES_LIST,
  type ApplicationStage,
  FAMILY_STATUSES,
  NEXT_STAGES,
} from "../../shared/family-stages.js";
import { applicationState, lapseDueOffers } from "../admissions/offers.js";
import { staffMove } from "../admissions/stages.js";
import type { Database, SubmissionStatus } from "../schema.js";
import {
  INITIAL_STATUSES,
  OPEN_STATUSES,
  type RecordStatus,
  assignableStaff,
  familyOf,
  followUpInput,
  schoolToday,
  setFollowUp,
  todayOf,
} from "../admissions/follow-up.js";
import { idParam, optionalChoice, paging, staffRoute } from "./access.js";
import { type CsvColumn, EXPORT_CHUNK, csvTime, sendCsv } from "./csv.js";
import { INBOX_TABLES } from "./migrations.js";

// The staff console's inbox: enrollments, enquiries and booked visits of the token's school, newest
// first, with their status (new → contacted → admitted | declined | closed; a visit's is staff's
// mark on it), an audit row per change, the follow-up (assignee, date), the family's other records,
// and the filtered list as CSV.

const KINDS = ["enrollment", "enquiry", "visit"] as const;
type Kind = (typeof KINDS)[number];
const STATUSES: [SubmissionStatus, ...SubmissionStatus[]] = [...FAMILY_STATUSES];
const CHANGES: [SubmissionStatus | ApplicationStage, ...(SubmissionStatus | ApplicationStage)[]] = [
  ...STATUSES,
  ...APPLICATION_STAGES_LIST.filter((stage) => stage !== "declined"),
];
const RECORD_STATUSES: [RecordStatus, ...RecordStatus[]] = [...CHANGES, "booked", "attended", "noShow", "cancelled"];
const VIEWS = ["mine", "due", "overdue", "waiting"] as const;

/**
 * Where an enquiry may go next. The happy path is the staff console's; "closed" straight from "new"
 * clears spam and duplicates without pretending anyone was contacted, and a decided one can be
 * reopened (back to contacted) to correct a mistake — the audit trail keeps both. An enrollment
 * moves through its stages instead (shared/family-stages.ts, api/admissions/stages.ts).
 */
const NEXT_STATUSES: Record<SubmissionStatus, SubmissionStatus[]> = {
  new: ["contacted", "closed"],
  contacted: ["admitted", "declined", "closed"],
  admitted: ["contacted"],
  declined: ["contacted"],
  closed: ["contacted"],
};

/** Where a record may be moved by hand from its status: a visit's marks are the visits page's. */
function nextOf(record: { kind: Kind; status: RecordStatus }): RecordStatus[] {
  if (record.kind === "visit") return [];
  if (record.kind === "enrollment") return NEXT_STAGES[record.status as ApplicationStage];
  return NEXT_STATUSES[record.status as SubmissionStatus];
}

const filters = z.object({
  kind: optionalChoice("kind", ["all", ...KINDS]),
  status: optionalChoice("status", RECORD_STATUSES),
  view: optionalChoice("view", [...VIEWS]),
  q: text("q", { max: 100 }),
  // The inbox's selection (README "Staff console": "Bulk actions"): only these records.
  records: z.preprocess((value) => (value === "" ? undefined : value), selectedRecords.optional()),
});
type Filters = z.output<typeof filters>;
/** What a view compares with: the caller and the school's today. */
type ViewContext = { userId: number; today: string };

const table = (kind: "enrollment" | "enquiry") => (kind === "enrollment" ? "enrollments" : "enquiries");

/** `%…%` for LIKE with the user's own % and _ taken literally (paired with `escape '\'`). */
const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Tuple of the last row sent, for keyset paging of the export: (createdAt, kind, id) descending. */
interface Cursor {
  createdAt: string;
  kind: Kind;
  id: number;
}

/** The follow-up columns every kind has. */
const FOLLOW_UP = ["assigneeUserId", "followUpOn", "firstResponseAt"] as const;

/** A column a kind lacks, blank, so that the three kinds' rows line up. */
const blank = <A extends string>(alias: A) => sql.lit("").$castTo<string>().as(alias);
const noAge = sql<number | null>`null`.as("childAge");

/**
 * The columns every kind has, first: UNION ALL pairs columns by position, so each branch lists its
 * own after these, all in the same order. `reference` and `status` get the union's types (a visit's
 * reference may be null, a visit's status is staff's mark).
 */
const shared = (kind: Kind) =>
  [
    sql.lit(kind).$castTo<Kind>().as("kind"),
    "id",
    sql<string | null>`"reference"`.as("reference"),
    sql<RecordStatus>`"status"`.as("status"),
    "createdAt",
    "childName",
    "parentName",
    "email",
    // The language the family used (README "Languages": "Mails"): staff see who prefers Hindi.
    "language",
    ...FOLLOW_UP,
  ] as const;

/** One kind's rows of the school, in the shape the three kinds share. */
function branch(db: Db, kind: Kind, clientId: number) {
  if (kind === "enrollment")
    return db
      .selectFrom("enrollments")
      .select([
        ...shared(kind),
        sql<number | null>`"childAge"`.as("childAge"),
        sql<string>`"gender"`.as("gender"),
        "parentContact as phone",
        "address",
        "additionalInformation as message",
        "program",
        blank("source"),
        blank("visitDate"),
        blank("visitTime"),
      ])
      .where("clientId", "=", clientId);
  if (kind === "enquiry")
    return db
      .selectFrom("enquiries")
      .select([
        ...shared(kind),
        noAge,
        blank("gender"),
        "parentMobile as phone",
        blank("address"),
        "message",
        blank("program"),
        "source",
        blank("visitDate"),
        blank("visitTime"),
      ])
      .where("clientId", "=", clientId);
  return db
    .selectFrom("visits")
    .select([
      ...shared(kind),
      noAge,
      blank("gender"),
      "parentMobile as phone",
      blank("address"),
      blank("message"),
      "program",
      "source",
      "date as visitDate",
      "startTime as visitTime",
    ])
    .where("clientId", "=", clientId);
}

/**
 * One kind's rows of the school with only what the list's filters and order read: the columns are
 * the table's own, alike in every kind, so that the databases merge the kinds' (clientId,
 * createdAt) index scans instead of sorting every record (README "Staff at scale"). `match` is an
 * FTS5 query of the kind's search index (SQLite; api/staff/migrations.ts).
 */
function keyBranch(db: Db, kind: Kind, clientId: number, match: string | undefined) {
  const { table, phone, search } = INBOX_TABLES[KINDS.indexOf(kind)] ?? INBOX_TABLES[0];
  const found = sql<boolean>`"id" in (select rowid from ${sql.table(search)} where ${sql.table(search)} match ${match ?? ""})`;
  // The same list for each table; the type checker sees enrollments' columns, which all three have.
  return db
    .selectFrom(table as "enrollments")
    .select([...shared(kind), sql<string>`${sql.ref(phone)}`.as("phone")])
    .where("clientId", "=", clientId)
    .$if(match !== undefined, (qb) => qb.where(found));
}

/**
 * How the search finds `q` (or `compact`, `q` without spaces and dashes, for a reference read out
 * as "lot fk7dh") in any part of a record's names, phone, e-mail or reference: SQLite's FTS5
 * trigram tables when the words have three characters or more (shorter ones no trigram index can
 * find: a scan then compares each column), PostgreSQL's pg_trgm index of inboxSearchText (both in
 * api/staff/migrations.ts).
 */
function searchCondition(db: Db, q: string) {
  const compact = q.replace(/[\s-]+/g, "");
  const patterns = [...new Set([q, compact].filter(Boolean))];
  if (driverOf(db).dialect === "postgres") {
    return (eb: ExpressionBuilder<Database & { inbox: Key }, "inbox">) =>
      eb.or(
        patterns.map(
          (words) =>
            sql<boolean>`"inboxSearchText"(${eb.ref("childName")}, ${eb.ref("parentName")}, ${eb.ref("phone")}, ${eb.ref("email")}, ${eb.ref("reference")}) like ${containsPattern(words)} escape '\\'`,
        ),
      );
  }
  if (patterns.every((words) => words.length >= 3)) {
    const phrase = (words: string) => `"${words.replace(/"/g, '""')}"`;
    return { match: patterns.map(phrase).join(" OR ") };
  }
  const pattern = containsPattern(q);
  return (eb: ExpressionBuilder<Database & { inbox: Key }, "inbox">) =>
    eb.or([
      ...(["childName", "parentName", "phone", "email"] as const).map(
        (column) => sql<boolean>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`,
      ),
      ...(compact
        ? [sql<boolean>`replace(lower(${eb.ref("reference")}), '-', '') like ${containsPattern(compact)} escape '\\'`]
        : []),
    ]);
}

/**
 * The kinds (or one) of the school as one newest-first list of keys, filtered: the rows themselves
 * are read by `records` for the page or chunk only. Each kind is filtered on its own, so that its
 * (clientId, createdAt) index serves it, and with `first` (on PostgreSQL) only its first rows are
 * taken before the kinds are merged: a page needs at most `first` of each (README "Staff at
 * scale"). The search matches names, phone, e-mail and the reference, the latter also
 * without its dash and in any case ("lotfk7dh" finds LOT-FK7DH: what a parent reads out on the
 * phone), any part of each (`searchCondition`).
 */
function inbox(db: Db, clientId: number, where: Filters, context: ViewContext, options: { after?: Cursor; first?: number } = {}) {
  const search = where.q ? searchCondition(db, where.q) : undefined;
  const match = search && "match" in search ? search.match : undefined;
  const kinds: Kind[] =
    where.kind === "enrollment" || where.kind === "enquiry" || where.kind === "visit" ? [where.kind] : [...KINDS];
  const arm = (kind: Kind) => {
    let query = db.selectFrom(keyBranch(db, kind, clientId, match).as("inbox")).selectAll();
    if (where.status) query = query.where("status", "=", where.status);
    if (search && !("match" in search)) query = query.where(search);
    const selected = where.records;
    if (selected)
      query = query.where((eb) => eb.or(selected.map(({ kind, id }) => eb.and([eb("kind", "=", kind), eb("id", "=", id)]))));
    if (where.view === "mine") query = query.where("assigneeUserId", "=", context.userId);
    if (where.view === "due" || where.view === "overdue")
      query = query.where("followUpOn", where.view === "due" ? "<=" : "<", context.today).where("status", "in", OPEN_STATUSES);
    if (where.view === "waiting") query = query.where("status", "in", INITIAL_STATUSES).where("firstResponseAt", "is", null);
    const after = options.after;
    if (after) {
      // (createdAt, kind, id) < cursor, spelt out: row-value comparison is not in every SQLite.
      query = query.where((eb) =>
        eb.or([
          eb("createdAt", "<", after.createdAt),
          eb.and([eb("createdAt", "=", after.createdAt), eb("kind", "<", after.kind)]),
          eb.and([eb("createdAt", "=", after.createdAt), eb("kind", "=", after.kind), eb("id", "<", after.id)]),
        ]),
      );
    }
    // SQLite merges the kinds' index scans in order by itself, even deep into the list; PostgreSQL
    // merges no UNION ALL, so there each kind's first rows are taken before its rows are sorted.
    if (options.first === undefined || driverOf(db).dialect === "sqlite") return query;
    // A limited arm is a subquery of its own: neither database takes ORDER BY … LIMIT inside UNION ALL.
    return db.selectFrom(query.orderBy("createdAt", "desc").orderBy("id", "desc").limit(options.first).as("inbox")).selectAll();
  };
  const [head, ...rest] = kinds.map(arm);
  const rows = rest.reduce((union, next) => union.unionAll(next), head ?? arm("enquiry"));
  return db.selectFrom(rows.as("inbox"));
}

type Key = Awaited<ReturnType<ReturnType<typeof keyBranch>["execute"]>>[number];

function ordered<O>(query: SelectQueryBuilder<Database & { inbox: Key }, "inbox", O>) {
  return query.orderBy("createdAt", "desc").orderBy("kind", "desc").orderBy("id", "desc");
}

/** The listed keys' rows with every column, in the keys' order: one query per kind. */
async function records(db: Db, clientId: number, keys: Array<{ kind: Kind; id: number }>) {
  const found = new Map<string, Row>();
  for (const kind of KINDS) {
    const ids = keys.filter((key) => key.kind === kind).map((key) => key.id);
    if (ids.length === 0) continue;
    const rows = await db
      .selectFrom(branch(db, kind, clientId).as("row"))
      .selectAll()
      .where("id", "in", ids)
      .execute();
    for (const row of rows) found.set(`${kind}:${row.id}`, row);
  }
  return keys.flatMap((key) => found.get(`${key.kind}:${key.id}`) ?? []);
}

type Row = Awaited<ReturnType<ReturnType<typeof branch>["execute"]>>[number];

const listItem = (row: Row) => ({
  kind: row.kind,
  id: row.id,
  reference: row.reference,
  status: row.status,
  createdAt: row.createdAt,
  childName: row.childName,
  parentName: row.parentName,
  phone: row.phone,
  email: row.email,
  language: row.language,
  followUpOn: row.followUpOn,
});

const COMMON = ["id", "reference", "status", "createdAt", "childName", "parentName", "email", "language", ...FOLLOW_UP] as const;

/** One record with all its fields (SPEC §3 names), or the 404 a missing one gets. */
async function findRecord(db: Db, kind: Kind, id: number, clientId: number) {
  // Another school's row answers exactly like a missing one.
  const missing = () => new HttpError(404, `No such ${kind}`);
  if (kind === "enrollment") {
    const row = await db
      .selectFrom("enrollments")
      // The class of an admission year applied for, named as the school does (README "Admissions").
      .leftJoin("admissionClasses", "admissionClasses.id", "enrollments.classId")
      .leftJoin("admissionYears", "admissionYears.id", "admissionClasses.yearId")
      .select(COMMON.map((column) => `enrollments.${column}` as const))
      .select([
        "enrollments.childAge",
        "enrollments.gender",
        "enrollments.parentContact",
        "enrollments.address",
        "enrollments.additionalInformation",
        "enrollments.program",
        "enrollments.classId",
        "enrollments.childDateOfBirth",
        "enrollments.guardian2Name",
        "enrollments.guardian2Mobile",
        "admissionClasses.name as className",
        "admissionYears.label as yearLabel",
      ])
      .where("enrollments.id", "=", id)
      .where("enrollments.clientId", "=", clientId)
      .executeTakeFirst();
    if (!row) throw missing();
    return { kind, mobile: row.parentContact, ...row };
  }
  if (kind === "enquiry") {
    const row = await db
      .selectFrom("enquiries")
      .select([...COMMON, "parentMobile", "message", "source"])
      .where("id", "=", id)
      .where("clientId", "=", clientId)
      .executeTakeFirst();
    if (!row) throw missing();
    return { kind, mobile: row.parentMobile, ...row };
  }
  const row = await db
    .selectFrom("visits")
    .select([
      ...COMMON,
      "parentMobile",
      "childDateOfBirth",
      "program",
      "source",
      "date",
      "startTime",
      "startsAt",
      "lengthMinutes",
    ])
    .where("id", "=", id)
    .where("clientId", "=", clientId)
    .executeTakeFirst();
  if (!row) throw missing();
  return { kind, mobile: row.parentMobile, ...row };
}

/** A record as the detail answers it (the family's mobile is already in its own field). */
function submissionOf(record: Awaited<ReturnType<typeof findRecord>>) {
  const { mobile: _mobile, ...rest } = record;
  return rest;
}

/** An enrollment or enquiry, whose status the inbox moves; a visit's is marked on the visits page. */
async function findSubmission(db: Db, kind: Kind, id: number, clientId: number) {
  const submission = submissionOf(await findRecord(db, kind, id, clientId));
  if (submission.kind === "visit")
    throw new HttpError(409, "status: a visit is marked attended, no-show or cancelled on the visits page", "status");
  return submission;
}

// ───────────────────────────── CSV ─────────────────────────────

const CSV_COLUMNS: CsvColumn<Row>[] = [
  ["Reference", (row) => row.reference],
  ["Kind", (row) => row.kind],
  ["Status", (row) => row.status],
  ["Received (UTC)", (row) => csvTime(row.createdAt)],
  ["Child's name", (row) => row.childName],
  ["Child's age", (row) => row.childAge],
  ["Gender", (row) => row.gender],
  ["Parent's name", (row) => row.parentName],
  ["Phone", (row) => row.phone],
  ["E-mail", (row) => row.email],
  ["Address", (row) => row.address],
  ["Message", (row) => row.message],
  ["Program", (row) => row.program],
  ["Visit date", (row) => row.visitDate],
  ["Visit time", (row) => row.visitTime],
  ["Heard of us", (row) => row.source],
  ["Follow up on", (row) => row.followUpOn],
  ["First response (UTC)", (row) => (row.firstResponseAt ? csvTime(row.firstResponseAt) : "")],
];

// ───────────────────────────── routes ─────────────────────────────

/**
 * The views' "me" and "today" (the school's calendar day), the day read only for the views that
 * compare with it: every other page of the list starts its queries at once (README "Staff at scale").
 */
async function viewContext(db: Db, staff: StaffCaller, view: Filters["view"]): Promise<ViewContext> {
  const today = view === "due" || view === "overdue" ? (await schoolToday(db, staff.clientId)).today : "";
  return { userId: staff.userId, today };
}

const statusChange = z.object({
  status: z.enum(CHANGES, {
    errorMap: (issue) => ({
      message: issue.code === "invalid_type" ? "status is required" : `status must be one of ${CHANGES.join(", ")}`,
    }),
  }),
  note: text("Note", { max: 2000, allowMarkup: true }),
});

const kindAndId = idParam.extend({
  kind: z.enum(KINDS, { errorMap: () => ({ message: "kind must be enrollment, enquiry or visit" }) }),
});

/** An enrollment's class, offer, waitlist place and seats, and whether staff were told it is next. */
async function enrollmentApplication(db: Db, clientId: number, id: number) {
  const row = await db
    .selectFrom("enrollments")
    .select(["id", "classId", "status", "waitlistRank", "flaggedNextAt"])
    .where("id", "=", id)
    .where("clientId", "=", clientId)
    .executeTakeFirstOrThrow();
  return { ...(await applicationState(db, clientId, row)), flaggedNextAt: row.flaggedNextAt };
}

export function inboxRouter(db: Db, log: Log): Router {
  const router = Router();

  router.get(
    "/staff/summary",
    staffRoute(db, "staff", async (_req, res, staff) => {
      const counts = async (kind: "enrollment" | "enquiry") => {
        const rows = await db
          .selectFrom(table(kind))
          .select(["status", (eb) => eb.fn.countAll<number | string>().as("n")])
          .where("clientId", "=", staff.clientId)
          .groupBy("status")
          .execute();
        const statuses: readonly string[] = kind === "enrollment" ? APPLICATION_STAGES_LIST : STATUSES;
        const byStatus = Object.fromEntries(statuses.map((status) => [status, 0]));
        for (const row of rows) byStatus[row.status] = Number(row.n);
        return { ...byStatus, total: rows.reduce((sum, row) => sum + Number(row.n), 0) };
      };
      const [enrollment, enquiry, testimonials] = await Promise.all([
        counts("enrollment"),
        counts("enquiry"),
        db
          .selectFrom("testimonials")
          .select(["approved", "rejected", (eb) => eb.fn.countAll<number | string>().as("n")])
          .where("clientId", "=", staff.clientId)
          .where("deleted", "=", 0)
          .groupBy(["approved", "rejected"])
          .execute(),
      ]);
      const testimonialCount = (approved: number, rejected: number) =>
        testimonials
          .filter((row) => row.approved === approved && (approved === 1 || row.rejected === rejected))
          .reduce((sum, row) => sum + Number(row.n), 0);
      res.json({
        data: {
          enrollment,
          enquiry,
          testimonials: { pending: testimonialCount(0, 0), approved: testimonialCount(1, 0), rejected: testimonialCount(0, 1) },
        },
      });
    }),
  );

  router.get(
    "/staff/submissions",
    staffRoute(db, "staff", async (req, res, staff) => {
      const query = parseOr400(filters.merge(paging), readParams(req));
      const context = await viewContext(db, staff, query.view);
      const offset = (query.pageNo - 1) * query.pageSize;
      const [rows, total] = await Promise.all([
        ordered(inbox(db, staff.clientId, query, context, { first: offset + query.pageSize }).select(["kind", "id", "createdAt"]))
          .limit(query.pageSize)
          .offset(offset)
          .execute()
          .then((keys) => records(db, staff.clientId, keys)),
        inbox(db, staff.clientId, query, context)
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .executeTakeFirstOrThrow(),
      ]);
      res.json({ data: rows.map(listItem), count: Number(total.count) });
    }),
  );

  router.get(
    "/staff/submissions/export",
    staffRoute(db, "staff", async (req, res, staff) => {
      const query = parseOr400(filters, readParams(req));
      const context = await viewContext(db, staff, query.view);
      await sendCsv(res, log, {
        name: "inbox",
        columns: CSV_COLUMNS,
        nextRows: async (last) => {
          const after = last && { createdAt: last.createdAt, kind: last.kind, id: last.id };
          const keys = await ordered(
            inbox(db, staff.clientId, query, context, { after, first: EXPORT_CHUNK }).select(["kind", "id", "createdAt"]),
          )
            .limit(EXPORT_CHUNK)
            .execute();
          return records(db, staff.clientId, keys);
        },
      });
    }),
  );

  router.get(
    "/staff/submissions/:kind/:id",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { kind, id } = parseOr400(kindAndId, req.params);
      const record = await findRecord(db, kind, id, staff.clientId);
      const [history, family, staffMembers] = await Promise.all([
        db
          .selectFrom("auditLog")
          .select(["id", "createdAt", "actorName", "action", "fromStatus", "toStatus", "note"])
          .where("clientId", "=", staff.clientId)
          .where("subjectKind", "=", kind)
          .where("subjectId", "=", id)
          .orderBy("createdAt")
          .orderBy("id")
          .execute(),
        familyOf(db, staff.clientId, record.mobile),
        assignableStaff(db, staff.clientId).execute(),
      ]);
      const assigneeName = staffMembers.find((member) => member.id === record.assigneeUserId)?.name ?? null;
      const application = record.kind === "enrollment" ? await enrollmentApplication(db, staff.clientId, id) : null;
      res.json({
        data: {
          submission: { ...submissionOf(record), assigneeName },
          application,
          nextStatuses: nextOf(record),
          history,
          family,
          staff: staffMembers,
        },
      });
    }),
  );

  router.post(
    "/staff/submissions/:kind/:id/follow-up",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { kind, id } = parseOr400(kindAndId, req.params);
      const input = parseOr400(followUpInput, readParams(req));
      const { assigneeName, changed } = await db.transaction().execute(async (trx) => {
        await findRecord(trx, kind, id, staff.clientId);
        return setFollowUp(trx, staff, kind, id, input);
      });
      res.json({
        message: changed ? "Follow-up saved" : "Nothing changed",
        data: { assigneeUserId: input.assigneeUserId, assigneeName, followUpOn: input.followUpOn },
      });
    }),
  );

  router.get(
    "/staff/today",
    staffRoute(db, "staff", async (_req, res, staff) => {
      // Every console page asks for today: an offer past its deadline lapses here at the latest.
      const day = await schoolToday(db, staff.clientId);
      await lapseDueOffers(db, staff.clientId, day);
      // Who asks, too: the console's layout needs no GET /staff/me beside it (README "Staff at scale").
      const user = { id: staff.userId, name: staff.name, role: staff.role };
      res.json({ data: { ...(await todayOf(db, staff.clientId, day)), user } });
    }),
  );

  router.post(
    "/staff/submissions/:kind/:id/status",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { kind, id } = parseOr400(kindAndId, req.params);
      const input = parseOr400(statusChange, readParams(req));
      const { submission, changed } = await db.transaction().execute(async (trx) => {
        const current = await findSubmission(trx, kind, id, staff.clientId);
        const from = current.status;
        if (input.status === from) {
          // Same status: a note on its own ("called again, no answer"), still one audit row.
          if (!input.note) throw new HttpError(409, `status: it is already ${from}`, "status");
          await audit(trx, staff, {
            action: "note",
            subjectKind: kind,
            subjectId: id,
            fromStatus: from,
            toStatus: from,
            note: input.note,
          });
          return { submission: current, changed: false };
        }
        if (current.kind === "enrollment") {
          await staffMove(trx, staff, id, current.status, input.status as ApplicationStage, input.note);
          return { submission: { ...current, status: input.status }, changed: true };
        }
        const to = input.status as SubmissionStatus;
        if (!NEXT_STATUSES[current.status].includes(to)) {
          throw new HttpError(409, `status: cannot go from ${from} to ${to}`, "status", {
            status: [`From ${from} it can go to ${NEXT_STATUSES[current.status].join(", ")}`],
          });
        }
        // Only from the status just read: two staff members changing it at once cannot both win.
        const updated = await trx
          .updateTable("enquiries")
          .set({ status: to })
          .where("id", "=", id)
          .where("clientId", "=", staff.clientId)
          .where("status", "=", current.status)
          .executeTakeFirst();
        if (updated.numUpdatedRows !== 1n)
          throw new HttpError(409, "status: it was changed meanwhile; reload and try again", "status");
        await audit(trx, staff, {
          action: "status",
          subjectKind: kind,
          subjectId: id,
          fromStatus: from,
          toStatus: to,
          note: input.note,
        });
        // Moving on from new is the school's first response; the family hears of every change but
        // one: closing straight from new clears spam and duplicates, whose e-mail may be anyone's.
        if (from === "new" && to !== "closed") await recordFirstResponse(trx, "enquiry", id, staff.clientId);
        if (!(from === "new" && to === "closed")) await queueStatusMail(trx, staff.clientId, { kind: "enquiry", id, status: to });
        return { submission: { ...current, status: input.status }, changed: true };
      });
      res.json({
        message: !changed
          ? "Note added"
          : submission.kind === "enrollment"
            ? `Stage is now "${APPLICATION_STAGES[submission.status as ApplicationStage].label}"`
            : `Status is now ${submission.status}`,
        data: { submission, nextStatuses: nextOf(submission) },
      });
    }),
  );

  return router;
}
