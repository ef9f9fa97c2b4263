import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_STAGES_LIST, type ApplicationStage } from "../../shared/record-states.js";
import { SOURCES } from "../../shared/sources.js";
import {
  authed,
  demoAccount,
  insertApplication,
  insertAuditRow,
  insertFamilyEnquiry,
  qs,
  signIn,
  signInParent,
  startTestApi,
  type TestApi,
} from "./harness.js";

// The season at a glance (README "Admissions": "The season at a glance"). A season of 200
// applications is written straight into the database — classes of different sizes, every stage,
// histories that went forward, back and out, families with and without enquiries (before, in and
// after the season), first responses or none — beside rows that must not count: the school's other
// year, another school's year, enquiries and audit rows, another school's family with the same
// mobile. The test keeps its own list of what it wrote and works out every number of the report
// from that list by the README's definitions, then asks the provider: every cell must match, and
// the CSV must say the same as the JSON.

let api: TestApi;
let staffA: string;
let ownerB: string;
let parent: string;

/** mulberry32: the same "random" season on every run, so a failure can be read again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(20270401);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
const chance = (p: number) => rand() < p;

// The year under test: 2030–31, from 1 June 2030 in Asia/Kolkata (UTC+5:30, no summer time). Its
// season runs from midnight there on 1 June 2029 to midnight on 1 June 2031.
const STARTS_ON = "2030-06-01";
const SEASON_FROM = Date.parse("2029-06-01T00:00:00+05:30");
const SEASON_TO = Date.parse("2031-06-01T00:00:00+05:30");
const iso = (ms: number) => new Date(ms).toISOString();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Written = {
  yearId: number;
  classes: Array<{ id: number; name: string; seats: number }>;
  applications: Array<{
    id: number;
    classId: number;
    status: ApplicationStage;
    mobile: string;
    createdAt: string;
    firstResponseAt: string | null;
  }>;
  /** The school's audit rows about its enrollments (of any year), as written. */
  history: Array<{ subjectKind: "enrollment" | "enquiry"; subjectId: number; toStatus: string | null }>;
  enquiries: Array<{ id: number; mobile: string; source: string; createdAt: string; firstResponseAt: string | null }>;
};
let written: Written;
/** Where the season is written: one transaction, so 1,000 rows take a moment. */
let writer: TestApi["db"];

function insertEnrollment(
  clientId: number,
  fields: { classId: number | null; status: ApplicationStage; mobile: string; createdAt: string; firstResponseAt: string | null },
) {
  return insertApplication(writer, { clientId, ...fields });
}

function insertEnquiry(
  clientId: number,
  fields: { mobile: string; source: string; createdAt: string; firstResponseAt: string | null },
) {
  return insertFamilyEnquiry(writer, { clientId, ...fields });
}

function insertAudit(
  clientId: number,
  subjectKind: "enrollment" | "enquiry",
  subjectId: number,
  fromStatus: string | null,
  toStatus: string | null,
) {
  return insertAuditRow(writer, { clientId, subjectKind, subjectId, fromStatus, toStatus });
}

