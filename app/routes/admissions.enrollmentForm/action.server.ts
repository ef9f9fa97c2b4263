import type { ActionFunctionArgs } from "@remix-run/node";
import { createEnrollment } from "~/models/enrollment.server";
import { submitPublicForm } from "~/services/submit.server";
import { programsNotOffered } from "~/services/school-pages.server";
import { enrollmentSchema, PROGRAM_MESSAGE } from "~/utils/schemas";
import { ENROLLMENT } from "./copy";
import { ENROLLMENT_PATH } from "./EnrollmentForm";

/**
 * SPEC §8: the response's message as a success toast; Post/Redirect/Get empties the form. A program
 * the school does not offer (README "Staff console": "Pages") is refused on its field, every value
 * kept, as the form's own check would.
 */
export function action({ request }: ActionFunctionArgs) {
  return submitPublicForm(request, {
    schema: enrollmentSchema,
    notify: "toast",
    confirmation: "enrollment",
    create: (value, { clientId, idempotencyKey }) => createEnrollment({ clientId, ...value }, { idempotencyKey }),
    success: { to: ENROLLMENT_PATH, message: ENROLLMENT.received },
    refuse: async ({ program }, { clientId }) => {
      if (!program) return null;
      const { off } = await programsNotOffered(clientId);
      return off.includes(program) ? { program: [PROGRAM_MESSAGE] } : null;
    },
  });
}
