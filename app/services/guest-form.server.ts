import { redirect } from "@remix-run/node";
import type { z } from "zod";
import { formConstraint, withFormGuard } from "~/utils/forms.server";
import { getToken } from "~/utils/session.server";

/**
 * The loader of a form only a signed-out visitor has a use for (register, forgot password; README
 * "Forms and sign-in"): a signed-in one goes to their account; anyone else gets the form's
 * constraints and the public forms' guard.
 */
export async function loadGuestForm(request: Request, schema: () => Promise<z.AnyZodObject>) {
  if (await getToken(request)) throw redirect("/account");
  return withFormGuard({ constraint: await formConstraint(schema) });
}
