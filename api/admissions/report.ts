import { Router } from "express";
import { DateTime } from "luxon";
import { z } from "zod";
import type { Db } from "../db.js";
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

interface Application {
  classId: number;
  status: ApplicationStage;
  /** The stages reached: the current one and every toStatus of its history. */
  reached: Set<string>;
  source: string;
  createdAt: string;
  firstResponseAt: string | null;
}

interface Enquiry {
  source: string;
  createdAt: string;
  firstResponseAt: string | null;
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

function medianMinutes(records: Array<{ createdAt: string; firstResponseAt: string | null }>): number | null {
  const waits = records
    .filter((record) => record.firstResponseAt !== null)
    .map((record) => Date.parse(record.firstResponseAt ?? "") - Date.parse(record.createdAt))
    .filter((wait) => Number.isFinite(wait))
    .sort((a, b) => a - b);
  if (waits.length === 0) return null;
  const middle = Math.floor(waits.length / 2);
  const median = waits.length % 2 === 1 ? (waits[middle] ?? 0) : ((waits[middle - 1] ?? 0) + (waits[middle] ?? 0)) / 2;
  return Math.round(median / 60_000);
}

function group(name: string, applications: Application[], enquiries: Enquiry[] | null, seats: number | null): SeasonGroup {
  const counts = { enquiries: enquiries?.length ?? null, applications: applications.length } as Record<
    SeasonMeasure,
    number | null
  >;
  for (const stage of STAGE_MEASURES) counts[stage] = applications.filter((application) => application.reached.has(stage)).length;
  const conversions = Object.fromEntries(
    SEASON_STEPS.map((step) => [step, percent(counts[step], counts[stepBefore(step)])]),
  ) as Record<SeasonStep, number | null>;
  const holding = applications.filter((application) => SEAT_HOLDING.includes(application.status)).length;
  return {
    name,
    seats,
    seatsLeft: seats === null ? null : seats - holding,
    counts,
    conversions,
    medianFirstResponseMinutes: medianMinutes([...applications, ...(enquiries ?? [])]),
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

/** The report of one year: its classes, the total and the sources. */
async function seasonReport(db: Db, clientId: number, year: Year) {
  const season = await seasonOf(db, clientId, year);
  const classIds = db.selectFrom("admissionClasses").select("id").where("clientId", "=", clientId).where("yearId", "=", year.id);
  const [classes, applicationRows, history, familyEnquiries, seasonEnquiries] = await Promise.all([
    db
      .selectFrom("admissionClasses")
      .select(["id", "name", "seats"])
      .where("clientId", "=", clientId)
      .where("yearId", "=", year.id)
      .orderBy("minMonths")
      .orderBy("name")
      .execute(),
    db
      .selectFrom("enrollments")
      .select(["id", "classId", "status", "parentContact", "createdAt", "firstResponseAt"])
      .where("clientId", "=", clientId)
      .where("classId", "in", classIds)
      .execute(),
    db
      .selectFrom("auditLog")
      .innerJoin("enrollments", "enrollments.id", "auditLog.subjectId")
      .select(["auditLog.subjectId", "auditLog.toStatus"])
      .distinct()
      .where("auditLog.clientId", "=", clientId)
      .where("auditLog.subjectKind", "=", "enrollment")
      .where("auditLog.toStatus", "in", STAGE_MEASURES)
      .where("enrollments.clientId", "=", clientId)
      .where("enrollments.classId", "in", classIds)
      .execute(),
    db
      .selectFrom("enquiries")
      .select(["id", "parentMobile", "source", "createdAt"])
      .where("clientId", "=", clientId)
      .where(
        "parentMobile",
        "in",
        db.selectFrom("enrollments").select("parentContact").where("clientId", "=", clientId).where("classId", "in", classIds),
      )
      .execute(),
    db
      .selectFrom("enquiries")
      .select(["source", "createdAt", "firstResponseAt"])
      .where("clientId", "=", clientId)
      .where("createdAt", ">=", season.fromInstant)
      .where("createdAt", "<", season.toInstant)
      .execute(),
  ]);

  // Each family's source: its first enquiry that answered, oldest first.
  const familySource = new Map<string, string>();
  const oldestFirst = [...familyEnquiries].sort((a, b) =>
    a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1,
  );
  for (const enquiry of oldestFirst) {
    const known = familySource.get(enquiry.parentMobile);
    if (known === undefined || (known === UNANSWERED_SOURCE && enquiry.source !== ""))
      familySource.set(enquiry.parentMobile, enquiry.source || UNANSWERED_SOURCE);
  }
  const stagesOf = new Map<number, Set<string>>();
  for (const row of history) {
    if (row.subjectId === null || row.toStatus === null) continue;
    const reached = stagesOf.get(row.subjectId) ?? new Set<string>();
    reached.add(row.toStatus);
    stagesOf.set(row.subjectId, reached);
  }
  const applications: Application[] = applicationRows.map((row) => ({
    classId: Number(row.classId),
    status: row.status,
    reached: new Set([row.status, ...(stagesOf.get(row.id) ?? [])]),
    source: familySource.get(row.parentContact) ?? DIRECT_SOURCE,
    createdAt: row.createdAt,
    firstResponseAt: row.firstResponseAt,
  }));
  const enquiries: Enquiry[] = seasonEnquiries.map((row) => ({ ...row, source: row.source || UNANSWERED_SOURCE }));

  const sources = [...new Set([...enquiries.map((row) => row.source), ...applications.map((row) => row.source)])].sort(
    sourceOrder,
  );
  return {
    year,
    season: { from: season.from, until: season.until },
    classes: classes.map((row) => ({
      id: row.id,
      ...group(
        row.name,
        applications.filter((application) => application.classId === row.id),
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
        applications.filter((application) => application.source === source),
        enquiries.filter((enquiry) => enquiry.source === source),
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
