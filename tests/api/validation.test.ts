import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { demoSchools } from "../../api/demo-data.js";
import { webUrl } from "../../api/fields.js";
import { HttpError, parseOr400 } from "../../api/http.js";
import { insertSchool } from "../../api/seed.js";
import { qs, startTestApi, type TestApi } from "./harness.js";

// The provider's own rules (DESIGN.md: the API's checks are the law): what a reader cannot see,
// what reorders text, what breaks a one-line name, numbers in other notations, and links a page
// would run.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const enrollment = () => ({
  clientId: String(api.schoolA),
  childName: "Aarav Sharma",
  childAge: "4",
  gender: "male",
  parentName: "Priya Sharma",
  parentContact: "9876543210",
  address: "12 MG Road\nPune",
  additionalInformation: "",
});
const testimonial = () => ({
  clientId: String(api.schoolA),
  title: "Meera Iyer",
  mobile: "9123456780",
  description: "Lovely school.",
});
const enquiry = () => ({
  clientId: String(api.schoolA),
  parentName: "Rahul Verma",
  parentMobile: "9988776655",
  email: "rahul@example.org",
  childName: "",
  message: "Seats in June?",
});

async function enrollmentRows(): Promise<number> {
  const row = await api.db
    .selectFrom("enrollments")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const invisibleOnly: [string, string][] = [
  ["zero-width space U+200B", "\u200b"],
  ["Hangul filler U+3164", "\u3164"],
  ["Hangul fillers U+115F U+1160 U+FFA0", "\u115f\u1160\uffa0"],
  ["zero-width joiners and word joiner", "\u200c\u200d\u2060"],
  ["blank Braille pattern U+2800", "\u2800\u2800"],
  ["soft hyphen and Mongolian vowel separator", "\u00ad\u180e"],
  ["spaces around invisible characters", "  \u200b \u3164  "],
];

describe("invisible-only values count as blank", () => {
  it.each(invisibleOnly)("refuses %s in every required text field, naming it", async (_what, value) => {
    const cases: [string, Record<string, string>, string, string][] = [
      ["/enrollment/new", enrollment(), "childName", "Child's name is required"],
      ["/enrollment/new", enrollment(), "parentName", "Parent's name is required"],
      ["/enrollment/new", enrollment(), "address", "Address is required"],
      ["/testimonial/new", testimonial(), "title", "Name is required"],
      ["/testimonial/new", testimonial(), "description", "Testimonial is required"],
      ["/contact/new", enquiry(), "parentName", "Parent's name is required"],
      ["/contact/new", enquiry(), "message", "Message is required"],
    ];
    for (const [path, params, field, message] of cases) {
      const res = await api.post(path + qs({ ...params, [field]: value }));
      expect(res.status, `${path} ${field}`).toBe(400);
      expect(res.body.field).toBe(field);
      expect(res.body.errors[field]).toContain(message);
    }
    const register = await api.post("/auth/register" + qs({ domain: "localhost" }), {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: value, mobile: "9876543210", email: "blank@example.org", password: "a long passphrase 93" }),
    });
    expect(register.status).toBe(400);
    expect(register.body.field).toBe("name");
  });

  it("stores an optional field of invisible characters as empty", async () => {
    const res = await api.post("/enrollment/new" + qs({ ...enrollment(), additionalInformation: "\u200b\u3164" }));
    expect(res.status).toBe(201);
    const row = await api.db.selectFrom("enrollments").selectAll().where("id", "=", res.body.data.id).executeTakeFirstOrThrow();
    expect(row.additionalInformation).toBe("");
  });
});

