import { z } from "zod";
import { optionalText, requiredText } from "./schema-fields";

/**
 * The forms of message templates and of a reply to a family (README "Staff console": "Templates
 * and contacting a family"), shared by the pages (Conform) and their actions; the provider's bounds
 * and messages.
 */

export const templateSchema = z.object({
  name: requiredText({ label: "Name", max: 100, required: "Name is required" }),
  subject: requiredText({ label: "Subject", max: 200, required: "Subject is required", allowMarkup: true }),
  body: requiredText({ label: "Message", max: 1000, required: "Message is required", allowMarkup: true }),
});

export const replySchema = z.object({
  subject: requiredText({ label: "Subject", max: 200, required: "Subject is required", allowMarkup: true }),
  body: requiredText({ label: "Message", max: 5000, required: "Message is required", allowMarkup: true }),
});

/** A WhatsApp, call or SMS link: which template, if any, fills its text. */
export const contactSchema = z.object({
  intent: z.enum(["whatsapp", "call", "sms"]),
  templateId: optionalText({ label: "Template", max: 10 }),
});
