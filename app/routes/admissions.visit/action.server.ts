import type { ActionFunctionArgs } from "@remix-run/node";
import { catalogue, requestLang } from "~/i18n/catalogue.server";
import { DEFAULT_LANG, pathIn } from "~/i18n/languages";
import { clockIn, dayIn } from "~/i18n/when.server";
import { bookVisit } from "~/models/visit.server";
import { clientIn, schoolFacts } from "~/services/school.server";
import { programsNotOffered } from "~/services/school-pages.server";
import { getTenant } from "~/services/tenant.server";
import { submitPublicForm } from "~/services/submit.server";
import { PROGRAM_MESSAGE, visitSchema } from "~/utils/schemas";
import { addressLines } from "~/utils/school";
import { VISIT_PATH } from "./VisitForm";

/**
 * A visit booked through the public forms' pipeline (README "Visits"). Success: Post/Redirect/Get
 * with the reference, the visit's time and place and the mobile given in the one-time flash (for
 * "Add to calendar"), its day and time already in the page's language (README "Languages"). A time
 * that filled or closed meanwhile comes back on the times, every value kept; a program the school
 * does not offer is refused on its field, as on the enrollment form.
 */
export async function action({ request }: ActionFunctionArgs) {
  const lang = requestLang(request);
  const words = catalogue(lang).visit;
  // The provider gives the school's address in English; another language's page shows the school's
  // own words for it (the same cached lookup as the form's).
  const tenant = lang === DEFAULT_LANG ? null : await getTenant(request);
  const place = tenant?.status === "found" ? addressLines(schoolFacts(clientIn(tenant.client, lang)).address).join(", ") : null;
  return submitPublicForm(request, {
    schema: visitSchema,
    notify: "toast",
    confirmation: "visit",
    create: ({ slot, ...value }, { clientId, idempotencyKey, language }) =>
      bookVisit({ clientId, slotId: slot.slotId, date: slot.date, ...value, language }, { idempotencyKey }),
    details: ({ data }, { parentMobile }) => ({
      visit: {
        date: data.date,
        startTime: data.startTime,
        lengthMinutes: data.lengthMinutes,
        address: place ?? data.address,
        mobile: parentMobile,
        day: dayIn(lang, data.date),
        time: words.timeWithLength(clockIn(lang, data.startTime), data.lengthMinutes),
      },
    }),
    success: {
      to: pathIn(lang, VISIT_PATH),
      message: words.booked,
      thanks: ({ data }, _value, school) => words.thanks(school, dayIn(lang, data.date), clockIn(lang, data.startTime)),
    },
    refuse: async ({ program }, { clientId }) => {
      if (!program) return null;
      const { off } = await programsNotOffered(clientId);
      return off.includes(program) ? { program: [PROGRAM_MESSAGE] } : null;
    },
  });
}
