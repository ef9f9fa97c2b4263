import ICAL from "ical.js";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visitCalendar } from "../../api/admissions/visit-calendar.js";
import { takePlace } from "../../api/admissions/visit-places.js";
import { bookableTime, openVisitTimes } from "../../api/admissions/visit-times.js";
import { demoSchools } from "../../api/demo-data.js";
import { authed, demoAccount, outboxOf, qs, signIn, startTestApi, type TestApi } from "./harness.js";
import { eventually, withSmtp } from "./smtp.js";

// Parents book a school visit (README "Admissions", "Visits (provider)"): the open times in the
// school's own zone, the booking and its hard limit on places, the parent's mails with the .ics,
// the reminder a day before, moving and cancelling from the status page, and the tenant walls.

const FULL = "That time has just filled — please pick another";
const NOT_BOOKABLE = "That time can no longer be booked — please pick another";
const NOT_CHANGEABLE = "This visit can no longer be changed";
const INDIA = "Asia/Kolkata";
const sunshine = demoSchools[0]!.client;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const clientRow = (id: number) => api.db.selectFrom("clients").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** A weekly time of its own for a test, on the weekday `daysAhead` days from today (India), and that date. */
async function slotIn(daysAhead: number, options: { clientId?: number; startTime?: string; places?: number } = {}) {
  const day = DateTime.now().setZone(INDIA).plus({ days: daysAhead });
  return slotAt(day.toISODate()!, options.startTime ?? "15:00", options);
}

