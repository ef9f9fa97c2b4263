import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSchools } from "../../api/demo-data.js";
import { authed, demoAccount, qs, signIn, signInParent, startTestApi, type TestApi } from "./harness.js";

// Offers and the waitlist (README "Admissions": "Offers and the waitlist"): a seat offered with a
// deadline, seats counting down, the owner alone past them, the family's answer, an offer lapsing
// by itself with the next family flagged, positions and moves with a reason; and the stages an
// application reaches by itself on the way (a visit, documents, the fee).

let api: TestApi;
let owner: string;
let staff: string;
let otherStaff: string;
let parent: string;
let families = 0;
const sunshine = demoSchools[0]!.client;

beforeAll(async () => {
  api = await startTestApi();
  [owner, staff, otherStaff] = await Promise.all([
    signIn(api, demoAccount(0, "owner")),
    signIn(api, demoAccount(0, "staff")),
    signIn(api, demoAccount(1, "staff")),
  ]);
  parent = await signInParent(api, "offers-parent@example.org");
});
afterAll(async () => {
  await api?.close();
});

const nextMobile = () => `96${String(100_000_00 + ++families).slice(-8)}`;

/** The school's today, as the provider reads it (Asia/Kolkata for the demo school). */
const today = () => DateTime.now().setZone("Asia/Kolkata").toISODate()!;
const inDays = (days: number) => DateTime.fromISO(today()).plus({ days }).toISODate()!;

/** A class of its own with `seats` seats in the demo's open year, so that no other test holds one. */
async function newClass(name: string, seats: number): Promise<number> {
  const years = (await api.get("/staff/admissions/years", authed(owner))).body.data;
  const year = years.find((row: { open: boolean }) => row.open);
  const res = await api.post(
    `/staff/admissions/years/${year.id}/classes`,
    authed(owner, {
      name,
      seats: String(seats),
      minYears: "3",
      minMonths: "0",
      underYears: "4",
      underMonths: "0",
      ageOn: "2027-03-31",
    }),
  );
  if (res.status !== 201) throw new Error(`class: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

async function apply(classId: number, options: { email?: string; mobile?: string } = {}) {
  const mobile = options.mobile ?? nextMobile();
  const res = await api.post(
    "/enrollment/new" +
      qs({
        clientId: api.schoolA,
        childName: `Child ${families}`,
        childAge: "3",
        gender: "male",
        parentName: "Ravi Nair",
        parentContact: mobile,
        address: "3 Hill Road, Pune",
        email: options.email ?? "",
        classId,
        childDateOfBirth: "2023-10-15",
      }),
  );
  if (res.status !== 201) throw new Error(`enrollment: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.data.id as number, reference: res.body.reference as string, mobile };
}
type Family = Awaited<ReturnType<typeof apply>>;

