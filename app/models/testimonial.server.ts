import { z } from "zod";
import type { Lang } from "~/i18n/languages";
import { apiRequest } from "~/utils/api.server";
import { languageParam } from "./family-language.server";
import { createListResource, id, listQuery, text, translations, type ListCallOptions } from "./list.server";

// `translations`: the parent's words in the school's other languages, where the school gave them (README "Languages").
const testimonialSchema = z.object({ id, title: z.string(), description: text, createdAt: text, translations });

/** SPEC §9: testimonials 1/12. */
const TESTIMONIAL_PAGE_SIZE = 12;

/** SPEC §7 order: pageNo, pageSize, deleted=false, clientId. */
function testimonialQuery(clientId: number): URLSearchParams {
  return listQuery([
    ["pageNo", 1],
    ["pageSize", TESTIMONIAL_PAGE_SIZE],
    ["deleted", false],
    ["clientId", clientId],
  ]);
}

const resource = createListResource("/testimonial/all", testimonialSchema);

export function listTestimonials(clientId: number, options?: ListCallOptions) {
  return resource.list(testimonialQuery(clientId), options);
}

/**
 * After staff approved, rejected, edited, deleted or erased a school's testimonial: its public list
 * shows the change on the next request, not when the cache's copy expires (README "Staff console").
 * Other instances hear it through the content-change channel (README "Many instances").
 */
export function forgetTestimonials(clientId: number): void {
  resource.forgetSchool(clientId);
}

/** `language`: the page's (README "Languages": "Mails"). */
export type NewTestimonial = { clientId: number; title: string; mobile: string; description: string; language?: Lang };

/** POST /testimonial/new: no body, fields in the query, no token (SPEC §6, §7). */
export function createTestimonial(input: NewTestimonial, options: { idempotencyKey?: string; signal?: AbortSignal } = {}) {
  return apiRequest("/testimonial/new", {
    method: "POST",
    query: listQuery([
      ["clientId", input.clientId],
      ["title", input.title],
      ["mobile", input.mobile],
      ["description", input.description],
      ...languageParam(input.language),
    ]),
    headers: options.idempotencyKey ? { "Idempotency-Key": options.idempotencyKey } : undefined,
    schema: z.object({ message: text }).passthrough(),
    signal: options.signal,
  });
}
