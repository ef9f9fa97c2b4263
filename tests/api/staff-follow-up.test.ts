import { DateTime } from "luxon";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoSchools } from "../../api/demo-data.js";
import { authed, demoAccount, qs, signIn, signInParent, startTestApi, type TestApi } from "./harness.js";

// Following a family up from its record (README "Staff console"): the assignee and follow-up
// date, the inbox's views around the school's own midnight, the search by reference and e-mail,
// the family across the three kinds (never across schools), the visits in the inbox, /staff/today,
// and the first-response time, set once.

let api: TestApi;
let staff: string;
let owner: string;
let staffId: number;
let ownerId: number;

beforeAll(async () => {
  api = await startTestApi();
  staff = await signIn(api, demoAccount(0, "staff"));
  owner = await signIn(api, demoAccount(0, "owner"));
  const me = async (token: string) => (await api.get("/staff/me", authed(token))).body.data.user.id as number;
  staffId = await me(staff);
  ownerId = await me(owner);
});
afterAll(async () => {
  await api?.close();
});

let mobileSeq = 0;
/** A mobile no other test uses, so that each test's family is its own. */
const freshMobile = () => `97${String(process.pid % 1000).padStart(3, "0")}${String(++mobileSeq).padStart(5, "0")}`;

async function enquire(fields: Record<string, string> = {}) {
  const res = await api.post(
    "/contact/new" +
      qs({
        clientId: api.schoolA,
        parentName: "Follow Parent",
        parentMobile: freshMobile(),
        email: "follow@example.org",
        message: "Seats?",
        ...fields,
      }),
  );
  expect(res.status).toBe(201);
  return { id: res.body.data.id as number, reference: res.body.reference as string };
}

async function enroll(fields: Record<string, string> = {}) {
  const res = await api.post(
    "/enrollment/new" +
      qs({
        clientId: api.schoolA,
        childName: "Follow Child",
        childAge: "3",
        gender: "female",
        parentName: "Follow Parent",
        parentContact: freshMobile(),
        address: "Somewhere",
        ...fields,
      }),
  );
  expect(res.status).toBe(201);
  return { id: res.body.data.id as number, reference: res.body.reference as string };
}

let visitSeq = 0;
/** A booked visit, stored as the booking endpoint stores one (its own branch tests the booking). */
async function bookVisit(fields: { clientId?: number; parentMobile: string; date?: string; email?: string; createdAt?: string }) {
  const clientId = fields.clientId ?? api.schoolA;
  const date = fields.date ?? DateTime.now().plus({ days: 3 }).toISODate()!;
  const row = await api.db
    .insertInto("visits")
    .values({
      clientId,
      reference: `VIS-${process.pid % 100}${String(++visitSeq).padStart(3, "0")}`,
      startsAt: `${date}T04:30:00.000Z`,
      date,
      startTime: "10:00",
      lengthMinutes: 45,
      parentName: "Visit Parent",
      parentMobile: fields.parentMobile,
      email: fields.email ?? "",
      childName: "Visit Child",
      childDateOfBirth: "2022-05-01",
      source: "A friend",
      createdAt: fields.createdAt ?? new Date().toISOString(),
    })
    .returning(["id", "reference"])
    .executeTakeFirstOrThrow();
  return row;
}

const followUp = (token: string, kind: string, id: number, body: Record<string, string>) =>
  api.post(`/staff/submissions/${kind}/${id}/follow-up`, authed(token, body));
const list = (params: Record<string, string | number>, token = staff) =>
  api.get("/staff/submissions" + qs({ pageSize: 100, ...params }), authed(token));
const references = async (params: Record<string, string | number>, token = staff) => {
  const res = await list(params, token);
  expect(res.status).toBe(200);
  return res.body.data.map((row: { reference: string }) => row.reference) as string[];
};