const stageOf = async (id: number) =>
  (await api.db.selectFrom("enrollments").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
const offer = (family: Family, deadline: string, token = staff, extra: Record<string, string> = {}) =>
  api.post(`/staff/enrollments/${family.id}/offer`, authed(token, { deadline, ...extra }));
const move = (family: Family, status: string, token = staff) =>
  api.post(`/staff/submissions/enrollment/${family.id}/status`, authed(token, { status }));
const lookup = (family: Family) =>
  api.get(`/enrollment/status${qs({ clientId: api.schoolA, reference: family.reference, mobile: family.mobile })}`);
const answer = (family: Family, reply: "accept" | "decline", mobile = family.mobile) =>
  api.post("/admissions/offer", authed(null, { clientId: api.schoolA, reference: family.reference, mobile, answer: reply }));
const seats = async (classId: number) => {
  const rows = (await api.get("/staff/admissions/seats", authed(staff))).body.data;
  return rows.find((row: { classId: number }) => row.classId === classId);
};

describe("offers", () => {
  it("offers a seat with a deadline: the stage, the seats, the family's page and its mail", async () => {
    const classId = await newClass("Offer Nursery", 2);
    const family = await apply(classId, { email: "offer.family@example.org" });
    expect((await seats(classId)).left).toBe(2);
    const res = await offer(family, inDays(14));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ seatsLeft: 1, overSeats: false });
    expect(await stageOf(family.id)).toBe("offered");
    expect((await seats(classId)).left).toBe(1);

    const page = await lookup(family);
    expect(page.body.data.status).toBe("offered");
    expect(page.body.data.application).toMatchObject({
      className: expect.stringContaining("Offer Nursery"),
      offer: { deadline: inDays(14), status: "open", deadlineShort: DateTime.fromISO(inDays(14)).toFormat("d MMM") },
      waitlistPosition: null,
    });
    const mails = await api.db
      .selectFrom("outbox")
      .select(["subject", "body"])
      .where("recipient", "=", "offer.family@example.org")
      .execute();
    const mail = mails.find((row) => row.subject.includes("Offer:"));
    expect(mail?.subject).toBe(
      `${sunshine.clientName}: Offer: Offer Nursery 2027–28 — accept by ${DateTime.fromISO(inDays(14)).toFormat("d MMM")}`,
    );
    expect(mail?.body).toContain("status page");

    // Offered twice: refused; nothing else is stored.
    expect((await offer(family, inDays(10))).status).toBe(409);
    expect(await api.db.selectFrom("admissionOffers").select("id").where("enrollmentId", "=", family.id).execute()).toHaveLength(
      1,
    );
  });

  it("refuses a deadline in the past or too far ahead, next to the field", async () => {
    const family = await apply(await newClass("Deadline Nursery", 3));
    for (const [deadline, message] of [
      [inDays(-1), "The deadline cannot be before today"],
      [inDays(61), "The deadline can be at most 60 days ahead"],
      ["2027-02-30", "Deadline must be a date (YYYY-MM-DD)"],
    ] as const) {
      const res = await offer(family, deadline);
      expect(res.status, deadline).toBeGreaterThanOrEqual(400);
      expect(res.body.errors?.deadline ?? [res.body.message]).toEqual([expect.stringContaining(message)]);
    }
    expect(await stageOf(family.id)).toBe("received");
  });

  it("counts seats down; past them only the owner offers, and says so", async () => {
    const classId = await newClass("Full Nursery", 1);
    const [first, second] = [await apply(classId), await apply(classId)];
    expect((await offer(first, inDays(7))).status).toBe(200);
    const refused = await offer(second, inDays(7));
    expect(refused.status).toBe(409);
    expect(refused.body.errors.overSeats).toEqual([
      "All 1 seats of Full Nursery 2027–28 are held: only the owner can offer more",
    ]);
    const unticked = await offer(second, inDays(7), owner);
    expect(unticked.status).toBe(409);
    expect(unticked.body.errors.overSeats[0]).toMatch(/choose "Offer past the seats"/);
    const past = await offer(second, inDays(7), owner, { overSeats: "yes" });
    expect(past.status).toBe(200);
    expect(past.body.data.overSeats).toBe(true);
    expect(await seats(classId)).toMatchObject({ seats: 1, held: 2, left: 0 });
    const history = await api.db
      .selectFrom("auditLog")
      .select("note")
      .where("subjectKind", "=", "enrollment")
      .where("subjectId", "=", second.id)
      .execute();
    expect(history.map((row) => row.note)).toContainEqual(expect.stringContaining("past the seats, by the owner"));
  });

  it("the family accepts on the status page; staff then enroll; the seat stays held", async () => {
    const classId = await newClass("Accept Nursery", 2);
    const family = await apply(classId, { email: "accept.family@example.org" });
    await offer(family, inDays(5));
    // A wrong mobile is the status page's one 404, and nothing changes.
    expect((await answer(family, "accept", "9000000000")).status).toBe(404);
    const res = await answer(family, "accept");
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("accepted");
    expect(res.body.data.application.offer.status).toBe("accepted");
    expect((await answer(family, "decline")).status).toBe(409);
    expect((await move(family, "enrolled")).status).toBe(200);
    expect(await stageOf(family.id)).toBe("enrolled");
    expect((await seats(classId)).left).toBe(1);
    const history = await api.db
      .selectFrom("auditLog")
      .select(["actorName", "fromStatus", "toStatus"])
      .where("subjectKind", "=", "enrollment")
      .where("subjectId", "=", family.id)
      .orderBy("id")
      .execute();
    expect(history).toEqual([
      { actorName: "Mr. Rohan Kulkarni", fromStatus: "received", toStatus: "offered" },
      { actorName: "The family", fromStatus: "offered", toStatus: "accepted" },
      { actorName: "Mr. Rohan Kulkarni", fromStatus: "accepted", toStatus: "enrolled" },
    ]);
  });

  it("a lapsed offer: withdrawn by itself, the seat free again, the next family flagged and staff told", async () => {
    const classId = await newClass("Lapse Nursery", 1);
    const offered = await apply(classId, { email: "lapse.family@example.org" });
    const [first, second] = [await apply(classId), await apply(classId)];
    await offer(offered, inDays(3));
    expect((await move(first, "waitlisted")).status).toBe(200);
    expect((await move(second, "waitlisted")).status).toBe(200);
    expect((await lookup(second)).body.data.application.waitlistPosition).toBe(2);
    // The deadline passes (yesterday, in the school's calendar).
    await api.db
      .updateTable("admissionOffers")
      .set({ deadline: inDays(-1) })
      .where("enrollmentId", "=", offered.id)
      .execute();
    const day = await api.get("/staff/today", authed(staff));
    expect(day.status).toBe(200);
    expect(await stageOf(offered.id)).toBe("withdrawn");
    expect((await seats(classId)).left).toBe(1);
    expect(day.body.data.nextOnWaitlist).toEqual([expect.objectContaining({ id: first.id, className: "Lapse Nursery" })]);
    const offerRow = await api.db
      .selectFrom("admissionOffers")
      .select("status")
      .where("enrollmentId", "=", offered.id)
      .executeTakeFirstOrThrow();
    expect(offerRow.status).toBe("lapsed");
    const history = await api.db
      .selectFrom("auditLog")
      .select(["actorName", "note"])
      .where("subjectKind", "=", "enrollment")
      .where("subjectId", "=", offered.id)
      .orderBy("id")
      .execute();
    expect(history.at(-1)).toEqual({
      actorName: "Automatic",
      note: `The offer lapsed: not accepted by ${DateTime.fromISO(inDays(-1)).toFormat("d MMMM yyyy")}`,
    });
    const notices = await api.db
      .selectFrom("outbox")
      .select(["subject", "body"])
      .where("subject", "like", "%A seat in Lapse Nursery%")
      .execute();
    expect(notices.length).toBeGreaterThan(0);
    expect(notices[0]!.body).toContain(first.reference);
    // The family's late answer finds no offer; the lapse ran once.
    expect((await answer(offered, "accept")).status).toBe(409);
    await api.get("/staff/today", authed(staff));
    expect(
      await api.db.selectFrom("auditLog").select("id").where("action", "=", "next").where("subjectId", "=", first.id).execute(),
    ).toHaveLength(1);
    // Offering the flagged family clears the flag.
    expect((await offer(first, inDays(7))).status).toBe(200);
    expect((await api.get("/staff/today", authed(staff))).body.data.nextOnWaitlist).toEqual([]);
  });

  it("a family leaving after it accepted gives its seat back: the next one is flagged once, not twice", async () => {
    const classId = await newClass("Leave Nursery", 1);
    const family = await apply(classId);
    const [first, second] = [await apply(classId), await apply(classId)];
    await offer(family, inDays(3));
    await move(first, "waitlisted");
    await move(second, "waitlisted");
    await answer(family, "accept");
    expect((await seats(classId)).left).toBe(0);
    expect((await move(family, "withdrawn")).status).toBe(200);
    expect((await seats(classId)).left).toBe(1);
    const flagged = await api.db
      .selectFrom("enrollments")
      .select(["id", "flaggedNextAt"])
      .where("id", "in", [first.id, second.id])
      .orderBy("id")
      .execute();
    expect(flagged.map((row) => row.flaggedNextAt !== null)).toEqual([true, false]);
  });

  it("declining frees the seat and flags the next family", async () => {
    const classId = await newClass("Decline Nursery", 1);
    const family = await apply(classId);
    const waiting = await apply(classId);
    await offer(family, inDays(3));
    await move(waiting, "waitlisted");
    expect((await answer(family, "decline")).body.data.status).toBe("withdrawn");
    expect((await seats(classId)).left).toBe(1);
    const flagged = await api.db
      .selectFrom("enrollments")
      .select("flaggedNextAt")
      .where("id", "=", waiting.id)
      .executeTakeFirstOrThrow();
    expect(flagged.flaggedNextAt).not.toBeNull();
  });
});

