import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSchools } from "../../api/demo-data.js";
import { runSchoolCli } from "../../api/schools.js";
import { DEFAULT_TEMPLATES, fillTemplate } from "../../shared/message-templates.js";
import { authed, demoAccount, signIn, signInParent, startTestApi, type TestApi } from "./harness.js";
import { eventually, withSmtp } from "./smtp.js";

// Answering a family from its record (README "Staff console": "Templates and contacting a
// family"): the school's templates, the WhatsApp / call / SMS links recorded, the e-mail reply
// through the outbox to a real SMTP server, each a line of the history and the first response.

let api: TestApi;
let staffA: string;
let staffB: string;
beforeAll(async () => {
  api = await startTestApi();
  [staffA, staffB] = await Promise.all([signIn(api, demoAccount(0, "staff")), signIn(api, demoAccount(1, "staff"))]);
});
afterAll(async () => {
  await api?.close();
});

const SCHOOL_A = demoSchools[0]!.client;

async function enquiry(values: { parentName: string; childName: string; email: string; mobile: string; reference: string }) {
  const row = await api.db
    .insertInto("enquiries")
    .values({
      clientId: api.schoolA,
      parentName: values.parentName,
      parentMobile: values.mobile,
      email: values.email,
      childName: values.childName,
      message: "Is there a place for next June?",
      reference: values.reference,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const history = async (kind: "enquiry" | "visit" | "template", id: number) =>
  api.db
    .selectFrom("auditLog")
    .select(["action", "note", "actorName", "createdAt"])
    .where("subjectKind", "=", kind)
    .where("subjectId", "=", id)
    .orderBy("id")
    .execute();

const firstResponse = async (table: "enquiries" | "enrollments" | "visits", id: number) =>
  (await api.db.selectFrom(table).select("firstResponseAt").where("id", "=", id).executeTakeFirstOrThrow()).firstResponseAt;

describe("fillTemplate", () => {
  const school = { clientName: "Sunshine Kids Academy" };
  it("fills every placeholder from the record and the school", () => {
    const filled = fillTemplate(
      { subject: "Visit of {child}", body: "Namaste {parent}, {school}: {reference} on {visit}." },
      { parentName: "Kavya Rao", childName: "Aarav", reference: "SUN-7K3Q9", visit: "Tuesday 2 December at 10:30 AM" },
      school,
    );
    expect(filled).toEqual({
      subject: "Visit of Aarav",
      body: "Namaste Kavya Rao, Sunshine Kids Academy: SUN-7K3Q9 on Tuesday 2 December at 10:30 AM.",
    });
  });
  it("leaves unknown placeholders and a missing visit visible, says 'your child' for no name, escapes nothing", () => {
    const filled = fillTemplate(
      { subject: "{child} & <b>{parent}</b>", body: "{visit} {fees} {constructor} {child}" },
      { parentName: "A & B <Rao>", childName: "", reference: null },
      school,
    );
    expect(filled.subject).toBe("your child & <b>A & B <Rao></b>");
    expect(filled.body).toBe("{visit} {fees} {constructor} your child");
  });
});

describe("templates", () => {
  it("every demo school and every school the CLI makes starts with the three defaults", async () => {
    const res = await api.get("/staff/templates", authed(staffA));
    expect(res.status).toBe(200);
    expect(res.body.data.map((row: { kind: string }) => row.kind)).toEqual(["visitConfirmation", "callBack", "documentsNeeded"]);
    expect(res.body.data[0]).toMatchObject({ name: "Visit confirmation", body: DEFAULT_TEMPLATES[0]!.body });
    // Short enough for one WhatsApp message a parent reads on a phone.
    for (const template of DEFAULT_TEMPLATES) expect(template.body.length).toBeLessThan(300);

    const out: string[] = [];
    const code = await runSchoolCli(
      ["create", "--name", "Little Lotus Preschool", "--domain", "lotus.example.in", "--owner-email", "owner@lotus.example.in"],
      { db: async () => api.db, out: (line) => out.push(line), err: (line) => out.push(line) },
    );
    expect(code, out.join("\n")).toBe(0);
    const lotus = await api.db
      .selectFrom("clients")
      .select("id")
      .where("clientName", "=", "Little Lotus Preschool")
      .executeTakeFirstOrThrow();
    const kinds = await api.db
      .selectFrom("messageTemplates")
      .select("kind")
      .where("clientId", "=", lotus.id)
      .orderBy("id")
      .execute();
    expect(kinds.map((row) => row.kind)).toEqual(["visitConfirmation", "callBack", "documentsNeeded"]);
  });

  it("staff add, edit and delete their own; the three defaults are edited, not deleted; each change is audited", async () => {
    const added = await api.post(
      "/staff/templates",
      authed(staffA, { name: "Fees reminder", subject: "Fees for {child}", body: "Namaste {parent},\n\nthe fees are due." }),
    );
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      kind: "free",
      name: "Fees reminder",
      body: "Namaste {parent},\n\nthe fees are due.",
    });
    const id = added.body.data.id;

    const edited = await api.post(
      `/staff/templates/${id}`,
      authed(staffA, { name: "Fees due", subject: "Fees", body: "Due soon." }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: "Fees due", subject: "Fees", body: "Due soon." });

    const blank = await api.post(`/staff/templates/${id}`, authed(staffA, { name: " ", subject: "Fees", body: "Due soon." }));
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ field: "name", errors: { name: ["Name is required"] } });

    const list = await api.get("/staff/templates", authed(staffA));
    expect(list.body.data.at(-1)).toMatchObject({ id, name: "Fees due" });

    const fixed = list.body.data[1];
    expect(
      (
        await api.post(
          `/staff/templates/${fixed.id}`,
          authed(staffA, { name: "Call back", subject: "Hello", body: "Hi {parent}" }),
        )
      ).status,
    ).toBe(200);
    expect((await api.post(`/staff/templates/${fixed.id}/delete`, authed(staffA))).status).toBe(409);

    expect((await api.post(`/staff/templates/${id}/delete`, authed(staffA))).status).toBe(200);
    expect((await api.get("/staff/templates", authed(staffA))).body.data.map((row: { id: number }) => row.id)).not.toContain(id);
    expect((await history("template", id)).map((row) => [row.action, row.note])).toEqual([
      ["create", "Fees reminder"],
      ["edit", "Fees due"],
      ["delete", "Fees due"],
    ]);
  });

  it("another school's template is a 404 for every call; a parent's token is refused", async () => {
    const [own] = (await api.get("/staff/templates", authed(staffA))).body.data;
    const body = { name: "Taken over", subject: "x", body: "y" };
    expect((await api.post(`/staff/templates/${own.id}`, authed(staffB, body))).status).toBe(404);
    expect((await api.post(`/staff/templates/${own.id}/delete`, authed(staffB))).status).toBe(404);
    const listB = (await api.get("/staff/templates", authed(staffB))).body.data.map((row: { id: number }) => row.id);
    expect(listB).not.toContain(own.id);
    // The school's own template, asked for on another school's host (clientId): the same 404.
    expect((await api.get(`/staff/templates?clientId=${api.schoolB}`, authed(staffA))).status).toBe(404);

    const parent = await signInParent(api, "templates.parent@example.com");
    expect((await api.get("/staff/templates", authed(parent))).status).toBe(403);
    expect((await api.post("/staff/templates", authed(parent, body))).status).toBe(403);
    expect((await api.get("/staff/templates", authed(null))).status).toBe(401);
  });
});

