import { Router } from "express";
import { type RawBuilder, type SelectQueryBuilder, sql } from "kysely";
import { DateTime } from "luxon";
import { z } from "zod";
import { type Db, driverOf } from "../db.js";
import type { Database } from "../schema.js";
import { positiveId } from "../fields.js";
import { HttpError, type Log, parseOr400, readParams } from "../http.js";
import { staffRoute } from "../staff/access.js";
import { type CsvColumn, sendCsv } from "../staff/csv.js";
import { type ApplicationStage, SEAT_HOLDING } from "../../shared/record-states.js";
import {
  DIRECT_SOURCE,
  MEASURE_LABELS,
  SEASON_MEASURES,
  SEASON_STEPS,
  type SeasonMeasure,
  type SeasonStep,
  stepBefore,
  UNANSWERED_SOURCE,
} from "../../shared/season-report.js";
import { SOURCES } from "../../shared/sources.js";

// The season at a glance (README "Admissions": "The season at a glance"): for one admission year
// of the school, per class and in total, how many families reached each stage, the conversion from
// each stage to the next, the same by where the family heard of the school, the median time to a
// first response and the seats left. What counts:
//
// - The year's applications are the enrollments whose class is one of the year's classes.
// - An application has reached a stage when it is its current stage (enrollments.status) or the
//   stage appears as toStatus in its audit history (staff moved it there once, even if it moved on
//   or back since). No stage is inferred from another: a school may skip steps (a family seen
//   without a visit), and the report says what happened, not what should have.
// - Visits booked and attended are the applications that reached visitBooked and visitAttended;
//   offers those that reached offered.
// - Enquiries name no class: they count in the total (and per source) only, those created in the
//   year's admission season, from 12 months before the year's first day to 12 months after it
//   (midnight in the school's time zone), so late admissions count too. Two years a year apart
//   share 12 months of season: an enquiry names no year, so it counts for both.
// - An application's source is its family's enquiry's (same school, same mobile, any time): the
//   first enquiry that answered "How did you hear about us?"; "Not answered" when the family's
//   enquiries never said; "Applied directly" when the family sent none.
// - The first-response time is firstResponseAt − createdAt of the group's applications and
//   enquiries that have one; the median in whole minutes (of an even count, the mean of the two
//   middle ones).
// - Seats left are a class's seats less its applications holding a seat now (SEAT_HOLDING: offered,
//   accepted or enrolled). Below zero when the owner offered past the seats, on purpose (README
//   "Offers and the waitlist"): the report says by how many, where the offer form says none are left.

/** What an application's stages are counted from; the rest of the measures are stages themselves. */
type StageMeasure = Exclude<SeasonMeasure, "enquiries" | "applications">;
// Each stage the report counts is a stage of shared/record-states.ts: a renamed stage fails the
// type check here.
const STAGE_MEASURES: Array<StageMeasure & ApplicationStage> = SEASON_MEASURES.filter(
  (measure): measure is StageMeasure => measure !== "enquiries" && measure !== "applications",
);

const reportQuery = z.object({
  // A GET form's select sends `yearId=` for the default.
  yearId: z.preprocess((value) => (value === "" ? undefined : value), positiveId("yearId").optional()),
});

/** What the report adds up, per class and source (applications) or per source (enquiries). */
interface Cell {
  /** The application's class; null for the season's enquiries, which name none. */
  classId: number | null;
  source: string;
  /** Enquiries (the season's, of the source) or applications (of the class and source). */
  records: number;
  /** Applications that reached each stage; none for enquiries. */
  reached: Record<StageMeasure, number> | null;
  /** Applications holding a seat now. */
  holding: number;
  /** The first-response wait of each record that has one, in milliseconds. */
  waits: number[];
}

export interface SeasonGroup {
  name: string;
  /** A class's or the total's seats; null for a source. */
  seats: number | null;
  seatsLeft: number | null;
  /** Enquiries are null for a class: an enquiry names none. */
  counts: Record<SeasonMeasure, number | null>;
  /** Percent of the step before, one decimal; null when that step counted none (or is not counted). */
  conversions: Record<SeasonStep, number | null>;
  medianFirstResponseMinutes: number | null;
}

