import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeReference, referencePrefix } from "../../api/references.js";
import { authed, demoAccount, qs, signIn, startTestApi, type TestApi } from "./harness.js";

// Parents' references (SUN-7K3Q9): unguessable, unique per school, returned by a successful
// enrollment or enquiry; and the public status lookup by reference plus mobile, which answers
// the status and nothing else, with one answer for "no such reference" and "wrong mobile".

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const FORMAT = /^[A-Z]{3}-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{5}$/;
const enrollment = (clientId: number, i = 0) =>
  "/enrollment/new" +
  qs({
    clientId,
    childName: `Ref Child ${i}`,
    childAge: "3",
    gender: "other",
    parentName: "Ref Parent",
    parentContact: "9812345678",
    address: "Ref Road",
  });
const lookup = (params: Record<string, string | number>) => api.get("/enrollment/status" + qs(params));

describe("the reference's shape", () => {
  it.each([
    ["Sunshine Kids Academy", "SUN"],
    ["Rainbow Early Learning Centre", "RAI"],
    ["12 Bright Stars", "BRI"],
    ["Ärzte Kinderhaus", "ARZ"],
    ["Jo", "JOX"],
    ["आनंद बालवाड़ी", "XXX"],
  ])("prefix of %s is %s", (name, prefix) => {
    expect(referencePrefix(name)).toBe(prefix);
  });

  it("forgives case, spaces and a missing dash as a parent types it", () => {
    expect(normalizeReference(" sun 7k3q9 ")).toBe("SUN-7K3Q9");
    expect(normalizeReference("sun7k3q9")).toBe("SUN-7K3Q9");
    expect(normalizeReference("SUN-7K3Q9")).toBe("SUN-7K3Q9");
  });
});

describe("references of submissions", () => {
  it("an enrollment and an enquiry answer a reference with the school's prefix, kept with the row", async () => {
    const res = await api.post(enrollment(api.schoolA));
    expect(res.status).toBe(201);
    expect(res.body.reference).toMatch(FORMAT);
    expect(res.body.reference.startsWith("SUN-")).toBe(true);
    expect(typeof res.body.message).toBe("string");
    const row = await api.db
      .selectFrom("enrollments")
      .select(["reference", "status"])
      .where("id", "=", res.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ reference: res.body.reference, status: "received" });
    const enquiry = await api.post(
      "/contact/new" +
        qs({ clientId: api.schoolB, parentName: "R", parentMobile: "9812345678", email: "r@example.org", message: "Hi" }),
    );
    expect(enquiry.body.reference).toMatch(/^RAI-/);
  });

  it("a repeat with the same Idempotency-Key answers the same reference", async () => {
    const headers = { "Idempotency-Key": "reference-repeat-0001" };
    const first = await api.post(enrollment(api.schoolA), { headers });
    const second = await api.post(enrollment(api.schoolA), { headers });
    expect(second.body.reference).toBe(first.body.reference);
  });

  it("300 submissions at once get 300 different references from the unambiguous alphabet", async () => {
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        i % 2
          ? api.post(enrollment(api.schoolA, i))
          : api.post(
              "/contact/new" +
                qs({
                  clientId: api.schoolA,
                  parentName: "P",
                  parentMobile: "9812345678",
                  email: "p@example.org",
                  message: `m${i}`,
                }),
            ),
      ),
    );
    expect(results.filter((res) => res.status !== 201)).toEqual([]);
    const references = results.map((res): string => res.body.reference);
    expect(new Set(references).size).toBe(300);
    for (const reference of references) expect(reference).toMatch(FORMAT);
  });
});

describe("GET /enrollment/status", () => {
  it("answers the status staff set, and nothing else", async () => {
    const res = await lookup({ clientId: api.schoolA, reference: "SUN-7K3Q9", mobile: "9822000101" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ reference: "SUN-7K3Q9", kind: "enrollment", status: "received" });
    const staff = await signIn(api, demoAccount(0, "staff"));
    const list = await api.get("/staff/submissions" + qs({ q: "9822000101" }), authed(staff));
    await api.post(
      `/staff/submissions/enrollment/${list.body.data[0].id}/status`,
      authed(staff, { status: "visitBooked", note: "Private: mother prefers evenings" }),
    );
    const after = await lookup({ clientId: api.schoolA, reference: "sun 7k3q9", mobile: "9822000101" });
    expect(after.body.data).toMatchObject({ reference: "SUN-7K3Q9", kind: "enrollment", status: "visitBooked" });
    expect(JSON.stringify(after.body)).not.toContain("evenings");
  });

  it("finds an enquiry's reference too", async () => {
    const res = await lookup({ clientId: api.schoolA, reference: "SUN-T5GV7", mobile: "9822000106" });
    expect(res.body.data.status).toBe("closed");
  });

  it("gives one answer for an unknown reference, a wrong mobile and another school", async () => {
    const unknown = await lookup({ clientId: api.schoolA, reference: "SUN-ZZZZZ", mobile: "9822000101" });
    const wrongMobile = await lookup({ clientId: api.schoolA, reference: "SUN-7K3Q9", mobile: "9822000109" });
    const otherSchool = await lookup({ clientId: api.schoolB, reference: "SUN-7K3Q9", mobile: "9822000101" });
    for (const res of [unknown, wrongMobile, otherSchool]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(unknown.body);
    }
    expect(unknown.body).toEqual({ message: expect.stringMatching(/could not find/) });
  });

  it.each([
    [{ reference: "SUN-7K3Q" }, "reference"],
    [{ reference: "SUN-7K3Q0" }, "reference"],
    [{ reference: undefined }, "reference"],
    [{ mobile: "98220" }, "mobile"],
    [{ mobile: undefined }, "mobile"],
    [{ clientId: "abc" }, "clientId"],
  ])("answers 400 naming the field for %o", async (override, field) => {
    const params: Record<string, string | number | undefined> = {
      clientId: api.schoolA,
      reference: "SUN-7K3Q9",
      mobile: "9822000101",
      ...override,
    };
    const res = await api.get("/enrollment/status" + qs(params));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
  });
});
