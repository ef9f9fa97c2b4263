import type { ActionFunctionArgs } from "@remix-run/node";
import { createTestimonial } from "~/models/testimonial.server";
import { submitPublicForm } from "~/services/submit.server";
import { testimonialSchema } from "~/utils/schemas";
import { TESTIMONIALS } from "./copy";
import { TESTIMONIALS_PATH } from "./TestimonialForm";

/** Post/Redirect/Get: the 'Saved' popup (fixed text) comes from the one-time flash. */
export function action({ request }: ActionFunctionArgs) {
  return submitPublicForm(request, {
    schema: testimonialSchema,
    notify: "dialog",
    confirmation: "testimonial",
    create: (value, { clientId, idempotencyKey }) => createTestimonial({ clientId, ...value }, { idempotencyKey }),
    success: { to: TESTIMONIALS_PATH, message: TESTIMONIALS.savedText },
  });
}
