import type { ActionFunctionArgs } from "@remix-run/node";
import { catalogue, requestLang } from "~/i18n/catalogue.server";
import { pathIn } from "~/i18n/languages";
import { createTestimonial } from "~/models/testimonial.server";
import { submitPublicForm } from "~/services/submit.server";
import { testimonialSchema } from "~/utils/schemas";
import { TESTIMONIALS_PATH } from "./TestimonialForm";

/** Post/Redirect/Get: the 'Saved' popup (fixed text) comes from the one-time flash. */
export function action({ request }: ActionFunctionArgs) {
  return submitPublicForm(request, {
    schema: testimonialSchema,
    notify: "dialog",
    confirmation: "testimonial",
    create: (value, { clientId, idempotencyKey, language }) => createTestimonial({ clientId, ...value, language }, { idempotencyKey }),
    // Back to the page in its own language (README "Languages").
    success: { to: pathIn(requestLang(request), TESTIMONIALS_PATH), message: catalogue(requestLang(request)).testimonials.savedText },
  });
}
