import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSchools } from "../../api/demo-data.js";
import { mailEn } from "../../shared/i18n/mail-en.js";
import { mailHi } from "../../shared/i18n/mail-hi.js";
import { mailWords } from "../../shared/i18n/mail.js";
import { authed, demoAccount, outboxOf, qs, signIn, startTestApi, type TestApi } from "./harness.js";

// README "Languages": "Mails". A family's record keeps the language of the page it was sent from
// (the site sends `language`), and the school's automatic mails about it are in that language: a
// Hindi enquiry, enrollment or visit is acknowledged in Hindi, an English one exactly as before, and
// a language the school does not offer, or none the site knows, is English — never a refusal.

let api: TestApi;
let staff: string;
const sunshine = demoSchools[0]!.client;
let rounds = 0;
const nextMobile = () => `97${String(300_000_00 + ++rounds).slice(-8)}`;

beforeAll(async () => {
  api = await startTestApi();
  staff = await signIn(api, demoAccount(0, "staff"));
});
afterAll(async () => {
  await api?.close();
});

const enquire = (fields: Record<string, string>) =>
  api.post(
    "/contact/new" +
      qs({
        clientId: api.schoolA,
        parentName: "Imran Khan",
        parentMobile: nextMobile(),
        email: "imran.lang@example.org",
        childName: "Zoya",
        message: "क्या बस है?",
        ...fields,
      }),
  );

const enroll = (fields: Record<string, string>) =>
  api.post(
    "/enrollment/new" +
      qs({
        clientId: api.schoolA,
        childName: "Asha",
        childAge: "4",
        gender: "female",
        parentName: "Kavya Rao",
        parentContact: nextMobile(),
        address: "7 Lake Road, Pune",
        email: "kavya.lang@example.org",
        ...fields,
      }),
  );

const storedLanguage = async (table: "enquiries" | "enrollments" | "visits", id: number) =>
  (await api.db.selectFrom(table).select("language").where("id", "=", id).executeTakeFirstOrThrow()).language;

/** Devanagari letters: a Hindi mail's words. */
const DEVANAGARI = /[\u0900-\u097F]/;