describe("the waitlist", () => {
  it("orders families per class, shows each its position, and moves one with a reason", async () => {
    const classId = await newClass("Wait Nursery", 0);
    const otherClass = await newClass("Wait KG", 0);
    const [a, b, c] = [await apply(classId), await apply(classId), await apply(classId)];
    const elsewhere = await apply(otherClass);
    for (const family of [a, b, c, elsewhere]) expect((await move(family, "waitlisted")).status).toBe(200);
    const positions = async () =>
      Promise.all([a, b, c].map(async (family) => (await lookup(family)).body.data.application.waitlistPosition));
    expect(await positions()).toEqual([1, 2, 3]);
    expect((await lookup(elsewhere)).body.data.application.waitlistPosition).toBe(1);

    const noReason = await api.post(`/staff/enrollments/${c.id}/waitlist`, authed(staff, { position: "1", reason: "" }));
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toBeDefined();
    const tooFar = await api.post(`/staff/enrollments/${c.id}/waitlist`, authed(staff, { position: "4", reason: "Sibling" }));
    expect(tooFar.status).toBe(409);
    expect(tooFar.body.errors.position).toEqual(["The waitlist has 3 families: choose 1 to 3"]);
    const moved = await api.post(
      `/staff/enrollments/${c.id}/waitlist`,
      authed(staff, { position: "1", reason: "Sibling already at the school" }),
    );
    expect(moved.status).toBe(200);
    expect(await positions()).toEqual([2, 3, 1]);
    const row = await api.db
      .selectFrom("auditLog")
      .select(["action", "note"])
      .where("subjectId", "=", c.id)
      .where("action", "=", "waitlist")
      .executeTakeFirstOrThrow();
    expect(row.note).toBe("From number 3 to number 1: Sibling already at the school");
    // Leaving the list closes the gap for those behind.
    await move(c, "withdrawn");
    expect((await positions()).slice(0, 2)).toEqual([1, 2]);
  });

  it("walls: another school's staff, a parent's account and no token cannot offer or move", async () => {
    const classId = await newClass("Wall Nursery", 2);
    const family = await apply(classId);
    await move(family, "waitlisted");
    expect((await offer(family, inDays(3), otherStaff)).status).toBe(404);
    expect((await offer(family, inDays(3), parent)).status).toBe(403);
    expect((await api.post(`/staff/enrollments/${family.id}/offer`, authed(null, { deadline: inDays(3) }))).status).toBe(401);
    expect(
      (await api.post(`/staff/enrollments/${family.id}/waitlist`, authed(otherStaff, { position: "1", reason: "x" }))).status,
    ).toBe(404);
    const otherSeats = (await api.get("/staff/admissions/seats", authed(otherStaff))).body.data;
    expect(otherSeats.some((row: { classId: number }) => row.classId === classId)).toBe(false);
    expect(await stageOf(family.id)).toBe("waitlisted");
  });
});

