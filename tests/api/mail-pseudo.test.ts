import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { untranslatedLines } from "../support/untranslated.js";
import { phonePhoto } from "../fixtures/images.js";
import { authed, demoAccount, outboxOf, qs, signIn, startTestApi, type TestApi } from "./harness.js";

// README "Languages": "Mails", and the pseudo-locale's promise: every mail the school sends a
// family, rendered for a record kept in the pseudo-locale, has no word that skipped the mail
// catalogue. The pages' own rule (tests/support/untranslated.ts) is run on each mail's subject,
// plain text, HTML part and calendar entry; only what the family or staff typed, the school's
// addresses and references may be English. Each mail is made the way it is made in use: by the
// provider's own calls, on a provider started with PSEUDO_LOCALE as the test suite's is.

let api: TestApi;
let staff: string;
let owner: string;
let rounds = 0;
const nextMobile = () => `96${String(500_000_00 + ++rounds).slice(-8)}`;
const nextUtr = () => `5${String(10_000_000_000 + rounds * 10 + Math.floor(Math.random() * 10)).slice(-11)}`;

// What the family and the staff typed: a parent's words are theirs, never translated.
const FAMILY = { parentName: "Meera Joshi", childName: "Asha", address: "Flat 5, Baner, Pune", message: "Is there a bus?" };
const STAFF_REASON = "The photo is blurred";

beforeAll(async () => {
  api = await startTestApi({ pseudoLocale: true });
  [staff, owner] = await Promise.all([signIn(api, demoAccount(0, "staff")), signIn(api, demoAccount(0, "owner"))]);
});
afterAll(async () => {
  await api?.close();
});

type Outbox = Awaited<ReturnType<typeof outboxOf>>[number];

