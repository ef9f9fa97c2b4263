import { Router } from "express";
import { type SelectQueryBuilder, sql } from "kysely";
import { z } from "zod";
import { recordFirstResponse } from "../admissions/first-response.js";
import { queueStatusMail } from "../admissions/status-mails.js";
import { audit } from "../audit.js";
import type { Db } from "../db.js";
import { text } from "../fields.js";
import { HttpError, type Log, parseOr400, readParams } from "../http.js";
import type { Database, SubmissionStatus } from "../schema.js";
import { idParam, optionalChoice, paging, staffRoute } from "./access.js";
import { type CsvColumn, EXPORT_CHUNK, csvTime, sendCsv } from "./csv.js";

// The staff console's inbox: enrollments and enquiries of the token's school, newest first, with
// their status (new → contacted → admitted | declined | closed), an audit row per change, and the
// filtered list as CSV.

const KINDS = ["enrollment", "enquiry"] as const;
type Kind = (typeof KINDS)[number];
const STATUSES: [SubmissionStatus, ...SubmissionStatus[]] = ["new", "contacted", "admitted", "declined", "closed"];

/**
 * Where a submission may go next. The happy path is the issue's; "closed" straight from "new"
 * clears spam and duplicates without pretending anyone was contacted, and a decided one can be
 * reopened (back to contacted) to correct a mistake — the audit trail keeps both.
 */
const NEXT_STATUSES: Record<SubmissionStatus, SubmissionStatus[]> = {
  new: ["contacted", "closed"],
  contacted: ["admitted", "declined", "closed"],
  admitted: ["contacted"],
  declined: ["contacted"],
  closed: ["contacted"],
};

const filters = z.object({
  kind: optionalChoice("kind", ["all", "enrollment", "enquiry"]),
  status: optionalChoice("status", STATUSES),
  q: text("q", { max: 100 }),
});
type Filters = z.output<typeof filters>;

const table = (kind: Kind) => (kind === "enrollment" ? "enrollments" : "enquiries");

/** `%…%` for LIKE with the user's own % and _ taken literally (paired with `escape '\'`). */
const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Tuple of the last row sent, for keyset paging of the export: (createdAt, kind, id) descending. */
interface Cursor {
  createdAt: string;
  kind: Kind;
  id: number;
}

/** One kind's rows of the school, in the shape both kinds share. */
function branch(db: Db, kind: Kind, clientId: number) {
  return kind === "enrollment"
    ? db
        .selectFrom("enrollments")
        .select([
          sql.lit("enrollment").$castTo<Kind>().as("kind"),
          "id",
          "reference",
          "status",
          "createdAt",
          "childName",
          sql<number | null>`"childAge"`.as("childAge"),
          sql<string>`"gender"`.as("gender"),
          "parentName",
          "parentContact as phone",
          "email",
          "address",
          "additionalInformation as message",
          "program",
        ])
        .where("clientId", "=", clientId)
    : db
        .selectFrom("enquiries")
        .select([
          sql.lit("enquiry").$castTo<Kind>().as("kind"),
          "id",
          "reference",
          "status",
          "createdAt",
          "childName",
          sql<number | null>`null`.as("childAge"),
          sql.lit("").$castTo<string>().as("gender"),
          "parentName",
          "parentMobile as phone",
          "email",
          sql.lit("").$castTo<string>().as("address"),
          "message",
          sql.lit("").$castTo<string>().as("program"),
        ])
        .where("clientId", "=", clientId);
}

/**
 * Both kinds (or one) of the school as one newest-first list, filtered. The filters and the export's
 * keyset cursor sit on the outer query; PostgreSQL and SQLite push them into each branch, where the
 * (clientId, createdAt) index serves them.
 */
