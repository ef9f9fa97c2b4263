import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueMail } from "../../api/outbox.js";
import { VISIT_STAGES } from "../../shared/family-stages.js";
import { authed, demoAccount, qs, signIn, signInParent, startTestApi, type TestApi } from "./harness.js";

// The staff side of visits (README "Admissions"): the school's zone and booking window, weekly
// times (a deleted one keeps its booked visits), closed dates, the visits of the school's days,
// marking them, a cancellation that frees the place and withdraws the reminder, and the walls.

let api: TestApi;
let staffA: string;
let staffB: string;
let parent: string;

beforeAll(async () => {
  api = await startTestApi();
  staffA = await signIn(api, demoAccount(0, "staff"));
  staffB = await signIn(api, demoAccount(1, "staff"));
  parent = await signInParent(api, "visit-walls-parent@example.org");
});
afterAll(async () => {
  await api?.close();
});

let references = 0;

/** A booked visit of school A as the booking would store it: `local` is its start in Asia/Kolkata. */
async function insertVisit(local: string, extra: { slotId?: number | null; email?: string; clientId?: number } = {}) {
  const start = DateTime.fromISO(local, { zone: "Asia/Kolkata" });
  references += 1;
  const row = await api.db
    .insertInto("visits")
    .values({
      clientId: extra.clientId ?? api.schoolA,
      reference: `VST-${String(references).padStart(5, "0")}`,
      slotId: extra.slotId ?? null,
      startsAt: start.toUTC().toISO() ?? "",
      date: start.toISODate() ?? "",
      startTime: start.toFormat("HH:mm"),
      lengthMinutes: 45,
      parentName: `Parent ${references}`,
      parentMobile: "9876500000",
      email: extra.email ?? "",
      childName: `Child ${references}`,
      childDateOfBirth: "2022-05-01",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const auditRows = (subjectKind: "visit" | "visitSlot" | "school", subjectId: number | null) =>
  api.db
    .selectFrom("auditLog")
    .selectAll()
    .where("clientId", "=", api.schoolA)
    .where("subjectKind", "=", subjectKind)
    .where("subjectId", subjectId === null ? "is" : "=", subjectId)
    .orderBy("id")
    .execute();

const SLOT = { weekday: "1", startTime: "10:00", lengthMinutes: "45", places: "4" };

describe("the school's visit settings", () => {
  it("starts from Asia/Kolkata, 21 days ahead and 12 hours before", async () => {
    const res = await api.get("/staff/visits/settings", authed(staffA));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ timeZone: "Asia/Kolkata", visitBookingDays: 21, visitCutoffHours: 12 });
    expect(Array.isArray(res.body.data.closures)).toBe(true);
  });

  it("the demo schools come with weekly times, so a newcomer can book a visit at once", async () => {
    const slots = (await api.get("/staff/visits/settings", authed(staffA))).body.data.slots;
    expect(slots).toContainEqual(expect.objectContaining({ weekday: 2, startTime: "10:00", lengthMinutes: 45, places: 4 }));
    // Ordered by weekday, then start.
    const order = slots.map((slot: { weekday: number; startTime: string }) => `${slot.weekday} ${slot.startTime}`);
    expect(order).toEqual([...order].sort());
    expect((await api.get("/staff/visits/settings", authed(staffB))).body.data.slots.length).toBeGreaterThan(0);
  });

  it("takes only a real IANA zone and bounded numbers, each refusal naming its field", async () => {
    const valid = { timeZone: "Asia/Kolkata", visitBookingDays: "21", visitCutoffHours: "12" };
    const cases: Array<[Record<string, string>, string]> = [
      [{ timeZone: "Mars/Olympus" }, "timeZone"],
      [{ timeZone: "IST" }, "timeZone"],
      [{ timeZone: "" }, "timeZone"],
      [{ visitBookingDays: "0" }, "visitBookingDays"],
      [{ visitBookingDays: "91" }, "visitBookingDays"],
      [{ visitBookingDays: "two" }, "visitBookingDays"],
      [{ visitCutoffHours: "169" }, "visitCutoffHours"],
      [{ visitCutoffHours: "-1" }, "visitCutoffHours"],
    ];
    for (const [change, field] of cases) {
      const res = await api.post("/staff/visits/settings", authed(staffA, { ...valid, ...change }));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.field).toBe(field);
      expect(res.body.errors[field]).toHaveLength(1);
    }
    const saved = await api.post(
      "/staff/visits/settings",
      authed(staffA, { timeZone: "Asia/Dubai", visitBookingDays: "90", visitCutoffHours: "0" }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ timeZone: "Asia/Dubai", visitBookingDays: 90, visitCutoffHours: 0 });
    expect((await api.get("/staff/visits/settings", authed(staffA))).body.data.timeZone).toBe("Asia/Dubai");
    expect((await auditRows("school", api.schoolA)).at(-1)).toMatchObject({
      action: "visitSettings",
      actorName: "Mr. Rohan Kulkarni",
    });
    // The other school is untouched; this one goes back to its defaults for the tests below.
    expect((await api.get("/staff/visits/settings", authed(staffB))).body.data.timeZone).toBe("Asia/Kolkata");
    expect((await api.post("/staff/visits/settings", authed(staffA, valid))).status).toBe(200);
  });
});

