import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSchools } from "../../api/demo-data.js";
import { APPLICATION_STAGES, FAMILY_STAGES } from "../../shared/family-stages.js";
import { authed, demoAccount, outboxOf, qs, signIn, startTestApi, type TestApi } from "./harness.js";
import { eventually, startSmtp, startTestWorker, withSmtp, type ReceivedMail, type TestSmtp } from "./smtp.js";

// Every family hears back (README "Forms and sign-in": "Mails to families"): an enrollment or
// enquiry with an e-mail gets the parent's acknowledgement, a status change tells the family the
// new stage, through the outbox and a real SMTP server; a mail outage delays them and loses none;
// erasing the family erases its mails.

let api: TestApi;
let staff: string;
const sunshine = demoSchools[0]!.client;
let rounds = 0;

beforeAll(async () => {
  api = await startTestApi();
  staff = await signIn(api, demoAccount(0, "staff"));
});
afterAll(async () => {
  await api?.close();
});

/** A mobile number of its own per family, so erasure and status pages see only that family. */
const nextMobile = () => `98${String(100_000_00 + ++rounds).slice(-8)}`;

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
        ...fields,
      }),
  );

const enquire = (fields: Record<string, string>) =>
  api.post(
    "/contact/new" +
      qs({
        clientId: api.schoolA,
        parentName: "Imran Khan",
        parentMobile: nextMobile(),
        email: "imran@example.org",
        childName: "Zoya",
        message: "Is there a bus from Aundh?\nAnd a <b>day care</b>?",
        ...fields,
      }),
  );

const mailsTo = (smtp: TestSmtp, to: string) => smtp.mails.filter((mail) => mail.to.includes(to));
const oneMailTo = (smtp: TestSmtp, to: string, subject: string): Promise<ReceivedMail> =>
  eventually(() => mailsTo(smtp, to).find((mail) => mail.subject.includes(subject)));

/** The stored row of a form, as the provider saved it. */
const stored = {
  enrollment: (id: number) => api.db.selectFrom("enrollments").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
  enquiry: (id: number) => api.db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
};

const changeStatus = (kind: "enrollment" | "enquiry", id: number, status: string, note = "") =>
  api.post(`/staff/submissions/${kind}/${id}/status`, authed(staff, { status, note }));

describe("the parent's acknowledgement", () => {
  it("an enrollment with an e-mail: the school's name, its Reply-To, the reference, the next step and the links", async () => {
    await withSmtp(api.db, async (smtp) => {
      const res = await enroll({ childName: "Asha Ack", email: " Kavya.Ack@Example.org " });
      expect(res.status).toBe(201);
      const { reference } = res.body;
      expect((await stored.enrollment(res.body.data.id)).email).toBe("kavya.ack@example.org");

      const mail = await oneMailTo(smtp, "kavya.ack@example.org", reference);
      expect(mail.subject).toBe(`${sunshine.clientName}: We have received the enrollment of Asha Ack (${reference})`);
      expect(mail.replyTo).toBe(sunshine.contactEmail1);
      expect(mail.raw).toMatch(/^From: Nurture <mail@nurture\.test>/m);
      expect(mail.text).toContain("Dear Kavya Rao,");
      expect(mail.text).toContain(`your reference is ${reference}`);
      expect(mail.text).toContain(APPLICATION_STAGES.received.next);
      expect(mail.text).toContain("http://localhost/admissions/status");
      expect(mail.text).toContain("http://localhost/admissions/visit");
      expect(mail.text).toContain("+91 9822041563");
      expect(mail.html).toContain(reference);
      expect(mail.html).toContain('<a href="http://localhost/admissions/status">');
      // The school's own notification of it names the parent's address for a reply.
      const notice = await oneMailTo(smtp, sunshine.contactEmail1, `New enrollment ${reference}`);
      expect(notice.text).toContain("E-mail: kavya.ack@example.org");
    });
  });

  it("an enquiry: the acknowledgement carries a copy of the message; the source is stored", async () => {
    await withSmtp(api.db, async (smtp) => {
      const res = await enquire({ email: "imran.ack@example.org", source: "Google Maps" });
      expect(res.status).toBe(201);
      const { reference } = res.body;
      expect((await stored.enquiry(res.body.data.id)).source).toBe("Google Maps");

      const mail = await oneMailTo(smtp, "imran.ack@example.org", reference);
      expect(mail.subject).toBe(`${sunshine.clientName}: We have received your enquiry ${reference}`);
      expect(mail.replyTo).toBe(sunshine.contactEmail1);
      expect(mail.text).toContain("Is there a bus from Aundh?\nAnd a <b>day care</b>?");
      expect(mail.text).toContain("http://localhost/admissions/status");
      // The parent's words are text in the HTML part, never markup.
      expect(mail.html).toContain("And a &lt;b&gt;day care&lt;/b&gt;?");
      expect(mail.html).toContain(reference);
      const notice = await oneMailTo(smtp, sunshine.contactEmail1, `New enquiry ${reference}`);
      expect(notice.text).toContain("Heard of the school through: Google Maps");
    });
  });

  it("an enrollment without an e-mail queues no mail to the family, only the school's", async () => {
    const res = await enroll({ childName: "No Mail" });
    expect(res.status).toBe(201);
    expect((await stored.enrollment(res.body.data.id)).email).toBe("");
    const rows = await outboxOf(api, "enrollment", res.body.data.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.subject.startsWith(`[${sunshine.clientName}] New enrollment`))).toBe(true);
  });

  it("refuses a malformed e-mail and a source that is not one of the answers, naming the field", async () => {
    const badEmail = await enroll({ email: "not-an-address" });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.field).toBe("email");
    const badSource = await enquire({ source: "A billboard" });
    expect(badSource.status).toBe(400);
    expect(badSource.body.field).toBe("source");
    const none = await enquire({ email: "no.source@example.org" });
    expect(none.status).toBe(201);
    expect((await stored.enquiry(none.body.data.id)).source).toBe("");
  });
});

