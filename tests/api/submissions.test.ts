import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../api/schema.js";
import { qs, startTestApi, type TestApi } from "./harness.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

type Params = Record<string, string | undefined>;
const long = (n: number) => "a".repeat(n);

async function rowCount(table: keyof Database, clientId?: number): Promise<number> {
  let query = api.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as("n"));
  if (clientId !== undefined) query = query.where("clientId", "=", clientId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

interface Endpoint {
  path: string;
  table: "enrollments" | "testimonials" | "enquiries";
  valid: () => Params;
  /** Another valid value of one field: a different submission. */
  changed: Params;
  /** [what is wrong, params to override, field named, exact message (SPEC §5) if any] */
  bad: [string, Params, string, string?][];
}

const endpoints: Endpoint[] = [
  {
    path: "/enrollment/new",
    table: "enrollments",
    valid: () => ({
      clientId: String(api.schoolA),
      childName: "Aarav Sharma",
      childAge: "4",
      gender: "male",
      parentName: "Priya Sharma",
      parentContact: "9876543210",
      address: "12 MG Road, Pune",
      additionalInformation: "Allergic to peanuts",
    }),
    changed: { childName: "Vivaan Sharma" },
    bad: [
      ["missing child's name", { childName: undefined }, "childName", "Child's name is required"],
      ["blank child's name", { childName: "   " }, "childName", "Child's name is required"],
      ["child's name too long", { childName: long(201) }, "childName"],
      ["HTML in the child's name", { childName: "<img src=x onerror=alert(1)>" }, "childName"],
      ["control character in the parent's name", { parentName: "Priya\u0000" }, "parentName"],
      ["age not a number", { childAge: "four" }, "childAge"],
      ["age out of range", { childAge: "19" }, "childAge"],
      ["age with a fraction", { childAge: "3.5" }, "childAge"],
      ["SQL in the age", { childAge: "4; DROP TABLE enrollments" }, "childAge"],
      ["missing gender", { gender: undefined }, "gender"],
      ["unknown gender", { gender: "robot" }, "gender"],
      ["contact too short", { parentContact: "98765" }, "parentContact"],
      ["contact with letters", { parentContact: "98765abcde" }, "parentContact"],
      ["address too long", { address: long(201) }, "address"],
      ["missing address", { address: undefined }, "address"],
      ["additional information too long", { additionalInformation: long(2001) }, "additionalInformation"],
      ["unknown client", { clientId: "999999" }, "clientId"],
      ["SQL in clientId", { clientId: "1 OR 1=1" }, "clientId"],
      ["missing clientId", { clientId: undefined }, "clientId"],
    ],
  },
  {
    path: "/testimonial/new",
    table: "testimonials",
    valid: () => ({
      clientId: String(api.schoolA),
      title: "Meera Iyer",
      mobile: "9123456780",
      description: "My daughter loves her teachers.",
    }),
    changed: { description: "My son loves the music lessons." },
    bad: [
      ["missing name", { title: undefined }, "title", "Name is required"],
      ["blank name", { title: "  " }, "title", "Name is required"],
      ["name too long", { title: long(201) }, "title"],
      ["HTML in the name", { title: "<b>Meera</b>" }, "title"],
      ["missing mobile", { mobile: undefined }, "mobile", "Mobile no. is required"],
      ["mobile of 9 digits", { mobile: "912345678" }, "mobile", "Invalid mobile no."],
      ["mobile of 11 digits", { mobile: "91234567801" }, "mobile", "Invalid mobile no."],
      ["mobile with SQL", { mobile: "' OR '1'='1" }, "mobile", "Invalid mobile no."],
      ["missing testimonial", { description: undefined }, "description", "Testimonial is required"],
      ["testimonial too long", { description: long(2001) }, "description"],
      ["unknown client", { clientId: "424242" }, "clientId"],
      ["clientId not a number", { clientId: "school-a" }, "clientId"],
    ],
  },
  {
    path: "/contact/new",
    table: "enquiries",
    valid: () => ({
      clientId: String(api.schoolA),
      parentName: "Rahul Verma",
      parentMobile: "9988776655",
      email: "rahul@example.org",
      childName: "Anaya",
      message: "Do you have seats in nursery for June?",
    }),
    changed: { message: "Is there a bus from Baner?" },
    bad: [
      ["missing parent name", { parentName: undefined }, "parentName"],
      ["parent name too long", { parentName: long(201) }, "parentName"],
      ["missing mobile", { parentMobile: undefined }, "parentMobile", "Parent mobile number is required"],
      ["mobile starting with 5", { parentMobile: "5123456789" }, "parentMobile", "Enter a valid 10-digit mobile number"],
      ["mobile of 11 digits", { parentMobile: "98765432101" }, "parentMobile", "Enter a valid 10-digit mobile number"],
      ["missing e-mail", { email: undefined }, "email"],
      ["malformed e-mail", { email: "rahul.example.org" }, "email"],
      ["e-mail too long", { email: `${long(250)}@example.org` }, "email"],
      ["missing message", { message: undefined }, "message"],
      ["message too long", { message: long(2001) }, "message"],
      ["HTML in the child's name", { childName: "<script>alert(1)</script>" }, "childName"],
      ["child's name too long", { childName: long(201) }, "childName"],
      ["unknown client", { clientId: "31337" }, "clientId"],
      ["SQL in clientId", { clientId: "1;DELETE FROM enquiries" }, "clientId"],
    ],
  },
];

const merge = (base: Params, override: Params): Params => {
  const out: Params = { ...base };
  for (const [name, value] of Object.entries(override)) {
    if (value === undefined) delete out[name];
    else out[name] = value;
  }
  return out;
};

describe.each(endpoints)("POST $path", (endpoint) => {
  it("stores a valid submission given as query parameters (SPEC §7)", async () => {
    const before = await rowCount(endpoint.table, api.schoolA);
    const res = await api.post(endpoint.path + qs(endpoint.valid()));
    expect(res.status).toBe(201);
    expect(typeof res.body.message).toBe("string");
    expect(await rowCount(endpoint.table, api.schoolA)).toBe(before + 1);
    const row = await api.db.selectFrom(endpoint.table).selectAll().where("id", "=", res.body.data.id).executeTakeFirstOrThrow();
    expect(row.clientId).toBe(api.schoolA);
  });

  it("accepts the same fields as a form body and as a JSON body", async () => {
    const before = await rowCount(endpoint.table);
    const form = await api.post(endpoint.path, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(endpoint.valid() as Record<string, string>).toString(),
    });
    const json = await api.post(endpoint.path, {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...endpoint.valid(), clientId: api.schoolA }),
    });
    expect([form.status, json.status]).toEqual([201, 201]);
    expect(await rowCount(endpoint.table)).toBe(before + 2);
  });

  it.each(endpoint.bad)("rejects %s: 400 naming the field, nothing stored", async (_what, override, field, message) => {
    const before = await rowCount(endpoint.table);
    const res = await api.post(endpoint.path + qs(merge(endpoint.valid(), override)));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toContain(field);
    if (message) expect(res.body.errors[field]).toContain(message);
    expect(await rowCount(endpoint.table)).toBe(before);
  });

  it("rejects a JSON body whose field is not a scalar", async () => {
    const before = await rowCount(endpoint.table);
    const [field] = Object.keys(endpoint.valid()).filter((name) => name !== "clientId");
    const res = await api.post(endpoint.path, {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...endpoint.valid(), [field!]: { $gt: "" } }),
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(await rowCount(endpoint.table)).toBe(before);
  });

  it("a repeat with the same Idempotency-Key stores nothing new and answers as the first did", async () => {
    const before = await rowCount(endpoint.table);
    const headers = { "Idempotency-Key": `repeat-${endpoint.table}-0001` };
    const first = await api.post(endpoint.path + qs(endpoint.valid()), { headers });
    const second = await api.post(endpoint.path + qs(endpoint.valid()), { headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect(await rowCount(endpoint.table)).toBe(before + 1);
  });

  it("a repeat of an Idempotency-Key with different data is refused (409 naming idempotencyKey), nothing stored", async () => {
    const headers = { "Idempotency-Key": `changed-${endpoint.table}-0001` };
    const before = await rowCount(endpoint.table);
    const first = await api.post(endpoint.path + qs(endpoint.valid()), { headers });
    expect(first.status).toBe(201);
    const second = await api.post(endpoint.path + qs({ ...endpoint.valid(), ...endpoint.changed }), { headers });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: expect.stringMatching(/different details/), field: "idempotencyKey" });
    expect(await rowCount(endpoint.table)).toBe(before + 1);
    const [name, value] = Object.entries(endpoint.changed)[0]!;
    const stored = await api.db
      .selectFrom(endpoint.table)
      .selectAll()
      .where("id", "=", first.body.data.id)
      .executeTakeFirstOrThrow();
    expect(stored).not.toHaveProperty(name, value);
    // The first submission still replays.
    const again = await api.post(endpoint.path + qs(endpoint.valid()), { headers });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
  });

  it("the same data sent another way (JSON body, spacing, field order) replays under its key", async () => {
    const headers = { "Idempotency-Key": `same-data-${endpoint.table}-01` };
    const before = await rowCount(endpoint.table);
    const first = await api.post(endpoint.path + qs(endpoint.valid()), { headers });
    const textField = Object.keys(endpoint.changed)[0]!;
    const spaced = Object.fromEntries(
      Object.entries(endpoint.valid())
        .reverse()
        .map(([name, value]) => [name, name === "clientId" ? Number(value) : name === textField ? `  ${value} ` : value]),
    );
    const second = await api.post(endpoint.path, {
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify(spaced),
    });
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await rowCount(endpoint.table)).toBe(before + 1);
  });

  it("keeps idempotency keys per school: school B's key never answers with school A's row", async () => {
    const headers = { "Idempotency-Key": `shared-key-${endpoint.table}` };
    const beforeA = await rowCount(endpoint.table, api.schoolA);
    const beforeB = await rowCount(endpoint.table, api.schoolB);
    const a = await api.post(endpoint.path + qs(endpoint.valid()), { headers });
    const b = await api.post(endpoint.path + qs({ ...endpoint.valid(), clientId: String(api.schoolB) }), { headers });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.data.id).not.toBe(a.body.data.id);
    expect(await rowCount(endpoint.table, api.schoolA)).toBe(beforeA + 1);
    expect(await rowCount(endpoint.table, api.schoolB)).toBe(beforeB + 1);
  });

  it("rejects a malformed Idempotency-Key", async () => {
    const before = await rowCount(endpoint.table);
    const res = await api.post(endpoint.path + qs(endpoint.valid()), { headers: { "Idempotency-Key": "short" } });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("Idempotency-Key");
    expect(await rowCount(endpoint.table)).toBe(before);
  });
});

