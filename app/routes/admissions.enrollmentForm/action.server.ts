import type { ActionFunctionArgs } from "@remix-run/node";
import { requestLang } from "~/i18n/catalogue.server";
import { pathIn } from "~/i18n/languages";
import { listOpenClasses } from "~/models/admissions.server";
import { createEnrollment } from "~/models/enrollment.server";
import { classChoiceErrors } from "~/utils/admission-classes";
import { submitPublicForm } from "~/services/submit.server";
import { programsNotOffered } from "~/services/school-pages.server";
import { enrollmentSchema, PROGRAM_MESSAGE } from "~/utils/schemas";
import { ENROLLMENT } from "./copy";
import { ENROLLMENT_PATH } from "./EnrollmentForm";

/**
 * SPEC §8: the response's message as a success toast; Post/Redirect/Get empties the form. A program
 * the school does not offer (README "Staff console": "Pages"), and a class missing or not meeting
 * the child's date of birth while the school has open classes (README "Admissions": a program
 * outside them, such as a summer camp, needs none), are refused on their fields, every value kept,
 * as the form's own check would.
 */
export function action({ request }: ActionFunctionArgs) {
  return submitPublicForm(request, {
    schema: enrollmentSchema,
    notify: "toast",
    confirmation: "enrollment",
    create: (value, { clientId, idempotencyKey, language }) => createEnrollment({ clientId, ...value, language }, { idempotencyKey }),
    // Back to the page in its own language (README "Languages"): the same language the mails are in.
    success: { to: pathIn(requestLang(request), ENROLLMENT_PATH), message: ENROLLMENT.received },
    refuse: async ({ program, classId, childDateOfBirth }, { clientId }) => {
      const [{ off }, classes] = await Promise.all([programsNotOffered(clientId), listOpenClasses(clientId)]);
      const errors = {
        ...(program && off.includes(program) ? { program: [PROGRAM_MESSAGE] } : {}),
        ...classChoiceErrors(classes.data, { classId, childDateOfBirth, program }),
      };
      return Object.keys(errors).length > 0 ? errors : null;
    },
  });
}
