import { Router } from "express";
import { z } from "zod";
import { findClientForSubmission } from "../clients.js";
import type { Db } from "../db.js";
import { childDateOfBirth, email, indianMobile, mobile, optionalEmail, positiveId, text } from "../fields.js";
import { HttpError, handle, parseOr400, readParams } from "../http.js";
import { idempotencyKey, once } from "../idempotency.js";
import { enqueueSubmissionNotice } from "../notifications.js";
import { reserveReference } from "../references.js";
import { notOffered } from "./pages.js";
// The programs an enrollment may name: the site's program pages.
import { PROGRAMS } from "../../shared/school-content.js";
import { SOURCES } from "../../shared/sources.js";
import { queueAcknowledgement } from "../admissions/acknowledgements.js";
import { checkClassChoice } from "../admissions/years.js";
import { familyLanguage, languageField } from "../languages/family-language.js";

// The three things a parent sends (SPEC §7): fields as query parameters (or a form / JSON body),
// validated here by SPEC §5 plus sane bounds, whatever the site already checked.

const testimonialInput = z.object({
  clientId: positiveId("clientId"),
  title: text("Name", { max: 200, required: "Name is required" }),
  mobile: mobile("Mobile no. is required", "Invalid mobile no."),
  // Free text: may contain anything printable; every reader renders it escaped.
  description: text("Testimonial", { max: 2000, required: "Testimonial is required", allowMarkup: true, multiline: true }),
  // Not in SPEC §7: the language of the page it was sent from (README "Languages": "Mails").
  language: languageField,
});

const PROGRAM_MESSAGE = "Program must be one of the school's programs";

const enrollmentInput = z.object({
  clientId: positiveId("clientId"),
  childName: text("Child's name", { max: 200, required: "Child's name is required" }),
  childAge: z
    .string({ required_error: "Child's age is required" })
    .trim()
    .min(1, "Child's age is required")
    .regex(/^\d{1,2}$/, "Child's age must be a whole number from 0 to 18")
    .transform(Number)
    .refine((age) => age <= 18, "Child's age must be a whole number from 0 to 18"),
  gender: z.enum(["male", "female", "other"], {
    errorMap: (issue) => ({
      message: issue.code === "invalid_type" ? "Gender is required" : "Gender must be male, female or other",
    }),
  }),
  parentName: text("Parent's name", { max: 200, required: "Parent's name is required" }),
  parentContact: mobile("Parent's contact number is required", "Parent's contact number must be exactly 10 digits"),
  // SPEC §2: address and additional information are multi-line text areas.
  address: text("Address", { max: 200, required: "Address is required", multiline: true }),
  additionalInformation: text("Additional information", { max: 2000, allowMarkup: true, multiline: true }),
  program: z
    .enum(["", ...PROGRAMS], { errorMap: () => ({ message: PROGRAM_MESSAGE }) })
    .optional()
    .transform((value) => value ?? ""),
  // Not in SPEC §2: where the school sends the reference and later news (README "Forms and sign-in").
  email: optionalEmail(),
  // Not in SPEC §7 either (README "Admissions"): the class of an open admission year applied for,
  // the child's date of birth its age rule is read from, and a second guardian. A site that sends
  // none of them still makes SPEC's call.
  classId: z
    .preprocess((value) => (value === "" ? undefined : value), positiveId("classId").optional())
    .transform((value) => value ?? null),
  childDateOfBirth: z
    .preprocess((value) => (value === "" ? undefined : value), childDateOfBirth.optional())
    .transform((value) => value ?? ""),
  guardian2Name: text("Second guardian's name", { max: 200 }),
  guardian2Mobile: z
    .preprocess(
      (value) => (value === "" ? undefined : value),
      indianMobile("", "Second guardian's mobile must be a valid 10-digit mobile number").optional(),
    )
    .transform((value) => value ?? ""),
  language: languageField,
});

const SOURCE_MESSAGE = 'Choose one of the answers to "How did you hear about us?"';

