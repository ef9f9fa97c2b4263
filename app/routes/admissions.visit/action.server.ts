import type { ActionFunctionArgs } from "@remix-run/node";
import { requestLang } from "~/i18n/catalogue.server";
import { pathIn } from "~/i18n/languages";
import { bookVisit } from "~/models/visit.server";
import { programsNotOffered } from "~/services/school-pages.server";
import { submitPublicForm } from "~/services/submit.server";
import { PROGRAM_MESSAGE, visitSchema } from "~/utils/schemas";
import { VISIT } from "./copy";
import { VISIT_PATH } from "./VisitForm";

/**
 * A visit booked through the public forms' pipeline (README "Visits"). Success: Post/Redirect/Get
 * with the reference, the visit's time and place and the mobile given in the one-time flash (for
 * "Add to calendar"). A time that filled or closed meanwhile comes back on the times, every value
 * kept; a program the school does not offer is refused on its field, as on the enrollment form.
 */
export function action({ request }: ActionFunctionArgs) {
  return submitPublicForm(request, {
    schema: visitSchema,
    notify: "toast",
    confirmation: "visit",
    create: ({ slot, ...value }, { clientId, idempotencyKey, language }) =>
      bookVisit({ clientId, slotId: slot.slotId, date: slot.date, ...value, language }, { idempotencyKey }),
    details: ({ data }, { parentMobile }) => ({
      visit: { date: data.date, startTime: data.startTime, lengthMinutes: data.lengthMinutes, address: data.address, mobile: parentMobile },
    }),
    // Back to the page in its own language (README "Languages"): the same language the mails are in.
    success: { to: pathIn(requestLang(request), VISIT_PATH), message: VISIT.booked },
    refuse: async ({ program }, { clientId }) => {
      if (!program) return null;
      const { off } = await programsNotOffered(clientId);
      return off.includes(program) ? { program: [PROGRAM_MESSAGE] } : null;
    },
  });
}