async function slotAt(date: string, startTime: string, options: { clientId?: number; places?: number; zone?: string } = {}) {
  const day = DateTime.fromISO(date, { zone: options.zone ?? INDIA });
  const now = new Date().toISOString();
  const clientId = options.clientId ?? api.schoolA;
  // A fresh time with its own places each call: an earlier test's time at that start is deleted
  // first, as staff would (one live time per weekday and start, migration 0018).
  await api.db
    .updateTable("visitSlots")
    .set({ deleted: 1 })
    .where("clientId", "=", clientId)
    .where("weekday", "=", day.weekday)
    .where("startTime", "=", startTime)
    .where("deleted", "=", 0)
    .execute();
  const row = await api.db
    .insertInto("visitSlots")
    .values({
      clientId,
      weekday: day.weekday,
      startTime,
      lengthMinutes: 30,
      places: options.places ?? 4,
      createdAt: now,
      updatedAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { slotId: row.id, date };
}

let mobileSeed = 0;
/** A different parent each call: erasure and family views go by mobile. */
const nextMobile = () => `98${String(7_000_000 + mobileSeed++).padStart(8, "0")}`;

const parent = (overrides: Record<string, string | number | undefined> = {}) => ({
  clientId: api.schoolA,
  parentName: "Asha Menon",
  parentMobile: nextMobile(),
  email: "asha@example.org",
  childName: "Riya",
  childDateOfBirth: DateTime.now().minus({ years: 3 }).toISODate()!,
  program: "earlyChildhoodDevelopment",
  source: "A friend",
  ...overrides,
});

let keySeed = 0;
const book = (fields: Record<string, string | number | undefined>, key = `visit-test-${process.pid}-${keySeed++}`) =>
  api.post("/visit/new" + qs(fields), { headers: { "Idempotency-Key": key } });

const visitRow = (reference: string) =>
  api.db.selectFrom("visits").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow();

const taken = async (slotId: number, date: string) =>
  (
    await api.db
      .selectFrom("visitPlaces")
      .select("taken")
      .where("slotId", "=", slotId)
      .where("date", "=", date)
      .executeTakeFirst()
  )?.taken ?? 0;

const outboxRow = (id: number | null) =>
  api.db
    .selectFrom("outbox")
    .selectAll()
    .where("id", "=", id ?? -1)
    .executeTakeFirst();

const parentMails = (visitId: number, to: string) => outboxOf(api, "visit", visitId, to);

/** The .ics parsed by ical.js: the event, its DTSTART property and the zone it names. */
function parseIcs(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const event = calendar.getFirstSubcomponent("vevent")!;
  const zone = calendar.getFirstSubcomponent("vtimezone")!;
  const timezone = new ICAL.Timezone(zone);
  const dtstart = event.getFirstProperty("dtstart")!;
  const start = dtstart.getFirstValue() as ICAL.Time;
  start.zone = timezone;
  return {
    tzid: dtstart.getParameter("tzid"),
    zoneId: zone.getFirstPropertyValue("tzid"),
    local: start.toString(),
    utc: start.toJSDate().toISOString(),
    uid: event.getFirstPropertyValue("uid"),
    summary: event.getFirstPropertyValue("summary"),
    location: event.getFirstPropertyValue("location"),
    status: event.getFirstPropertyValue("status"),
    dtstamp: String(event.getFirstPropertyValue("dtstamp")),
  };
}

describe("open times in the school's zone", () => {
  let london: Awaited<ReturnType<typeof clientRow>>;
  const slots: Record<string, number> = {};

  beforeAll(async () => {
    const row = await api.db
      .insertInto("clients")
      .values({
        ...sunshine,
        clientName: "Thames Nursery",
        timeZone: "Europe/London",
        visitBookingDays: 10,
        visitCutoffHours: 12,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    london = await clientRow(row.id);
    // Monday, Thursday and Saturday at 10:00 London time; the clocks go forward on Sunday 29 March 2026.
    for (const date of ["2026-03-23", "2026-03-26", "2026-03-21"]) {
      const slot = await slotAt(date, "10:00", { clientId: london.id, places: 2, zone: "Europe/London" });
      slots[date] = slot.slotId;
    }
    await api.db.insertInto("visitClosures").values({ clientId: london.id, date: "2026-03-26", note: "Holiday" }).execute();
  });

  it("lists the weekly times of the window, minus closed dates, across a daylight-saving change", async () => {
    const times = await openVisitTimes(api.db, london, new Date("2026-03-20T12:00:00Z"));
    expect(times.map((time) => [time.date, time.startTime, time.startsAt, time.placesLeft])).toEqual([
      ["2026-03-21", "10:00", "2026-03-21T10:00:00.000Z", 2],
      ["2026-03-23", "10:00", "2026-03-23T10:00:00.000Z", 2],
      // 26 March is closed; from 29 March 10:00 in London is 09:00 UTC.
      ["2026-03-28", "10:00", "2026-03-28T10:00:00.000Z", 2],
      ["2026-03-30", "10:00", "2026-03-30T09:00:00.000Z", 2],
      // Thursday 2 April is more than ten days away.
    ]);
  });

  it("leaves out a time within the cutoff, and lists a full time with no place left", async () => {
    await takePlace(api.db, { clientId: london.id, slotId: slots["2026-03-21"]!, date: "2026-03-28", places: 2 });
    await takePlace(api.db, { clientId: london.id, slotId: slots["2026-03-21"]!, date: "2026-03-28", places: 2 });
    // 23:00 UTC: Saturday 10:00 is eleven hours away, within the twelve-hour cutoff.
    const times = await openVisitTimes(api.db, london, new Date("2026-03-20T23:00:00Z"));
    expect(times.map((time) => [time.date, time.placesLeft])).toEqual([
      ["2026-03-23", 2],
      ["2026-03-28", 0],
      ["2026-03-30", 2],
    ]);
  });

  it("books only a time that is open: its weekday, not closed, inside the window, the school's own", async () => {
    const now = new Date("2026-03-20T12:00:00Z");
    const monday = slots["2026-03-23"]!;
    expect(await bookableTime(api.db, london, { slotId: monday, date: "2026-03-30" }, now)).toMatchObject({
      startsAt: "2026-03-30T09:00:00.000Z",
      places: 2,
    });
    expect(await bookableTime(api.db, london, { slotId: monday, date: "2026-03-24" }, now)).toBeNull();
    expect(await bookableTime(api.db, london, { slotId: slots["2026-03-26"]!, date: "2026-03-26" }, now)).toBeNull();
    expect(await bookableTime(api.db, london, { slotId: monday, date: "2026-04-06" }, now)).toBeNull();
    expect(
      await bookableTime(api.db, london, { slotId: slots["2026-03-21"]!, date: "2026-03-21" }, new Date("2026-03-20T23:00:00Z")),
    ).toBeNull();
    const sunshineSlot = await api.db
      .selectFrom("visitSlots")
      .select("id")
      .where("clientId", "=", api.schoolA)
      .executeTakeFirstOrThrow();
    expect(await bookableTime(api.db, london, { slotId: sunshineSlot.id, date: "2026-03-24" }, now)).toBeNull();
  });

  it("writes a London visit's .ics with TZID Europe/London and the zone's summer time", () => {
    const ics = visitCalendar(
      london,
      {
        id: 7,
        reference: "THA-7K3Q9",
        date: "2026-06-02",
        startTime: "10:00",
        lengthMinutes: 45,
        status: "booked",
        updatedAt: new Date().toISOString(),
      },
      null,
    );
    const parsed = parseIcs(ics);
    expect(parsed).toMatchObject({
      tzid: "Europe/London",
      zoneId: "Europe/London",
      local: "2026-06-02T10:00:00",
      utc: "2026-06-02T09:00:00.000Z",
    });
    expect(parsed.summary).toBe("Visit to Thames Nursery");
    expect(ics).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r?$/m);
    expect(ics).toMatch(/BEGIN:DAYLIGHT/);
  });
});

describe("GET /visit/times", () => {
  it("answers the demo school's weekly times in India's zone, ordered, each with its places", async () => {
    const res = await api.get("/visit/times" + qs({ clientId: api.schoolA }));
    expect(res.status).toBe(200);
    expect(res.body.timeZone).toBe(INDIA);
    expect(res.body.count).toBe(res.body.data.length);
    const demo = res.body.data.filter((time: { startTime: string }) => time.startTime === "10:00");
    expect(demo.length).toBeGreaterThanOrEqual(8);
    for (const time of demo) {
      expect([2, 4, 6]).toContain(DateTime.fromISO(time.date).weekday);
      expect(time.startsAt).toBe(`${time.date}T04:30:00.000Z`);
      expect(time).toMatchObject({ lengthMinutes: 45, placesLeft: expect.any(Number) });
    }
    const starts = res.body.data.map((time: { startsAt: string }) => time.startsAt);
    expect([...starts].sort()).toEqual(starts);
    const last = DateTime.fromISO(starts.at(-1)).diffNow("days").days;
    expect(last).toBeLessThanOrEqual(21);
  });

  it("answers 404 for an unknown school and 400 for a malformed id", async () => {
    expect((await api.get("/visit/times" + qs({ clientId: 999999 }))).status).toBe(404);
    expect((await api.get("/visit/times" + qs({ clientId: "x" }))).body.field).toBe("clientId");
  });
});

describe("POST /visit/new", () => {
  it("stores the visit, takes a place, answers the reference and the time, and queues mails and the reminder", async () => {
    const time = await slotIn(5);
    const fields = parent(time);
    const res = await book(fields);
    expect(res.status).toBe(201);
    expect(res.body.reference).toMatch(/^SUN-[2-9A-HJ-NP-Z]{5}$/);
    const startsAt = DateTime.fromISO(`${time.date}T15:00`, { zone: INDIA }).toUTC().toJSDate().toISOString();
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      date: time.date,
      startTime: "15:00",
      startsAt,
      lengthMinutes: 30,
      timeZone: INDIA,
      address: [sunshine.addressLine1, sunshine.addressLine2, sunshine.city, sunshine.state, sunshine.pinCode].join(", "),
    });
    expect(res.body.message).toContain(sunshine.clientName);
    const visit = await visitRow(res.body.reference);
    expect(visit).toMatchObject({
      clientId: api.schoolA,
      slotId: time.slotId,
      parentName: "Asha Menon",
      parentMobile: fields.parentMobile,
      email: "asha@example.org",
      childName: "Riya",
      program: "earlyChildhoodDevelopment",
      source: "A friend",
      status: "booked",
      startsAt,
    });
    expect(await taken(time.slotId, time.date)).toBe(1);
    const times = await api.get("/visit/times" + qs({ clientId: api.schoolA }));
    expect(times.body.data).toContainEqual(expect.objectContaining({ slotId: time.slotId, date: time.date, placesLeft: 3 }));

    // The reminder waits in the outbox, due 24 hours before the visit.
    const reminder = await outboxRow(visit.reminderOutboxId);
    expect(reminder).toMatchObject({ status: "pending", recipient: "asha@example.org" });
    expect(Date.parse(reminder!.nextAttemptAt)).toBe(Date.parse(startsAt) - 24 * 3600_000);
    expect(reminder!.subject).toContain("Reminder");
    const mails = await parentMails(visit.id, "asha@example.org");
    expect(mails.map((mail) => mail.id)).toContain(visit.reminderOutboxId);
    const confirmation = mails.find((mail) => mail.id !== visit.reminderOutboxId)!;
    expect(confirmation.attachments).toContain("BEGIN:VCALENDAR");
    // The school hears of it as of an enquiry.
    const notice = await api.db
      .selectFrom("outbox")
      .selectAll()
      .where("recipient", "=", sunshine.contactEmail1)
      .where("sourceKind", "=", "visit")
      .where("sourceId", "=", visit.id)
      .executeTakeFirstOrThrow();
    expect(notice.subject).toBe(`[${sunshine.clientName}] New visit booking ${res.body.reference}`);
    expect(notice.body).toContain(`/staff/inbox/visit/${visit.id}`);

    // The status page finds it.
    const status = await api.get(
      "/enrollment/status" + qs({ clientId: api.schoolA, reference: res.body.reference, mobile: fields.parentMobile }),
    );
    expect(status.body).toEqual({
      data: {
        reference: res.body.reference,
        kind: "visit",
        status: "booked",
        visit: { ...res.body.data, id: undefined, status: "booked", changeable: true },
      },
    });
  });

  it("answers a repeat with the same Idempotency-Key as the first, storing nothing new", async () => {
    const time = await slotIn(6);
    const fields = parent(time);
    const first = await book(fields, "visit-repeat-key-1");
    const again = await book(fields, "visit-repeat-key-1");
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await taken(time.slotId, time.date)).toBe(1);
  });

  it("queues no reminder for a visit less than a day away, and no parent mail without an e-mail", async () => {
    const start = DateTime.now().setZone(INDIA).plus({ hours: 18 }).startOf("minute");
    const time = await slotAt(start.toISODate()!, start.toFormat("HH:mm"));
    const soon = await book(parent(time));
    expect(soon.status).toBe(201);
    const visit = await visitRow(soon.body.reference);
    expect(visit.reminderOutboxId).toBeNull();
    const mails = await parentMails(visit.id, "asha@example.org");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).not.toContain("reminder");

    const later = await slotIn(7);
    const silent = await book(parent({ ...later, email: "" }));
    expect(silent.status).toBe(201);
    const quiet = await visitRow(silent.body.reference);
    expect(quiet.reminderOutboxId).toBeNull();
    const rows = await outboxOf(api, "visit", quiet.id);
    expect(rows.map((row) => row.recipient)).not.toContain("");
    expect(rows.every((row) => row.recipient !== "asha@example.org")).toBe(true);
  });

  it("refuses a time that cannot be booked: closed, within the cutoff, beyond the window, no such time", async () => {
    const closed = await slotIn(8);
    await api.db.insertInto("visitClosures").values({ clientId: api.schoolA, date: closed.date, note: "Diwali" }).execute();
    const soon = DateTime.now().setZone(INDIA).plus({ hours: 6 }).startOf("minute");
    const cutoff = await slotAt(soon.toISODate()!, soon.toFormat("HH:mm"));
    const far = await slotIn(30);
    const wrongDay = { slotId: far.slotId, date: DateTime.fromISO(far.date).minus({ days: 25 }).toISODate()! };
    for (const choice of [closed, cutoff, far, wrongDay, { slotId: 999999, date: far.date }]) {
      const res = await book(parent(choice));
      expect(res.status, JSON.stringify(choice)).toBe(400);
      expect(res.body).toEqual({ message: NOT_BOOKABLE, field: "slot", errors: { slot: [NOT_BOOKABLE] } });
    }
  });

  it("gives the last place to exactly one of 20 parents booking at once; 19 hear it is full", async () => {
    const time = await slotIn(9, { places: 3 });
    for (let i = 0; i < 2; i++) expect((await book(parent(time))).status).toBe(201);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(parent({ ...time, childName: `Racer ${i}` }), `race-${process.pid}-${i}`)),
    );
    const stored = results.filter((res) => res.status === 201);
    const full = results.filter((res) => res.status === 409);
    expect(stored).toHaveLength(1);
    expect(full).toHaveLength(19);
    for (const res of full) expect(res.body).toEqual({ message: FULL, field: "slot", errors: { slot: [FULL] } });
    const rows = await api.db
      .selectFrom("visits")
      .select("childName")
      .where("slotId", "=", time.slotId)
      .where("date", "=", time.date)
      .execute();
    expect(rows).toHaveLength(3);
    expect(await taken(time.slotId, time.date)).toBe(3);
    // A refused booking keeps no key: the same key may try another time.
    const retry = await book(parent({ ...time, childName: "Racer 0" }), `race-${process.pid}-0`);
    expect([201, 409]).toContain(retry.status);
  });

  it.each([
    [{ parentName: "" }, "parentName"],
    [{ parentMobile: "5123456789" }, "parentMobile"],
    [{ parentMobile: "98765" }, "parentMobile"],
    [{ email: "not-an-address" }, "email"],
    [{ childName: undefined }, "childName"],
    [{ childDateOfBirth: undefined }, "childDateOfBirth"],
    [{ childDateOfBirth: "2024-02-30" }, "childDateOfBirth"],
    [{ childDateOfBirth: DateTime.now().minus({ years: 12 }).toISODate()! }, "childDateOfBirth"],
    [{ childDateOfBirth: DateTime.now().plus({ days: 3 }).toISODate()! }, "childDateOfBirth"],
    [{ date: "2026-13-01" }, "date"],
    [{ slotId: "abc" }, "slotId"],
    [{ program: "rocketScience" }, "program"],
    [{ source: "x".repeat(201) }, "source"],
    [{ clientId: 999999 }, "clientId"],
  ])("answers 400 naming the field for %o", async (override, field) => {
    const res = await book(parent({ slotId: 1, date: "2026-12-01", ...override }));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.errors[field]).toHaveLength(1);
  });

  it("refuses a program the school does not offer", async () => {
    const time = await slotIn(10);
    await api.db.insertInto("programOffers").values({ clientId: api.schoolA, program: "summerCamps", offered: 0 }).execute();
    const res = await book(parent({ ...time, program: "summerCamps" }));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("program");
    expect(await taken(time.slotId, time.date)).toBe(0);
  });
});

