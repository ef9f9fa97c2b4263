import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authed, demoAccount, qs, signIn, signInParent, startTestApi, type TestApi } from "./harness.js";

// The staff console's walls, for every /staff endpoint: anonymous 401, a parent 403, staff where
// an owner is needed 403, another school's staff 404 (and never a row of the other school read,
// counted or changed), bad input 400 naming the field — on SQLite and PostgreSQL alike.

let api: TestApi;
const token: Record<"parentA" | "staffA" | "ownerA" | "staffB" | "ownerB", string> = {
  parentA: "",
  staffA: "",
  ownerA: "",
  staffB: "",
  ownerB: "",
};

/** Row ids of each school: what the other school's staff must never reach. */
interface Rows {
  enrollment: number;
  enquiry: number;
  testimonial: number;
  member: number;
  familyMobile: string;
}
const rows: { A: Rows; B: Rows } = {
  A: { enrollment: 0, enquiry: 0, testimonial: 0, member: 0, familyMobile: "" },
  B: { enrollment: 0, enquiry: 0, testimonial: 0, member: 0, familyMobile: "" },
};

async function rowsOf(clientId: number): Promise<Rows> {
  const enrollment = await api.db
    .selectFrom("enrollments")
    .select(["id", "parentContact"])
    .where("clientId", "=", clientId)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const enquiry = await api.db
    .selectFrom("enquiries")
    .select("id")
    .where("clientId", "=", clientId)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const testimonial = await api.db
    .selectFrom("testimonials")
    .select("id")
    .where("clientId", "=", clientId)
    .where("approved", "=", 0)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const member = await api.db
    .selectFrom("users")
    .select("id")
    .where("clientId", "=", clientId)
    .where("role", "=", "staff")
    .executeTakeFirstOrThrow();
  return {
    enrollment: enrollment.id,
    enquiry: enquiry.id,
    testimonial: testimonial.id,
    member: member.id,
    familyMobile: enrollment.parentContact,
  };
}

/** Everything of school A a request could touch, to prove a refused request changed nothing. */
async function snapshotA() {
  const of = async (table: "enrollments" | "enquiries" | "testimonials" | "users" | "auditLog" | "signInLinks") =>
    api.db.selectFrom(table).selectAll().where("clientId", "=", api.schoolA).orderBy("id").execute();
  return {
    enrollments: await of("enrollments"),
    enquiries: await of("enquiries"),
    testimonials: await of("testimonials"),
    users: await of("users"),
    auditLog: await of("auditLog"),
    signInLinks: await of("signInLinks"),
  };
}

