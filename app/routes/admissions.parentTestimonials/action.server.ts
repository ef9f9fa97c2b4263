import type { ActionFunctionArgs } from "@remix-run/node";
import { createTestimonial } from "~/models/testimonial.server";
import { submitPublicForm } from "~/services/submit.server";
import { testimonialSchema } from "~/utils/schemas";
import { TESTIMONIALS } from "./copy";
import { TESTIMONIALS_PATH } from "./TestimonialForm";

/** Post/Redirect/Get: the 'Saved' popup comes from the flag (fixed text), the toast carries the API's message. */
export function action({ request }: ActionFunctionArgs) {
  return submitPublicForm(request, {
    schema: testimonialSchema,
    notify: "dialog",
    create: (value, { clientId, idempotencyKey }) => createTestimonial({ clientId, ...value }, { idempotencyKey }),
    success: { to: `${TESTIMONIALS_PATH}?saved=1`, message: TESTIMONIALS.savedText },
  });
}
