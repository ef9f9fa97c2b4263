import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authed, demoAccount, qs, signIn, signInParent, startTestApi, type TestApi } from "./harness.js";

// Bulk actions of the inbox (README "Staff console": "Bulk actions"): one template e-mail to each
// selected family, filled for its own record, queued in the outbox with a history line each; a
// family without an e-mail is named, not mailed; another school's record spoils the whole
// selection; the CSV export of exactly the selected records; and the walls.

let api: TestApi;
let staffA: string;
let staffB: string;
let parent: string;
let callBackId: number;

beforeAll(async () => {
  api = await startTestApi();
  [staffA, staffB] = await Promise.all([signIn(api, demoAccount(0, "staff")), signIn(api, demoAccount(1, "staff"))]);
  parent = await signInParent(api, "bulk-parent@example.org");
  const templates = (await api.get("/staff/templates", authed(staffA))).body.data as { id: number; kind: string }[];
  callBackId = templates.find((template) => template.kind === "callBack")!.id;
});
afterAll(async () => {
  await api?.close();
});

let seq = 0;
const mobile = () => `96${String(process.pid % 1000).padStart(3, "0")}${String(++seq).padStart(5, "0")}`;

async function enquiry(parentName: string, email: string, clientId = api.schoolA) {
  const res = await api.post(
    "/contact/new" + qs({ clientId, parentName, parentMobile: mobile(), email, message: "Seats for June?" }),
  );
  expect(res.status).toBe(201);
  return { id: res.body.data.id as number, reference: res.body.reference as string };
}

async function enrollment(parentName: string, email: string) {
  const res = await api.post(
    "/enrollment/new" +
      qs({
        clientId: api.schoolA,
        childName: "Bulk Child",
        childAge: "3",
        gender: "male",
        parentName,
        parentContact: mobile(),
        address: "Pune",
        email,
      }),
  );
  expect(res.status).toBe(201);
  return { id: res.body.data.id as number, reference: res.body.reference as string };
}

/** The call-back template's mails to a record (its acknowledgement and the school's notice are others). */
const mailsFor = (kind: "enrollment" | "enquiry", id: number) =>
  api.db
    .selectFrom("outbox")
    .select(["recipient", "subject", "body"])
    .where("sourceKind", "=", kind)
    .where("sourceId", "=", id)
    .where("subject", "like", "%We tried to reach you%")
    .execute();

describe("a template e-mail to the selected families", () => {
  it("queues one mail per family with an e-mail, filled for its own record, names the one without, and writes each history", async () => {
    const asha = await enquiry("Asha Rao", "asha.bulk@example.org");
    const bina = await enrollment("Bina Shah", "bina.bulk@example.org");
    const chitra = await enrollment("Chitra Iyer", "");
    const res = await api.post(
      "/staff/submissions/bulk/email",
      authed(staffA, {
        records: `enquiry:${asha.id},enrollment:${bina.id},enrollment:${chitra.id}`,
        templateId: String(callBackId),
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`E-mail queued for 2 families; no e-mail address for ${chitra.reference}`);

    const [toAsha] = await mailsFor("enquiry", asha.id);
    const [toBina] = await mailsFor("enrollment", bina.id);
    expect(toAsha?.recipient).toBe("asha.bulk@example.org");
    expect(toBina?.recipient).toBe("bina.bulk@example.org");
    // Each filled for its own family.
    expect(toAsha?.body).toContain("Asha Rao");
    expect(toAsha?.body).not.toContain("Bina Shah");
    expect(toBina?.body).toContain("Bina Shah");
    expect(await mailsFor("enrollment", chitra.id)).toEqual([]);

    const history = await api.db
      .selectFrom("auditLog")
      .select(["subjectKind", "subjectId", "action"])
      .where("action", "=", "email")
      .where("subjectId", "in", [asha.id, bina.id, chitra.id])
      .execute();
    expect(history).toHaveLength(2);
    const answered = await api.db
      .selectFrom("enquiries")
      .select("firstResponseAt")
      .where("id", "=", asha.id)
      .executeTakeFirstOrThrow();
    expect(answered.firstResponseAt).not.toBeNull();
  });

  it("sends nothing when a record of another school is among the selection", async () => {
    const mine = await enquiry("Divya Nair", "divya.bulk@example.org");
    const theirs = await enquiry("Esha Pillai", "esha.bulk@example.org", api.schoolB);
    const res = await api.post(
      "/staff/submissions/bulk/email",
      authed(staffA, { records: `enquiry:${mine.id},enquiry:${theirs.id}`, templateId: String(callBackId) }),
    );
    expect(res.status).toBe(404);
    expect(await mailsFor("enquiry", mine.id)).toEqual([]);
    expect(await mailsFor("enquiry", theirs.id)).toEqual([]);
  });

  it("refuses a selection with no e-mail at all, an empty or oversized selection, and a missing or foreign template", async () => {
    const none = await enrollment("Farah Khan", "");
    const noEmail = await api.post(
      "/staff/submissions/bulk/email",
      authed(staffA, { records: `enrollment:${none.id}`, templateId: String(callBackId) }),
    );
    expect(noEmail.status).toBe(409);
    expect(noEmail.body.message).toBe("None of the selected families gave an e-mail address");

    const empty = await api.post(
      "/staff/submissions/bulk/email",
      authed(staffA, { records: "", templateId: String(callBackId) }),
    );
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ records: ["Select at least one record"] });
    const many = Array.from({ length: 101 }, (_, index) => `enquiry:${index + 1}`).join(",");
    const tooMany = await api.post(
      "/staff/submissions/bulk/email",
      authed(staffA, { records: many, templateId: String(callBackId) }),
    );
    expect(tooMany.body.errors).toEqual({ records: ["Select at most 100 records at a time"] });
    const odd = await api.post(
      "/staff/submissions/bulk/email",
      authed(staffA, { records: "parents:1", templateId: String(callBackId) }),
    );
    expect(odd.body.errors).toEqual({ records: ["records must be kind:id, such as enrollment:12"] });
    const noTemplate = await api.post("/staff/submissions/bulk/email", authed(staffA, { records: `enrollment:${none.id}` }));
    expect(noTemplate.body.errors).toEqual({ templateId: ["Choose a template"] });

    const templatesB = (await api.get("/staff/templates", authed(staffB))).body.data as { id: number }[];
    const withMail = await enquiry("Gita Das", "gita.bulk@example.org");
    const foreign = await api.post(
      "/staff/submissions/bulk/email",
      authed(staffA, { records: `enquiry:${withMail.id}`, templateId: String(templatesB[0]!.id) }),
    );
    expect(foreign.status).toBe(404);
    expect(await mailsFor("enquiry", withMail.id)).toEqual([]);
  });

  it("is for the school's staff only: a parent 403, nobody 401", async () => {
    const body = { records: "enquiry:1", templateId: String(callBackId) };
    expect((await api.post("/staff/submissions/bulk/email", authed(parent, body))).status).toBe(403);
    expect((await api.post("/staff/submissions/bulk/email", authed(null, body))).status).toBe(401);
  });
});

