import { parseWithZod } from "@conform-to/zod";
import { beforeAll, describe, expect, it } from "vitest";
import { isCrossSiteRequest as isCrossSite } from "~/utils/cross-site";
import { checkSubmission, createFormGuard, replyWithApiFailure } from "~/utils/forms.server";
import { normalizeMobile } from "~/utils/phone";
import { enquirySchema, enrollmentSchema, registerSchema, testimonialSchema } from "~/utils/schemas";

// The server half of the forms' guard and the shared schemas' messages (SPEC §5).

beforeAll(() => {
  process.env.LOG_LEVEL = "silent";
});

const URL = "http://localhost:3000/contact/info";

function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

function guardFields(now: number) {
  const guard = createFormGuard(now);
  return { name__confirm: "", from__confirm: guard.honeypot.encryptedValidFrom, idempotencyKey: guard.idempotencyKey };
}

const post = (headers: Record<string, string> = {}) => new Request(URL, { method: "POST", headers: { Origin: "http://localhost:3000", ...headers } });

describe("checkSubmission", () => {
  it("accepts a form sent after the minimum fill time, echoing its guard", () => {
    const fields = guardFields(1_000_000);
    const outcome = checkSubmission(post(), formData(fields), 1_000_000 + 3000);
    expect(outcome).toMatchObject({ status: "ok", guard: { idempotencyKey: fields.idempotencyKey } });
  });

  it("calls a form sent sooner than FORM_MIN_FILL_MS (3 s by default) too fast", () => {
    const outcome = checkSubmission(post(), formData(guardFields(1_000_000)), 1_000_000 + 2999);
    expect(outcome.status).toBe("too-fast");
  });

  it("binds the signed time to the form's key: the pair cannot be sent again under another key", () => {
    const fields = guardFields(1_000_000);
    const other = guardFields(1_000_000);
    const later = 1_000_000 + 60_000;
    expect(checkSubmission(post(), formData({ ...fields, idempotencyKey: other.idempotencyKey }), later)).toMatchObject({
      status: "rejected",
      httpStatus: 400,
    });
    expect(checkSubmission(post(), formData(fields), later).status).toBe("ok");
  });

  it("gives the signed time a lifetime: a day later the values come back with a fresh guard", () => {
    const fields = guardFields(1_000_000);
    const dayLater = 1_000_000 + 3000 + 24 * 60 * 60 * 1000 + 1;
    const outcome = checkSubmission(post(), formData(fields), dayLater);
    expect(outcome.status).toBe("expired");
    if (outcome.status !== "expired") return;
    expect(outcome.guard.idempotencyKey).not.toBe(fields.idempotencyKey);
    const fresh = { name__confirm: "", from__confirm: outcome.guard.honeypot.encryptedValidFrom, idempotencyKey: outcome.guard.idempotencyKey };
    expect(checkSubmission(post(), formData(fresh), dayLater + 3000).status).toBe("ok");
  });

  it("rejects a filled honeypot, missing fields, a forged time and a bad key", () => {
    const fields = guardFields(1_000_000);
    const later = 1_000_000 + 60_000;
    const cases: Array<Record<string, string>> = [
      { ...fields, name__confirm: "bot" },
      { idempotencyKey: fields.idempotencyKey },
      { ...fields, from__confirm: "" },
      { ...fields, from__confirm: fields.from__confirm.replace(/^\d+/, "1") },
      { ...fields, idempotencyKey: "short" },
    ];
    for (const data of cases) expect(checkSubmission(post(), formData(data), later)).toMatchObject({ status: "rejected", httpStatus: 400 });
    const { idempotencyKey: _omitted, ...withoutKey } = fields;
    expect(checkSubmission(post(), formData(withoutKey), later).status).toBe("rejected");
  });

  it("rejects another site with 403", () => {
    const data = formData(guardFields(1_000_000));
    expect(checkSubmission(post({ Origin: "https://evil.example" }), data, 2_000_000)).toMatchObject({ status: "rejected", httpStatus: 403 });
  });
});

describe("isCrossSite", () => {
  it("compares the Origin's host (name and port) with the request's, else trusts Sec-Fetch-Site", () => {
    expect(isCrossSite(post())).toBe(false);
    // TLS ends at the proxy: the scheme may differ. The port may not, as in Remix's own check of
    // an action, which would answer 500 after ours (server.ts applies the same rule to every POST).
    expect(isCrossSite(post({ Origin: "https://localhost:3000" }))).toBe(false);
    expect(isCrossSite(post({ Origin: "http://localhost:3001" }))).toBe(true);
    expect(isCrossSite(post({ Origin: "http://rainbow.localhost:3000" }))).toBe(true);
    expect(isCrossSite(post({ Origin: "null" }))).toBe(true);
    expect(isCrossSite(new Request(URL, { method: "POST", headers: { "Sec-Fetch-Site": "cross-site" } }))).toBe(true);
    expect(isCrossSite(new Request(URL, { method: "POST", headers: { "Sec-Fetch-Site": "same-origin" } }))).toBe(false);
    expect(isCrossSite(new Request(URL, { method: "POST" }))).toBe(false);
  });
});

