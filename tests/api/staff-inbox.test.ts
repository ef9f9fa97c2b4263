import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSchools } from "../../api/demo-data.js";
import { authed, demoAccount, qs, signIn, startTestApi, type TestApi } from "./harness.js";

// The inbox of the staff console: counts per status, the newest-first list with its filters and
// search, one submission with its history, status changes with notes, and the CSV export.

let api: TestApi;
let staff: string;
const sunshine = demoSchools[0]!;

beforeAll(async () => {
  api = await startTestApi();
  staff = await signIn(api, demoAccount(0, "staff"));
});
afterAll(async () => {
  await api?.close();
});

const list = (params: Record<string, string | number>) =>
  api.get("/staff/submissions" + qs({ pageSize: 100, ...params }), authed(staff));
const idOf = async (reference: string): Promise<{ kind: "enrollment" | "enquiry"; id: number }> => {
  const res = await list({ q: "" });
  const item = res.body.data.find((row: { reference: string }) => row.reference === reference);
  if (!item) throw new Error(`no ${reference}`);
  return item;
};
const enroll = (fields: Record<string, string>) =>
  api.post(
    "/enrollment/new" +
      qs({
        clientId: api.schoolA,
        childName: "Test Child",
        childAge: "3",
        gender: "female",
        parentName: "Test Parent",
        parentContact: "9111111111",
        address: "Somewhere",
        ...fields,
      }),
  );

describe("GET /staff/summary", () => {
  it("counts the school's enrollments and enquiries per status, and its testimonials", async () => {
    const res = await api.get("/staff/summary", authed(staff));
    expect(res.status).toBe(200);
    expect(res.body.data.enrollment).toEqual({
      received: 1,
      visitBooked: 1,
      visitAttended: 0,
      documentsComplete: 1,
      feePaid: 0,
      offered: 0,
      accepted: 0,
      enrolled: 0,
      waitlisted: 0,
      declined: 0,
      withdrawn: 1,
      total: 4,
    });
    expect(res.body.data.enquiry).toEqual({ new: 1, contacted: 1, admitted: 0, declined: 0, closed: 1, total: 3 });
    expect(res.body.data.testimonials).toEqual({
      pending: sunshine.testimonials.filter((t) => !t.approved).length,
      approved: sunshine.testimonials.filter((t) => t.approved).length,
      rejected: 0,
    });
  });
});