/** `part` as a percentage of `whole`, one decimal; null when there is nothing to take a share of. */
function percent(part: number | null, whole: number | null): number | null {
  if (part === null || whole === null || whole === 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

function medianMinutes(waits: number[]): number | null {
  const sorted = waits.filter((wait) => Number.isFinite(wait)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(median / 60_000);
}

/** A group of the report from its applications' cells and, for the total and a source, its enquiries' (else null). */
function group(name: string, applications: Cell[], enquiries: Cell[] | null, seats: number | null): SeasonGroup {
  const sum = (cells: Cell[], value: (cell: Cell) => number) => cells.reduce((total, cell) => total + value(cell), 0);
  const counts = {
    enquiries: enquiries && sum(enquiries, (cell) => cell.records),
    applications: sum(applications, (cell) => cell.records),
  } as Record<SeasonMeasure, number | null>;
  for (const stage of STAGE_MEASURES) counts[stage] = sum(applications, (cell) => cell.reached?.[stage] ?? 0);
  const conversions = Object.fromEntries(
    SEASON_STEPS.map((step) => [step, percent(counts[step], counts[stepBefore(step)])]),
  ) as Record<SeasonStep, number | null>;
  const holding = sum(applications, (cell) => cell.holding);
  return {
    name,
    seats,
    seatsLeft: seats === null ? null : seats - holding,
    counts,
    conversions,
    medianFirstResponseMinutes: medianMinutes([...applications, ...(enquiries ?? [])].flatMap((cell) => cell.waits)),
  };
}

/** The chooser's years, newest first; the default is the newest open one, else the newest. */
async function yearsOf(db: Db, clientId: number) {
  const rows = await db
    .selectFrom("admissionYears")
    .select(["id", "label", "startsOn", "open"])
    .where("clientId", "=", clientId)
    .orderBy("startsOn", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({ ...row, open: row.open === 1 }));
}

type Year = Awaited<ReturnType<typeof yearsOf>>[number];

/** The year's admission season as instants (for createdAt) and as the school's dates (to show). */
async function seasonOf(db: Db, clientId: number, year: Year) {
  const client = await db.selectFrom("clients").select("timeZone").where("id", "=", clientId).executeTakeFirstOrThrow();
  const zoned = DateTime.fromISO(year.startsOn, { zone: client.timeZone });
  const start = zoned.isValid ? zoned : DateTime.fromISO(year.startsOn, { zone: "Asia/Kolkata" });
  const from = start.minus({ months: 12 });
  const to = start.plus({ months: 12 });
  return {
    fromInstant: from.toUTC().toISO() ?? "",
    toInstant: to.toUTC().toISO() ?? "",
    from: from.toISODate() ?? "",
    /** The season's last day (the instant `to` is the day after it, excluded). */
    until: to.minus({ days: 1 }).toISODate() ?? "",
  };
}

/** Sources in the enquiry form's order, then any other words stored, then the two of our own. */
function sourceOrder(a: string, b: string): number {
  const rank = (source: string) => {
    const known = (SOURCES as readonly string[]).indexOf(source);
    if (known >= 0) return known;
    if (source === UNANSWERED_SOURCE) return SOURCES.length + 2;
    if (source === DIRECT_SOURCE) return SOURCES.length + 3;
    return SOURCES.length + 1;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

/** Each stage's bit in an application's stages reached in its history (their distinct bits summed). */
const STAGE_BIT = Object.fromEntries(STAGE_MEASURES.map((stage, index) => [stage, 2 ** index])) as Record<StageMeasure, number>;

/**
 * The first-response waits of the grouped rows in milliseconds, as one JSON array (null for a row
 * without a first response), each database its own way. Both read the instants the provider writes
 * (`toISOString()`, UTC to the millisecond) as Date.parse does: the wait is the same number.
 */
function waitsOf(db: Db): RawBuilder<string | Array<number | null>> {
  return driverOf(db).dialect === "postgres"
    ? sql`json_agg(round(extract(epoch from ("firstResponseAt"::timestamptz - "createdAt"::timestamptz)) * 1000)::bigint)`
    : sql`json_group_array(cast(round((julianday("firstResponseAt") - julianday("createdAt")) * 86400000) as integer))`;
}

/** PostgreSQL's count and sum are bigints (strings), its json_agg parsed; SQLite's numbers and text. */
const numberOf = (value: string | number | bigint | null) => Number(value ?? 0);
const waitsIn = (value: string | Array<number | null> | null): number[] =>
  ((typeof value === "string" ? JSON.parse(value) : (value ?? [])) as Array<number | null>).filter(
    (wait): wait is number => wait !== null,
  );

/**
 * The year's applications summed per class and source, by the database (README "Staff at scale"):
 * a few dozen rows, whatever the number of applications. An application's stages reached in its
 * history are one number, the sum of each distinct stage's bit among its audit rows' toStatus; its
 * source is its family's first enquiry that answered, the answered ones first and then the oldest
 * (createdAt, then id). Both are worked out once, as materialized CTEs: a table the planner has no
 * statistics for yet (PostgreSQL before its first ANALYZE) must not have them evaluated once per
 * application.
 */
async function applicationCells(
  db: Db,
  clientId: number,
  classIds: SelectQueryBuilder<Database, "admissionClasses", { id: number }>,
) {
  const ofTheYear = () => db.selectFrom("enrollments").where("clientId", "=", clientId).where("classId", "in", classIds);
  // No `toStatus in (…)` here: SQLite would seek the audit index once per application and stage
  // instead of reading each application's few rows once; other statuses sum as null.
  const history = db
    .selectFrom("auditLog")
    .select([
      "subjectId",
      sql<number>`sum(distinct case "toStatus" ${sql.join(
        STAGE_MEASURES.map((stage) => sql`when ${stage} then ${sql.lit(STAGE_BIT[stage])}`),
        sql` `,
      )} end)`.as("stages"),
    ])
    .where("clientId", "=", clientId)
    .where("subjectKind", "=", "enrollment")
    .where("subjectId", "in", ofTheYear().select("id"))
    .groupBy("subjectId");
  const ranked = db
    .selectFrom("enquiries")
    .select([
      "parentMobile",
      "source",
      sql<number>`row_number() over (partition by "parentMobile" order by "source" in ('', ${UNANSWERED_SOURCE}), "createdAt", "id")`.as(
        "rank",
      ),
    ])
    .where("clientId", "=", clientId)
    .where("parentMobile", "in", ofTheYear().select("parentContact"));
  // One row per family already; grouped so that SQLite indexes it for the join (it would scan it
  // once per application otherwise).
  const family = db
    .selectFrom(ranked.as("ranked"))
    .select(["parentMobile", sql<string>`min("source")`.as("source")])
    .where("rank", "=", 1)
    .groupBy("parentMobile");
  const reachedCount = (stage: StageMeasure) =>
    sql<
      string | number
    >`sum(case when "status" = ${stage} or ("stages" & ${sql.lit(STAGE_BIT[stage])}) <> 0 then 1 else 0 end)`.as(stage);
  const rows = await db
    .with(
      (cte) => cte("history").materialized(),
      () => history,
    )
    .with(
      (cte) => cte("family").materialized(),
      () => family,
    )
    .selectFrom((query) =>
      query
        .selectFrom("enrollments as application")
        .leftJoin("history", "history.subjectId", "application.id")
        .leftJoin("family", "family.parentMobile", "application.parentContact")
        .select([
          "application.classId",
          "application.status",
          "application.createdAt",
          "application.firstResponseAt",
          sql<number>`coalesce("history"."stages", 0)`.as("stages"),
          sql<string>`case when "family"."parentMobile" is null then ${DIRECT_SOURCE}
            when "family"."source" in ('', ${UNANSWERED_SOURCE}) then ${UNANSWERED_SOURCE} else "family"."source" end`.as(
            "source",
          ),
        ])
        .where("application.clientId", "=", clientId)
        .where("application.classId", "in", classIds)
        .as("application"),
    )
    .select([
      "classId",
      "source",
      sql<string | number>`count(*)`.as("records"),
      sql<string | number>`sum(case when "status" in (${sql.join(SEAT_HOLDING)}) then 1 else 0 end)`.as("holding"),
      waitsOf(db).as("waits"),
      ...STAGE_MEASURES.map(reachedCount),
    ])
    .groupBy(["classId", "source"])
    .execute();
  return rows.map((row): Cell => ({
    classId: Number(row.classId),
    source: row.source,
    records: numberOf(row.records),
    reached: Object.fromEntries(STAGE_MEASURES.map((stage) => [stage, numberOf(row[stage])])) as Record<StageMeasure, number>,
    holding: numberOf(row.holding),
    waits: waitsIn(row.waits),
  }));
}

/** The season's enquiries summed per source ("Not answered" when the family did not say). */
async function enquiryCells(db: Db, clientId: number, season: { fromInstant: string; toInstant: string }) {
  const enquiries = db
    .selectFrom("enquiries")
    .select([sql<string>`coalesce(nullif("source", ''), ${UNANSWERED_SOURCE})`.as("source"), "createdAt", "firstResponseAt"])
    .where("clientId", "=", clientId)
    .where("createdAt", ">=", season.fromInstant)
    .where("createdAt", "<", season.toInstant);
  const rows = await db
    .selectFrom(enquiries.as("enquiry"))
    .select(["source", sql<string | number>`count(*)`.as("records"), waitsOf(db).as("waits")])
    .groupBy("source")
    .execute();
  return rows.map((row): Cell => ({
    classId: null,
    source: row.source,
    records: numberOf(row.records),
    reached: null,
    holding: 0,
    waits: waitsIn(row.waits),
  }));
}

/** The report of one year: its classes, the total and the sources. */
async function seasonReport(db: Db, clientId: number, year: Year) {
  const season = await seasonOf(db, clientId, year);
  const classIds = db.selectFrom("admissionClasses").select("id").where("clientId", "=", clientId).where("yearId", "=", year.id);
  const [classes, applications, enquiries] = await Promise.all([
    db
      .selectFrom("admissionClasses")
      .select(["id", "name", "seats"])
      .where("clientId", "=", clientId)
      .where("yearId", "=", year.id)
      .orderBy("minMonths")
      .orderBy("name")
      .execute(),
    applicationCells(db, clientId, classIds),
    enquiryCells(db, clientId, season),
  ]);
  const sources = [...new Set([...enquiries, ...applications].map((cell) => cell.source))].sort(sourceOrder);
  return {
    year,
    season: { from: season.from, until: season.until },
    classes: classes.map((row) => ({
      id: row.id,
      ...group(
        row.name,
        applications.filter((cell) => cell.classId === row.id),
        null,
        row.seats,
      ),
    })),
    total: group(
      "Total",
      applications,
      enquiries,
      classes.reduce((sum, row) => sum + row.seats, 0),
    ),
    sources: sources.map((source) =>
      group(
        source,
        applications.filter((cell) => cell.source === source),
        enquiries.filter((cell) => cell.source === source),
        null,
      ),
    ),
  };
}

type SeasonReport = Awaited<ReturnType<typeof seasonReport>>;

/** The year asked for (another school's answers like a missing one), else the default; null when the school has none. */
async function chosenReport(db: Db, clientId: number, params: Record<string, string>) {
  const { yearId } = parseOr400(reportQuery, params);
  const years = await yearsOf(db, clientId);
  const year = yearId === undefined ? (years.find((row) => row.open) ?? years[0]) : years.find((row) => row.id === yearId);
  if (yearId !== undefined && !year) throw new HttpError(404, "No such admission year");
  return { years, report: year ? await seasonReport(db, clientId, year) : null };
}

type CsvRow = SeasonGroup & { kind: "Class" | "Total" | "Source" };

/** One line per class, the total, then one per source: the page's numbers, column for column. */
function csvColumns(report: SeasonReport): CsvColumn<CsvRow>[] {
  return [
    ["Year", () => report.year.label],
    ["Group", (row) => row.kind],
    ["Name", (row) => row.name],
    ["Seats", (row) => row.seats],
    ["Seats left", (row) => row.seatsLeft],
    ...SEASON_MEASURES.map((measure): CsvColumn<CsvRow> => [MEASURE_LABELS[measure], (row) => row.counts[measure]]),
    ...SEASON_STEPS.map((step): CsvColumn<CsvRow> => [
      `${MEASURE_LABELS[stepBefore(step)]} → ${MEASURE_LABELS[step]} (%)`,
      (row) => row.conversions[step],
    ]),
    ["Median first response (minutes)", (row) => row.medianFirstResponseMinutes],
  ];
}

/** GET /staff/report and its CSV: staff and owners of the school read them. */
export function seasonReportRouter(db: Db, log: Log): Router {
  const router = Router();

  router.get(
    "/staff/report",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { years, report } = await chosenReport(db, staff.clientId, readParams(req));
      res.json({ data: report && { ...report, years } });
    }),
  );

  router.get(
    "/staff/report/export",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { report } = await chosenReport(db, staff.clientId, readParams(req));
      if (!report) throw new HttpError(404, "The school has no admission year");
      const rows: CsvRow[] = [
        ...report.classes.map(({ id: _id, ...row }) => ({ kind: "Class" as const, ...row })),
        { kind: "Total", ...report.total },
        ...report.sources.map((row) => ({ kind: "Source" as const, ...row })),
      ];
      await sendCsv(res, log, {
        // The year's first calendar year: a label may hold characters a file name header cannot.
        name: `season-${report.year.startsOn.slice(0, 4)}`,
        columns: csvColumns(report),
        nextRows: async (after) => (after ? [] : rows),
      });
    }),
  );

  return router;
}
