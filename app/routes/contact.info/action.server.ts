import type { ActionFunctionArgs } from "@remix-run/node";
import { createEnquiry } from "~/models/contact.server";
import { submitPublicForm } from "~/services/submit.server";
import { enquirySchema } from "~/utils/schemas";
import { ENQUIRY } from "./copy";
import { ENQUIRY_PATH } from "./EnquiryForm";

/** The enquiry form of SPEC §2 posts here; a success opens its 'Saved' dialog (fixed text) from the flash. */
export function action({ request }: ActionFunctionArgs) {
  return submitPublicForm(request, {
    schema: enquirySchema,
    notify: "dialog",
    confirmation: "enquiry",
    create: (value, { clientId, idempotencyKey }) => createEnquiry({ clientId, ...value }, { idempotencyKey }),
    success: { to: `${ENQUIRY_PATH}#enquiry-saved`, message: ENQUIRY.savedText },
  });
}
