import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { EN_FORM_MESSAGES, formMessageKeys, type PublicForm } from "~/i18n/form-messages.server";
import { HI_FORM_MESSAGES } from "~/i18n/form-messages.hi.server";
import { messageKey } from "~/utils/message-key";
import { upiPaymentSchema } from "~/utils/payment-schemas";
import {
  enquirySchema,
  enrollmentSchema,
  forgotPasswordSchema,
  loginSchema,
  newsletterSchema,
  registerSchema,
  testimonialSchema,
  visitSchema,
} from "~/utils/schemas";
import { claimSchema, statusLookupSchema } from "~/utils/staff-schemas";

/**
 * The public forms' messages dictionary (README "Languages"): every message a public schema makes
 * must be one of its keys, or a Hindi page would show it in English; and Hindi must say each in Hindi.
 */
const SCHEMAS: Record<string, z.AnyZodObject> = {
  newsletter: newsletterSchema,
  enrollment: enrollmentSchema,
  enquiry: enquirySchema,
  visit: visitSchema,
  testimonial: testimonialSchema,
  login: loginSchema,
  register: registerSchema,
  forgotPassword: forgotPasswordSchema,
  setPassword: claimSchema,
  statusLookup: statusLookupSchema,
  upiPayment: upiPaymentSchema,
};

/** The list of messages the page of each schema's form sends (the status page's two forms share one). */
const SENT_WITH: Record<string, PublicForm | null> = {
  newsletter: null,
  enrollment: "enrollment",
  enquiry: "enquiry",
  visit: "visit",
  testimonial: "testimonial",
  login: "login",
  register: "register",
  forgotPassword: "forgotPassword",
  setPassword: "setPassword",
  statusLookup: "status",
  upiPayment: "status",
};

/** The same value in every field: the bad values a parent (or a crafted post) may send. */
const BAD_VALUES = [
  "",
  " ",
  "x",
  "abc",
  "<b>hi</b>",
  "a\u0001b",
  "x".repeat(300),
  "x".repeat(2500),
  "1e1",
  "-1",
  "99",
  "0x10",
  "12345",
  "2001-02-30",
  "1990-01-01",
  "3000-01-01",
  "nope@",
  "1@2",
];

function messagesOf(schema: z.AnyZodObject): Set<string> {
  const fields = Object.keys(schema.shape);
  const payloads: Record<string, unknown>[] = [{}];
  for (const value of BAD_VALUES) payloads.push(Object.fromEntries(fields.map((field) => [field, value])));
  // A field missing while the others are there (Conform sends an empty field as missing).
  for (const field of fields) payloads.push(Object.fromEntries(fields.filter((other) => other !== field).map((other) => [other, "x"])));
  const found = new Set<string>();
  for (const payload of payloads) {
    const result = schema.safeParse(payload);
    if (!result.success) for (const issue of result.error.issues) found.add(issue.message);
  }
  return found;
}

describe("form messages dictionary", () => {
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    it(`has every message the ${name} schema makes`, () => {
      const messages = messagesOf(schema);
      expect(messages.size).toBeGreaterThan(0);
      const missing = [...messages].filter((message) => !Object.hasOwn(EN_FORM_MESSAGES, message));
      expect(missing).toEqual([]);
      // …and, for a form the browser checks, in the messages its page sends (only its own).
      const form = SENT_WITH[name];
      if (form) {
        const sent = new Set<string>(formMessageKeys(form));
        expect([...messages].filter((message) => !sent.has(message))).toEqual([]);
        expect(sent.size).toBeLessThan(Object.keys(EN_FORM_MESSAGES).length);
      }
    });
  }

  it("gives every message a key of its own in the dictionary a page sends", () => {
    const keys = new Set(Object.keys(EN_FORM_MESSAGES).map(messageKey));
    expect(keys.size).toBe(Object.keys(EN_FORM_MESSAGES).length);
    expect([...keys].every((key) => /^[0-9a-z]{1,7}$/.test(key))).toBe(true);
  });

  it("maps English to itself", () => {
    for (const [key, value] of Object.entries(EN_FORM_MESSAGES)) expect(value).toBe(key);
  });

  it("has every key in Hindi, in Hindi", () => {
    expect(Object.keys(HI_FORM_MESSAGES).sort()).toEqual(Object.keys(EN_FORM_MESSAGES).sort());
    for (const [key, value] of Object.entries(HI_FORM_MESSAGES)) {
      expect(value, key).toMatch(/[\u0900-\u097F]/);
      expect(value, key).not.toBe(key);
    }
  });
});
