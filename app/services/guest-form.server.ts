import { redirect } from "@remix-run/node";
import type { z } from "zod";
import { requestLang } from "~/i18n/catalogue.server";
import { pathIn } from "~/i18n/languages";
import { formConstraint, withFormGuard } from "~/utils/forms.server";
import { getToken } from "~/utils/session.server";

/**
 * The loader of a form only a signed-out visitor has a use for (register, forgot password; README
 * "Forms and sign-in"): a signed-in one goes to their account (in the page's language); anyone
 * else gets the form's constraints and the public forms' guard, with the page's `data` (its words).
 */
export async function loadGuestForm<T extends object>(request: Request, schema: () => Promise<z.AnyZodObject>, data: T) {
  if (await getToken(request)) throw redirect(pathIn(requestLang(request), "/account"));
  return withFormGuard({ ...data, constraint: await formConstraint(schema) });
}
