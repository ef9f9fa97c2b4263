import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentChange } from "../../api/events.js";
import { authed, demoAccount, outboxOf, qs, signIn, startTestApi, type TestApi } from "./harness.js";

// Erasure on a family's request (DPDP Act 2023, GDPR): every enrollment, enquiry and testimonial
// of the school with that mobile, their history and queued mails go; one audit row without the
// personal data stays. Another school's rows with the same mobile stay too.

let api: TestApi;
let staff: string;
const changes: ContentChange[] = [];
const MOBILE = "9888877777";

beforeAll(async () => {
  api = await startTestApi({ onContentChange: (change) => changes.push(change) });
  staff = await signIn(api, demoAccount(0, "staff"));
});
afterAll(async () => {
  await api?.close();
});

async function family(clientId: number) {
  const enrollment = await api.post(
    "/enrollment/new" +
      qs({
        clientId,
        childName: "Erase Child",
        childAge: "4",
        gender: "male",
        parentName: "Erase Parent",
        parentContact: MOBILE,
        address: "Erase Street",
      }),
    { headers: { "Idempotency-Key": `erase-${clientId}-${Math.random().toString(36).slice(2)}` } },
  );
  const enquiry = await api.post(
    "/contact/new" +
      qs({ clientId, parentName: "Erase Parent", parentMobile: MOBILE, email: "erase@example.org", message: "Erase me" }),
  );
  const testimonial = await api.post(
    "/testimonial/new" + qs({ clientId, title: "Erase Parent", mobile: MOBILE, description: "Erase words" }),
  );
  return { enrollment: enrollment.body, enquiry: enquiry.body, testimonial: testimonial.body };
}

const count = async (table: "enrollments" | "enquiries" | "testimonials", clientId: number) => {
  const column = table === "enrollments" ? "parentContact" : table === "enquiries" ? "parentMobile" : "mobile";
  return (await api.db.selectFrom(table).select("id").where("clientId", "=", clientId).where(column, "=", MOBILE).execute())
    .length;
};

describe("erasing a family's records", () => {
  it("previews, then erases the school's rows with that mobile, their history and mails", async () => {
    const a = await family(api.schoolA);
    await family(api.schoolA);
    await family(api.schoolB);
    await api.post(
      `/staff/submissions/enrollment/${a.enrollment.data.id}/status`,
      authed(staff, { status: "contacted", note: "Spoke to Erase Parent" }),
    );
    await api.post(`/staff/testimonials/${a.testimonial.data.id}/approve`, authed(staff));

    const preview = await api.get("/staff/erase" + qs({ mobile: MOBILE }), authed(staff));
    expect(preview.status).toBe(200);
    expect(preview.body.data).toEqual({ enrollments: 2, enquiries: 2, visits: 0, testimonials: 2 });
    expect(await count("enrollments", api.schoolA)).toBe(2);

    changes.length = 0;
    const res = await api.post("/staff/erase", authed(staff, { mobile: MOBILE }));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ enrollments: 2, enquiries: 2, visits: 0, testimonials: 2 });
    for (const table of ["enrollments", "enquiries", "testimonials"] as const) {
      expect(await count(table, api.schoolA)).toBe(0);
      expect(await count(table, api.schoolB)).toBe(1);
    }
    // Their status history and queued notification mails went with them.
    expect(
      await api.db
        .selectFrom("auditLog")
        .select("id")
        .where("subjectKind", "=", "enrollment")
        .where("subjectId", "=", a.enrollment.data.id)
        .execute(),
    ).toEqual([]);
    expect(await outboxOf(api, "enrollment", a.enrollment.data.id)).toEqual([]);
    // So did the stored idempotent answers that repeat the child's name — of this school only.
    const answers = await api.db.selectFrom("idempotencyKeys").select(["scope", "body"]).execute();
    expect(answers.filter((row) => row.body.includes("Erase Child")).map((row) => row.scope)).toEqual([
      `enrollment:${api.schoolB}`,
    ]);
    // The public testimonial list drops it at once, and the site is told.
    const listed = await api.get("/testimonial/all" + qs({ clientId: api.schoolA, pageSize: 1000 }));
    expect(listed.body.data.map((t: { title: string }) => t.title)).not.toContain("Erase Parent");
    expect(changes).toEqual([{ clientId: api.schoolA, list: "testimonials" }]);
    // The parent's reference no longer finds anything.
    expect(
      (await api.get("/enrollment/status" + qs({ clientId: api.schoolA, reference: a.enrollment.reference, mobile: MOBILE })))
        .status,
    ).toBe(404);

    // One audit row remains: who, when, how many — no name, mobile or words.
    const erasures = await api.get("/staff/erasures", authed(staff));
    expect(erasures.body.count).toBe(1);
    expect(erasures.body.data[0]).toMatchObject({
      actorName: "Mr. Rohan Kulkarni",
      note: expect.stringContaining("2 enrollment"),
    });
    const all = await api.db.selectFrom("auditLog").selectAll().where("clientId", "=", api.schoolA).execute();
    const stored = JSON.stringify(all);
    for (const personal of [MOBILE, "Erase Parent", "Erase Child", "Erase words", "erase@example.org"])
      expect(stored).not.toContain(personal);
  });

  it("erasing a mobile with nothing stored changes nothing and writes no audit row", async () => {
    const before = (await api.get("/staff/erasures", authed(staff))).body.count;
    const res = await api.post("/staff/erase", authed(staff, { mobile: "9000000123" }));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ enrollments: 0, enquiries: 0, visits: 0, testimonials: 0 });
    expect((await api.get("/staff/erasures", authed(staff))).body.count).toBe(before);
  });

  it.each([[{}], [{ mobile: "98888" }], [{ mobile: "98888777770" }], [{ mobile: "' OR 1=1 --" }]])(
    "answers 400 naming mobile for %o, erasing nothing",
    async (body) => {
      const before = await count("enrollments", api.schoolB);
      const res = await api.post("/staff/erase", authed(staff, body));
      expect(res.status).toBe(400);
      expect(res.body.field).toBe("mobile");
      expect(await count("enrollments", api.schoolB)).toBe(before);
    },
  );
});
