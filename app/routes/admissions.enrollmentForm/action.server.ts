import type { ActionFunctionArgs } from "@remix-run/node";
import { catalogue, requestLang } from "~/i18n/catalogue.server";
import { pathIn } from "~/i18n/languages";
import { createEnrollment } from "~/models/enrollment.server";
import { classChoiceErrors } from "~/utils/admission-classes";
import { submitPublicForm } from "~/services/submit.server";
import { programsNotOffered } from "~/services/school-pages.server";
import { enrollmentSchema, PROGRAM_MESSAGE } from "~/utils/schemas";
import { classRuleWords, openClassesIn } from "./classes.server";
import { ENROLLMENT_PATH } from "./EnrollmentForm";

/**
 * SPEC §8: the response's message as a success toast; Post/Redirect/Get empties the form. A program
 * the school does not offer (README "Staff console": "Pages"), and a class missing or not meeting
 * the child's date of birth while the school has open classes (README "Admissions": a program
 * outside them, such as a summer camp, needs none), are refused on their fields, every value kept,
 * as the form's own check would. The page's language throughout (README "Languages"): the rules'
 * words, the toast, and the page a success lands on.
 */
export function action({ request }: ActionFunctionArgs) {
  const lang = requestLang(request);
  const words = catalogue(lang).enrollment;
  return submitPublicForm(request, {
    schema: enrollmentSchema,
    notify: "toast",
    confirmation: "enrollment",
    create: (value, { clientId, idempotencyKey, language }) => createEnrollment({ clientId, ...value, language }, { idempotencyKey }),
    success: {
      to: pathIn(lang, ENROLLMENT_PATH),
      message: words.received,
      thanks: (_answer, value, school) => words.thanks(school, value.childName),
    },
    refuse: async ({ program, classId, childDateOfBirth }, { clientId }) => {
      const [{ off }, classes] = await Promise.all([programsNotOffered(clientId), openClassesIn(clientId, lang)]);
      const errors = {
        ...(program && off.includes(program) ? { program: [PROGRAM_MESSAGE] } : {}),
        ...classChoiceErrors(classes, { classId, childDateOfBirth, program }, classRuleWords(lang)),
      };
      return Object.keys(errors).length > 0 ? errors : null;
    },
  });
}