describe("the acknowledgement follows the page's language", () => {
  it("a Hindi enquiry is stored as Hindi and acknowledged in Hindi, with the school's Hindi name", async () => {
    const res = await enquire({ language: "hi", parentName: "इमरान ख़ान" });
    expect(res.status).toBe(201);
    const { reference } = res.body;
    expect(await storedLanguage("enquiries", res.body.data.id)).toBe("hi");
    const [mail] = await outboxOf(api, "enquiry", res.body.data.id, "imran.lang@example.org");
    expect(mail!.subject).toContain(mailHi.acknowledgement.enquirySubject(reference));
    expect(mail!.body).toContain("प्रिय इमरान ख़ान,");
    expect(mail!.body).toContain(`आपकी संदर्भ संख्या ${reference} है।`);
    expect(mail!.body).toContain(mailHi.whatNext(mailHi.stages.family.new.next));
    expect(mail!.body).toContain("आपका संदेश:\nक्या बस है?");
    // The links still open: the status page as it is.
    expect(mail!.body).toContain("http://localhost/admissions/status");
    expect(mail!.body).not.toContain("Dear ");
    expect(mail!.body).not.toContain("What happens next");
    // The school's name as its profile gives it in Hindi (the demo school has one), in the subject too.
    const school = await api.db
      .selectFrom("clients")
      .select("translations")
      .where("id", "=", api.schoolA)
      .executeTakeFirstOrThrow();
    const hindiName = (JSON.parse(school.translations) as { hi?: { clientName?: string } }).hi?.clientName ?? sunshine.clientName;
    expect(mail!.subject.startsWith(`${hindiName}: `)).toBe(true);
    expect(mail!.body).toContain(`— ${hindiName}`);
    expect(mail!.html).toContain("प्रिय");
    // The school's notice stays English and says how to answer the family.
    const notices = (await outboxOf(api, "enquiry", res.body.data.id)).filter(
      (row) => row.recipient !== "imran.lang@example.org",
    );
    expect(notices.length).toBeGreaterThan(0);
    for (const notice of notices) {
      expect(notice.subject).toBe(`[${sunshine.clientName}] New enquiry ${reference}`);
      expect(notice.body).toContain(`Reference: ${reference}\nThe family prefers Hindi (sent from the Hindi site)\n`);
    }
  });

  it("a Hindi enrollment is acknowledged in Hindi; a status change mails the Hindi stage", async () => {
    const res = await enroll({ language: "hi", childName: "आशा" });
    expect(res.status).toBe(201);
    const { reference } = res.body;
    const id = res.body.data.id as number;
    expect(await storedLanguage("enrollments", id)).toBe("hi");
    const [ack] = await outboxOf(api, "enrollment", id, "kavya.lang@example.org");
    expect(ack!.subject).toContain(`आशा का प्रवेश फ़ॉर्म हमें मिल गया है (${reference})`);
    expect(ack!.body).toContain(mailHi.stages.application.received.next);
    expect(ack!.body).toMatch(DEVANAGARI);

    const moved = await api.post(
      `/staff/submissions/enrollment/${id}/status`,
      authed(staff, { status: "waitlisted", note: "Staff only" }),
    );
    expect(moved.status).toBe(200);
    const mails = await outboxOf(api, "enrollment", id, "kavya.lang@example.org");
    const status = mails.at(-1)!;
    expect(status.subject).toContain(`"${mailHi.stages.application.waitlisted.label}"`);
    expect(status.body).toContain(mailHi.stages.application.waitlisted.text);
    expect(status.body).not.toContain("Staff only");
  });

  it("an English enquiry (no language, or 'en') is acknowledged exactly as before", async () => {
    for (const fields of [{}, { language: "en" }] as Array<Record<string, string>>) {
      const res = await enquire({ ...fields, parentName: "Imran Khan", message: "Is there a bus?" });
      expect(res.status).toBe(201);
      const { reference } = res.body;
      expect(await storedLanguage("enquiries", res.body.data.id)).toBe("en");
      const [mail] = await outboxOf(api, "enquiry", res.body.data.id, "imran.lang@example.org");
      expect(mail!.subject).toBe(`${sunshine.clientName}: We have received your enquiry ${reference}`);
      expect(mail!.body).toContain("Dear Imran Khan,");
      expect(mail!.body).toContain(
        `Thank you for writing to ${sunshine.clientName}. We have received your enquiry; your reference is ${reference}.`,
      );
      expect(mail!.body).toContain(`What happens next: ${mailEn.stages.family.new.next}`);
      expect(mail!.body).toContain("Your message:\nIs there a bus?");
      expect(mail!.body).not.toMatch(DEVANAGARI);
      const notices = (await outboxOf(api, "enquiry", res.body.data.id)).filter(
        (row) => row.recipient !== "imran.lang@example.org",
      );
      expect(notices.length).toBeGreaterThan(0);
      for (const notice of notices) expect(notice.body).not.toContain("prefers");
    }
  });

  it("an unknown language, the pseudo-locale on a provider without PSEUDO_LOCALE, or junk: English, never a 400", async () => {
    for (const language of ["fr", "en-XA", "HI", "x".repeat(500), ""]) {
      const res = await enquire({ language, message: "Is there a bus?" });
      expect(res.status).toBe(201);
      expect(await storedLanguage("enquiries", res.body.data.id)).toBe("en");
      const [mail] = await outboxOf(api, "enquiry", res.body.data.id, "imran.lang@example.org");
      expect(mail!.subject).toBe(`${sunshine.clientName}: We have received your enquiry ${res.body.reference}`);
    }
  });

  it("Hindi at a school that offers only English is English", async () => {
    await api.db.updateTable("clients").set({ languages: "en" }).where("id", "=", api.schoolA).execute();
    try {
      const res = await enroll({ language: "hi" });
      expect(res.status).toBe(201);
      expect(await storedLanguage("enrollments", res.body.data.id)).toBe("en");
      const [mail] = await outboxOf(api, "enrollment", res.body.data.id, "kavya.lang@example.org");
      expect(mail!.subject).toBe(`${sunshine.clientName}: We have received the enrollment of Asha (${res.body.reference})`);
    } finally {
      await api.db.updateTable("clients").set({ languages: "en,hi" }).where("id", "=", api.schoolA).execute();
    }
  });

  it("a visit booked from a Hindi page: its confirmation, date and calendar entry in Hindi", async () => {
    const times = await api.get("/visit/times" + qs({ clientId: api.schoolA }));
    const time = (times.body.data as Array<{ slotId: number; date: string; placesLeft: number }>).find(
      (open) => open.placesLeft > 0,
    )!;
    const res = await api.post(
      "/visit/new" +
        qs({
          clientId: api.schoolA,
          slotId: time.slotId,
          date: time.date,
          parentName: "मीरा",
          parentMobile: nextMobile(),
          email: "meera.lang@example.org",
          childName: "विहान",
          childDateOfBirth: "2022-01-15",
          source: "",
          language: "hi",
        }),
      { headers: { "Idempotency-Key": `mail-languages-${process.pid}` } },
    );
    expect(res.status).toBe(201);
    const { reference } = res.body;
    const visit = await api.db.selectFrom("visits").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow();
    expect(visit.language).toBe("hi");
    const mails = await outboxOf(api, "visit", visit.id, "meera.lang@example.org");
    const booked = mails.find((mail) => mail.id !== visit.reminderOutboxId)!;
    const day = new Intl.DateTimeFormat("hi-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(
      new Date(`${time.date}T00:00:00Z`),
    );
    expect(booked.subject).toContain(`${day} को `);
    expect(booked.subject).toContain(`आपका स्कूल भ्रमण बुक हो गया है (${reference})`);
    expect(booked.body).toContain("प्रिय मीरा,");
    expect(booked.body).toContain(`संदर्भ संख्या: ${reference}`);
    expect(booked.body).not.toMatch(/\b(AM|PM|Dear|Reference)\b/);
    expect(booked.attachments).toContain("SUMMARY:");
    expect(booked.attachments).toContain("स्कूल भ्रमण");
    if (visit.reminderOutboxId) {
      const reminder = mails.find((mail) => mail.id === visit.reminderOutboxId)!;
      expect(reminder.subject).toContain("याद दिलाना");
    }
  });
});