describe("names are one line of visible text; no field reorders text", () => {
  it.each([
    ["a line feed", "Aarav\nSharma", "childName"],
    ["a carriage return and line feed", "Priya\r\nBcc: someone@example.org", "parentName"],
    ["a tab", "Aarav\tSharma", "childName"],
    ["a line separator U+2028", "Aarav\u2028Sharma", "parentName"],
    ["a right-to-left override U+202E", "Aarav\u202eamrahS", "childName"],
    ["a left-to-right isolate U+2066", "\u2066Priya\u2069", "parentName"],
    ["a zero-width space inside", "Aa\u200brav", "childName"],
    ["a Hangul filler inside", "Aarav\u3164Sharma", "childName"],
  ])("refuses %s in a name", async (_what, value, field) => {
    const before = await enrollmentRows();
    const res = await api.post("/enrollment/new" + qs({ ...enrollment(), [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(await enrollmentRows()).toBe(before);
  });

  it("refuses bidirectional overrides in free text too, and in the testimonial's name", async () => {
    const message = await api.post("/contact/new" + qs({ ...enquiry(), message: "Fees are \u202e0005\u202c per month" }));
    expect([message.status, message.body.field]).toEqual([400, "message"]);
    const title = await api.post("/testimonial/new" + qs({ ...testimonial(), title: "Meera\nIyer" }));
    expect([title.status, title.body.field]).toEqual([400, "title"]);
  });

  it("keeps what real names and messages need: ZWJ/ZWNJ in Indic names, line breaks and emoji in free text", async () => {
    const res = await api.post(
      "/enrollment/new" +
        qs({
          ...enrollment(),
          childName: "\u0932\u0915\u094d\u200d\u0937\u094d\u092e\u0940", // Devanagari with ZWJ
          parentName: "\u0d15\u0d7d\u0d2f\u0d3e\u0d23\u0d3f \u0d28\u0d3e\u0d2f\u0d7c", // Malayalam
          additionalInformation: "Line one\nLine two \u{1f468}\u200d\u{1f469}\u200d\u{1f467}",
        }),
    );
    expect(res.status).toBe(201);
  });
});

describe("a child's age is a plain whole number", () => {
  it.each(["0x10", "0b11", "0o7", "1e1", "+4", "4.0", "-1", "Infinity", "\u0664", "\uff14", "4 years"])(
    "refuses %s as a query value and as a JSON string",
    async (age) => {
      const before = await enrollmentRows();
      const query = await api.post("/enrollment/new" + qs({ ...enrollment(), childAge: age }));
      const json = await api.post("/enrollment/new", {
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...enrollment(), childAge: age }),
      });
      for (const res of [query, json]) {
        expect(res.status).toBe(400);
        expect(res.body.field).toBe("childAge");
      }
      expect(await enrollmentRows()).toBe(before);
    },
  );
});

describe("links a school's pages render", () => {
  const rule = z.object({ mediaUrl: webUrl("mediaUrl", { required: true }) });
  const check = (mediaUrl: string) => {
    try {
      parseOr400(rule, { mediaUrl });
      return "ok";
    } catch (error) {
      return error instanceof HttpError ? `${error.status} ${error.message}` : "threw";
    }
  };

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "//evil.example/video",
    "/\\evil.example/video",
    "https://www.youtube.com@evil.example/watch",
    "https://",
    "youtube.com/watch?v=x",
    "",
  ])("refuses %j with a 400 naming the field", (value) => {
    expect(check(value)).toMatch(/^400 mediaUrl: /);
  });

  it.each(["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "http://example.org/a.jpg", "/demo/sunshine/logo.svg"])(
    "accepts %s",
    (value) => {
      expect(check(value)).toBe("ok");
    },
  );

  it("a school whose event links to javascript: is refused before anything is stored, naming the field", async () => {
    const school = structuredClone(demoSchools[0]!);
    school.domains = ["links.example"];
    school.events[2]!.mediaUrl = "javascript:alert(document.cookie)";
    const clientsBefore = await api.db.selectFrom("clients").select("id").execute();
    await expect(insertSchool(api.db, school)).rejects.toMatchObject({ status: 400, field: "events.2.mediaUrl" });
    school.events[2]!.mediaUrl = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
    school.gallery[0]!.mediaUrl = "data:image/svg+xml,<svg onload=alert(1)>";
    await expect(insertSchool(api.db, school)).rejects.toMatchObject({ status: 400, field: "gallery.0.mediaUrl" });
    expect(await api.db.selectFrom("clients").select("id").execute()).toEqual(clientsBefore);
  });
});