describe("a status change", () => {
  it("mails the family the new stage and the next step, never the staff's note; a note alone mails nothing", async () => {
    await withSmtp(api.db, async (smtp) => {
      const res = await enquire({ email: "imran.status@example.org" });
      const { reference } = res.body;
      const id: number = res.body.data.id;
      await oneMailTo(smtp, "imran.status@example.org", "We have received");

      const contacted = await changeStatus("enquiry", id, "contacted", "Private: father sounded unsure");
      expect(contacted.status).toBe(200);
      const mail = await oneMailTo(smtp, "imran.status@example.org", "is now");
      expect(mail.subject).toBe(`${sunshine.clientName}: Your enquiry (${reference}) is now "${FAMILY_STAGES.contacted.label}"`);
      expect(mail.replyTo).toBe(sunshine.contactEmail1);
      expect(mail.text).toContain(FAMILY_STAGES.contacted.text);
      expect(mail.text).toContain(FAMILY_STAGES.contacted.next);
      expect(mail.text).toContain("+91 9822041563");
      expect(mail.text).toContain("http://localhost/admissions/status");
      expect(mail.html).toContain(reference);
      expect(mail.text + mail.html).not.toContain("father sounded unsure");

      // The move away from new is the first response, recorded once.
      const first = await stored.enquiry(id);
      expect(first.firstResponseAt).toEqual(expect.any(String));

      // A note alone: one audit row, no mail.
      const note = await changeStatus("enquiry", id, "contacted", "Called again, no answer");
      expect(note.status).toBe(200);
      expect(await outboxOf(api, "enquiry", id, "imran.status@example.org")).toHaveLength(2);

      // The next change mails again; the first response stays as it was.
      await changeStatus("enquiry", id, "closed");
      const closed = await oneMailTo(smtp, "imran.status@example.org", `"${FAMILY_STAGES.closed.label}"`);
      expect(closed.text).toContain(FAMILY_STAGES.closed.next);
      expect((await stored.enquiry(id)).firstResponseAt).toBe(first.firstResponseAt);
      expect(mailsTo(smtp, "imran.status@example.org")).toHaveLength(3);
    });
  });

  it("closing a new record straight away (spam, a duplicate) mails nobody and is no first response", async () => {
    const res = await enroll({ childName: "Spam Stage", email: "someone.else@example.org" });
    expect((await changeStatus("enrollment", res.body.data.id, "withdrawn")).status).toBe(200);
    const rows = await outboxOf(api, "enrollment", res.body.data.id, "someone.else@example.org");
    expect(rows.map((row) => row.subject)).toEqual([
      `${sunshine.clientName}: We have received the enrollment of Spam Stage (${res.body.reference})`,
    ]);
    expect((await stored.enrollment(res.body.data.id)).firstResponseAt).toBeNull();
  });

  it("an enrollment's change names the child; a family without an e-mail gets nothing", async () => {
    const withMail = await enroll({ childName: "Meera Stage", email: "meera.stage@example.org" });
    const without = await enroll({ childName: "Silent Stage" });
    for (const res of [withMail, without]) {
      await changeStatus("enrollment", res.body.data.id, "visitAttended");
      expect((await changeStatus("enrollment", res.body.data.id, "waitlisted")).status).toBe(200);
    }
    const rows = await outboxOf(api, "enrollment", withMail.body.data.id, "meera.stage@example.org");
    expect(rows.map((row) => row.subject)).toEqual([
      `${sunshine.clientName}: We have received the enrollment of Meera Stage (${withMail.body.reference})`,
      `${sunshine.clientName}: The enrollment of Meera Stage (${withMail.body.reference}) is now "Visited"`,
      `${sunshine.clientName}: The enrollment of Meera Stage (${withMail.body.reference}) is now "Waitlisted"`,
    ]);
    expect(rows[2]!.body).toContain(APPLICATION_STAGES.waitlisted.next);
    const silent = await outboxOf(api, "enrollment", without.body.data.id);
    expect(silent.every((row) => row.subject.startsWith(`[${sunshine.clientName}] New enrollment`))).toBe(true);
  });
});

