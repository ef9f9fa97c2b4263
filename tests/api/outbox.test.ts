import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../api/auth.js";
import { demoSchools } from "../../api/demo-data.js";
import { queueFamilyMail } from "../../api/admissions/family-mail.js";
import { queueMail, startOutboxWorker } from "../../api/outbox.js";
import { qs, startTestApi, type TestApi } from "./harness.js";
import { eventually, startSmtp } from "./smtp.js";

// The staff console's notifications: a new enrollment or enquiry e-mails the school through an
// outbox row written with the submission; the parent never waits for SMTP or fails because of it.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  // Two staff members of school A: one asked for the e-mails, one did not.
  const passwordHash = await hashPassword("not used in this test 1");
  await api.db
    .insertInto("users")
    .values([
      {
        clientId: api.schoolA,
        name: "Opted In",
        mobile: "",
        email: "optin@sunshine.test",
        passwordHash,
        role: "staff",
        notifyByEmail: 1,
      },
      {
        clientId: api.schoolA,
        name: "Opted Out",
        mobile: "",
        email: "optout@sunshine.test",
        passwordHash,
        role: "staff",
        notifyByEmail: 0,
      },
      // A parent who somehow has the flag set still gets nothing: only staff are notified.
      {
        clientId: api.schoolA,
        name: "Parent",
        mobile: "",
        email: "parent@sunshine.test",
        passwordHash,
        role: "parent",
        notifyByEmail: 1,
      },
    ])
    .execute();
});
afterAll(async () => {
  await api?.close();
});

const enrollment = (childName: string) =>
  qs({
    clientId: api.schoolA,
    childName,
    childAge: "4",
    gender: "female",
    parentName: "Kavya Rao",
    parentContact: "9876543210",
    address: "7 Lake Road, Pune",
    additionalInformation: "Prefers the morning batch",
  });

const worker = (smtpUrl: string | undefined, log: (entry: Record<string, unknown>) => void = () => {}) =>
  startOutboxWorker({
    db: api.db,
    smtpUrl,
    log,
    pollMs: 30,
    retryBaseMs: 150,
    retryMaxMs: 300,
    from: "Nurture <mail@nurture.test>",
  });

const rowsFor = (sourceKind: "enrollment" | "enquiry", sourceId: number) =>
  api.db
    .selectFrom("outbox")
    .selectAll()
    .where("sourceKind", "=", sourceKind)
    .where("sourceId", "=", sourceId)
    .orderBy("id")
    .execute();