describe("weekly visit times", () => {
  it("adds, refuses bad or twin times, edits, and deletes keeping the booked visits", async () => {
    const created = await api.post("/staff/visits/slots", authed(staffA, SLOT));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ weekday: 1, startTime: "10:00", lengthMinutes: 45, places: 4 });
    const id: number = created.body.data.id;

    const bad: Array<[Record<string, string>, string]> = [
      [{ weekday: "8" }, "weekday"],
      [{ weekday: "0" }, "weekday"],
      [{ startTime: "24:00" }, "startTime"],
      [{ startTime: "9:5" }, "startTime"],
      [{ lengthMinutes: "10" }, "lengthMinutes"],
      [{ lengthMinutes: "241" }, "lengthMinutes"],
      [{ places: "0" }, "places"],
      [{ places: "101" }, "places"],
      [{ startTime: "23:30", lengthMinutes: "60" }, "lengthMinutes"],
    ];
    for (const [change, field] of bad) {
      const res = await api.post("/staff/visits/slots", authed(staffA, { ...SLOT, weekday: "2", ...change }));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.field).toBe(field);
    }
    const twin = await api.post("/staff/visits/slots", authed(staffA, SLOT));
    expect(twin.status).toBe(409);
    expect(twin.body).toMatchObject({
      field: "startTime",
      errors: { startTime: ["There is already a time on Monday at 10:00"] },
    });

    const edited = await api.post(`/staff/visits/slots/${id}`, authed(staffA, { ...SLOT, startTime: "11:15", places: "6" }));
    expect(edited.status).toBe(200);
    let listed = (await api.get("/staff/visits/settings", authed(staffA))).body.data.slots;
    expect(listed).toContainEqual({ id, weekday: 1, startTime: "11:15", lengthMinutes: 45, places: 6 });

    // A visit booked at this time keeps it when the time is deleted.
    const visit = await insertVisit("2030-03-04T11:15", { slotId: id });
    const deleted = await api.post(`/staff/visits/slots/${id}/delete`, authed(staffA));
    expect(deleted.status).toBe(200);
    listed = (await api.get("/staff/visits/settings", authed(staffA))).body.data.slots;
    expect(listed.map((slot: { id: number }) => slot.id)).not.toContain(id);
    const stored = await api.db.selectFrom("visitSlots").select("deleted").where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored.deleted).toBe(1);
    const kept = await api.db.selectFrom("visits").select(["slotId", "status"]).where("id", "=", visit).executeTakeFirstOrThrow();
    expect(kept).toEqual({ slotId: id, status: "booked" });
    // Deleted is gone for staff: editing or deleting it again is a 404.
    expect((await api.post(`/staff/visits/slots/${id}`, authed(staffA, SLOT))).status).toBe(404);
    expect((await api.post(`/staff/visits/slots/${id}/delete`, authed(staffA))).status).toBe(404);

    const history = await auditRows("visitSlot", id);
    expect(history.map((row) => row.action)).toEqual(["create", "update", "delete"]);
    expect(history[1]!.note).toBe("Monday 10:00, 45 minutes, 4 places → Monday 11:15, 45 minutes, 6 places");
  });
  it("two staff adding the same time at once store it once; the other gets the twin's message", async () => {
    const same = { ...SLOT, weekday: "3", startTime: "08:45" };
    const answers = await Promise.all([1, 2, 3].map(() => api.post("/staff/visits/slots", authed(staffA, same))));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((res) => res.status === 409)) {
      expect(refused.body).toMatchObject({
        field: "startTime",
        errors: { startTime: ["There is already a time on Wednesday at 08:45"] },
      });
    }
    const live = () =>
      api.db
        .selectFrom("visitSlots")
        .select("id")
        .where("clientId", "=", api.schoolA)
        .where("weekday", "=", 3)
        .where("startTime", "=", "08:45")
        .where("deleted", "=", 0)
        .execute();
    expect(await live()).toHaveLength(1);
    // The database holds the line itself, whoever writes (migration 0018); a deleted twin may stay.
    const row = { clientId: api.schoolA, weekday: 3, startTime: "08:45", lengthMinutes: 45, places: 4 };
    await expect(api.db.insertInto("visitSlots").values(row).execute()).rejects.toThrow();
    await api.db
      .insertInto("visitSlots")
      .values({ ...row, deleted: 1 })
      .execute();
    expect(await live()).toHaveLength(1);
  });
});