describe("schemas", () => {
  const errors = (schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string>) => {
    const submission = parseWithZod(formData(fields), { schema });
    return submission.status === "success" ? {} : submission.reply().error;
  };

  it("testimonial: SPEC §5's messages", () => {
    expect(errors(testimonialSchema, {})).toEqual({
      title: ["Name is required"],
      mobile: ["Mobile no. is required"],
      description: ["Testimonial is required"],
    });
    expect(errors(testimonialSchema, { title: "A", mobile: "12345", description: "x" })).toEqual({ mobile: ["Invalid mobile no."] });
  });

  it("enquiry: SPEC §5's mobile messages, 6 to 9 first", () => {
    expect(errors(enquirySchema, { parentName: "A", email: "a@b.in", message: "m" })).toEqual({ parentMobile: ["Parent mobile number is required"] });
    expect(errors(enquirySchema, { parentName: "A", parentMobile: "5876543210", email: "a@b.in", message: "m" })).toEqual({
      parentMobile: ["Enter a valid 10-digit mobile number"],
    });
    expect(errors(enquirySchema, { parentName: "A", parentMobile: "9876543210", email: "a@b.in", message: "m" })).toEqual({});
  });

  it("enrollment: a whole age from 0 to 18, a gender, CRLF line breaks made LF", () => {
    expect(
      errors(enrollmentSchema, { childName: "A", childAge: "3.5", gender: "x", parentName: "P", parentContact: "9876543210", address: "a" }),
    ).toEqual({
      childAge: ["Child's age must be a whole number from 0 to 18"],
      gender: ["Gender must be male, female or other"],
    });
    const submission = parseWithZod(
      formData({ childName: "A", childAge: "4", gender: "male", parentName: "P", parentContact: "98765 43210", address: "a\r\nb" }),
      { schema: enrollmentSchema },
    );
    expect(submission.status === "success" ? submission.value : null).toMatchObject({
      childAge: 4,
      parentContact: "9876543210",
      address: "a\nb",
      additionalInformation: "",
    });
  });

  it("enrollment: an age in plain digits only, never read as hex, binary or an exponent", () => {
    const base = { childName: "A", gender: "male", parentName: "P", parentContact: "9876543210", address: "a" };
    for (const childAge of ["0x10", "0b11", "1e1", "0o7", "+4", "4.0", "Infinity", "٤"]) {
      expect(errors(enrollmentSchema, { ...base, childAge }), childAge).toEqual({ childAge: ["Child's age must be a whole number from 0 to 18"] });
    }
    expect(errors(enrollmentSchema, { ...base, childAge: "19" })).toEqual({ childAge: ["Child's age must be a whole number from 0 to 18"] });
    expect(errors(enrollmentSchema, { ...base })).toEqual({ childAge: ["Child's age is required"] });
    expect(errors(enrollmentSchema, { ...base, childAge: " 5 " })).toEqual({});
  });

  it("register: the provider's 8-character password rule", () => {
    expect(errors(registerSchema, { name: "A", mobile: "9876543210", email: "a@b.in", password: "short" })).toEqual({
      password: ["Password must be at least 8 characters"],
    });
  });

  it("normalizeMobile keeps ten digits from what people type or autofill", () => {
    expect(normalizeMobile("+91 98765-43210")).toBe("9876543210");
    expect(normalizeMobile("098765 43210")).toBe("9876543210");
    expect(normalizeMobile("(987) 654 3210")).toBe("9876543210");
    expect(normalizeMobile("12345")).toBe("12345");
  });
});

describe("replyWithApiFailure", () => {
  const submission = parseWithZod(formData({ email: "taken@example.org" }), { schema: registerSchema });

  it("puts a named field's message on that field and in the toast, without the field prefix", () => {
    const reply = replyWithApiFailure(
      submission,
      { ok: false, status: 409, message: "An account with this e-mail already exists", field: "email" },
      ["email"],
      {
        formError: true,
      },
    );
    expect(reply.message).toBe("An account with this e-mail already exists");
    expect(reply.httpStatus).toBe(409);
    expect(reply.result.error).toMatchObject({ email: ["An account with this e-mail already exists"] });
    const bad = replyWithApiFailure(submission, { ok: false, status: 400, message: "email: email must be a valid e-mail address", field: "email" }, [
      "email",
    ]);
    expect(bad.message).toBe("email must be a valid e-mail address");
  });

  it("a provider that is down: 503 and the generic message, shown above the fields when asked", () => {
    const reply = replyWithApiFailure(submission, { ok: false, status: 0, message: "Something went wrong. Please try again later." }, ["email"], {
      formError: true,
      hideFields: ["password"],
    });
    expect(reply.httpStatus).toBe(503);
    expect(reply.result.error).toMatchObject({ "": ["Something went wrong. Please try again later."] });
  });
});