describe("notification e-mails", () => {
  it("a submission writes one outbox row per recipient: the school's address and opted-in staff", async () => {
    const res = await api.post("/enrollment/new" + enrollment("Row Check"));
    expect(res.status).toBe(201);
    const rows = await rowsFor("enrollment", res.body.data.id);
    const recipients = rows.map((row) => row.recipient);
    expect(recipients).toContain(demoSchools[0]!.client.contactEmail1);
    expect(recipients).toContain("optin@sunshine.test");
    expect(recipients).not.toContain("optout@sunshine.test");
    expect(recipients).not.toContain("parent@sunshine.test");
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(["pending"]));
    // The subject may show in previews and logs: the reference, never the family's names.
    expect(rows[0]!.subject).toContain(res.body.reference);
    expect(rows[0]!.subject).not.toContain("Row Check");
  });

  it("delivers through SMTP: recipients, subject and the submission's details", async () => {
    const smtp = await startSmtp();
    const stop = worker(smtp.url);
    try {
      const res = await api.post(
        "/contact/new" +
          qs({
            clientId: api.schoolA,
            parentName: "Imran Khan",
            parentMobile: "9123456789",
            email: "imran@example.org",
            childName: "Zoya",
            message: "Is there a bus from Aundh?",
          }),
      );
      expect(res.status).toBe(201);
      const rows = await rowsFor("enquiry", res.body.data.id);
      const mails = await eventually(() => {
        const found = smtp.mails.filter((mail) => mail.subject.includes(res.body.reference));
        return found.length === rows.length ? found : null;
      });
      expect(mails.flatMap((mail) => mail.to).sort()).toEqual(rows.map((row) => row.recipient).sort());
      // The school's notification (the parent's own acknowledgement is tests/api/family-mails.test.ts's).
      const mail = mails.find((found) => found.subject.startsWith("["))!;
      expect(mail.subject).toBe(`[${demoSchools[0]!.client.clientName}] New enquiry ${res.body.reference}`);
      expect(mail.raw).toMatch(/^From: Nurture <mail@nurture\.test>/m);
      expect(mail.text).toContain("Parent: Imran Khan");
      expect(mail.text).toContain("Phone: 9123456789");
      expect(mail.text).toContain("Is there a bus from Aundh?");
      expect(mail.text).toContain(`http://localhost/staff/inbox/enquiry/${res.body.data.id}`);
      await eventually(async () =>
        (await rowsFor("enquiry", res.body.data.id)).every((row) => row.status === "sent" && row.sentAt),
      );
    } finally {
      await stop();
      await smtp.close();
    }
  });

  it("with SMTP down the parent still succeeds; the mail goes out once SMTP is back", async () => {
    // Find a free port, then close the server on it: SMTP is down.
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close();
    const stop = worker(`smtp://127.0.0.1:${port}`);
    try {
      const res = await api.post("/enrollment/new" + enrollment("Outage Child"));
      expect(res.status).toBe(201);
      expect(res.body.reference).toMatch(/^SUN-/);
      const id: number = res.body.data.id;
      // The worker tried, failed, and keeps the row for a retry with the error noted.
      const failed = await eventually(async () => {
        const rows = await rowsFor("enrollment", id);
        return rows.every((row) => row.attempts >= 1 && row.lastError) ? rows : null;
      });
      expect(failed.every((row) => row.status === "pending" && row.sentAt === null)).toBe(true);
      expect(await api.db.selectFrom("enrollments").select("id").where("id", "=", id).executeTakeFirst()).toBeDefined();

      const smtp = await startSmtp(port);
      try {
        const mails = await eventually(() => {
          const found = smtp.mails.filter((mail) => mail.text.includes("Outage Child"));
          return found.length === failed.length ? found : null;
        });
        expect(mails[0]!.text).toContain(res.body.reference);
        const sent = await eventually(async () => {
          const rows = await rowsFor("enrollment", id);
          return rows.every((row) => row.status === "sent") ? rows : null;
        });
        expect(sent.every((row) => row.lastError === null)).toBe(true);
        // Sent once each, not once per retry.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(smtp.mails.filter((mail) => mail.text.includes("Outage Child"))).toHaveLength(failed.length);
      } finally {
        await smtp.close();
      }
    } finally {
      await stop();
    }
  });

  it("two workers (two server instances) send each mail once", async () => {
    const smtp = await startSmtp();
    const stops = [worker(smtp.url), worker(smtp.url)];
    try {
      const sent = await Promise.all(
        Array.from({ length: 5 }, (_, i) => api.post("/enrollment/new" + enrollment(`Twin Worker ${i}`))),
      );
      const ids = sent.map((res): number => res.body.data.id);
      const expected = (await Promise.all(ids.map((id) => rowsFor("enrollment", id)))).flat().length;
      await eventually(() => smtp.mails.filter((mail) => mail.text.includes("Twin Worker")).length >= expected);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.mails.filter((mail) => mail.text.includes("Twin Worker"))).toHaveLength(expected);
    } finally {
      await Promise.all(stops.map((stop) => stop()));
      await smtp.close();
    }
  });

  it("two workers draining a backlog together send every row exactly once, and both send", async () => {
    // README "Notification e-mails": "Rate". Both workers find the whole backlog due at once and
    // claim from it round after round at the same moments: on PostgreSQL the claim skips the rows
    // the other's claim has locked, on SQLite it is a compare-and-set per row. A claim that let both
    // take one row would show here as a Message-ID received twice.
    const smtp = await startSmtp();
    const rows = 300;
    const ids = await api.db.transaction().execute(async (trx) => {
      const queued: number[] = [];
      for (let i = 0; i < rows; i++) {
        queued.push(
          await queueMail(trx, { clientId: api.schoolA, to: `parent${i}@drain.test`, subject: `Backlog ${i}`, text: "x" }),
        );
      }
      return queued;
    });
    const drainer = (name: string) =>
      startOutboxWorker({ db: api.db, smtpUrl: smtp.url, log: () => {}, pollMs: 30, from: `Nurture <${name}@nurture.test>` });
    const stops = [drainer("first"), drainer("second")];
    try {
      const sent = await eventually(async () => {
        const found = await api.db.selectFrom("outbox").select(["messageId", "status"]).where("id", "in", ids).execute();
        return found.every((row) => row.status === "sent") ? found : null;
      }, 60_000);
      // A duplicate would arrive just after the last mark "sent".
      await new Promise((resolve) => setTimeout(resolve, 300));
      const mails = smtp.mails.filter((mail) => mail.subject.startsWith("Backlog "));
      expect(mails.map((mail) => mail.messageId).sort()).toEqual(sent.map((row) => row.messageId).sort());
      const by = (name: string) =>
        mails.filter((mail) => new RegExp(`^From: Nurture <${name}@nurture\\.test>`, "m").test(mail.raw)).length;
      expect(by("first")).toBeGreaterThan(0);
      expect(by("second")).toBeGreaterThan(0);
      expect(by("first") + by("second")).toBe(rows);
    } finally {
      await Promise.all(stops.map((stop) => stop()));
      await smtp.close();
    }
  }, 90_000);

  it("a row sent again after its acknowledgement was lost carries the same Message-ID", async () => {
    const smtp = await startSmtp();
    const stop = worker(smtp.url);
    try {
      const res = await api.post("/enrollment/new" + enrollment("Lost Ack"));
      const [row] = await rowsFor("enrollment", res.body.data.id);
      const ofRow = () => smtp.mails.filter((mail) => mail.text.includes("Lost Ack") && mail.to.includes(row!.recipient));
      const first = await eventually(() => ofRow()[0]);
      await eventually(async () => (await rowsFor("enrollment", res.body.data.id))[0]!.status === "sent");
      // The mark "sent" never reached the database (a connection reset after the SMTP server took
      // the mail): the row is due again once its claim has run out, and the worker sends it again.
      await api.db
        .updateTable("outbox")
        .set({ status: "pending", sentAt: null, nextAttemptAt: new Date().toISOString() })
        .where("id", "=", row!.id)
        .execute();
      const second = await eventually(() => ofRow()[1]);
      expect(first.messageId).toMatch(/^<[^<>@\s]+@[^<>@\s]+>$/);
      expect(second.messageId).toBe(first.messageId);
      // Every row has its own: two recipients of one notification get two messages.
      const other = smtp.mails.find((mail) => mail.text.includes("Lost Ack") && !mail.to.includes(row!.recipient));
      if (other) expect(other.messageId).not.toBe(first.messageId);
    } finally {
      await stop();
      await smtp.close();
    }
  });

  it("gives up after maxAttempts and marks the row failed", async () => {
    const probe = await startSmtp();
    await probe.close();
    const res = await api.post("/enrollment/new" + enrollment("Never Delivered"));
    const stop = startOutboxWorker({
      db: api.db,
      smtpUrl: `smtp://127.0.0.1:${probe.port}`,
      log: () => {},
      pollMs: 20,
      retryBaseMs: 10,
      retryMaxMs: 20,
      maxAttempts: 3,
    });
    try {
      const rows = await eventually(async () => {
        const found = await rowsFor("enrollment", res.body.data.id);
        return found.every((row) => row.status === "failed") ? found : null;
      });
      expect(rows.every((row) => row.attempts === 3 && row.lastError)).toBe(true);
    } finally {
      await stop();
    }
  });

  it("forgets sent and skipped mails after keepDays, never pending or failed ones", async () => {
    const old = new Date(Date.now() - 31 * 24 * 3600_000).toISOString();
    const row = { recipient: "keep@example.org", subject: "s", body: "b", nextAttemptAt: old, createdAt: old };
    const inserted = await api.db
      .insertInto("outbox")
      .values([
        { ...row, subject: "old sent", status: "sent", sentAt: old, messageId: "<1@keep.test>" },
        { ...row, subject: "old skipped", status: "skipped", sentAt: old, messageId: "<2@keep.test>" },
        { ...row, subject: "recent sent", status: "sent", sentAt: new Date().toISOString(), messageId: "<3@keep.test>" },
        { ...row, subject: "old failed", status: "failed", sentAt: null, messageId: "<4@keep.test>" },
      ])
      .returning("id")
      .execute();
    const stop = worker(undefined);
    try {
      const ids = inserted.map((r) => r.id);
      const left = await eventually(async () => {
        const rows = await api.db.selectFrom("outbox").select("subject").where("id", "in", ids).execute();
        return rows.length === 2 ? rows : null;
      });
      expect(left.map((r) => r.subject).sort()).toEqual(["old failed", "recent sent"]);
    } finally {
      await stop();
    }
  });

  it("without SMTP_URL marks mails skipped and logs it", async () => {
    const res = await api.post("/enrollment/new" + enrollment("No Smtp"));
    const logs: Record<string, unknown>[] = [];
    const stop = worker(undefined, (entry) => logs.push(entry));
    try {
      await eventually(async () => (await rowsFor("enrollment", res.body.data.id)).every((row) => row.status === "skipped"));
      expect(logs.some((entry) => entry.msg === "mail skipped: SMTP_URL is not set")).toBe(true);
      // The log names the row, never the family's details.
      expect(JSON.stringify(logs)).not.toContain("No Smtp");
    } finally {
      await stop();
    }
  });
});

