import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentChange } from "../../api/events.js";
import { authed, demoAccount, qs, signIn, startTestApi, type TestApi } from "./harness.js";

// Testimonial moderation: pending ones with the submitter's mobile; approve (on the public list at
// once, and the site told to drop its cached list), reject, fix typos, delete.

let api: TestApi;
let staff: string;
const changes: ContentChange[] = [];

beforeAll(async () => {
  api = await startTestApi({ onContentChange: (change) => changes.push(change) });
  staff = await signIn(api, demoAccount(0, "staff"));
});
afterAll(async () => {
  await api?.close();
});

const submit = async (title: string, mobile = "9333333333") => {
  const res = await api.post("/testimonial/new" + qs({ clientId: api.schoolA, title, mobile, description: `Words of ${title}` }));
  expect(res.status).toBe(201);
  const id: number = res.body.data.id;
  return id;
};
const publicTitles = async () =>
  (await api.get("/testimonial/all" + qs({ clientId: api.schoolA, pageSize: 1000 }))).body.data.map(
    (t: { title: string }) => t.title,
  );
const moderation = (status: string) => api.get("/staff/testimonials" + qs({ status, pageSize: 100 }), authed(staff));

describe("the staff's testimonial list", () => {
  it("lists pending ones by default, newest first, with the submitter's mobile", async () => {
    const id = await submit("Newest Parent", "9444444444");
    const res = await api.get("/staff/testimonials", authed(staff));
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toEqual({
      id,
      title: "Newest Parent",
      description: "Words of Newest Parent",
      mobile: "9444444444",
      status: "pending",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(res.body.data.every((t: { status: string }) => t.status === "pending")).toBe(true);
    expect(res.body.count).toBe(res.body.data.length);
  });

  it("filters approved, rejected and all", async () => {
    const all = await moderation("all");
    const approved = await moderation("approved");
    const pending = await moderation("pending");
    expect(approved.body.data.every((t: { status: string }) => t.status === "approved")).toBe(true);
    expect(all.body.count).toBe(approved.body.count + pending.body.count + (await moderation("rejected")).body.count);
  });
});

describe("moderation", () => {
  it("approve puts it on the public list at once and announces the change", async () => {
    const id = await submit("Approve Me");
    expect(await publicTitles()).not.toContain("Approve Me");
    changes.length = 0;
    const res = await api.post(`/staff/testimonials/${id}/approve`, authed(staff));
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("approved");
    expect(await publicTitles()).toContain("Approve Me");
    expect(changes).toEqual([{ clientId: api.schoolA, list: "testimonials" }]);
    const audit = await api.db
      .selectFrom("auditLog")
      .selectAll()
      .where("subjectKind", "=", "testimonial")
      .where("subjectId", "=", id)
      .execute();
    expect(audit).toMatchObject([
      { action: "approve", fromStatus: "pending", toStatus: "approved", actorName: "Mr. Rohan Kulkarni" },
    ]);
  });

  it("reject hides it (also after an approval) and keeps it to reconsider", async () => {
    const id = await submit("Reject Me");
    await api.post(`/staff/testimonials/${id}/approve`, authed(staff));
    const res = await api.post(`/staff/testimonials/${id}/reject`, authed(staff));
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("rejected");
    expect(await publicTitles()).not.toContain("Reject Me");
    expect((await moderation("rejected")).body.data.map((t: { id: number }) => t.id)).toContain(id);
    expect((await moderation("pending")).body.data.map((t: { id: number }) => t.id)).not.toContain(id);
    const again = await api.post(`/staff/testimonials/${id}/approve`, authed(staff));
    expect(again.body.data.status).toBe("approved");
  });

  it("edit fixes typos in the name and text, with the submission's own rules", async () => {
    const id = await submit("Typo Parnet");
    const res = await api.post(`/staff/testimonials/${id}/edit`, authed(staff, { title: "Typo Parent" }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: "Typo Parent", description: "Words of Typo Parnet" });
    const text = await api.post(`/staff/testimonials/${id}/edit`, authed(staff, { description: "Fixed words" }));
    expect(text.body.data).toMatchObject({ title: "Typo Parent", description: "Fixed words" });
    for (const [body, field] of [
      [{ title: "<i>x</i>" }, "title"],
      [{ description: "d".repeat(2001) }, "description"],
      [{}, "title"],
    ] as const) {
      const bad = await api.post(`/staff/testimonials/${id}/edit`, authed(staff, body));
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe(field);
    }
  });

  it("delete removes it for good and leaves an audit row without its words", async () => {
    const id = await submit("Delete Me");
    await api.post(`/staff/testimonials/${id}/approve`, authed(staff));
    const res = await api.post(`/staff/testimonials/${id}/delete`, authed(staff));
    expect(res.status).toBe(200);
    expect(await api.db.selectFrom("testimonials").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
    expect(await publicTitles()).not.toContain("Delete Me");
    const audit = await api.db
      .selectFrom("auditLog")
      .selectAll()
      .where("subjectKind", "=", "testimonial")
      .where("subjectId", "=", id)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(["approve", "delete"]);
    expect(JSON.stringify(audit)).not.toContain("Delete Me");
    expect((await api.post(`/staff/testimonials/${id}/delete`, authed(staff))).status).toBe(404);
  });
});