async function insertYear(clientId: number, label: string, startsOn: string, open: boolean) {
  const now = new Date().toISOString();
  const row = await writer
    .insertInto("admissionYears")
    .values({ clientId, label, startsOn, open: open ? 1 : 0, createdAt: now, updatedAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertClass(clientId: number, yearId: number, name: string, seats: number, minMonths: number) {
  const now = new Date().toISOString();
  const row = await writer
    .insertInto("admissionClasses")
    .values({
      clientId,
      yearId,
      name,
      seats,
      minMonths,
      underMonths: minMonths + 12,
      ageOn: "2030-03-31",
      createdAt: now,
      updatedAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A time in the season (or around it), for the season's applications and enquiries. */
const inSeason = () => SEASON_FROM + Math.floor(rand() * (SEASON_TO - SEASON_FROM));

async function writeSeason(): Promise<Written> {
  const A = api.schoolA;
  const B = api.schoolB;
  const yearId = await insertYear(A, "2030–31", STARTS_ON, false);
  const classes = [
    { name: "Playgroup", seats: 12, minMonths: 24 },
    { name: "Nursery", seats: 40, minMonths: 36 },
    { name: "KG", seats: 30, minMonths: 48 },
    // Small, so that more offers than seats are made: seats left below zero.
    { name: "Prep", seats: 4, minMonths: 60 },
  ];
  const classRows = [];
  for (const row of classes)
    classRows.push({ id: await insertClass(A, yearId, row.name, row.seats, row.minMonths), name: row.name, seats: row.seats });

  // The school's other year and another school's year: their rows never count.
  const demoClass = await writer.selectFrom("admissionClasses").select("id").where("clientId", "=", A).executeTakeFirstOrThrow();
  const yearB = await insertYear(B, "2030–31", STARTS_ON, true);
  const classB = await insertClass(B, yearB, "Nursery", 20, 36);

  // 150 families: a family is a mobile at a school; some apply twice (siblings, a second class).
  const families = Array.from({ length: 150 }, (_, index) => `98${String(76000000 + index)}`);
  const applications: Written["applications"] = [];
  const history: Written["history"] = [];
  const enquiries: Written["enquiries"] = [];

  for (let index = 0; index < 200; index++) {
    const klass = index < 4 ? classRows[index]! : pick(classRows);
    const status = pick(APPLICATION_STAGES_LIST);
    const mobile = index < 150 ? families[index]! : pick(families);
    const created = inSeason();
    const firstResponseAt = chance(0.7) ? iso(created + Math.floor(rand() * 5 * DAY)) : null;
    const id = await insertEnrollment(A, { classId: klass.id, status, mobile, createdAt: iso(created), firstResponseAt });
    applications.push({ id, classId: klass.id, status, mobile, createdAt: iso(created), firstResponseAt });
    // A history of 0 to 5 moves, to any stage (back, out and in again), once with a stage twice,
    // and a note (no toStatus) or an old status that is not a stage.
    const moves = Math.floor(rand() * 6);
    let from: string = "received";
    for (let move = 0; move < moves; move++) {
      const to = chance(0.1) ? "contacted" : pick(APPLICATION_STAGES_LIST);
      await insertAudit(A, "enrollment", id, from, to);
      history.push({ subjectKind: "enrollment", subjectId: id, toStatus: to });
      if (move === 0 && chance(0.2)) {
        await insertAudit(A, "enrollment", id, from, to);
        history.push({ subjectKind: "enrollment", subjectId: id, toStatus: to });
      }
      from = to;
    }
    if (chance(0.2)) {
      await insertAudit(A, "enrollment", id, null, null);
      history.push({ subjectKind: "enrollment", subjectId: id, toStatus: null });
    }
  }

  // Enquiries: of applying families (before the season too: a source is a family's, whenever it
  // said it), of families that never applied, outside the season, unanswered, in words the form
  // no longer offers, and right on the season's edges.
  const enquire = async (mobile: string, source: string, createdMs: number) => {
    const firstResponseAt = chance(0.6) ? iso(createdMs + Math.floor(rand() * 3 * DAY)) : null;
    const id = await insertEnquiry(A, { mobile, source, createdAt: iso(createdMs), firstResponseAt });
    enquiries.push({ id, mobile, source, createdAt: iso(createdMs), firstResponseAt });
    return id;
  };
  const sourceChoices = [...SOURCES, "", "", "Radio"];
  for (const mobile of families) {
    const count = pick([0, 0, 1, 1, 1, 2]);
    for (let n = 0; n < count; n++)
      await enquire(mobile, pick(sourceChoices), chance(0.8) ? inSeason() : SEASON_FROM - Math.floor(rand() * 200 * DAY));
  }
  for (let n = 0; n < 60; n++) await enquire(`97${String(11000000 + n)}`, pick(sourceChoices), inSeason());
  for (let n = 0; n < 10; n++)
    await enquire(`96${String(11000000 + n)}`, pick(sourceChoices), SEASON_TO + Math.floor(rand() * 100 * DAY));
  await enquire("9500000001", "Google search", SEASON_FROM);
  await enquire("9500000002", "Google search", SEASON_FROM - 1);
  await enquire("9500000003", "Google search", SEASON_TO);
  await enquire("9500000004", "Google search", SEASON_TO - 1);
  // One family's first enquiry did not say, its second did: the second's source is the family's.
  await enquire(families[0]!, "", SEASON_FROM - 30 * DAY);

  // Rows that must not count: the demo year's applications, another school's application, enquiry
  // and audit rows (one about an id of this school's), and an audit row about an enquiry whose id
  // is an application's.
  const other = await insertEnrollment(A, {
    classId: demoClass.id,
    status: "enrolled",
    mobile: families[1]!,
    createdAt: iso(inSeason()),
    firstResponseAt: null,
  });
  await insertAudit(A, "enrollment", other, "received", "offered");
  const theirs = await insertEnrollment(B, {
    classId: classB,
    status: "offered",
    mobile: families[2]!,
    createdAt: iso(inSeason()),
    firstResponseAt: iso(SEASON_FROM),
  });
  await insertAudit(B, "enrollment", theirs, "received", "feePaid");
  await insertAudit(B, "enrollment", applications[0]!.id, "received", "enrolled");
  await insertAudit(A, "enquiry", applications[1]!.id, "new", "enrolled");
  await insertEnquiry(B, { mobile: families[3]!, source: "WhatsApp", createdAt: iso(SEASON_FROM - DAY), firstResponseAt: null });
  await insertEnquiry(B, { mobile: "9400000001", source: "WhatsApp", createdAt: iso(inSeason()), firstResponseAt: null });

  return { yearId, classes: classRows, applications, history, enquiries };
}

beforeAll(async () => {
  api = await startTestApi();
  [staffA, ownerB] = await Promise.all([signIn(api, demoAccount(0, "staff")), signIn(api, demoAccount(1, "owner"))]);
  parent = await signInParent(api, "report-parent@example.org");
  const zone = await api.db.selectFrom("clients").select("timeZone").where("id", "=", api.schoolA).executeTakeFirstOrThrow();
  expect(zone.timeZone).toBe("Asia/Kolkata");
  written = await api.db.transaction().execute(async (trx) => {
    writer = trx;
    return writeSeason();
  });
}, 120_000);
afterAll(async () => {
  await api?.close();
});

// ── The test's own reckoning, by the README's definitions ──

const MEASURES = [
  "enquiries",
  "applications",
  "visitBooked",
  "visitAttended",
  "documentsComplete",
  "feePaid",
  "offered",
  "accepted",
  "enrolled",
  "waitlisted",
] as const;
const PATH = MEASURES.slice(0, 9);

function expectedGroup(
  name: string,
  applications: Written["applications"],
  enquiries: Written["enquiries"] | null,
  seats: number | null,
) {
  const reached = (application: Written["applications"][number], stage: string) =>
    application.status === stage ||
    written.history.some((row) => row.subjectKind === "enrollment" && row.subjectId === application.id && row.toStatus === stage);
  const counts: Record<string, number | null> = {
    enquiries: enquiries ? enquiries.length : null,
    applications: applications.length,
  };
  for (const stage of MEASURES.slice(2)) counts[stage] = applications.filter((application) => reached(application, stage)).length;
  const conversions: Record<string, number | null> = {};
  for (let step = 1; step < PATH.length; step++) {
    const before = counts[PATH[step - 1]!] ?? null;
    const now = counts[PATH[step]!] ?? null;
    conversions[PATH[step]!] = before === null || now === null || before === 0 ? null : Math.round((now / before) * 1000) / 10;
  }
  const waits = [...applications, ...(enquiries ?? [])]
    .filter((record) => record.firstResponseAt !== null)
    .map((record) => new Date(record.firstResponseAt!).getTime() - new Date(record.createdAt).getTime())
    .sort((a, b) => a - b);
  const half = waits.length >> 1;
  const median = waits.length === 0 ? null : waits.length % 2 ? waits[half]! : (waits[half - 1]! + waits[half]!) / 2;
  const holding = applications.filter((application) => ["offered", "accepted", "enrolled"].includes(application.status)).length;
  return {
    name,
    seats,
    seatsLeft: seats === null ? null : seats - holding,
    counts,
    conversions,
    medianFirstResponseMinutes: median === null ? null : Math.round(median / MINUTE),
  };
}

function familySource(mobile: string): string {
  const theirs = written.enquiries
    .filter((enquiry) => enquiry.mobile === mobile)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  if (theirs.length === 0) return "Applied directly";
  return theirs.find((enquiry) => enquiry.source !== "")?.source ?? "Not answered";
}

function expectedReport() {
  const seasonEnquiries = written.enquiries.filter((enquiry) => {
    const at = new Date(enquiry.createdAt).getTime();
    return at >= SEASON_FROM && at < SEASON_TO;
  });
  const sourceOf = (enquiry: { source: string }) => enquiry.source || "Not answered";
  const applicationSource = new Map(
    written.applications.map((application) => [application.id, familySource(application.mobile)]),
  );
  const names = new Set([
    ...seasonEnquiries.map(sourceOf),
    ...written.applications.map((application) => applicationSource.get(application.id)!),
  ]);
  const order = [...SOURCES, "Radio", "Not answered", "Applied directly"];
  return {
    classes: written.classes.map((klass) => ({
      id: klass.id,
      ...expectedGroup(
        klass.name,
        written.applications.filter((application) => application.classId === klass.id),
        null,
        klass.seats,
      ),
    })),
    total: expectedGroup(
      "Total",
      written.applications,
      seasonEnquiries,
      written.classes.reduce((sum, klass) => sum + klass.seats, 0),
    ),
    sources: order
      .filter((name) => names.has(name))
      .map((name) =>
        expectedGroup(
          name,
          written.applications.filter((application) => applicationSource.get(application.id) === name),
          seasonEnquiries.filter((enquiry) => sourceOf(enquiry) === name),
          null,
        ),
      ),
  };
}

/** RFC 4180 as the export writes it: every cell quoted, CRLF lines, a byte-order mark first. */
function parseCsv(bytes: Uint8Array): string[][] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder()
    .decode(bytes)
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((match) => match[1]!.replace(/""/g, '"')));
}

describe("the season at a glance", () => {
  it("counts every cell of a season of 200 applications as the README defines it, and nothing of another year or school", async () => {
    const res = await api.get(`/staff/report${qs({ yearId: written.yearId })}`, authed(staffA));
    expect(res.status).toBe(200);
    const report = res.body.data;
    expect(report.year).toEqual({ id: written.yearId, label: "2030–31", startsOn: STARTS_ON, open: false });
    expect(report.season).toEqual({ from: "2029-06-01", until: "2031-05-31" });
    const expected = expectedReport();
    // Cell by cell first, so a failure names the group and number that differ.
    for (const [index, klass] of expected.classes.entries()) expect(report.classes[index], klass.name).toEqual(klass);
    expect(report.total).toEqual(expected.total);
    expect(report.sources.map((row: { name: string }) => row.name)).toEqual(expected.sources.map((row) => row.name));
    for (const [index, source] of expected.sources.entries()) expect(report.sources[index], source.name).toEqual(source);
    expect({ classes: report.classes, total: report.total, sources: report.sources }).toEqual(expected);

    // The season is one the test meant to be telling: each kind of row is there to be counted.
    expect(report.total.counts.applications).toBe(200);
    expect(report.classes.some((row: { seatsLeft: number }) => row.seatsLeft < 0)).toBe(true);
    expect(report.sources.map((row: { name: string }) => row.name)).toEqual(
      expect.arrayContaining(["Not answered", "Applied directly", "Radio"]),
    );
    for (const measure of MEASURES) expect(report.total.counts[measure], measure).toBeGreaterThan(0);
  });

  it("answers the school's open year when none is asked for, with the chooser's years newest first", async () => {
    for (const query of ["", qs({ yearId: "" })]) {
      const res = await api.get(`/staff/report${query}`, authed(staffA));
      expect(res.status).toBe(200);
      expect(res.body.data.year.label).toBe("2027–28");
      expect(res.body.data.year.open).toBe(true);
      expect(res.body.data.classes.map((row: { name: string }) => row.name)).toEqual(["Playgroup", "Nursery", "KG"]);
      expect(res.body.data.years.map((row: { label: string; open: boolean }) => [row.label, row.open])).toEqual([
        ["2030–31", false],
        ["2027–28", true],
      ]);
    }
  });

  it("gives the same numbers as CSV, one line per class, the total and each source", async () => {
    const [json, csv] = await Promise.all([
      api.get(`/staff/report${qs({ yearId: written.yearId })}`, authed(staffA)),
      fetch(`${api.url}/staff/report/export${qs({ yearId: written.yearId })}`, authed(staffA)),
    ]);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="season-2030-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...lines] = parseCsv(new Uint8Array(await csv.arrayBuffer()));
    const report = json.body.data;
    const groups = [
      ...report.classes.map((row: object) => ({ kind: "Class", ...row })),
      { kind: "Total", ...report.total },
      ...report.sources.map((row: object) => ({ kind: "Source", ...row })),
    ];
    const cell = (value: number | null) => (value === null ? "" : String(value));
    const labels = [
      "Enquiries",
      "Applications",
      "Visits booked",
      "Visits attended",
      "Documents complete",
      "Fees paid",
      "Offers",
      "Accepted",
      "Enrolled",
      "Waitlisted",
    ];
    expect(header).toEqual([
      "Year",
      "Group",
      "Name",
      "Seats",
      "Seats left",
      ...labels,
      ...labels.slice(1, 9).map((label, index) => `${labels[index]} → ${label} (%)`),
      "Median first response (minutes)",
    ]);
    expect(lines).toEqual(
      groups.map((row) => [
        "2030–31",
        row.kind,
        row.name,
        cell(row.seats),
        cell(row.seatsLeft),
        ...MEASURES.map((measure) => cell(row.counts[measure])),
        ...PATH.slice(1).map((step) => cell(row.conversions[step])),
        cell(row.medianFirstResponseMinutes),
      ]),
    );
    // Seats left below zero is a number, not a formula to defuse.
    expect(lines.some((line) => line[4]!.startsWith("-"))).toBe(true);
  });

  it("is the school's staff's only: another school's year is a 404, a parent 403, anonymous 401, a bad year 400", async () => {
    for (const path of ["/staff/report", "/staff/report/export"]) {
      const ofA = qs({ yearId: written.yearId });
      expect((await api.get(`${path}${ofA}`, authed(ownerB))).status, path).toBe(404);
      expect(
        (await api.get(`${path}${qs({ yearId: written.yearId, clientId: api.schoolB })}`, authed(staffA))).status,
        path,
      ).toBe(404);
      expect((await api.get(`${path}${ofA}`, authed(parent))).status, path).toBe(403);
      expect((await api.get(`${path}${ofA}`, authed(null))).status, path).toBe(401);
      const bad = await api.get(`${path}${qs({ yearId: "two" })}`, authed(staffA));
      expect(bad.status, path).toBe(400);
      expect(bad.body.field).toBe("yearId");
    }
    // School B's own report knows nothing of A's season: its year has B's one application.
    const ofB = await api.get("/staff/report", authed(ownerB));
    expect(ofB.body.data.year.label).toBe("2030–31");
    expect(ofB.body.data.total.counts.applications).toBe(1);
  });
});