describe("a family's mail", () => {
  it("names the school, answers to the school's address, and carries an HTML part and its attachment", async () => {
    const school = await api.db.selectFrom("clients").selectAll().where("id", "=", api.schoolA).executeTakeFirstOrThrow();
    const smtp = await startSmtp();
    const stop = worker(smtp.url);
    try {
      const id = await queueFamilyMail(api.db, school, {
        to: "family@example.org",
        subject: "Your visit on 1 December",
        paragraphs: ["Hello <Asha>,", "Your status:\nhttp://localhost/admissions/status"],
        source: { kind: "enquiry", id: 1 },
        attachments: [
          { filename: "visit.ics", contentType: "text/calendar; charset=utf-8", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" },
        ],
      });
      expect(id).toEqual(expect.any(Number));
      const mail = await eventually(() => smtp.mails.find((m) => m.to.includes("family@example.org")));
      expect(mail.subject).toBe(`${school.clientName}: Your visit on 1 December`);
      expect(mail.replyTo).toBe(school.contactEmail1);
      expect(mail.raw).toMatch(/^From: Nurture <mail@nurture\.test>/m);
      expect(mail.text).toContain("Hello <Asha>,");
      expect(mail.text).toContain(`— ${school.clientName}`);
      // Escaped in the HTML part; the URL on its own line is a link.
      expect(mail.html).toContain("Hello &lt;Asha&gt;,");
      expect(mail.html).toContain('<a href="http://localhost/admissions/status">');
      expect(mail.attachments).toEqual([
        { filename: "visit.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" },
      ]);
    } finally {
      await stop();
      await smtp.close();
    }
  });

  it("queues nothing for a family that gave no e-mail address, and a mail due later waits until then", async () => {
    const school = await api.db.selectFrom("clients").selectAll().where("id", "=", api.schoolA).executeTakeFirstOrThrow();
    const source = { kind: "enquiry" as const, id: 2 };
    expect(await queueFamilyMail(api.db, school, { to: "", subject: "x", paragraphs: ["x"], source })).toBeNull();
    const dueAt = new Date(Date.now() + 3600_000).toISOString();
    const id = await queueFamilyMail(api.db, school, {
      to: "later@example.org",
      subject: "Reminder",
      paragraphs: ["x"],
      source,
      dueAt,
    });
    const smtp = await startSmtp();
    const stop = worker(smtp.url);
    try {
      // Another mail queued after it goes out first: the reminder is not due yet.
      await queueFamilyMail(api.db, school, { to: "now@example.org", subject: "Now", paragraphs: ["x"], source });
      await eventually(() => smtp.mails.find((m) => m.to.includes("now@example.org")));
      const row = await api.db
        .selectFrom("outbox")
        .select(["status", "nextAttemptAt"])
        .where("id", "=", id!)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: "pending", nextAttemptAt: dueAt });
      expect(smtp.mails.some((m) => m.to.includes("later@example.org"))).toBe(false);
    } finally {
      await stop();
      await smtp.close();
    }
  });
});