describe("GET /staff/submissions", () => {
  it("lists both kinds newest first as { data, count } with what a list row needs", async () => {
    const res = await list({});
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(sunshine.enrollments.length + sunshine.enquiries.length);
    const dates = res.body.data.map((row: { createdAt: string }) => row.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    // Demo: the enquiry of today, then the enrollment of yesterday.
    expect(res.body.data.slice(0, 2).map((row: { reference: string }) => row.reference)).toEqual(["SUN-D9FZ3", "SUN-7K3Q9"]);
    expect(res.body.data[1]).toEqual({
      kind: "enrollment",
      id: expect.any(Number),
      reference: "SUN-7K3Q9",
      status: "received",
      createdAt: expect.any(String),
      childName: "Aarav Joshi",
      parentName: "Sneha Joshi",
      phone: "9822000101",
      email: "",
      language: "en",
      followUpOn: null,
    });
  });

  it("filters by kind and status; an empty filter (an HTML select's 'any') is no filter", async () => {
    const enquiries = await list({ kind: "enquiry" });
    expect(enquiries.body.count).toBe(sunshine.enquiries.length);
    expect(new Set(enquiries.body.data.map((row: { kind: string }) => row.kind))).toEqual(new Set(["enquiry"]));
    const contacted = await list({ status: "contacted" });
    expect(contacted.body.data.map((row: { reference: string }) => row.reference).sort()).toEqual(["SUN-W6BN8"]);
    const both = await list({ kind: "enrollment", status: "documentsComplete" });
    expect(both.body.data.map((row: { reference: string }) => row.reference)).toEqual(["SUN-H8T6W"]);
    // A stage of the other kind finds nothing of it.
    expect((await list({ kind: "enquiry", status: "visitBooked" })).body.count).toBe(0);
    expect((await list({ kind: "", status: "" })).body.count).toBe(sunshine.enrollments.length + sunshine.enquiries.length);
  });

  it.each([
    ["a child's name, any case", "aarav", ["SUN-7K3Q9"]],
    ["a parent's name", "Kulkarni", ["SUN-W6BN8", "SUN-T5GV7"]],
    ["part of a phone number", "000103", ["SUN-H8T6W"]],
    ["a phone number typed with a space", "98220 00103", ["SUN-H8T6W"]],
    ["a reference as printed", "SUN-7K3Q9", ["SUN-7K3Q9"]],
    ["a reference read out: lower case, without its dash", "sun7k3q9", ["SUN-7K3Q9"]],
    ["a reference with a space for its dash", "sun 7k3q9", ["SUN-7K3Q9"]],
    ["part of an e-mail", "farah.shaikh@", ["SUN-D9FZ3"]],
    ["two letters of names (no trigram index: compared one by one)", "aa", ["SUN-7K3Q9", "SUN-H8T6W"]],
    ["a name in Devanagari", "आर्या", ["SUN-M4XP2"]],
    ["a LIKE wildcard, taken literally", "%", []],
    ["an underscore, taken literally", "_", []],
  ])("searches %s", async (_what, q, references) => {
    const res = await list({ q });
    expect(res.status).toBe(200);
    expect(res.body.data.map((row: { reference: string }) => row.reference).sort()).toEqual([...references].sort());
    expect(res.body.count).toBe(references.length);
  });

  it("finds a record sent just now, its new name after a change, and nothing of it once erased", async () => {
    const sent = await enroll({ childName: "Ishaan Vaidya", parentName: "Gauri Vaidya", parentContact: "9876012345" });
    const reference: string = sent.body.reference;
    const found = async (q: string) => (await list({ q })).body.data.map((row: { reference: string }) => row.reference);
    expect(await found("vaidya")).toEqual([reference]);
    expect(await found(reference.replace("-", "").toLowerCase())).toEqual([reference]);
    expect(await found("6012345")).toEqual([reference]);
    // The search's indexes follow the table (api/staff/migrations.ts): an edit, an erasure.
    await api.db.updateTable("enrollments").set({ parentName: "Gauri Apte" }).where("reference", "=", reference).execute();
    expect(await found("gauri apte")).toEqual([reference]);
    expect(await found("gauri vaidya")).toEqual([]);
    await api.db.deleteFrom("enrollments").where("reference", "=", reference).execute();
    expect(await found("vaidya")).toEqual([]);
  });

  it("pages: pageSize rows from pageNo, count of all matching rows", async () => {
    const all = (await list({})).body.data.map((row: { reference: string }) => row.reference);
    const page2 = await list({ pageNo: 2, pageSize: 3 });
    expect(page2.body.count).toBe(all.length);
    expect(page2.body.data.map((row: { reference: string }) => row.reference)).toEqual(all.slice(3, 6));
    expect((await list({ pageNo: 99, pageSize: 3 })).body.data).toEqual([]);
  });

  it.each([
    [{ kind: "letters" }, "kind"],
    [{ status: "lost" }, "status"],
    [{ q: "x".repeat(101) }, "q"],
    [{ pageNo: "0" }, "pageNo"],
    [{ pageSize: "abc" }, "pageSize"],
  ])("answers 400 naming the field for %o", async (params, field) => {
    const res = await list(params);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });
});

describe("GET /staff/submissions/:kind/:id", () => {
  it("answers every field, the statuses it may go to, and its history", async () => {
    const { id } = await idOf("SUN-H8T6W");
    const res = await api.get(`/staff/submissions/enrollment/${id}`, authed(staff));
    expect(res.status).toBe(200);
    expect(res.body.data.submission).toMatchObject({
      kind: "enrollment",
      id,
      reference: "SUN-H8T6W",
      status: "documentsComplete",
      childName: "Vihaan Mehta",
      childAge: 4,
      gender: "male",
      parentName: "Rahul Mehta",
      parentContact: "9822000103",
      address: "22 Pallod Farms, Baner, Pune",
      additionalInformation: "Needs the school bus from Pashan.",
    });
    expect(res.body.data.submission).not.toHaveProperty("clientId");
    // Offered only by making an offer (README "Admissions": "Offers and the waitlist").
    expect(res.body.data.nextStatuses).toEqual(["feePaid", "waitlisted", "declined", "withdrawn"]);
    expect(res.body.data.history.map((h: { fromStatus: string; toStatus: string }) => `${h.fromStatus}→${h.toStatus}`)).toEqual([
      "received→visitAttended",
      "visitAttended→documentsComplete",
    ]);
    expect(res.body.data.history[1]).toMatchObject({
      actorName: "Mr. Rohan Kulkarni",
      note: "Birth certificate and address proof seen at the office.",
      action: "status",
    });
  });

  it("answers 404 for an id of the other kind or no row", async () => {
    const { id } = await idOf("SUN-D9FZ3");
    const max = await api.db
      .selectFrom("enrollments")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirstOrThrow();
    expect((await api.get(`/staff/submissions/enrollment/${Number(max.id) + 1000}`, authed(staff))).status).toBe(404);
    expect((await api.get(`/staff/submissions/enquiry/${id}`, authed(staff))).status).toBe(200);
  });
});

describe("POST /staff/submissions/:kind/:id/status", () => {
  it("moves an application received → visit booked with a note: who, when, from, to and the note are recorded", async () => {
    const created = await enroll({ childName: "Status Child" });
    const id = created.body.data.id;
    const before = Date.now();
    const res = await api.post(
      `/staff/submissions/enrollment/${id}/status`,
      authed(staff, { status: "visitBooked", note: "Called; visit on Monday" }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.submission.status).toBe("visitBooked");
    expect(res.body.data.nextStatuses).toEqual([
      "visitAttended",
      "documentsComplete",
      "feePaid",
      "waitlisted",
      "declined",
      "withdrawn",
    ]);
    const audit = await api.db
      .selectFrom("auditLog")
      .selectAll()
      .where("subjectKind", "=", "enrollment")
      .where("subjectId", "=", id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      clientId: api.schoolA,
      actorName: "Mr. Rohan Kulkarni",
      fromStatus: "received",
      toStatus: "visitBooked",
      note: "Called; visit on Monday",
    });
    expect(Date.parse(audit[0]!.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const detail = await api.get(`/staff/submissions/enrollment/${id}`, authed(staff));
    expect(detail.body.data.history).toHaveLength(1);
    // Then on past a step (the documents were seen at the office), without a note.
    const paid = await api.post(`/staff/submissions/enrollment/${id}/status`, authed(staff, { status: "feePaid" }));
    expect(paid.status).toBe(200);
    expect((await api.db.selectFrom("enrollments").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status).toBe(
      "feePaid",
    );
    // An enquiry's own statuses are still its own.
    const enquiry = await api.post(`/staff/submissions/enrollment/${id}/status`, authed(staff, { status: "contacted" }));
    expect(enquiry.status).toBe(409);
  });

  it("refuses a transition the workflow does not allow: 409 naming status, nothing changed", async () => {
    const id = (await enroll({ childName: "Skip Child" })).body.data.id;
    // A seat is offered only with an offer (class, deadline, seats); enrolled only after accepting.
    for (const status of ["offered", "accepted", "enrolled"]) {
      const res = await api.post(`/staff/submissions/enrollment/${id}/status`, authed(staff, { status }));
      expect(res.status).toBe(409);
      expect(res.body.field).toBe("status");
      expect(res.body.message).toMatch(new RegExp(`received.*${status}`));
    }
    expect((await api.db.selectFrom("enrollments").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status).toBe(
      "received",
    );
    expect(
      await api.db
        .selectFrom("auditLog")
        .select("id")
        .where("subjectKind", "=", "enrollment")
        .where("subjectId", "=", id)
        .execute(),
    ).toEqual([]);
  });

  it("the same status with a note adds a note; without one it is a 409", async () => {
    const { id } = await idOf("SUN-W6BN8");
    const note = await api.post(
      `/staff/submissions/enquiry/${id}/status`,
      authed(staff, { status: "contacted", note: "No answer, try again Friday" }),
    );
    expect(note.status).toBe(200);
    expect(note.body.message).toBe("Note added");
    const history = (await api.get(`/staff/submissions/enquiry/${id}`, authed(staff))).body.data.history;
    expect(history.at(-1)).toMatchObject({
      action: "note",
      fromStatus: "contacted",
      toStatus: "contacted",
      note: "No answer, try again Friday",
    });
    const empty = await api.post(`/staff/submissions/enquiry/${id}/status`, authed(staff, { status: "contacted" }));
    expect(empty.status).toBe(409);
    expect(empty.body.field).toBe("status");
  });

  it("two staff members deciding at once: one wins, the other is told it changed", async () => {
    const id = (await enroll({ childName: "Race Child" })).body.data.id;
    await api.post(`/staff/submissions/enrollment/${id}/status`, authed(staff, { status: "visitAttended" }));
    const results = await Promise.all(
      (["declined", "withdrawn", "declined", "withdrawn", "declined"] as const).map((status) =>
        api.post(`/staff/submissions/enrollment/${id}/status`, authed(staff, { status })),
      ),
    );
    expect(results.filter((res) => res.status === 200)).toHaveLength(1);
    expect(results.filter((res) => res.status === 409)).toHaveLength(4);
    const audit = await api.db
      .selectFrom("auditLog")
      .selectAll()
      .where("subjectKind", "=", "enrollment")
      .where("subjectId", "=", id)
      .execute();
    expect(audit).toHaveLength(2);
  });

  it.each([
    [{}, "status"],
    [{ status: "won" }, "status"],
    [{ status: "contacted", note: "n".repeat(2001) }, "note"],
    [{ status: "contacted", note: "bad\u0000byte" }, "note"],
  ])("answers 400 naming the field for %o", async (body, field) => {
    const { id } = await idOf("SUN-7K3Q9");
    const res = await api.post(`/staff/submissions/enrollment/${id}/status`, authed(staff, body));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });
});

describe("GET /staff/submissions/export", () => {
  const exportCsv = async (params: Record<string, string> = {}) => {
    const response = await fetch(`${api.url}/staff/submissions/export${qs(params)}`, authed(staff));
    const bytes = Buffer.from(await response.arrayBuffer());
    return { response, bytes, text: bytes.toString("utf8") };
  };
  /** RFC 4180 rows (quoted cells with "" for a quote; CRLF between rows). */
  const parseCsv = (text: string) => {
    const out: string[][] = [];
    const re = /"((?:[^"]|"")*)"(,|\r\n)/g;
    let row: string[] = [];
    for (let match = re.exec(text); match; match = re.exec(text)) {
      row.push((match[1] ?? "").replace(/""/g, '"'));
      if (match[2] === "\r\n") {
        out.push(row);
        row = [];
      }
    }
    return out;
  };

  it("streams UTF-8 with a BOM, as an attachment, with a header row and the school's rows", async () => {
    const { response, bytes, text } = await exportCsv();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="inbox-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([
      "Reference",
      "Kind",
      "Status",
      "Received (UTC)",
      "Child's name",
      "Child's age",
      "Gender",
      "Parent's name",
      "Phone",
      "E-mail",
      "Address",
      "Message",
      "Program",
      "Visit date",
      "Visit time",
      "Heard of us",
      "Follow up on",
      "First response (UTC)",
    ]);
    const hindi = rows.find((row) => row[0] === "SUN-M4XP2");
    expect(hindi?.slice(4, 9)).toEqual(["आर्या पाटील", "4", "female", "सुनीता पाटील", "9822000102"]);
    expect(hindi?.[3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const listed = await list({ pageSize: 1000 });
    expect(rows.slice(1).map((row) => row[0])).toEqual(listed.body.data.map((row: { reference: string }) => row.reference));
  });

  it("applies the same filters as the list", async () => {
    const { text } = await exportCsv({ kind: "enquiry", status: "closed" });
    const rows = parseCsv(text.slice(1)).slice(1);
    expect(rows.map((row) => row[0])).toEqual(["SUN-T5GV7"]);
    const search = parseCsv((await exportCsv({ q: "kulkarni" })).text.slice(1)).slice(1);
    expect(search.map((row) => row[0]).sort()).toEqual(["SUN-T5GV7", "SUN-W6BN8"]);
  });

  it("escapes cells a spreadsheet would run as a formula, and quotes", async () => {
    const created = await enroll({
      childName: '=HYPERLINK("http://evil.example","x")',
      parentName: "+91 Parent",
      address: "-2+3 Lane",
      additionalInformation: "@SUM(A1)",
    });
    expect(created.status).toBe(201);
    const rows = parseCsv((await exportCsv({ q: "HYPERLINK" })).text.slice(1)).slice(1);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row[4]).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(row[7]).toBe("'+91 Parent");
    expect(row[10]).toBe("'-2+3 Lane");
    expect(row[11]).toBe("'@SUM(A1)");
  });

  it("streams a long list in chunks: every row once, newest first, ties broken the same way", async () => {
    // 1,100 rows with one timestamp: the export pages past 500-row chunks on (createdAt, kind, id).
    const createdAt = "2001-01-01T00:00:00.000Z";
    const values = Array.from({ length: 1100 }, (_, i) => ({
      clientId: api.schoolA,
      childName: `Bulk ${i}`,
      childAge: 3,
      gender: "male" as const,
      parentName: "Bulk Parent",
      parentContact: "9222222222",
      address: "Bulk Road",
      additionalInformation: "",
      createdAt,
    }));
    for (let i = 0; i < values.length; i += 250)
      await api.db
        .insertInto("enrollments")
        .values(values.slice(i, i + 250))
        .execute();
    const rows = parseCsv((await exportCsv({ q: "Bulk " })).text.slice(1)).slice(1);
    expect(rows).toHaveLength(1100);
    expect(new Set(rows.map((row) => row[4])).size).toBe(1100);
    const ids = await api.db
      .selectFrom("enrollments")
      .select(["id", "childName"])
      .where("childName", "like", "Bulk %")
      .orderBy("id", "desc")
      .execute();
    expect(rows.map((row) => row[4])).toEqual(ids.map((row) => row.childName));
  });
});