describe("the school's own words in a Hindi mail", () => {
  it("an offer names the class as the school wrote it in Hindi, its deadline by hi-IN", async () => {
    const owner = await signIn(api, demoAccount(0, "owner"));
    const years = (await api.get("/staff/admissions/years", authed(owner))).body.data;
    const year = years.find((row: { open: boolean }) => row.open);
    const created = await api.post(
      `/staff/admissions/years/${year.id}/classes`,
      authed(owner, {
        name: "Nursery Lang",
        seats: "5",
        minYears: "3",
        minMonths: "0",
        underYears: "4",
        underMonths: "0",
        ageOn: "2027-03-31",
      }),
    );
    expect(created.status).toBe(201);
    const classId = created.body.data.id as number;
    await api.db
      .updateTable("admissionClasses")
      .set({ translations: JSON.stringify({ hi: { name: "नर्सरी भाषा" } }) })
      .where("id", "=", classId)
      .execute();
    const applied = await enroll({
      language: "hi",
      classId: String(classId),
      childDateOfBirth: "2023-10-15",
      childAge: "3",
      email: "offer.lang@example.org",
    });
    expect(applied.status).toBe(201);
    const deadline = new Date(Date.now() + 5 * 86400_000).toISOString().slice(0, 10);
    const offered = await api.post(`/staff/enrollments/${applied.body.data.id}/offer`, authed(staff, { deadline }));
    expect(offered.status).toBe(200);
    const mails = await outboxOf(api, "enrollment", applied.body.data.id, "offer.lang@example.org");
    const offer = mails.at(-1)!;
    const long = new Intl.DateTimeFormat("hi-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${deadline}T00:00:00Z`),
    );
    expect(offer.subject).toContain(`प्रवेश प्रस्ताव: नर्सरी भाषा ${year.label} — `);
    expect(offer.body).toContain(`कृपया ${long} तक`);
    expect(offer.body).not.toContain("Nursery Lang");
  });
});