const enquiryInput = z.object({
  clientId: positiveId("clientId"),
  parentName: text("Parent's name", { max: 200, required: "Parent's name is required" }),
  parentMobile: indianMobile("Parent mobile number is required", "Enter a valid 10-digit mobile number"),
  email: email("Email is required"),
  childName: text("Child's name", { max: 200 }),
  message: text("Message", { max: 2000, required: "Message is required", allowMarkup: true, multiline: true }),
  // "How did you hear about us?" (optional): one of the form's answers, kept as the record's source.
  source: z
    .enum(["", ...SOURCES], { errorMap: () => ({ message: SOURCE_MESSAGE }) })
    .optional()
    .transform((value) => value ?? ""),
  language: languageField,
});

/** SPEC §8: the enquiry's success text, also the API's message. */
export const ENQUIRY_RECEIVED = "We have received your request, Our team will contact you soon!";

export function submissionsRouter(db: Db, options: { pseudoLocale: boolean }): Router {
  const router = Router();

  router.post(
    "/testimonial/new",
    handle(async (req, res) => {
      const input = parseOr400(testimonialInput, readParams(req));
      const key = idempotencyKey(req);
      const outcome = await once(db, `testimonial:${input.clientId}`, key, input, async (trx) => {
        const client = await findClientForSubmission(trx, input.clientId);
        const language = familyLanguage(client, input.language, options.pseudoLocale);
        const now = new Date().toISOString();
        const row = await trx
          .insertInto("testimonials")
          .values({ ...input, language, approved: 0, createdAt: now, updatedAt: now })
          .returning("id")
          .executeTakeFirstOrThrow();
        return {
          status: 201,
          body: {
            message: "Thank you! Your testimonial will appear on the site once the school approves it.",
            data: { id: row.id },
          },
        };
      });
      res.status(outcome.status).json(outcome.body);
    }),
  );

  router.post(
    "/enrollment/new",
    handle(async (req, res) => {
      const input = parseOr400(enrollmentInput, readParams(req));
      const key = idempotencyKey(req);
      const outcome = await once(db, `enrollment:${input.clientId}`, key, input, async (trx) => {
        const client = await findClientForSubmission(trx, input.clientId);
        // A program the school does not offer is not one of its programs (README "Staff console").
        if (input.program !== "" && (await notOffered(trx, client.id)).has(input.program)) {
          throw new HttpError(400, `program: ${PROGRAM_MESSAGE}`, "program", { program: [PROGRAM_MESSAGE] });
        }
        await checkClassChoice(trx, client.id, input);
        // The reference, the row, the school's notification and the parent's acknowledgement
        // commit together or not at all.
        const language = familyLanguage(client, input.language, options.pseudoLocale);
        const reference = await reserveReference(trx, client.id, client.clientName);
        const row = await trx
          .insertInto("enrollments")
          .values({
            ...input,
            language,
            childDateOfBirth: input.childDateOfBirth || null,
            reference,
            createdAt: new Date().toISOString(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await enqueueSubmissionNotice(trx, client, { kind: "enrollment", id: row.id, reference, fields: input, language });
        await queueAcknowledgement(trx, client, { kind: "enrollment", id: row.id, reference, ...input, language });
        return {
          status: 201,
          body: {
            message: `Thank you! ${client.clientName} has received the enrollment for ${input.childName}. Our admissions team will contact you soon.`,
            data: { id: row.id },
            reference,
          },
        };
      });
      res.status(outcome.status).json(outcome.body);
    }),
  );

  router.post(
    "/contact/new",
    handle(async (req, res) => {
      const input = parseOr400(enquiryInput, readParams(req));
      const key = idempotencyKey(req);
      const outcome = await once(db, `contact:${input.clientId}`, key, input, async (trx) => {
        const client = await findClientForSubmission(trx, input.clientId);
        const language = familyLanguage(client, input.language, options.pseudoLocale);
        const reference = await reserveReference(trx, client.id, client.clientName);
        const row = await trx
          .insertInto("enquiries")
          .values({ ...input, language, reference, createdAt: new Date().toISOString() })
          .returning("id")
          .executeTakeFirstOrThrow();
        await enqueueSubmissionNotice(trx, client, { kind: "enquiry", id: row.id, reference, fields: input, language });
        await queueAcknowledgement(trx, client, { kind: "enquiry", id: row.id, reference, ...input, language });
        return { status: 201, body: { message: ENQUIRY_RECEIVED, data: { id: row.id }, reference } };
      });
      res.status(outcome.status).json(outcome.body);
    }),
  );

  return router;
}