describe("closed dates", () => {
  it("adds a date with a note once, refuses past and unreal dates, and removes it", async () => {
    const date = DateTime.now().setZone("Asia/Kolkata").plus({ days: 10 }).toISODate() ?? "";
    const added = await api.post("/staff/visits/closures", authed(staffA, { date, note: "Diwali" }));
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ date, note: "Diwali" });
    const again = await api.post("/staff/visits/closures", authed(staffA, { date }));
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ date: ["That date is already closed"] });
    const yesterday = DateTime.now().setZone("Asia/Kolkata").minus({ days: 1 }).toISODate() ?? "";
    for (const bad of [yesterday, "2030-02-30", "next week", ""]) {
      const res = await api.post("/staff/visits/closures", authed(staffA, { date: bad }));
      expect(res.status, bad).toBe(400);
      expect(res.body.field).toBe("date");
    }
    const listed = (await api.get("/staff/visits/settings", authed(staffA))).body.data.closures;
    expect(listed).toContainEqual({ id: added.body.data.id, date, note: "Diwali" });
    // The other school's calendar is its own.
    expect((await api.get("/staff/visits/settings", authed(staffB))).body.data.closures).toEqual([]);

    expect((await api.post(`/staff/visits/closures/${added.body.data.id}/delete`, authed(staffA))).status).toBe(200);
    expect((await api.get("/staff/visits/settings", authed(staffA))).body.data.closures).toEqual([]);
    expect((await api.post(`/staff/visits/closures/${added.body.data.id}/delete`, authed(staffA))).status).toBe(404);
    const history = await auditRows("visitSlot", null);
    expect(history.map((row) => [row.action, row.note])).toEqual([
      ["close", `${date}: Diwali`],
      ["reopen", date],
    ]);
  });
});