describe("stages reached by themselves", () => {
  it("a visit booked and attended, the fee confirmed: forward only, never past a stage reached", async () => {
    const classId = await newClass("Auto Nursery", 5);
    const family = await apply(classId);
    const ahead = await apply(classId, { mobile: family.mobile });
    await move(ahead, "feePaid");
    const times: { date: string; slotId: number; placesLeft: number }[] = (
      await api.get(`/visit/times${qs({ clientId: api.schoolA })}`)
    ).body.data;
    const time = times.find((row) => row.placesLeft > 0)!;
    const booked = await api.post(
      "/visit/new" +
        qs({
          clientId: api.schoolA,
          date: time.date,
          slotId: time.slotId,
          parentName: "Ravi Nair",
          parentMobile: family.mobile,
          email: "",
          childName: "Child",
          childDateOfBirth: "2023-10-15",
        }),
      { headers: { "Idempotency-Key": `offers-visit-${process.pid}` } },
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(await stageOf(family.id)).toBe("visitBooked");
    expect(await stageOf(ahead.id)).toBe("feePaid");
    const marked = await api.post(`/staff/visits/${booked.body.data.id}/status`, authed(staff, { status: "attended" }));
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(await stageOf(family.id)).toBe("visitAttended");
    const history = await api.db
      .selectFrom("auditLog")
      .select(["actorName", "toStatus"])
      .where("subjectKind", "=", "enrollment")
      .where("subjectId", "=", family.id)
      .orderBy("id")
      .execute();
    expect(history).toEqual([
      { actorName: "The family", toStatus: "visitBooked" },
      { actorName: "Mr. Rohan Kulkarni", toStatus: "visitAttended" },
    ]);
  });
});