describe("contacting a family", () => {
  it("the record's templates come filled with its names, reference, the family's next visit and the school", async () => {
    const id = await enquiry({
      parentName: "Meera Iyer",
      childName: "Dhruv",
      email: "meera@example.com",
      mobile: "9811100001",
      reference: "SUN-MSG01",
    });
    const startsAt = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    await api.db
      .insertInto("visits")
      .values({
        clientId: api.schoolA,
        reference: "SUN-MSGV1",
        startsAt: startsAt.toISOString(),
        date: "2026-12-01",
        startTime: "10:30",
        lengthMinutes: 45,
        parentName: "Meera Iyer",
        parentMobile: "9811100001",
        childName: "Dhruv",
        childDateOfBirth: "2022-05-01",
      })
      .execute();
    const res = await api.get(`/staff/submissions/enquiry/${id}/contact`, authed(staffA));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ phone: "9811100001", email: "meera@example.com" });
    const visit = res.body.data.templates.find((row: { kind: string }) => row.kind === "visitConfirmation");
    expect(visit.subject).toBe("Your visit on Tuesday 1 December at 10:30 AM");
    expect(visit.body).toBe(
      `Namaste Meera Iyer, this is ${SCHOOL_A.clientName}. We look forward to meeting you and Dhruv on Tuesday 1 December at 10:30 AM. ` +
        "Please keep your reference SUN-MSG01 handy. Reply here if you need another time.",
    );
    // Another school's staff: the record is not theirs.
    expect((await api.get(`/staff/submissions/enquiry/${id}/contact`, authed(staffB))).status).toBe(404);
  });

  it("each WhatsApp, call or SMS link is a history line with the template's name; the first one is the first response", async () => {
    const id = await enquiry({
      parentName: "Ravi Kumar",
      childName: "Anya",
      email: "",
      mobile: "9811100002",
      reference: "SUN-MSG02",
    });
    const templates = (await api.get(`/staff/submissions/enquiry/${id}/contact`, authed(staffA))).body.data.templates;
    const documents = templates.find((row: { kind: string }) => row.kind === "documentsNeeded");

    const whatsapp = await api.post(
      `/staff/submissions/enquiry/${id}/contact`,
      authed(staffA, { channel: "whatsapp", templateId: String(documents.id) }),
    );
    expect(whatsapp.status).toBe(200);
    expect(whatsapp.body.data).toEqual({ channel: "whatsapp", phone: "9811100002", text: documents.body });
    expect(whatsapp.body.data.text).toContain("Namaste Ravi Kumar");
    const first = await firstResponse("enquiries", id);
    expect(first).toBeTruthy();

    const call = await api.post(`/staff/submissions/enquiry/${id}/contact`, authed(staffA, { channel: "call", templateId: "" }));
    expect(call.status).toBe(200);
    expect(call.body.data.text).toBe("");
    const sms = await api.post(
      `/staff/submissions/enquiry/${id}/contact`,
      authed(staffA, { channel: "sms", templateId: String(documents.id) }),
    );
    expect(sms.body.data.text).toBe(documents.body);

    const lines = await history("enquiry", id);
    expect(lines.map((row) => [row.action, row.note, row.actorName])).toEqual([
      ["whatsapp", "Documents needed", demoAccount(0, "staff").name],
      ["call", "", demoAccount(0, "staff").name],
      ["sms", "Documents needed", demoAccount(0, "staff").name],
    ]);
    // Set once: later contacts leave it.
    expect(await firstResponse("enquiries", id)).toBe(first);

    const bad = await api.post(`/staff/submissions/enquiry/${id}/contact`, authed(staffA, { channel: "pigeon" }));
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("channel");
    // Another school's template, another school's record, a parent's token.
    const [templateB] = (await api.get("/staff/templates", authed(staffB))).body.data;
    expect(
      (
        await api.post(
          `/staff/submissions/enquiry/${id}/contact`,
          authed(staffA, { channel: "whatsapp", templateId: String(templateB.id) }),
        )
      ).status,
    ).toBe(404);
    expect((await api.post(`/staff/submissions/enquiry/${id}/contact`, authed(staffB, { channel: "call" }))).status).toBe(404);
    const parent = await signInParent(api, "contact.parent@example.com");
    expect((await api.post(`/staff/submissions/enquiry/${id}/contact`, authed(parent, { channel: "call" }))).status).toBe(403);
    expect((await api.post(`/staff/submissions/enquiry/${id}/reply`, authed(parent, { subject: "x", body: "y" }))).status).toBe(
      403,
    );
    expect(await history("enquiry", id)).toHaveLength(3);
  });

  it("a visit is a family record too", async () => {
    const visit = await api.db
      .insertInto("visits")
      .values({
        clientId: api.schoolA,
        reference: "SUN-MSGV2",
        startsAt: "2026-12-03T05:00:00.000Z",
        date: "2026-12-03",
        startTime: "10:30",
        lengthMinutes: 45,
        parentName: "Farah Khan",
        parentMobile: "9811100003",
        childName: "Zoya",
        childDateOfBirth: "2022-02-01",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const contact = await api.get(`/staff/submissions/visit/${visit.id}/contact`, authed(staffA));
    expect(contact.body.data.templates[0].subject).toBe("Your visit on Thursday 3 December at 10:30 AM");
    const res = await api.post(`/staff/submissions/visit/${visit.id}/contact`, authed(staffA, { channel: "call" }));
    expect(res.status).toBe(200);
    expect((await history("visit", visit.id)).map((row) => row.action)).toEqual(["call"]);
    expect(await firstResponse("visits", visit.id)).toBeTruthy();
    expect((await api.post(`/staff/submissions/visit/${visit.id}/contact`, authed(staffB, { channel: "call" }))).status).toBe(
      404,
    );
  });

  it("an e-mail reply reaches the family from the school (Reply-To), is a history line and the first response", async () => {
    const id = await enquiry({
      parentName: "Sunita Patil",
      childName: "Ishaan",
      email: "sunita@example.com",
      mobile: "9811100004",
      reference: "SUN-MSG04",
    });
    await withSmtp(api.db, async (smtp) => {
      const res = await api.post(
        `/staff/submissions/enquiry/${id}/reply`,
        authed(staffA, {
          subject: "Documents for Ishaan's admission",
          body: "Namaste Sunita Patil,\n\nplease bring the birth certificate & <2> photos.",
        }),
      );
      expect(res.status).toBe(200);
      const mail = await eventually(() => smtp.mails.find((received) => received.to.includes("sunita@example.com")));
      expect(mail.subject).toBe(`${SCHOOL_A.clientName}: Documents for Ishaan's admission`);
      expect(mail.replyTo).toBe(SCHOOL_A.contactEmail1);
      expect(mail.text).toContain("Namaste Sunita Patil,\n\nplease bring the birth certificate & <2> photos.");
      expect(mail.html).toContain("please bring the birth certificate &amp; &lt;2&gt; photos.");
    });
    const lines = await history("enquiry", id);
    expect(lines.map((row) => [row.action, row.note])).toEqual([["email", "Documents for Ishaan's admission"]]);
    expect(await firstResponse("enquiries", id)).toBeTruthy();

    const empty = await api.post(`/staff/submissions/enquiry/${id}/reply`, authed(staffA, { subject: "", body: "Hello" }));
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe("subject");
    expect((await api.post(`/staff/submissions/enquiry/${id}/reply`, authed(staffB, { subject: "x", body: "y" }))).status).toBe(
      404,
    );
  });

  it("a family without an e-mail address cannot be mailed: 409, nothing queued, no history line", async () => {
    const id = await enquiry({ parentName: "No Mail", childName: "", email: "", mobile: "9811100005", reference: "SUN-MSG05" });
    const res = await api.post(`/staff/submissions/enquiry/${id}/reply`, authed(staffA, { subject: "Hello", body: "Hi" }));
    expect(res.status).toBe(409);
    expect(res.body.field).toBe("email");
    expect(await history("enquiry", id)).toEqual([]);
    expect(await firstResponse("enquiries", id)).toBeNull();
  });
});