describe("the parent's mails through SMTP", () => {
  it("confirms with Reply-To the school and the .ics in the school's zone, and sends the reminder when due", async () => {
    await withSmtp(api.db, async (smtp) => {
      const time = await slotIn(4, { startTime: "10:00" });
      const fields = parent({ ...time, email: "smtp.parent@example.org" });
      const res = await book(fields);
      expect(res.status).toBe(201);
      const reference: string = res.body.reference;
      const mail = await eventually(() =>
        smtp.mails.find((m) => m.to.includes("smtp.parent@example.org") && m.subject.includes("booked")),
      );
      expect(mail.subject).toBe(
        `${sunshine.clientName}: Your visit on ${DateTime.fromISO(time.date).toFormat("ccc d LLL")} at 10:00 AM is booked (${reference})`,
      );
      expect(mail.replyTo).toBe(sunshine.contactEmail1);
      expect(mail.text).toContain(`Reference: ${reference}`);
      expect(mail.text).toContain(`Date: ${DateTime.fromISO(time.date).toFormat("cccc, d LLLL yyyy")}`);
      expect(mail.text).toContain("Time: 10:00 AM (30 minutes)");
      expect(mail.text).toContain(`Address: ${sunshine.addressLine1}`);
      expect(mail.text).toContain("What happens next");
      expect(mail.text).toContain("http://localhost/admissions/status");
      expect(mail.html).toContain('<a href="http://localhost/admissions/status">');
      expect(mail.attachments).toHaveLength(1);
      const file = mail.attachments[0]!;
      expect(file.filename).toBe(`visit-${reference}.ics`);
      expect(file.contentType).toBe("text/calendar");
      const ics = parseIcs(file.content);
      expect(ics).toMatchObject({
        tzid: INDIA,
        zoneId: INDIA,
        local: `${time.date}T10:00:00`,
        utc: `${time.date}T04:30:00.000Z`,
        summary: `Visit to ${sunshine.clientName}`,
        status: "CONFIRMED",
      });
      expect(ics.location).toContain(sunshine.addressLine1);

      // The calendar download is the same entry (same UID).
      const download = await api.get("/visit/calendar" + qs({ clientId: api.schoolA, reference, mobile: fields.parentMobile }));
      expect(download.status).toBe(200);
      expect(download.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(parseIcs(download.body).uid).toBe(ics.uid);

      // The reminder goes when it falls due (brought forward here).
      const visit = await visitRow(reference);
      await api.db
        .updateTable("outbox")
        .set({ nextAttemptAt: new Date().toISOString() })
        .where("id", "=", visit.reminderOutboxId!)
        .execute();
      const reminder = await eventually(() =>
        smtp.mails.find((m) => m.to.includes("smtp.parent@example.org") && m.subject.includes("Reminder")),
      );
      expect(reminder.replyTo).toBe(sunshine.contactEmail1);
      expect(reminder.text).toContain(`Reference: ${reference}`);
      expect(reminder.text).toContain("Time: 10:00 AM (30 minutes)");
    });
  });
});

describe("moving and cancelling from the status page", () => {
  it("moves a visit: the places follow it, the old reminder is withdrawn and a new one queued, the parent told", async () => {
    const from = await slotIn(5, { startTime: "11:00" });
    const to = await slotIn(6, { startTime: "12:00" });
    const fields = parent(from);
    const booked = await book(fields);
    const before = await visitRow(booked.body.reference);
    const res = await api.post(
      "/visit/move" + qs({ clientId: api.schoolA, reference: booked.body.reference, mobile: fields.parentMobile, ...to }),
      { headers: { "Idempotency-Key": `move-${process.pid}-1` } },
    );
    expect(res.status).toBe(200);
    const startsAt = DateTime.fromISO(`${to.date}T12:00`, { zone: INDIA }).toJSDate().toISOString();
    expect(res.body.data).toMatchObject({ date: to.date, startTime: "12:00", startsAt, timeZone: INDIA });
    expect(await taken(from.slotId, from.date)).toBe(0);
    expect(await taken(to.slotId, to.date)).toBe(1);
    expect(await outboxRow(before.reminderOutboxId)).toBeUndefined();
    const after = await visitRow(booked.body.reference);
    expect(after).toMatchObject({ slotId: to.slotId, date: to.date, startsAt, status: "booked" });
    const reminder = await outboxRow(after.reminderOutboxId);
    expect(Date.parse(reminder!.nextAttemptAt)).toBe(Date.parse(startsAt) - 24 * 3600_000);
    const mails = await parentMails(after.id, "asha@example.org");
    const moved = mails.find((mail) => mail.subject.includes("moved"));
    expect(moved?.body).toContain("Time: 12:00 PM");
    expect(moved?.attachments).toContain("BEGIN:VCALENDAR");
    const status = await api.get(
      "/enrollment/status" + qs({ clientId: api.schoolA, reference: booked.body.reference, mobile: fields.parentMobile }),
    );
    expect(status.body.data.visit).toMatchObject({ date: to.date, startTime: "12:00", changeable: true });
  });

  it("refuses a move to a full time (409) or one that cannot be booked (400), leaving the visit as it was", async () => {
    const from = await slotIn(5, { startTime: "13:00" });
    const fullTime = await slotIn(6, { startTime: "13:00", places: 1 });
    await book(parent(fullTime));
    const fields = parent(from);
    const booked = await book(fields);
    const move = (choice: { slotId: number; date: string }) =>
      api.post(
        "/visit/move" + qs({ clientId: api.schoolA, reference: booked.body.reference, mobile: fields.parentMobile, ...choice }),
      );
    const full = await move(fullTime);
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ message: FULL, field: "slot", errors: { slot: [FULL] } });
    const closed = await move({ slotId: from.slotId, date: DateTime.fromISO(from.date).plus({ days: 1 }).toISODate()! });
    expect(closed.status).toBe(400);
    expect(closed.body.field).toBe("slot");
    expect(await visitRow(booked.body.reference)).toMatchObject({ slotId: from.slotId, date: from.date });
    expect(await taken(from.slotId, from.date)).toBe(1);
  });

  it("cancels a visit: place back, reminder withdrawn, the parent told; then nothing more can change", async () => {
    const time = await slotIn(5, { startTime: "16:00" });
    const fields = parent(time);
    const booked = await book(fields);
    const reference: string = booked.body.reference;
    const before = await visitRow(reference);
    const lookup = { clientId: api.schoolA, reference, mobile: fields.parentMobile };
    const res = await api.post("/visit/cancel" + qs(lookup));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ status: "cancelled" });
    expect(await taken(time.slotId, time.date)).toBe(0);
    expect(await outboxRow(before.reminderOutboxId)).toBeUndefined();
    expect((await visitRow(reference)).reminderOutboxId).toBeNull();
    const mails = await parentMails(before.id, "asha@example.org");
    expect(
      mails.some((mail) => mail.subject.includes("cancelled") && mail.body.includes("http://localhost/admissions/visit")),
    ).toBe(true);

    const again = await api.post("/visit/cancel" + qs(lookup));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(NOT_CHANGEABLE);
    const move = await api.post("/visit/move" + qs({ ...lookup, ...(await slotIn(6)) }));
    expect(move.status).toBe(409);
    const status = await api.get("/enrollment/status" + qs(lookup));
    expect(status.body.data).toMatchObject({
      kind: "visit",
      status: "cancelled",
      visit: { status: "cancelled", changeable: false },
    });
    const calendar = await api.get("/visit/calendar" + qs(lookup));
    expect(parseIcs(calendar.body).status).toBe("CANCELLED");
  });

  it("refuses to change a visit that is past or that staff marked", async () => {
    for (const change of [{ startsAt: new Date(Date.now() - 3600_000).toISOString() }, { status: "attended" as const }]) {
      const fields = parent(await slotIn(5, { startTime: "17:00" }));
      const booked = await book(fields);
      await api.db.updateTable("visits").set(change).where("reference", "=", booked.body.reference).execute();
      const res = await api.post(
        "/visit/cancel" + qs({ clientId: api.schoolA, reference: booked.body.reference, mobile: fields.parentMobile }),
      );
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(NOT_CHANGEABLE);
    }
  });

  it("gives the status page's one 404 for a wrong mobile, an unknown reference and another school", async () => {
    const fields = parent(await slotIn(5, { startTime: "18:00" }));
    const booked = await book(fields);
    const reference: string = booked.body.reference;
    const unknown = await api.post(
      "/visit/cancel" + qs({ clientId: api.schoolA, reference: "SUN-ZZZZZ", mobile: fields.parentMobile }),
    );
    expect(unknown.status).toBe(404);
    const calls = [
      api.post("/visit/cancel" + qs({ clientId: api.schoolA, reference, mobile: "9000000001" })),
      api.post("/visit/cancel" + qs({ clientId: api.schoolB, reference, mobile: fields.parentMobile })),
      api.post(
        "/visit/move" + qs({ clientId: api.schoolB, reference, mobile: fields.parentMobile, slotId: 1, date: "2026-12-01" }),
      ),
      api.get("/visit/calendar" + qs({ clientId: api.schoolB, reference, mobile: fields.parentMobile })),
      api.get("/enrollment/status" + qs({ clientId: api.schoolB, reference, mobile: fields.parentMobile })),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(unknown.body);
    }
    expect((await visitRow(reference)).status).toBe("booked");
  });
});