beforeAll(async () => {
  api = await startTestApi();
  token.parentA = await signInParent(api, "parent-a@example.org");
  token.staffA = await signIn(api, demoAccount(0, "staff"));
  token.ownerA = await signIn(api, demoAccount(0, "owner"));
  token.staffB = await signIn(api, demoAccount(1, "staff"));
  token.ownerB = await signIn(api, demoAccount(1, "owner"));
  rows.A = await rowsOf(api.schoolA);
  rows.B = await rowsOf(api.schoolB);
  // School B's own member to remove is not the staff account whose token the tests use.
  const extra = await api.db
    .insertInto("users")
    .values({
      clientId: api.schoolB,
      name: "Extra Staff",
      mobile: "",
      email: "extra-b@example.org",
      passwordHash: "x",
      role: "staff",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  rows.B.member = extra.id;
});
afterAll(async () => {
  await api?.close();
});

interface Endpoint {
  method: "GET" | "POST";
  /** The path for one school's rows. */
  path: (r: Rows) => string;
  role: "staff" | "owner";
  /** A valid request's parameters for that school's rows. */
  params: (r: Rows) => Record<string, string>;
  /** A bad parameter and the field the 400 must name (none for endpoints that take no input). */
  bad?: [Record<string, string>, string];
  /** A path-parameter that is not an id: 400 naming it. */
  badPath?: [string, string];
  /** Whether the path names a row of the school (else it is a list or the school itself). */
  rowScoped: boolean;
}

const endpoints: Endpoint[] = [
  { method: "GET", path: () => "/staff/me", role: "staff", params: () => ({}), rowScoped: false },
  {
    method: "POST",
    path: () => "/staff/me",
    role: "staff",
    params: () => ({ notifyByEmail: "false" }),
    bad: [{ notifyByEmail: "maybe" }, "notifyByEmail"],
    rowScoped: false,
  },
  { method: "GET", path: () => "/staff/summary", role: "staff", params: () => ({}), rowScoped: false },
  {
    method: "GET",
    path: () => "/staff/submissions",
    role: "staff",
    params: () => ({ kind: "all", pageNo: "1", pageSize: "50" }),
    bad: [{ status: "lost" }, "status"],
    rowScoped: false,
  },
  {
    method: "GET",
    path: () => "/staff/submissions/export",
    role: "staff",
    params: () => ({ kind: "enrollment" }),
    bad: [{ kind: "letters" }, "kind"],
    rowScoped: false,
  },
  {
    method: "GET",
    path: (r) => `/staff/submissions/enrollment/${r.enrollment}`,
    role: "staff",
    params: () => ({}),
    badPath: ["/staff/submissions/enrollment/abc", "id"],
    rowScoped: true,
  },
  {
    method: "GET",
    path: (r) => `/staff/submissions/enquiry/${r.enquiry}`,
    role: "staff",
    params: () => ({}),
    badPath: ["/staff/submissions/letter/1", "kind"],
    rowScoped: true,
  },
  {
    method: "POST",
    path: (r) => `/staff/submissions/enquiry/${r.enquiry}/status`,
    role: "staff",
    params: () => ({ status: "new", note: "Checked the wall" }),
    bad: [{ status: "won" }, "status"],
    rowScoped: true,
  },
  {
    method: "POST",
    path: (r) => `/staff/submissions/enquiry/${r.enquiry}/follow-up`,
    role: "staff",
    params: () => ({ assigneeUserId: "", followUpOn: "2030-01-01" }),
    bad: [{ assigneeUserId: "", followUpOn: "soon" }, "followUpOn"],
    rowScoped: true,
  },
  { method: "GET", path: () => "/staff/today", role: "staff", params: () => ({}), rowScoped: false },
  {
    method: "GET",
    path: () => "/staff/testimonials",
    role: "staff",
    params: () => ({ status: "all", pageSize: "100" }),
    bad: [{ pageSize: "0" }, "pageSize"],
    rowScoped: false,
  },
  {
    method: "POST",
    path: (r) => `/staff/testimonials/${r.testimonial}/approve`,
    role: "staff",
    params: () => ({}),
    badPath: ["/staff/testimonials/0/approve", "id"],
    rowScoped: true,
  },
  {
    method: "POST",
    path: (r) => `/staff/testimonials/${r.testimonial}/reject`,
    role: "staff",
    params: () => ({}),
    badPath: ["/staff/testimonials/x/reject", "id"],
    rowScoped: true,
  },
  {
    method: "POST",
    path: (r) => `/staff/testimonials/${r.testimonial}/edit`,
    role: "staff",
    params: () => ({ title: "Fixed Name" }),
    bad: [{ title: "<b>x</b>" }, "title"],
    rowScoped: true,
  },
  {
    method: "GET",
    path: () => "/staff/erase",
    role: "staff",
    params: (r) => ({ mobile: r.familyMobile }),
    bad: [{ mobile: "12" }, "mobile"],
    rowScoped: false,
  },
  {
    method: "GET",
    path: () => "/staff/erasures",
    role: "staff",
    params: () => ({}),
    bad: [{ pageNo: "0" }, "pageNo"],
    rowScoped: false,
  },
  {
    method: "GET",
    path: () => "/staff/team",
    role: "owner",
    params: () => ({}),
    bad: [{ pageSize: "5000" }, "pageSize"],
    rowScoped: false,
  },
  {
    method: "POST",
    path: () => "/staff/team",
    role: "owner",
    params: () => ({ name: "New Teacher", email: `new-${Math.random().toString(36).slice(2)}@example.org` }),
    bad: [{ name: "New Teacher", email: "not-an-email" }, "email"],
    rowScoped: false,
  },
  {
    method: "POST",
    path: (r) => `/staff/team/${r.member}/link`,
    role: "owner",
    params: () => ({}),
    badPath: ["/staff/team/-1/link", "id"],
    rowScoped: true,
  },
  // Destructive ones last: the valid call (on school B's own rows) removes or erases them.
  {
    method: "POST",
    path: (r) => `/staff/testimonials/${r.testimonial}/delete`,
    role: "staff",
    params: () => ({}),
    badPath: ["/staff/testimonials/1e3/delete", "id"],
    rowScoped: true,
  },
  {
    method: "POST",
    path: (r) => `/staff/team/${r.member}/remove`,
    role: "owner",
    params: () => ({}),
    badPath: ["/staff/team/two/remove", "id"],
    rowScoped: true,
  },
  {
    method: "POST",
    path: () => "/staff/erase",
    role: "staff",
    params: (r) => ({ mobile: r.familyMobile }),
    bad: [{ mobile: "98765" }, "mobile"],
    rowScoped: false,
  },
];

function call(endpoint: Endpoint, who: string | null, r: Rows, params: Record<string, string>, path = endpoint.path(r)) {
  if (endpoint.method === "GET") return api.get(path + qs(params), authed(who));
  return api.post(path, authed(who, params));
}

const label = (endpoint: Endpoint) =>
  `${endpoint.method} ${endpoint.path({ enrollment: 1, enquiry: 2, testimonial: 3, member: 4, familyMobile: "" })}`;

describe.each(endpoints.map((endpoint) => [label(endpoint), endpoint] as const))("%s", (_label, endpoint) => {
  it("answers 401 without a token and 401 with a bad one, changing nothing", async () => {
    const before = await snapshotA();
    const anonymous = await call(endpoint, null, rows.A, endpoint.params(rows.A));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBeTruthy();
    expect((await call(endpoint, "not-a-real-token-at-all-000", rows.A, endpoint.params(rows.A))).status).toBe(401);
    expect(await snapshotA()).toEqual(before);
  });

  it("answers 403 to a parent's token of the same school, changing nothing", async () => {
    const before = await snapshotA();
    const res = await call(endpoint, token.parentA, rows.A, endpoint.params(rows.A));
    expect(res.status).toBe(403);
    expect(res.body.data).toBeUndefined();
    expect(await snapshotA()).toEqual(before);
  });

  if (endpoint.role === "owner") {
    it("answers 403 to staff (the owner's endpoint), changing nothing", async () => {
      const before = await snapshotA();
      expect((await call(endpoint, token.staffA, rows.A, endpoint.params(rows.A))).status).toBe(403);
      expect(await snapshotA()).toEqual(before);
    });
  }

  it("answers 404 to the other school's staff naming this school, changing nothing", async () => {
    const before = await snapshotA();
    const other = endpoint.role === "owner" ? token.ownerB : token.staffB;
    const res = await call(endpoint, other, rows.A, { ...endpoint.params(rows.A), clientId: String(api.schoolA) });
    expect(res.status).toBe(404);
    expect(res.body.data).toBeUndefined();
    if (endpoint.rowScoped) {
      // A row of school A by its id, without naming the school: as if it did not exist.
      const byId = await call(endpoint, other, rows.A, endpoint.params(rows.A));
      expect(byId.status).toBe(404);
      expect(byId.body).toEqual({ message: expect.any(String) });
    }
    expect(await snapshotA()).toEqual(before);
  });

  if (endpoint.bad || endpoint.badPath) {
    it("answers 400 naming the field for bad input, changing nothing", async () => {
      const before = await snapshotA();
      const who = endpoint.role === "owner" ? token.ownerA : token.staffA;
      if (endpoint.bad) {
        const [override, field] = endpoint.bad;
        const res = await call(endpoint, who, rows.A, { ...endpoint.params(rows.A), ...override });
        expect(res.status).toBe(400);
        expect(res.body.field).toBe(field);
      }
      if (endpoint.badPath) {
        const [path, field] = endpoint.badPath;
        const res = await call(endpoint, who, rows.A, endpoint.params(rows.A), path);
        expect(res.status).toBe(400);
        expect(res.body.field).toBe(field);
      }
      expect(await snapshotA()).toEqual(before);
    });
  }

  it("works for the other school on its own rows without reading, counting or changing school A's", async () => {
    const before = await snapshotA();
    const other = endpoint.role === "owner" ? token.ownerB : token.staffB;
    const res = await call(endpoint, other, rows.B, { ...endpoint.params(rows.B), clientId: String(api.schoolB) });
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
    // Nothing of school A in the answer: no reference, name or number.
    const text = typeof res.body === "string" ? res.body : JSON.stringify(res.body);
    for (const row of [...before.enrollments, ...before.enquiries]) {
      if (row.reference) expect(text).not.toContain(row.reference);
    }
    expect(text).not.toContain(rows.A.familyMobile);
    expect(await snapshotA()).toEqual(before);
  });
});

describe("counts stay within the school", () => {
  it("summary and list counts of school B are school B's rows only", async () => {
    const countOf = async (table: "enrollments" | "enquiries", clientId: number) =>
      Number(
        (
          await api.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as("n"))
            .where("clientId", "=", clientId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const summary = await api.get("/staff/summary", authed(token.staffB));
    expect(summary.body.data.enrollment.total).toBe(await countOf("enrollments", api.schoolB));
    expect(summary.body.data.enquiry.total).toBe(await countOf("enquiries", api.schoolB));
    const list = await api.get("/staff/submissions" + qs({ pageSize: 1000 }), authed(token.staffB));
    expect(list.body.count).toBe((await countOf("enrollments", api.schoolB)) + (await countOf("enquiries", api.schoolB)));
    expect(list.body.data.length).toBe(list.body.count);
  });
});

describe('every call checks the session and the account (README "Staff at scale": one query)', () => {
  const me = (bearer: string) => api.get("/staff/me", authed(bearer));
  /** A session of its own, so that ending it ends no other test's. */
  const session = () => signIn(api, demoAccount(0, "staff"));
  const newestToken = () => api.db.selectFrom("authTokens").select("id").orderBy("id", "desc").limit(1).executeTakeFirstOrThrow();

  it("a signed-out token is refused at once", async () => {
    const bearer = await session();
    expect((await me(bearer)).status).toBe(200);
    expect((await api.post("/auth/logout", authed(bearer))).status).toBe(200);
    expect((await me(bearer)).status).toBe(401);
  });

  it("an expired token is refused", async () => {
    const bearer = await session();
    const { id } = await newestToken();
    await api.db
      .updateTable("authTokens")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", id)
      .execute();
    expect((await me(bearer)).status).toBe(401);
  });

  it("a disabled school's tokens are refused, and a member no longer staff is a 403, both at once", async () => {
    const bearer = await session();
    const member = await api.db
      .selectFrom("users")
      .select(["id", "role"])
      .where("clientId", "=", api.schoolA)
      .where("email", "=", demoAccount(0, "staff").email)
      .executeTakeFirstOrThrow();
    try {
      await api.db.updateTable("clients").set({ deleted: 1 }).where("id", "=", api.schoolA).execute();
      expect((await me(bearer)).status).toBe(401);
      await api.db.updateTable("clients").set({ deleted: 0 }).where("id", "=", api.schoolA).execute();
      await api.db.updateTable("users").set({ role: "parent" }).where("id", "=", member.id).execute();
      expect((await me(bearer)).status).toBe(403);
    } finally {
      await api.db.updateTable("clients").set({ deleted: 0 }).where("id", "=", api.schoolA).execute();
      await api.db.updateTable("users").set({ role: member.role }).where("id", "=", member.id).execute();
    }
    expect((await me(bearer)).status).toBe(200);
  });
});