function inbox(db: Db, clientId: number, where: Filters, after?: Cursor) {
  const rows =
    where.kind === "enrollment" || where.kind === "enquiry"
      ? branch(db, where.kind, clientId)
      : branch(db, "enrollment", clientId).unionAll(branch(db, "enquiry", clientId));
  let query = db.selectFrom(rows.as("inbox"));
  if (where.status) query = query.where("status", "=", where.status);
  if (where.q) {
    const pattern = containsPattern(where.q);
    query = query.where((eb) =>
      eb.or(
        (["childName", "parentName", "phone"] as const).map(
          (column) => sql<boolean>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
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
  return query;
}

type Row = Awaited<ReturnType<ReturnType<typeof branch>["execute"]>>[number];

function ordered<O>(query: SelectQueryBuilder<Database & { inbox: Row }, "inbox", O>) {
  return query.orderBy("createdAt", "desc").orderBy("kind", "desc").orderBy("id", "desc");
}

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
});

const COMMON = ["id", "reference", "status", "createdAt", "childName", "parentName"] as const;

/** One submission with all its fields (SPEC §3 names), or the 404 a missing one gets. */
async function findSubmission(db: Db, kind: Kind, id: number, clientId: number) {
  const row =
    kind === "enrollment"
      ? await db
          .selectFrom("enrollments")
          .select([...COMMON, "childAge", "gender", "parentContact", "address", "additionalInformation", "program"])
          .where("id", "=", id)
          .where("clientId", "=", clientId)
          .executeTakeFirst()
      : await db
          .selectFrom("enquiries")
          .select([...COMMON, "parentMobile", "email", "message"])
          .where("id", "=", id)
          .where("clientId", "=", clientId)
          .executeTakeFirst();
  // Another school's row answers exactly like a missing one.
  if (!row) throw new HttpError(404, `No such ${kind}`);
  return { kind, ...row };
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
];

// ───────────────────────────── routes ─────────────────────────────

const statusChange = z.object({
  status: z.enum(STATUSES, {
    errorMap: (issue) => ({
      message: issue.code === "invalid_type" ? "status is required" : `status must be one of ${STATUSES.join(", ")}`,
    }),
  }),
  note: text("Note", { max: 2000, allowMarkup: true }),
});

const kindAndId = idParam.extend({
  kind: z.enum(KINDS, { errorMap: () => ({ message: "kind must be enrollment or enquiry" }) }),
});

export function inboxRouter(db: Db, log: Log): Router {
  const router = Router();

  router.get(
    "/staff/summary",
    staffRoute(db, "staff", async (_req, res, staff) => {
      const counts = async (kind: Kind) => {
        const rows = await db
          .selectFrom(table(kind))
          .select(["status", (eb) => eb.fn.countAll<number | string>().as("n")])
          .where("clientId", "=", staff.clientId)
          .groupBy("status")
          .execute();
        const byStatus: Record<SubmissionStatus, number> = { new: 0, contacted: 0, admitted: 0, declined: 0, closed: 0 };
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
      const base = inbox(db, staff.clientId, query);
      const [rows, total] = await Promise.all([
        ordered(base.selectAll())
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
      ]);
      res.json({ data: rows.map(listItem), count: Number(total.count) });
    }),
  );

  router.get(
    "/staff/submissions/export",
    staffRoute(db, "staff", async (req, res, staff) => {
      const query = parseOr400(filters, readParams(req));
      await sendCsv(res, log, {
        name: "inbox",
        columns: CSV_COLUMNS,
        nextRows: (last) =>
          ordered(
            inbox(db, staff.clientId, query, last && { createdAt: last.createdAt, kind: last.kind, id: last.id }).selectAll(),
          )
            .limit(EXPORT_CHUNK)
            .execute(),
      });
    }),
  );

  router.get(
    "/staff/submissions/:kind/:id",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { kind, id } = parseOr400(kindAndId, req.params);
      const submission = await findSubmission(db, kind, id, staff.clientId);
      const history = await db
        .selectFrom("auditLog")
        .select(["id", "createdAt", "actorName", "action", "fromStatus", "toStatus", "note"])
        .where("clientId", "=", staff.clientId)
        .where("subjectKind", "=", kind)
        .where("subjectId", "=", id)
        .orderBy("createdAt")
        .orderBy("id")
        .execute();
      res.json({ data: { submission, nextStatuses: NEXT_STATUSES[submission.status], history } });
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
        if (!NEXT_STATUSES[from].includes(input.status)) {
          throw new HttpError(409, `status: cannot go from ${from} to ${input.status}`, "status", {
            status: [`From ${from} it can go to ${NEXT_STATUSES[from].join(", ")}`],
          });
        }
        // Only from the status just read: two staff members changing it at once cannot both win.
        const updated = await trx
          .updateTable(table(kind))
          .set({ status: input.status })
          .where("id", "=", id)
          .where("clientId", "=", staff.clientId)
          .where("status", "=", from)
          .executeTakeFirst();
        if (updated.numUpdatedRows !== 1n)
          throw new HttpError(409, "status: it was changed meanwhile; reload and try again", "status");
        await audit(trx, staff, {
          action: "status",
          subjectKind: kind,
          subjectId: id,
          fromStatus: from,
          toStatus: input.status,
          note: input.note,
        });
        // Moving on from new is the school's first response; the family hears of every change.
        if (from === "new") await recordFirstResponse(trx, kind, id, staff.clientId);
        await queueStatusMail(trx, staff.clientId, { kind, id, status: input.status });
        return { submission: { ...current, status: input.status }, changed: true };
      });
      res.json({
        message: changed ? `Status is now ${submission.status}` : "Note added",
        data: { submission, nextStatuses: NEXT_STATUSES[submission.status] },
      });
    }),
  );

  return router;
}