describe("the school's notice of a family's change, through SMTP", () => {
  it("tells the school which family moved or cancelled which visit, with the time before and after", async () => {
    await withSmtp(api.db, async (smtp) => {
      const from = await slotIn(5, { startTime: "09:30" });
      const to = await slotIn(6, { startTime: "13:00" });
      const fields = parent({ ...from, parentName: "Farah Notice", childName: "Zain" });
      const booked = await book(fields);
      expect(booked.status).toBe(201);
      const reference: string = booked.body.reference;
      const lookup = { clientId: api.schoolA, reference, mobile: fields.parentMobile };
      const day = (date: string) => DateTime.fromISO(date).toFormat("cccc, d LLLL yyyy");
      const toSchool = (subject: string) =>
        eventually(() => smtp.mails.find((mail) => mail.to.includes(sunshine.contactEmail1) && mail.subject === subject));

      const moved = await api.post("/visit/move" + qs({ ...lookup, ...to }), {
        headers: { "Idempotency-Key": `notice-${process.pid}` },
      });
      expect(moved.status).toBe(200);
      const move = await toSchool(`[${sunshine.clientName}] Visit ${reference} moved by the family`);
      expect(move.text).toContain(`A family has moved its visit to ${sunshine.clientName} on the status page.`);
      expect(move.text).toContain(`Reference: ${reference}`);
      expect(move.text).toContain("Parent: Farah Notice");
      expect(move.text).toContain(`Phone: ${fields.parentMobile}`);
      expect(move.text).toContain("Child: Zain");
      expect(move.text).toContain(`Was: ${day(from.date)}, 9:30 AM, 30 minutes`);
      expect(move.text).toContain(`Now: ${day(to.date)}, 1:00 PM, 30 minutes`);
      expect(move.text).toContain("http://localhost/staff/inbox/visit/");

      const cancelled = await api.post("/visit/cancel" + qs(lookup));
      expect(cancelled.status).toBe(200);
      const cancel = await toSchool(`[${sunshine.clientName}] Visit ${reference} cancelled by the family`);
      expect(cancel.text).toContain("Parent: Farah Notice");
      expect(cancel.text).toContain(`Was: ${day(to.date)}, 1:00 PM, 30 minutes`);
      expect(cancel.text).toContain("Now: cancelled");
      // One notice per change, to the school's address (and staff who asked), never to the family.
      const notices = smtp.mails.filter((mail) => mail.subject.includes(`Visit ${reference}`));
      expect(notices.filter((mail) => mail.to.includes(sunshine.contactEmail1))).toHaveLength(2);
      expect(notices.some((mail) => mail.to.includes("asha@example.org"))).toBe(false);
    });
  });
});