describe("a change from the status page", () => {
  it("carries that page's language: a visit booked in English and cancelled from the Hindi status page hears of it in Hindi", async () => {
    const times = await api.get("/visit/times" + qs({ clientId: api.schoolA }));
    const time = (times.body.data as Array<{ slotId: number; date: string; placesLeft: number }>).find(
      (open) => open.placesLeft > 0,
    )!;
    const mobile = nextMobile();
    const booked = await api.post(
      "/visit/new" +
        qs({
          clientId: api.schoolA,
          slotId: time.slotId,
          date: time.date,
          parentName: "Ravi",
          parentMobile: mobile,
          email: "ravi.lang@example.org",
          childName: "Ira",
          childDateOfBirth: "2022-01-15",
          source: "",
        }),
      { headers: { "Idempotency-Key": `mail-languages-cancel-${process.pid}` } },
    );
    expect(booked.status).toBe(201);
    const { reference } = booked.body;
    const cancelled = await api.post("/visit/cancel" + qs({ clientId: api.schoolA, reference, mobile, language: "hi" }));
    expect(cancelled.status).toBe(200);
    const visit = await api.db.selectFrom("visits").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow();
    expect(visit.language).toBe("hi");
    const mails = await outboxOf(api, "visit", visit.id, "ravi.lang@example.org");
    expect(mails[0]!.subject).toContain("is booked");
    expect(mails.at(-1)!.subject).toContain(`आपका स्कूल भ्रमण रद्द हो गया है (${reference})`);
    expect(mails.at(-1)!.body).toContain("आपके कहने पर");
  });
});

describe("the records keep it, and staff see it", () => {
  it("a testimonial and a newsletter sign-up keep the page's language", async () => {
    const testimonial = await api.post(
      "/testimonial/new" +
        qs({ clientId: api.schoolA, title: "Kavya", mobile: nextMobile(), description: "बहुत अच्छा स्कूल", language: "hi" }),
    );
    expect(testimonial.status).toBe(201);
    const stored = await api.db
      .selectFrom("testimonials")
      .select("language")
      .where("id", "=", testimonial.body.data.id)
      .executeTakeFirstOrThrow();
    expect(stored.language).toBe("hi");

    const email = `news.${process.pid}@example.org`;
    for (const language of ["hi", "en"]) {
      expect((await api.post("/newsletter/subscribe" + qs({ clientId: api.schoolA, email, language }))).status).toBe(200);
      const row = await api.db
        .selectFrom("newsletterSubscribers")
        .select("language")
        .where("normalizedEmail", "=", email)
        .where("clientId", "=", api.schoolA)
        .executeTakeFirstOrThrow();
      // A second sign-up from another page changes the language to that page's.
      expect(row.language).toBe(language);
    }
  });

  it("the staff inbox and the record answer the family's language", async () => {
    const res = await enquire({ language: "hi", message: "नमस्ते" });
    const { reference } = res.body;
    const list = await api.get("/staff/submissions" + qs({ q: reference }), authed(staff));
    expect(list.body.data).toEqual([expect.objectContaining({ reference, language: "hi" })]);
    const record = await api.get(`/staff/submissions/enquiry/${res.body.data.id}`, authed(staff));
    expect(record.body.data.submission).toMatchObject({ reference, language: "hi" });
  });
});

describe("the mail catalogues", () => {
  it("the pseudo-locale accents the words and keeps what it is given (a link must open, a reference be read)", () => {
    const pseudo = mailWords("en-XA");
    const line = pseudo.statusPage("http://localhost/admissions/status");
    expect(line).toMatch(/^\[Ƒöļļöŵ .*\nhttp:\/\/localhost\/admissions\/status\]$/);
    expect(pseudo.acknowledgement.enquirySubject("SUN-7K3Q9")).toBe("[Ŵé ĥåṽé ŕéçéîṽéð ýöûŕ éñǫûîŕý SUN-7K3Q9]");
    expect(pseudo.stages.family.new.label).toBe("[Ŕéçéîṽéð]");
  });
});