describe("what the submissions store and answer", () => {
  it("enrollment answers a message fit for a parent and stores every field as sent", async () => {
    const params = {
      clientId: String(api.schoolB),
      childName: "Robert'); DROP TABLE enrollments;--",
      childAge: "0",
      gender: "other",
      parentName: "O'Brien",
      parentContact: "0123456789",
      address: "Flat 4, 2nd Cross\nIndiranagar",
      additionalInformation: "<b>not markup</b> & more",
    };
    const res = await api.post("/enrollment/new" + qs(params));
    expect(res.status).toBe(201);
    expect(res.body.message).toContain(params.childName);
    expect(res.body.message).toMatch(/thank you/i);
    const row = await api.db.selectFrom("enrollments").selectAll().where("id", "=", res.body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...params, clientId: api.schoolB, childAge: 0 });
    // The injected SQL was data, not a statement: the table is still there.
    expect(await rowCount("enrollments")).toBeGreaterThan(0);
  });

  it("an enrollment keeps the program chosen on the form; no program is blank; another is refused", async () => {
    const base = {
      clientId: String(api.schoolA),
      childName: "Ira",
      childAge: "5",
      gender: "female",
      parentName: "Asha",
      parentContact: "9822041563",
      address: "1 Lane",
    };
    const chosen = await api.post("/enrollment/new" + qs({ ...base, program: "summerCamps" }));
    expect(chosen.status).toBe(201);
    const stored = await api.db
      .selectFrom("enrollments")
      .select("program")
      .where("id", "=", chosen.body.data.id)
      .executeTakeFirstOrThrow();
    expect(stored.program).toBe("summerCamps");
    const none = await api.post("/enrollment/new" + qs({ ...base, childName: "Ira Two" }));
    expect(none.status).toBe(201);
    const blank = await api.db
      .selectFrom("enrollments")
      .select("program")
      .where("id", "=", none.body.data.id)
      .executeTakeFirstOrThrow();
    expect(blank.program).toBe("");
    const before = await rowCount("enrollments");
    const refused = await api.post("/enrollment/new" + qs({ ...base, childName: "Ira Three", program: "spaceCamp" }));
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe("program");
    expect(await rowCount("enrollments")).toBe(before);
  });

  it("a new testimonial is stored unapproved and not listed until approved", async () => {
    const title = `Pending Parent ${Date.now()}`;
    const res = await api.post(
      "/testimonial/new" +
        qs({ clientId: api.schoolA, title, mobile: "9000000001", description: "<img src=x onerror=alert(1)>" }),
    );
    expect(res.status).toBe(201);
    const row = await api.db.selectFrom("testimonials").selectAll().where("id", "=", res.body.data.id).executeTakeFirstOrThrow();
    expect(row.approved).toBe(0);
    expect(row.mobile).toBe("9000000001");
    const listed = async () =>
      (await api.get("/testimonial/all" + qs({ pageSize: 1000, clientId: api.schoolA }))).body.data.map(
        (t: { title: string }) => t.title,
      );
    expect(await listed()).not.toContain(title);
    await api.db.updateTable("testimonials").set({ approved: 1 }).where("id", "=", row.id).execute();
    expect(await listed()).toContain(title);
  });

  it("enquiry answers the spec's confirmation text", async () => {
    const res = await api.post(
      "/contact/new" +
        qs({ clientId: api.schoolA, parentName: "Asha", parentMobile: "6000000000", email: "A@Example.org", message: "Hi" }),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("We have received your request, Our team will contact you soon!");
    const row = await api.db.selectFrom("enquiries").selectAll().where("id", "=", res.body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ childName: "", email: "a@example.org", parentMobile: "6000000000" });
  });
});

