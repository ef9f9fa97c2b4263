import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSchools } from "../../api/demo-data.js";
import { authed, demoAccount, qs, signIn, signInParent, startTestApi, type TestApi } from "./harness.js";

// The footer's newsletter box at the provider (README "Newsletter"): sign-ups stored once per
// e-mail per school, bad addresses refused, the unsubscribe link of each, and staff's CSV export.

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const subscribe = (clientId: number, email: string) => api.post("/newsletter/subscribe" + qs({ clientId, email }));
const rowsOf = (clientId: number) =>
  api.db.selectFrom("newsletterSubscribers").selectAll().where("clientId", "=", clientId).orderBy("id").execute();
const tokenOf = async (clientId: number, email: string) => {
  const row = (await rowsOf(clientId)).find((candidate) => candidate.normalizedEmail === email.toLowerCase());
  if (!row) throw new Error(`${email} not stored`);
  return row.unsubscribeToken;
};
const exportCsv = async (token: string | null) => {
  const response = await fetch(`${api.url}/staff/newsletter/export`, authed(token));
  const text = await response.text();
  // Quoted cells, CRLF lines, a byte-order mark first.
  const rows = text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replace(/""/g, '"')));
  return { response, rows };
};

describe("POST /newsletter/subscribe", () => {
  it("stores the address for the school and thanks the parent by the school's name", async () => {
    const res = await subscribe(api.schoolA, "  Asha.Rao@Example.org ");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      `Thank you for subscribing! ${demoSchools[0]!.client.clientName}'s news will come to your inbox.`,
    );
    const rows = await rowsOf(api.schoolA);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: "Asha.Rao@Example.org",
      normalizedEmail: "asha.rao@example.org",
      unsubscribedAt: null,
    });
    expect(rows[0]!.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("stores the same e-mail once per school (case and spaces aside) and answers the same", async () => {
    const first = await subscribe(api.schoolA, "twice@example.org");
    const again = await subscribe(api.schoolA, " TWICE@example.org");
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect((await rowsOf(api.schoolA)).filter((row) => row.normalizedEmail === "twice@example.org")).toHaveLength(1);
    // Another school keeps its own list.
    expect((await subscribe(api.schoolB, "twice@example.org")).status).toBe(200);
    expect((await rowsOf(api.schoolB)).map((row) => row.normalizedEmail)).toContain("twice@example.org");
  });

  it("refuses a missing or invalid address, or an unknown school, and stores nothing", async () => {
    const before = (await rowsOf(api.schoolA)).length;
    const invalid = await subscribe(api.schoolA, "not-an-address");
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ field: "email", errors: { email: ["email must be a valid e-mail address"] } });
    expect((await api.post("/newsletter/subscribe" + qs({ clientId: api.schoolA }))).status).toBe(400);
    expect((await subscribe(999_999, "someone@example.org")).body.field).toBe("clientId");
    expect(await rowsOf(api.schoolA)).toHaveLength(before);
  });

  it("limits how often one e-mail is signed up at a school", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await subscribe(api.schoolB, "often@example.org")).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const refused = await subscribe(api.schoolB, "often@example.org");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.body.message).toMatch(/^Too many sign-ups\. Please wait/);
  });
});

describe("unsubscribe by token", () => {
  it("tells whether a link still unsubscribes, unsubscribes once, and says the same again", async () => {
    await subscribe(api.schoolA, "leaving@example.org");
    const token = await tokenOf(api.schoolA, "leaving@example.org");
    const before = await api.get("/newsletter/subscription" + qs({ clientId: api.schoolA, token }));
    expect(before.body).toEqual({ data: { subscribed: true } });
    const first = await api.post("/newsletter/unsubscribe" + qs({ clientId: api.schoolA, token }));
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("You are unsubscribed. You will not get the school's newsletter any more.");
    const row = (await rowsOf(api.schoolA)).find((candidate) => candidate.unsubscribeToken === token);
    expect(row?.unsubscribedAt).toEqual(expect.any(String));
    const again = await api.post("/newsletter/unsubscribe" + qs({ clientId: api.schoolA, token }));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await rowsOf(api.schoolA)).find((candidate) => candidate.unsubscribeToken === token)?.unsubscribedAt).toBe(
      row?.unsubscribedAt,
    );
    expect((await api.get("/newsletter/subscription" + qs({ clientId: api.schoolA, token }))).body).toEqual({
      data: { subscribed: false },
    });
    // Signing up again puts the address back on the list, with the same link.
    await subscribe(api.schoolA, "leaving@example.org");
    expect((await rowsOf(api.schoolA)).find((candidate) => candidate.unsubscribeToken === token)?.unsubscribedAt).toBeNull();
  });

  it("answers an unknown or malformed token with a clear 404 or 400", async () => {
    const unknown = await api.post("/newsletter/unsubscribe" + qs({ clientId: api.schoolA, token: "A".repeat(43) }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("This unsubscribe link is not valid. Please use the link from the school's latest e-mail.");
    const malformed = await api.post("/newsletter/unsubscribe" + qs({ clientId: api.schoolA, token: "<script>" }));
    expect(malformed.status).toBe(400);
    expect(malformed.body.field).toBe("token");
  });

  it("is a wall between schools: school A's token does nothing at school B", async () => {
    await subscribe(api.schoolA, "walled@example.org");
    const token = await tokenOf(api.schoolA, "walled@example.org");
    expect((await api.get("/newsletter/subscription" + qs({ clientId: api.schoolB, token }))).status).toBe(404);
    expect((await api.post("/newsletter/unsubscribe" + qs({ clientId: api.schoolB, token }))).status).toBe(404);
    expect((await rowsOf(api.schoolA)).find((row) => row.unsubscribeToken === token)?.unsubscribedAt).toBeNull();
  });
});

describe("GET /staff/newsletter/export", () => {
  it("gives staff their own school's current subscribers as CSV, with each unsubscribe link", async () => {
    await subscribe(api.schoolA, "export-me@example.org");
    await subscribe(api.schoolB, "rainbow-only@example.org");
    await subscribe(api.schoolA, "gone@example.org");
    const goneToken = await tokenOf(api.schoolA, "gone@example.org");
    await api.post("/newsletter/unsubscribe" + qs({ clientId: api.schoolA, token: goneToken }));

    const { response, rows } = await exportCsv(await signIn(api, demoAccount(0, "staff")));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(rows[0]).toEqual(["E-mail", "Subscribed (UTC)", "Unsubscribe link"]);
    const emails = rows.slice(1).map((row) => row[0]);
    expect(emails).toContain("export-me@example.org");
    expect(emails).not.toContain("gone@example.org");
    expect(emails).not.toContain("rainbow-only@example.org");
    const token = await tokenOf(api.schoolA, "export-me@example.org");
    expect(rows.find((row) => row[0] === "export-me@example.org")?.[2]).toBe(
      `http://localhost/newsletter/unsubscribe?token=${token}`,
    );

    const rainbow = await exportCsv(await signIn(api, demoAccount(1, "owner")));
    expect(rainbow.rows.slice(1).map((row) => row[0])).toEqual(expect.arrayContaining(["rainbow-only@example.org"]));
    expect(rainbow.rows.slice(1).map((row) => row[0])).not.toContain("export-me@example.org");
  });

  it("refuses parents and anonymous callers", async () => {
    expect((await exportCsv(null)).response.status).toBe(401);
    expect((await exportCsv(await signInParent(api, "newsletter-parent@example.org"))).response.status).toBe(403);
  });
});