describe("the visits of the school's days", () => {
  it("lists from a local date for N days by the school's midnight, not UTC's, ordered by time", async () => {
    const justBefore = await insertVisit("2030-01-14T23:50");
    const early = await insertVisit("2030-01-15T00:30");
    const late = await insertVisit("2030-01-15T23:30");
    const noon = await insertVisit("2030-01-15T12:00");
    const next = await insertVisit("2030-01-16T00:10");
    const oneDay = await api.get("/staff/visits" + qs({ from: "2030-01-15", days: 1 }), authed(staffA));
    expect(oneDay.status).toBe(200);
    expect(oneDay.body.data.map((visit: { id: number }) => visit.id)).toEqual([early, noon, late]);
    expect(oneDay.body).toMatchObject({ from: "2030-01-15", days: 1, timeZone: "Asia/Kolkata" });
    expect(oneDay.body.data[0]).toMatchObject({
      date: "2030-01-15",
      startTime: "00:30",
      status: "booked",
      parentName: expect.any(String),
      parentMobile: "9876500000",
      childName: expect.any(String),
    });
    const twoDays = await api.get("/staff/visits" + qs({ from: "2030-01-14", days: 3 }), authed(staffA));
    expect(twoDays.body.data.map((visit: { id: number }) => visit.id)).toEqual([justBefore, early, noon, late, next]);
    // Another school sees none of them.
    const other = await api.get("/staff/visits" + qs({ from: "2030-01-14", days: 3 }), authed(staffB));
    expect(other.body.data).toEqual([]);
    for (const bad of [{ from: "2030-13-01" }, { from: "15/01/2030" }, { days: "0" }, { days: "63" }]) {
      const res = await api.get("/staff/visits" + qs(bad), authed(staffA));
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it("defaults to today in the school's zone, seven days", async () => {
    const soon = await insertVisit(
      DateTime.now().setZone("Asia/Kolkata").plus({ minutes: 5 }).toISO({ includeOffset: false }) ?? "",
    );
    const res = await api.get("/staff/visits", authed(staffA));
    expect(res.body).toMatchObject({ from: DateTime.now().setZone("Asia/Kolkata").toISODate(), days: 7 });
    expect(res.body.today).toBe(res.body.from);
    expect(res.body.data.map((visit: { id: number }) => visit.id)).toContain(soon);
  });
});

describe("marking a visit", () => {
  it("marks attended with a note (an audit row), corrects to no-show, and refuses what cannot follow", async () => {
    const id = await insertVisit("2030-02-01T10:00");
    const marked = await api.post(
      `/staff/visits/${id}/status`,
      authed(staffA, { status: "attended", note: "Came with grandmother" }),
    );
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ message: "Marked attended", data: { id, status: "attended" } });
    expect(marked.body.data).not.toHaveProperty("reminderOutboxId");
    const stored = await api.db
      .selectFrom("visits")
      .select(["status", "firstResponseAt"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe("attended");
    expect(stored.firstResponseAt).not.toBeNull();

    const again = await api.post(`/staff/visits/${id}/status`, authed(staffA, { status: "attended" }));
    expect(again.status).toBe(409);
    expect(again.body.field).toBe("status");
    const cancelAttended = await api.post(`/staff/visits/${id}/status`, authed(staffA, { status: "cancelled" }));
    expect(cancelAttended.status).toBe(409);
    expect(cancelAttended.body.errors.status).toEqual(["From attended it can go to noShow"]);
    expect((await api.post(`/staff/visits/${id}/status`, authed(staffA, { status: "noShow" }))).status).toBe(200);
    for (const bad of [{ status: "booked" }, { status: "" }, { status: "attended", note: "x".repeat(2001) }]) {
      const res = await api.post(`/staff/visits/${id}/status`, authed(staffA, bad));
      expect(res.status, JSON.stringify(bad).slice(0, 40)).toBe(400);
    }
    const history = await auditRows("visit", id);
    expect(history.map((row) => [row.action, row.fromStatus, row.toStatus, row.note])).toEqual([
      ["status", "booked", "attended", "Came with grandmother"],
      ["status", "attended", "noShow", ""],
    ]);
    expect((await api.post("/staff/visits/99999999/status", authed(staffA, { status: "attended" }))).status).toBe(404);
  });

  it("a cancellation frees the place, withdraws the pending reminder and mails the parent", async () => {
    const slot = await api.post(
      "/staff/visits/slots",
      authed(staffA, { ...SLOT, weekday: "3", startTime: "09:30", places: "1" }),
    );
    const slotId: number = slot.body.data.id;
    const id = await insertVisit("2030-02-06T09:30", { slotId, email: "asha.parent@example.org" });
    await api.db.insertInto("visitPlaces").values({ clientId: api.schoolA, slotId, date: "2030-02-06", taken: 1 }).execute();
    const reminder = await queueMail(api.db, {
      clientId: api.schoolA,
      to: "asha.parent@example.org",
      subject: "Reminder: your visit tomorrow",
      text: "See you tomorrow",
      dueAt: "2030-02-05T04:00:00.000Z",
      source: { kind: "visit", id },
    });
    await api.db.updateTable("visits").set({ reminderOutboxId: reminder }).where("id", "=", id).execute();

    const res = await api.post(
      `/staff/visits/${id}/status`,
      authed(staffA, { status: "cancelled", note: "Parent phoned: child unwell" }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Visit cancelled; the parent is told by e-mail");

    const visit = await api.db
      .selectFrom("visits")
      .select(["status", "reminderOutboxId"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(visit).toEqual({ status: "cancelled", reminderOutboxId: null });
    const place = await api.db.selectFrom("visitPlaces").select("taken").where("slotId", "=", slotId).executeTakeFirstOrThrow();
    expect(place.taken).toBe(0);
    expect(await api.db.selectFrom("outbox").select("id").where("id", "=", reminder).executeTakeFirst()).toBeUndefined();
    const mails = await api.db
      .selectFrom("outbox")
      .selectAll()
      .where("sourceKind", "=", "visit")
      .where("sourceId", "=", id)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: "asha.parent@example.org" });
    // The parent's own cancellation's mail, in the school's words (api/admissions/visit-mails.ts).
    expect(mails[0]!.subject).toMatch(/: Your visit on Wed 6 Feb is cancelled \(VST-\w{5}\)$/);
    expect(mails[0]!.body).toContain("has had to cancel your visit");
    expect(mails[0]!.body).toContain("Date: Wednesday, 6 February 2030");
    expect(mails[0]!.body).toContain("Time: 9:30 AM");
    // The next step in the status page's words for a cancelled visit.
    expect(mails[0]!.body).toContain(VISIT_STAGES.cancelled.next);
    // The staff note is private: it is in the history, never in the parent's mail.
    expect(mails[0]!.body).not.toContain("unwell");
    expect((await auditRows("visit", id)).at(-1)).toMatchObject({
      fromStatus: "booked",
      toStatus: "cancelled",
      note: "Parent phoned: child unwell",
    });

    // Cancelled stays cancelled; the place is not given back twice.
    const after = await api.post(`/staff/visits/${id}/status`, authed(staffA, { status: "attended" }));
    expect(after.status).toBe(409);
    expect(after.body.errors.status).toEqual(["This visit is cancelled and can no longer be changed"]);
  });

  it("cancels a visit without e-mail or a reminder: nothing is mailed", async () => {
    const id = await insertVisit("2030-02-07T10:00");
    const res = await api.post(`/staff/visits/${id}/status`, authed(staffA, { status: "cancelled" }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Visit cancelled");
    expect(
      await api.db.selectFrom("outbox").select("id").where("sourceKind", "=", "visit").where("sourceId", "=", id).execute(),
    ).toEqual([]);
  });
});

describe("walls", () => {
  it("another school's staff get the same 404 for this school's time, closed date and visit; a parent 403; nobody 401", async () => {
    const slot = await api.post("/staff/visits/slots", authed(staffA, { ...SLOT, weekday: "5", startTime: "15:00" }));
    const slotId: number = slot.body.data.id;
    const date = DateTime.now().setZone("Asia/Kolkata").plus({ days: 20 }).toISODate() ?? "";
    const closure = await api.post("/staff/visits/closures", authed(staffA, { date }));
    const closureId: number = closure.body.data.id;
    const visitId = await insertVisit("2030-04-01T10:00");

    const writes: Array<[string, Record<string, string>]> = [
      [`/staff/visits/slots/${slotId}`, SLOT],
      [`/staff/visits/slots/${slotId}/delete`, {}],
      [`/staff/visits/closures/${closureId}/delete`, {}],
      [`/staff/visits/${visitId}/status`, { status: "cancelled" }],
    ];
    for (const [path, body] of writes) {
      const res = await api.post(path, authed(staffB, body));
      expect(res.status, path).toBe(404);
    }
    // Same as a missing one: the message gives nothing away.
    expect((await api.post("/staff/visits/99999999/status", authed(staffB, { status: "cancelled" }))).body.message).toBe(
      (await api.post(`/staff/visits/${visitId}/status`, authed(staffB, { status: "cancelled" }))).body.message,
    );
    // Naming school A while signed in at B is the same 404.
    expect((await api.get("/staff/visits" + qs({ clientId: api.schoolA }), authed(staffB))).status).toBe(404);
    expect((await api.get("/staff/visits/settings" + qs({ clientId: api.schoolA }), authed(staffB))).status).toBe(404);
    const otherSettings = (await api.get("/staff/visits/settings", authed(staffB))).body.data;
    expect(otherSettings.slots.map((row: { id: number }) => row.id)).not.toContain(slotId);

    for (const [token, status] of [
      [parent, 403],
      [null, 401],
    ] as const) {
      expect((await api.get("/staff/visits", authed(token))).status).toBe(status);
      expect((await api.get("/staff/visits/settings", authed(token))).status).toBe(status);
      expect((await api.post("/staff/visits/slots", authed(token, SLOT))).status).toBe(status);
      expect((await api.post(`/staff/visits/${visitId}/status`, authed(token, { status: "cancelled" }))).status).toBe(status);
    }
    // Nothing changed.
    const visit = await api.db.selectFrom("visits").select("status").where("id", "=", visitId).executeTakeFirstOrThrow();
    expect(visit.status).toBe("booked");
    expect(
      (await api.get("/staff/visits/settings", authed(staffA))).body.data.slots.map((row: { id: number }) => row.id),
    ).toContain(slotId);
  });
});