describe("a stage for the selected applications", () => {
  const stage = async (id: number) =>
    (await api.db.selectFrom("enrollments").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

  it("moves each, all in one: an audit row and the family's mail for each", async () => {
    const [a, b] = [await enrollment("Gita Bulk", "gita.bulk@example.org"), await enrollment("Hema Bulk", "")];
    const res = await api.post(
      "/staff/submissions/bulk/stage",
      authed(staffA, { records: `enrollment:${a.id},enrollment:${b.id}`, status: "visitAttended", note: "Open day" }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('2 applications moved to "Visited"');
    expect([await stage(a.id), await stage(b.id)]).toEqual(["visitAttended", "visitAttended"]);
    const history = await api.db
      .selectFrom("auditLog")
      .select(["subjectId", "fromStatus", "toStatus", "note"])
      .where("subjectKind", "=", "enrollment")
      .where("subjectId", "in", [a.id, b.id])
      .orderBy("subjectId")
      .execute();
    expect(history).toEqual([
      { subjectId: a.id, fromStatus: "received", toStatus: "visitAttended", note: "Open day" },
      { subjectId: b.id, fromStatus: "received", toStatus: "visitAttended", note: "Open day" },
    ]);
    const mails = await api.db.selectFrom("outbox").select("subject").where("recipient", "=", "gita.bulk@example.org").execute();
    expect(mails.map((mail) => mail.subject)).toContainEqual(expect.stringContaining('is now "Visited"'));
  });

  it("moves none when one cannot go there, and names it; enquiries and another school's records are refused", async () => {
    const [a, b] = [await enrollment("Indu Bulk", ""), await enrollment("Jaya Bulk", "")];
    await api.post(`/staff/submissions/enrollment/${b.id}/status`, authed(staffA, { status: "withdrawn" }));
    const res = await api.post(
      "/staff/submissions/bulk/stage",
      authed(staffA, { records: `enrollment:${a.id},enrollment:${b.id}`, status: "waitlisted" }),
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Not moved: ${b.reference} cannot go from "Withdrawn" to "Waitlisted"`);
    expect([await stage(a.id), await stage(b.id)]).toEqual(["received", "withdrawn"]);

    const asked = await enquiry("Kiran Bulk", "kiran.bulk@example.org");
    const mixed = await api.post(
      "/staff/submissions/bulk/stage",
      authed(staffA, { records: `enrollment:${a.id},enquiry:${asked.id}`, status: "waitlisted" }),
    );
    expect(mixed.status).toBe(409);
    expect(mixed.body.message).toBe("Only enrollments move through stages: select enrollments alone");
    const foreign = await api.post(
      "/staff/submissions/bulk/stage",
      authed(staffB, { records: `enrollment:${a.id}`, status: "waitlisted" }),
    );
    expect(foreign.status).toBe(404);
    const offered = await api.post(
      "/staff/submissions/bulk/stage",
      authed(staffA, { records: `enrollment:${a.id}`, status: "offered" }),
    );
    expect(offered.status).toBe(400);
    expect(await stage(a.id)).toBe("received");
  });
});

describe("the export of the selected records", () => {
  it("holds exactly the selected rows, never another school's", async () => {
    const one = await enquiry("Hema Joshi", "hema.bulk@example.org");
    const two = await enrollment("Indu Bhat", "indu.bulk@example.org");
    await enquiry("Jaya Sen", "jaya.bulk@example.org");
    const theirs = await enquiry("Kala Roy", "kala.bulk@example.org", api.schoolB);
    const response = await fetch(
      `${api.url}/staff/submissions/export${qs({ records: `enquiry:${one.id},enrollment:${two.id},enquiry:${theirs.id}` })}`,
      authed(staffA),
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(one.reference);
    expect(text).toContain(two.reference);
    expect(text).not.toContain("Jaya Sen");
    expect(text).not.toContain(theirs.reference);
    // A header row and the two records.
    expect(text.trim().split("\r\n")).toHaveLength(3);
  });
});
