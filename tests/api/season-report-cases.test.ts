import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditSubject } from "../../api/schema.js";
import type { ApplicationStage } from "../../shared/record-states.js";
import {
  authed,
  demoAccount,
  insertApplication,
  insertAuditRow,
  insertFamilyEnquiry,
  qs,
  signIn,
  startTestApi,
  type TestApi,
} from "./harness.js";

// The season at a glance (README "Admissions": "The season at a glance"), case by case: the cases
// the database's sums (api/admissions/report.ts) must count as the README says, each written out
// with its expected number — stages skipped and moved back, a family with several enquiries (one
// not answered first, two at the same instant: the older id's), a family that sent none, audit rows
// that are not the application's stage moves, and medians of an even count whose middle two are a
// few milliseconds off whole minutes. tests/api/season-report.test.ts checks a random season of 200.

let api: TestApi;
let staff: string;
let yearId: number;

// The year 2040–41 from 1 June 2040 in Asia/Kolkata: its season runs from 1 June 2039 to 1 June 2041.
const STARTS_ON = "2040-06-01";
const T = Date.parse("2040-01-10T10:00:00.000Z");
const iso = (ms: number) => new Date(ms).toISOString();
const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

async function write(db: TestApi["db"], schoolA: number, schoolB: number) {
  const now = iso(Date.now());
  const year = await db
    .insertInto("admissionYears")
    .values({ clientId: schoolA, label: "2040–41", startsOn: STARTS_ON, open: 0, createdAt: now, updatedAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const klass = async (name: string, seats: number, minMonths: number) =>
    (
      await db
        .insertInto("admissionClasses")
        .values({
          clientId: schoolA,
          yearId: year.id,
          name,
          seats,
          minMonths,
          underMonths: minMonths + 12,
          ageOn: "2040-03-31",
          createdAt: now,
          updatedAt: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const nursery = await klass("Nursery", 2, 36);
  const kg = await klass("KG", 1, 48);
  const apply = (classId: number, status: ApplicationStage, mobile: string, waitMs: number | null) =>
    insertApplication(db, {
      clientId: schoolA,
      classId,
      status,
      mobile,
      createdAt: iso(T),
      firstResponseAt: waitMs === null ? null : iso(T + waitMs),
    });
  const enquire = (clientId: number, mobile: string, source: string, createdMs: number, waitMs: number | null) =>
    insertFamilyEnquiry(db, {
      clientId,
      mobile,
      source,
      createdAt: iso(createdMs),
      firstResponseAt: waitMs === null ? null : iso(createdMs + waitMs),
    });
  const move = (
    clientId: number,
    subjectKind: AuditSubject,
    subjectId: number,
    fromStatus: string | null,
    toStatus: string | null,
  ) => insertAuditRow(db, { clientId, subjectKind, subjectId, fromStatus, toStatus, createdAt: now });

  // Family 1: enrolled in Nursery straight from a booked visit (four stages skipped). Its first
  // enquiry did not say; its next two came at the same instant, the first written (the smaller
  // id) saying "Newspaper or pamphlet": that is the family's source.
  const one = await apply(nursery, "enrolled", "9811100001", 60 * SECOND + 1);
  await move(schoolA, "enrollment", one, "received", "visitBooked");
  await move(schoolA, "enrollment", one, "visitBooked", "enrolled");
  await enquire(schoolA, "9811100001", "", T - 2 * DAY, null);
  await enquire(schoolA, "9811100001", "Newspaper or pamphlet", T - DAY, 10 * 60 * SECOND);
  await enquire(schoolA, "9811100001", "Google search", T - DAY, null);
  // Another school's enquiry from the same mobile, older and answered: not this school's family.
  await enquire(schoolB, "9811100001", "WhatsApp", T - 3 * DAY, null);

  // Family 2: offered a Nursery seat, then moved back to a booked visit (no seat held). Two
  // enquiries, neither answered.
  const two = await apply(nursery, "visitBooked", "9811100002", 2 * 60 * SECOND - 1);
  await move(schoolA, "enrollment", two, "received", "offered");
  await move(schoolA, "enrollment", two, "offered", "visitBooked");
  await enquire(schoolA, "9811100002", "", T - DAY, null);
  await enquire(schoolA, "9811100002", "", T, null);
  // Another school's audit row about this id: not its history.
  await move(schoolB, "enrollment", two, "received", "feePaid");

  // Family 3 sent no enquiry: two KG applications, one offered (no history), one accepted after
  // its offer, with a note and a move to an old status that is no stage; KG's one seat is held twice.
  const three = await apply(kg, "offered", "9811100003", null);
  const four = await apply(kg, "accepted", "9811100003", 30 * SECOND - 1);
  await move(schoolA, "enrollment", four, "received", "contacted");
  await move(schoolA, "enrollment", four, "contacted", "offered");
  await move(schoolA, "enrollment", four, null, null);
  await move(schoolA, "enrollment", four, "offered", "accepted");
  // An enquiry's audit row whose id is an application's: not that application's history.
  await move(schoolA, "enquiry", three, "new", "enrolled");

  return year.id;
}

beforeAll(async () => {
  api = await startTestApi();
  staff = await signIn(api, demoAccount(0, "staff"));
  yearId = await api.db.transaction().execute((trx) => write(trx, api.schoolA, api.schoolB));
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const counts = (values: Partial<Record<string, number | null>>) => ({
  enquiries: null,
  applications: 0,
  visitBooked: 0,
  visitAttended: 0,
  documentsComplete: 0,
  feePaid: 0,
  offered: 0,
  accepted: 0,
  enrolled: 0,
  waitlisted: 0,
  ...values,
});

describe("the season at a glance, case by case", () => {
  it("counts skipped and reversed stages, a family's first answered enquiry, seats held and medians as the README defines them", async () => {
    const res = await api.get(`/staff/report${qs({ yearId })}`, authed(staff));
    expect(res.status).toBe(200);
    const report = res.body.data;
    const byName = (rows: Array<{ name: string }>) => Object.fromEntries(rows.map((row) => [row.name, row]));
    const classes = byName(report.classes);
    const sources = byName(report.sources);

    expect(classes.Nursery).toMatchObject({
      seats: 2,
      seatsLeft: 1,
      counts: counts({ applications: 2, visitBooked: 2, offered: 1, enrolled: 1 }),
      // 60.001 s and 119.999 s: 90 s, one and a half minutes, is 2.
      medianFirstResponseMinutes: 2,
    });
    expect(classes.KG).toMatchObject({
      seats: 1,
      seatsLeft: -1,
      counts: counts({ applications: 2, offered: 2, accepted: 1 }),
      // 29.999 s is under half a minute.
      medianFirstResponseMinutes: 0,
    });
    expect(report.total).toMatchObject({
      seats: 3,
      seatsLeft: 0,
      counts: counts({ enquiries: 5, applications: 4, visitBooked: 2, offered: 3, accepted: 1, enrolled: 1 }),
      conversions: {
        applications: 80,
        visitBooked: 50,
        visitAttended: 0,
        documentsComplete: null,
        feePaid: null,
        offered: null,
        accepted: 33.3,
        enrolled: 100,
      },
      // 29.999 s, 60.001 s, 119.999 s and 10 min: the middle two make 90 s.
      medianFirstResponseMinutes: 2,
    });
    expect(report.sources.map((row: { name: string }) => row.name)).toEqual([
      "Google search",
      "Newspaper or pamphlet",
      "Not answered",
      "Applied directly",
    ]);
    expect(sources["Google search"]).toMatchObject({ counts: counts({ enquiries: 1 }), medianFirstResponseMinutes: null });
    expect(sources["Newspaper or pamphlet"]).toMatchObject({
      counts: counts({ enquiries: 1, applications: 1, visitBooked: 1, enrolled: 1 }),
      // 60.001 s and 10 min: 330.0005 s, 5.5 minutes and a little, is 6.
      medianFirstResponseMinutes: 6,
    });
    expect(sources["Not answered"]).toMatchObject({
      counts: counts({ enquiries: 3, applications: 1, visitBooked: 1, offered: 1 }),
      medianFirstResponseMinutes: 2,
    });
    expect(sources["Applied directly"]).toMatchObject({
      counts: counts({ enquiries: 0, applications: 2, offered: 2, accepted: 1 }),
      medianFirstResponseMinutes: 0,
    });
  });
});