describe("a mail outage", () => {
  it("delays the family's mails and loses none: each arrives once when SMTP is back", async () => {
    // A free port with nothing listening on it: SMTP is down.
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close();
    const stop = startTestWorker(api.db, `smtp://127.0.0.1:${port}`);
    try {
      const enrollment = await enroll({ childName: "Outage Child", email: "outage.enrol@example.org" });
      const enquiry = await enquire({ email: "outage.enquiry@example.org" });
      expect(enrollment.status).toBe(201);
      expect(enquiry.status).toBe(201);
      expect((await changeStatus("enquiry", enquiry.body.data.id, "contacted")).status).toBe(200);
      const expected = { "outage.enrol@example.org": 1, "outage.enquiry@example.org": 2 };
      const pending = async () => [
        ...(await outboxOf(api, "enrollment", enrollment.body.data.id, "outage.enrol@example.org")),
        ...(await outboxOf(api, "enquiry", enquiry.body.data.id, "outage.enquiry@example.org")),
      ];
      // The worker tried each, failed, and keeps it for a retry.
      const failed = await eventually(async () => {
        const rows = await pending();
        return rows.length === 3 && rows.every((row) => row.attempts >= 1 && row.lastError) ? rows : null;
      });
      expect(failed.every((row) => row.status === "pending" && row.sentAt === null)).toBe(true);

      const smtp = await startSmtp(port);
      try {
        await eventually(async () => (await pending()).every((row) => row.status === "sent"));
        for (const [to, count] of Object.entries(expected)) expect(mailsTo(smtp, to)).toHaveLength(count);
        // Sent once each, not once per retry: nothing more comes.
        await new Promise((resolve) => setTimeout(resolve, 400));
        for (const [to, count] of Object.entries(expected)) expect(mailsTo(smtp, to)).toHaveLength(count);
        expect(mailsTo(smtp, "outage.enrol@example.org")[0]!.text).toContain(enrollment.body.reference);
      } finally {
        await smtp.close();
      }
    } finally {
      await stop();
    }
  });
});

describe("erasing a family", () => {
  it("erases its acknowledgements and status mails with its records", async () => {
    const mobile = "9777766655";
    const enrollment = await enroll({ parentContact: mobile, email: "erase.family@example.org" });
    const enquiry = await enquire({ parentMobile: mobile, email: "erase.family@example.org" });
    await changeStatus("enquiry", enquiry.body.data.id, "contacted");
    const family = () => api.db.selectFrom("outbox").select("id").where("recipient", "=", "erase.family@example.org").execute();
    expect(await family()).toHaveLength(3);

    const res = await api.post("/staff/erase", authed(staff, { mobile }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ enrollments: 1, enquiries: 1 });
    expect(await family()).toEqual([]);
    expect(await outboxOf(api, "enrollment", enrollment.body.data.id)).toEqual([]);
  });
});