describe("walls between schools", () => {
  it("does not book another school's weekly time, nor list it", async () => {
    const rainbowTime = await slotIn(5, { clientId: api.schoolB });
    const res = await book(parent(rainbowTime));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("slot");
    expect(await taken(rainbowTime.slotId, rainbowTime.date)).toBe(0);
    const times = await api.get("/visit/times" + qs({ clientId: api.schoolA }));
    expect(times.body.data.map((time: { slotId: number }) => time.slotId)).not.toContain(rainbowTime.slotId);
  });
});

describe("erasing a family", () => {
  it("erases its visits, their mails and idempotent answers, and gives a booked visit's place back", async () => {
    const time = await slotIn(5, { startTime: "09:00" });
    const fields = parent(time);
    const booked = await book(fields, `erase-visit-${process.pid}`);
    const visit = await visitRow(booked.body.reference);
    const staff = await signIn(api, demoAccount(0, "staff"));
    const preview = await api.get("/staff/erase" + qs({ mobile: fields.parentMobile }), authed(staff));
    expect(preview.body.data).toMatchObject({ visits: 1 });
    const res = await api.post("/staff/erase", authed(staff, { mobile: fields.parentMobile }));
    expect(res.body.data).toMatchObject({ visits: 1 });
    expect(await api.db.selectFrom("visits").select("id").where("id", "=", visit.id).execute()).toHaveLength(0);
    expect(await outboxOf(api, "visit", visit.id)).toHaveLength(0);
    expect(await taken(time.slotId, time.date)).toBe(0);
    const keys = await api.db
      .selectFrom("idempotencyKeys")
      .select("id")
      .where("key", "=", `erase-visit-${process.pid}`)
      .execute();
    expect(keys).toHaveLength(0);
  });
});