/** A mail's HTML part as the words it shows: tags dropped, entities read. */
const shownText = (html: string) =>
  html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/gi, "")
    .replace(/<br\s*\/?>|<\/(p|div|h\d|li|tr)>/gi, "\n")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(
      /&(amp|lt|gt|quot|#39);/g,
      (entity) => ({ "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" })[entity]!,
    );

/** The words of a calendar entry a parent sees: its summary, description and place, unfolded. */
const calendarWords = (attachments: string | null) =>
  (JSON.parse(attachments ?? "[]") as Array<{ content: string }>)
    .map((attachment) => attachment.content.replace(/\r?\n[ \t]/g, ""))
    .flatMap((ics) => ics.split(/\r?\n/))
    .filter((line) => /^(SUMMARY|DESCRIPTION|LOCATION)[;:]/.test(line))
    .map((line) =>
      line
        .replace(/^[A-Z-]+(;[^:]*)?:/, "")
        .replace(/\\n/g, "\n")
        .replace(/\\([,;\\])/g, "$1"),
    );

/** Every line of the mail, in any of its parts, that is English outside what was typed. */
function untranslated(mail: Outbox, typed: string[] = []) {
  const allowed = [...typed, FAMILY.parentName, FAMILY.childName, FAMILY.address, "9822041563"];
  return [
    ...untranslatedLines(mail.subject, allowed).map((line) => `subject: ${line}`),
    ...untranslatedLines(mail.body, allowed).map((line) => `text: ${line}`),
    ...untranslatedLines(shownText(mail.html ?? ""), allowed).map((line) => `html: ${line.trim()}`),
    ...calendarWords(mail.attachments).flatMap((words) => untranslatedLines(words, allowed).map((line) => `calendar: ${line}`)),
  ];
}

/** The family's mails about one record, oldest first: each call queues its mail in its own transaction. */
const mailsTo = (kind: "enrollment" | "enquiry" | "visit", id: number, email: string) => outboxOf(api, kind, id, email);

const PSEUDO = "en-XA";

describe("every mail to a family whose record is in the pseudo-locale comes from the catalogue", () => {
  it("an enquiry's acknowledgement and its status change", async () => {
    const email = "pseudo.enquiry@example.org";
    const res = await api.post(
      "/contact/new" +
        qs({
          clientId: api.schoolA,
          parentName: FAMILY.parentName,
          parentMobile: nextMobile(),
          email,
          childName: FAMILY.childName,
          message: FAMILY.message,
          language: PSEUDO,
        }),
    );
    expect(res.status).toBe(201);
    const id = res.body.data.id as number;
    const moved = await api.post(`/staff/submissions/enquiry/${id}/status`, authed(staff, { status: "contacted", note: "" }));
    expect(moved.status).toBe(200);
    const mails = await mailsTo("enquiry", id, email);
    expect(mails).toHaveLength(2);
    // The accents are the pseudo-locale's: a mail left in English would fail here before the rule.
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining("[Ŵé ĥåṽé"),
      expect.stringContaining("[Îñ þŕöĝŕéšš]"),
    ]);
    for (const mail of mails) {
      // The reference is given, never accented: a parent reads it out on the phone.
      expect(mail.subject).toContain(res.body.reference);
      expect(untranslated(mail, [FAMILY.message])).toEqual([]);
    }
  });

  it("an application's acknowledgement, a returned document, a refused and a confirmed fee, an offer and its lapse", async () => {
    const email = "pseudo.application@example.org";
    const mobile = nextMobile();
    const classes: Array<{ id: number; name: string }> = (await api.get(`/admissions/classes${qs({ clientId: api.schoolA })}`))
      .body.data;
    const nursery = classes.find((row) => row.name === "Nursery")!;
    const applied = await api.post(
      "/enrollment/new" +
        qs({
          clientId: api.schoolA,
          childName: FAMILY.childName,
          childAge: "3",
          gender: "female",
          parentName: FAMILY.parentName,
          parentContact: mobile,
          address: FAMILY.address,
          email,
          classId: nursery.id,
          childDateOfBirth: "2023-10-15",
          language: PSEUDO,
        }),
    );
    expect(applied.status).toBe(201);
    const family = { id: applied.body.data.id as number, reference: applied.body.reference as string };
    const lookup = { clientId: api.schoolA, reference: family.reference, mobile };

    // A document the school returns, with the staff's reason (typed, so English is allowed).
    const items: Array<{ itemId: number; name: string }> = (await api.get(`/admissions/documents${qs(lookup)}`)).body.data.items;
    const item = items[0]!;
    const uploaded = await api.post(`/admissions/documents${qs({ ...lookup, itemId: item.itemId, filename: "IMG_2041.JPG" })}`, {
      headers: { "content-type": "image/jpeg" },
      body: new Uint8Array(await phonePhoto(800, 600)),
    });
    expect(uploaded.status).toBe(201);
    const document = await api.db
      .selectFrom("admissionDocuments")
      .select("id")
      .where("enrollmentId", "=", family.id)
      .executeTakeFirstOrThrow();
    const returned = await api.post(
      `/staff/documents/${document.id}/review`,
      authed(staff, { status: "returned", reason: STAFF_REASON }),
    );
    expect(returned.status).toBe(200);

    // The registration fee: a UTR the school cannot find, then one it confirms (the receipt).
    const refusedUtr = nextUtr();
    expect((await api.post("/admissions/payment", authed(null, { ...lookup, utr: refusedUtr }))).status).toBe(201);
    const waiting = async () =>
      (await api.get(`/staff/payments${qs({ status: "submitted", pageSize: 1000 })}`, authed(staff))).body.data.find(
        (row: { reference: string }) => row.reference === family.reference,
      ) as { id: number };
    const reason = "Not in our bank statement";
    expect((await api.post(`/staff/payments/${(await waiting()).id}/reject`, authed(staff, { reason }))).status).toBe(200);
    const paidUtr = nextUtr();
    expect((await api.post("/admissions/payment", authed(null, { ...lookup, utr: paidUtr }))).status).toBe(201);
    expect((await api.post(`/staff/payments/${(await waiting()).id}/confirm`, authed(staff))).status).toBe(200);

    // An offer, and its lapse when the deadline passes unanswered (the family hears it is withdrawn).
    const deadline = new Date(Date.now() + 5 * 86400_000).toISOString().slice(0, 10);
    expect((await api.post(`/staff/enrollments/${family.id}/offer`, authed(staff, { deadline }))).status).toBe(200);
    await api.db
      .updateTable("admissionOffers")
      .set({ deadline: new Date(Date.now() - 2 * 86400_000).toISOString().slice(0, 10) })
      .where("enrollmentId", "=", family.id)
      .execute();
    expect((await api.get("/staff/today", authed(owner))).status).toBe(200);

    const mails = await mailsTo("enrollment", family.id, email);
    // Acknowledgement, returned document, refused fee, receipt, offer, withdrawn: each made once.
    expect(mails.length).toBeGreaterThanOrEqual(6);
    const subjects = mails.map((mail) => mail.subject).join("\n");
    for (const utr of [refusedUtr, paidUtr]) expect(mails.some((mail) => mail.body.includes(utr))).toBe(true);
    expect(subjects).toContain(family.reference);
    for (const mail of mails) expect(untranslated(mail, [STAFF_REASON, reason])).toEqual([]);
  });

  it("a visit's confirmation and reminder, its move, and cancellations by the parent and by the school, with their calendar entries", async () => {
    const email = "pseudo.visit@example.org";
    const times: Array<{ slotId: number; date: string; placesLeft: number }> = (
      await api.get("/visit/times" + qs({ clientId: api.schoolA }))
    ).body.data;
    const open = times.filter((time) => time.placesLeft > 1);
    expect(open.length).toBeGreaterThanOrEqual(2);
    const book = async (key: string) => {
      const mobile = nextMobile();
      const res = await api.post(
        "/visit/new" +
          qs({
            clientId: api.schoolA,
            slotId: open[0]!.slotId,
            date: open[0]!.date,
            parentName: FAMILY.parentName,
            parentMobile: mobile,
            email,
            childName: FAMILY.childName,
            childDateOfBirth: "2022-01-15",
            source: "",
            language: PSEUDO,
          }),
        { headers: { "Idempotency-Key": `mail-pseudo-${key}-${process.pid}` } },
      );
      expect(res.status).toBe(201);
      const row = await api.db
        .selectFrom("visits")
        .selectAll()
        .where("reference", "=", res.body.reference)
        .executeTakeFirstOrThrow();
      return { id: row.id, reference: res.body.reference as string, mobile, reminder: row.reminderOutboxId };
    };

    const byParent = await book("parent");
    // The reminder is queued with the booking, due the day before: read now, before it is sent.
    const queued = await mailsTo("visit", byParent.id, email);
    const lookup = { clientId: api.schoolA, reference: byParent.reference, mobile: byParent.mobile };
    expect((await api.post("/visit/move" + qs({ ...lookup, slotId: open[1]!.slotId, date: open[1]!.date }))).status).toBe(200);
    expect((await api.post("/visit/cancel" + qs(lookup))).status).toBe(200);
    const bySchool = await book("school");
    expect((await api.post(`/staff/visits/${bySchool.id}/status`, authed(staff, { status: "cancelled", note: "" }))).status).toBe(
      200,
    );

    const mails = [...queued, ...(await mailsTo("visit", byParent.id, email)), ...(await mailsTo("visit", bySchool.id, email))];
    const kinds = new Set(mails.map((mail) => mail.id));
    // Booked (+ its reminder), moved, cancelled; booked (+ reminder) and cancelled by the school.
    expect(kinds.size).toBeGreaterThanOrEqual(byParent.reminder ? 6 : 4);
    expect(mails.filter((mail) => mail.attachments).length).toBeGreaterThanOrEqual(2);
    for (const mail of mails) expect(untranslated(mail)).toEqual([]);
  });
});