describe("under load", () => {
  const enrollment = (i: number) =>
    qs({
      clientId: api.schoolA,
      childName: `Load Child ${i}`,
      childAge: String(i % 7),
      gender: "female",
      parentName: "Load Parent",
      parentContact: "9876543210",
      address: "Load Street",
    });

  it("200 concurrent enrollment POSTs store exactly 200 rows", async () => {
    const before = await rowCount("enrollments", api.schoolA);
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => api.post("/enrollment/new" + enrollment(i))));
    expect(results.filter((res) => res.status !== 201)).toEqual([]);
    expect(await rowCount("enrollments", api.schoolA)).toBe(before + 200);
  });

  it("200 concurrent POSTs reusing 100 idempotency keys store 100 rows", async () => {
    const before = await rowCount("enrollments", api.schoolA);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        api.post("/enrollment/new" + enrollment(i % 100), { headers: { "Idempotency-Key": `load-key-${i % 100}-abcdef` } }),
      ),
    );
    expect(results.filter((res) => res.status !== 201)).toEqual([]);
    expect(await rowCount("enrollments", api.schoolA)).toBe(before + 100);
    // Both answers for one key name the same stored row.
    for (let i = 0; i < 100; i++) expect(results[i]!.body.data.id).toBe(results[i + 100]!.body.data.id);
  });

  it("concurrent POSTs of two different payloads under one key store one row; the other payload gets 409", async () => {
    const before = await rowCount("enrollments", api.schoolA);
    const headers = { "Idempotency-Key": "race-two-payloads-0001" };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.post("/enrollment/new" + enrollment(i % 2), { headers })),
    );
    const statuses = (parity: number) => [...new Set(results.filter((_, i) => i % 2 === parity).map((res) => res.status))];
    expect([statuses(0), statuses(1)].sort()).toEqual([[201], [409]]);
    expect(await rowCount("enrollments", api.schoolA)).toBe(before + 1);
  });
});
