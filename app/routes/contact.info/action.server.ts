import type { ActionFunctionArgs } from "@remix-run/node";
import { catalogue, requestLang } from "~/i18n/catalogue.server";
import { pathIn } from "~/i18n/languages";
import { createEnquiry } from "~/models/contact.server";
import { submitPublicForm } from "~/services/submit.server";
import { enquirySchema } from "~/utils/schemas";
import { ENQUIRY_PATH } from "./EnquiryForm";

/** The enquiry form of SPEC §2 posts here; a success opens its 'Saved' dialog (fixed text) from the flash. */
export function action({ request }: ActionFunctionArgs) {
  return submitPublicForm(request, {
    schema: enquirySchema,
    notify: "dialog",
    confirmation: "enquiry",
    create: (value, { clientId, idempotencyKey, language }) => createEnquiry({ clientId, ...value, language }, { idempotencyKey }),
    // Back to the page in its own language (README "Languages").
    success: { to: pathIn(requestLang(request), `${ENQUIRY_PATH}#enquiry-saved`), message: catalogue(requestLang(request)).contact.saved },
  });
}