describe("POST /staff/submissions/:kind/:id/follow-up", () => {
  it("assigns to a member of the school's staff and sets a date, with an audit row; the detail shows both", async () => {
    const { id } = await enquire();
    const res = await followUp(staff, "enquiry", id, { assigneeUserId: String(ownerId), followUpOn: "2030-01-15" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Follow-up saved");
    expect(res.body.data).toMatchObject({ assigneeUserId: ownerId, followUpOn: "2030-01-15" });
    const detail = await api.get(`/staff/submissions/enquiry/${id}`, authed(staff));
    expect(detail.body.data.submission).toMatchObject({
      assigneeUserId: ownerId,
      assigneeName: demoSchools[0]!.accounts.find((a) => a.role === "owner")!.name,
      followUpOn: "2030-01-15",
      firstResponseAt: null,
    });
    expect(detail.body.data.staff.map((member: { id: number }) => member.id).sort()).toEqual([ownerId, staffId].sort());
    expect(detail.body.data.history.at(-1)).toMatchObject({
      action: "followUp",
      note: expect.stringContaining("Follow up on 2030-01-15"),
    });

    // Cleared: nobody, no date.
    const cleared = await followUp(staff, "enquiry", id, { assigneeUserId: "", followUpOn: "" });
    expect(cleared.status).toBe(200);
    const row = await api.db
      .selectFrom("enquiries")
      .select(["assigneeUserId", "followUpOn"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ assigneeUserId: null, followUpOn: null });
  });

  it("refuses another school's staff member and a parent's account as assignee: 400 naming the field, nothing changed", async () => {
    const { id } = await enquire();
    const rainbowStaff = await signIn(api, demoAccount(1, "staff"));
    const otherId = (await api.get("/staff/me", authed(rainbowStaff))).body.data.user.id as number;
    await signInParent(api, `parent-${process.pid}@example.org`);
    const parent = await api.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", `parent-${process.pid}@example.org`)
      .executeTakeFirstOrThrow();
    for (const assignee of [otherId, parent.id, 999_999]) {
      const res = await followUp(staff, "enquiry", id, { assigneeUserId: String(assignee), followUpOn: "" });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe("assigneeUserId");
    }
    const bad = await followUp(staff, "enquiry", id, { assigneeUserId: "", followUpOn: "2030-02-30" });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("followUpOn");
    const row = await api.db
      .selectFrom("enquiries")
      .select(["assigneeUserId", "followUpOn"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ assigneeUserId: null, followUpOn: null });
  });

  it("is behind the walls: another school's staff gets 404, a parent 403", async () => {
    const { id } = await enquire();
    const rainbowStaff = await signIn(api, demoAccount(1, "staff"));
    expect((await followUp(rainbowStaff, "enquiry", id, { assigneeUserId: "", followUpOn: "" })).status).toBe(404);
    const parent = await signInParent(api, `parent-wall-${process.pid}@example.org`);
    expect((await followUp(parent, "enquiry", id, { assigneeUserId: "", followUpOn: "" })).status).toBe(403);
  });
});

describe("the inbox's views", () => {
  // A zone whose date is not the UTC date right now: proves the views use the school's calendar.
  const zone = () => (new Date().getUTCHours() < 12 ? "Etc/GMT+12" : "Pacific/Kiritimati");
  let zoneToday: string;
  let utcToday: string;

  beforeEach(async () => {
    const timeZone = zone();
    await api.db.updateTable("clients").set({ timeZone }).where("id", "=", api.schoolA).execute();
    zoneToday = DateTime.now().setZone(timeZone).toISODate()!;
    utcToday = DateTime.utc().toISODate()!;
  });
  afterAll(async () => {
    await api.db.updateTable("clients").set({ timeZone: "Asia/Kolkata" }).where("id", "=", api.schoolA).execute();
  });

  it("due: a follow-up today or earlier of the school's calendar and not decided; overdue: before today", async () => {
    expect(zoneToday).not.toBe(utcToday);
    const day = (offset: number) => DateTime.fromISO(zoneToday).plus({ days: offset }).toISODate()!;
    const today = await enquire();
    const yesterday = await enroll();
    const tomorrow = await enquire();
    const decided = await enquire();
    const atUtcDate = await enquire();
    await followUp(staff, "enquiry", today.id, { assigneeUserId: "", followUpOn: day(0) });
    await followUp(staff, "enrollment", yesterday.id, { assigneeUserId: "", followUpOn: day(-1) });
    await followUp(staff, "enquiry", tomorrow.id, { assigneeUserId: "", followUpOn: day(1) });
    await followUp(staff, "enquiry", decided.id, { assigneeUserId: "", followUpOn: day(-1) });
    await api.post(`/staff/submissions/enquiry/${decided.id}/status`, authed(staff, { status: "closed" }));
    await followUp(staff, "enquiry", atUtcDate.id, { assigneeUserId: "", followUpOn: utcToday });

    const due = await references({ view: "due" });
    const overdue = await references({ view: "overdue" });
    expect(due).toEqual(expect.arrayContaining([today.reference, yesterday.reference]));
    expect(due).not.toContain(tomorrow.reference);
    expect(due).not.toContain(decided.reference);
    expect(overdue).toContain(yesterday.reference);
    expect(overdue).not.toContain(today.reference);
    // The UTC date is the school's yesterday (a zone ahead) or tomorrow (behind).
    if (utcToday < zoneToday) expect(overdue).toContain(atUtcDate.reference);
    else expect(due).not.toContain(atUtcDate.reference);

    const counts = (await api.get("/staff/today", authed(staff))).body.data;
    expect(counts.followUpsDue).toBe(due.length);
    expect(counts.overdue).toBe(overdue.length);
  });

  it("mine: the records assigned to the caller", async () => {
    const mine = await enquire();
    const theirs = await enquire();
    await followUp(staff, "enquiry", mine.id, { assigneeUserId: String(staffId), followUpOn: "" });
    await followUp(staff, "enquiry", theirs.id, { assigneeUserId: String(ownerId), followUpOn: "" });
    expect(await references({ view: "mine" })).toContain(mine.reference);
    expect(await references({ view: "mine" })).not.toContain(theirs.reference);
    expect(await references({ view: "mine" }, owner)).toContain(theirs.reference);
  });

  it("waiting: new without a first response; a status change away from new records the first response, once", async () => {
    const { id, reference } = await enquire();
    expect(await references({ view: "waiting" })).toContain(reference);
    await api.post(`/staff/submissions/enquiry/${id}/status`, authed(staff, { status: "contacted" }));
    const first = (await api.db.selectFrom("enquiries").select("firstResponseAt").where("id", "=", id).executeTakeFirstOrThrow())
      .firstResponseAt;
    expect(first).not.toBeNull();
    expect(await references({ view: "waiting" })).not.toContain(reference);
    // A later change leaves it as it was.
    await api.post(`/staff/submissions/enquiry/${id}/status`, authed(staff, { status: "admitted" }));
    await api.post(`/staff/submissions/enquiry/${id}/status`, authed(staff, { status: "contacted" }));
    const detail = await api.get(`/staff/submissions/enquiry/${id}`, authed(staff));
    expect(detail.body.data.submission.firstResponseAt).toBe(first);
  });

  it("answers 400 naming view for an unknown view", async () => {
    const res = await list({ view: "later" });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("view");
  });
});

describe("the search", () => {
  it("finds a record by its reference in any case, with or without the dash, and by e-mail", async () => {
    const { reference } = await enquire({ email: `Find.Me.${process.pid}@Example.org` });
    const [prefix, rest] = reference.split("-");
    expect(await references({ q: reference })).toEqual([reference]);
    expect(await references({ q: `${prefix}${rest}`.toLowerCase() })).toEqual([reference]);
    expect(await references({ q: rest!.toLowerCase() })).toContain(reference);
    expect(await references({ q: `find.me.${process.pid}@example` })).toEqual([reference]);
  });

  it("finds a visit by its reference, lists visits as a kind of their own", async () => {
    const visit = await bookVisit({ parentMobile: freshMobile(), email: `visit-${process.pid}@example.org` });
    expect(await references({ q: visit.reference.replace("-", "").toLowerCase() })).toEqual([visit.reference]);
    const visits = await list({ kind: "visit" });
    expect(visits.body.data.every((row: { kind: string }) => row.kind === "visit")).toBe(true);
    expect(visits.body.data.find((row: { reference: string }) => row.reference === visit.reference)).toMatchObject({
      kind: "visit",
      status: "booked",
      childName: "Visit Child",
      parentName: "Visit Parent",
      email: `visit-${process.pid}@example.org`,
    });
    expect(await references({ status: "booked", q: visit.reference })).toEqual([visit.reference]);
  });
});

describe("a visit's record and the family", () => {
  it("the detail of a visit: its time, status, source; no inbox status change", async () => {
    const visit = await bookVisit({ parentMobile: freshMobile() });
    const detail = await api.get(`/staff/submissions/visit/${visit.id}`, authed(staff));
    expect(detail.status).toBe(200);
    expect(detail.body.data.submission).toMatchObject({
      kind: "visit",
      reference: visit.reference,
      status: "booked",
      startTime: "10:00",
      lengthMinutes: 45,
      source: "A friend",
    });
    expect(detail.body.data.nextStatuses).toEqual([]);
    const change = await api.post(`/staff/submissions/visit/${visit.id}/status`, authed(staff, { status: "contacted" }));
    expect(change.status).toBe(409);
    // The follow-up works on a visit as on the others.
    expect((await followUp(staff, "visit", visit.id, { assigneeUserId: String(staffId), followUpOn: "2030-03-01" })).status).toBe(
      200,
    );
  });

  it("lists the same mobile's enquiries, enrollments and visits at this school, newest first, never another school's", async () => {
    const mobile = freshMobile();
    const enquiry = await enquire({ parentMobile: mobile });
    const enrollment = await enroll({ parentContact: mobile });
    const visit = await bookVisit({ parentMobile: mobile, createdAt: new Date(Date.now() + 60_000).toISOString() });
    const elsewhere = await bookVisit({ parentMobile: mobile, clientId: api.schoolB });
    await enquire({ parentMobile: freshMobile() });
    const detail = await api.get(`/staff/submissions/enrollment/${enrollment.id}`, authed(staff));
    const family = detail.body.data.family as Array<{ kind: string; reference: string }>;
    expect(family.map((row) => `${row.kind} ${row.reference}`)).toEqual([
      `visit ${visit.reference}`,
      `enrollment ${enrollment.reference}`,
      `enquiry ${enquiry.reference}`,
    ]);
    expect(family.map((row) => row.reference)).not.toContain(elsewhere.reference);
    expect(family[0]).toEqual({
      kind: "visit",
      id: visit.id,
      reference: visit.reference,
      status: "booked",
      createdAt: expect.any(String),
      childName: "Visit Child",
    });
    // Another school's visit is the same 404 as none.
    expect((await api.get(`/staff/submissions/visit/${elsewhere.id}`, authed(staff))).status).toBe(404);
  });
});

describe("GET /staff/today", () => {
  it("counts today's visits, and lists the records waiting for a first response with their age in hours", async () => {
    await api.db.updateTable("clients").set({ timeZone: "Asia/Kolkata" }).where("id", "=", api.schoolA).execute();
    const today = DateTime.now().setZone("Asia/Kolkata").toISODate()!;
    const before = (await api.get("/staff/today", authed(staff))).body.data;
    const visit = await bookVisit({
      parentMobile: freshMobile(),
      date: today,
      createdAt: new Date(Date.now() - 5.5 * 3_600_000).toISOString(),
    });
    await bookVisit({ parentMobile: freshMobile(), date: DateTime.fromISO(today).plus({ days: 1 }).toISODate()! });
    const res = await api.get("/staff/today", authed(staff));
    expect(res.status).toBe(200);
    const data = res.body.data;
    // Who asked, for the console's layout (README "Staff at scale": no GET /staff/me beside it).
    expect(data.user).toEqual({ id: staffId, name: expect.any(String), role: "staff" });
    expect(data.visitsToday).toBe(before.visitsToday + 1);
    expect(data.visits.map((row: { reference: string }) => row.reference)).toContain(visit.reference);
    expect(data.waiting).toBe(before.waiting + 2);
    expect(data.waitingRecords.find((row: { reference: string }) => row.reference === visit.reference)).toMatchObject({
      kind: "visit",
      id: visit.id,
      parentName: "Visit Parent",
      ageHours: 5,
    });
    const ages = data.waitingRecords.map((row: { ageHours: number }) => row.ageHours);
    expect(ages).toEqual([...ages].sort((a: number, b: number) => b - a));
    // Another school's counts are its own; a parent's token is refused.
    const rainbow = (await api.get("/staff/today", authed(await signIn(api, demoAccount(1, "staff"))))).body.data;
    expect(rainbow.visits.map((row: { reference: string }) => row.reference)).not.toContain(visit.reference);
    expect((await api.get("/staff/today", authed(await signInParent(api, `today-${process.pid}@example.org`)))).status).toBe(403);
  });
});
