import type { ActionFunctionArgs } from "@remix-run/node";
import { createEnrollment } from "~/models/enrollment.server";
import { submitPublicForm } from "~/services/submit.server";
import { enrollmentSchema } from "~/utils/schemas";
import { ENROLLMENT } from "./copy";
import { ENROLLMENT_PATH } from "./EnrollmentForm";

/** SPEC §8: the response's message as a success toast; Post/Redirect/Get empties the form. */
export function action({ request }: ActionFunctionArgs) {
  return submitPublicForm(request, {
    schema: enrollmentSchema,
    notify: "toast",
    confirmation: "enrollment",
    create: (value, { clientId, idempotencyKey }) => createEnrollment({ clientId, ...value }, { idempotencyKey }),
    success: { to: ENROLLMENT_PATH, message: ENROLLMENT.received },
  });
}
