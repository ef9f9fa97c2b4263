import { json, type ActionFunctionArgs } from "@remix-run/node";
import { RETURN_FIELD } from "~/components/forms/NewsletterForm";
import { FORM_TEXT } from "~/content/forms";
import { catalogue, requestLang } from "~/i18n/catalogue.server";
import { providerMessage } from "~/i18n/form-copy.server";
import { clientIn } from "~/services/school.server";
import { subscribe } from "~/models/newsletter.server";
import { getTenant } from "~/services/tenant.server";
import { checkUnguardedSubmission, readFormData } from "~/utils/forms.server";
import { safeRedirect } from "~/utils/redirect";
import { newsletterSchema } from "~/utils/schemas";
import { PRIVATE_CACHE_CONTROL } from "~/utils/shared-page";
import { redirectWithSuccess } from "~/utils/toast.server";

/** What the /newsletter page shows after a sign-up that did not go through: the value and why. */
export type NewsletterAnswer = { email: string; error: string; returnTo: string };

/**
 * The newsletter box's POST (README "Newsletter"). Stored: back to the page it came from (a path
 * of this site only) with a thank-you toast, so that page stays the shared one. Not stored: the
 * /newsletter page with the typed address and what to fix next to it, with JavaScript or without.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const typed = formData.get("email");
  const email = typeof typed === "string" ? typed.slice(0, 500) : "";
  const returnTo = safeRedirect(formData.get(RETURN_FIELD), "/");
  const lang = requestLang(request);
  // What to fix in the page's language (README "Languages"): the box has no checks of its own in the browser.
  const answer = (error: string, status: number) =>
    json<NewsletterAnswer>({ email, error: providerMessage(lang, error), returnTo }, { status, headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });

  const check = checkUnguardedSubmission(request, formData);
  if (check.status === "rejected") return answer(check.message, check.httpStatus);
  const parsed = newsletterSchema.safeParse({ email: email.trim() === "" ? undefined : email });
  if (!parsed.success) return answer(parsed.error.issues[0]?.message ?? FORM_TEXT.noSchool, 400);

  const tenant = await getTenant(request);
  if (tenant.status !== "found") return answer(FORM_TEXT.noSchool, tenant.status === "failed" ? 503 : 404);
  const clientAddress = typeof context.clientAddress === "string" ? context.clientAddress : undefined;
  // The page's language is kept with the address for the school's mails (README "Languages": "Mails").
  const result = await subscribe({ clientId: tenant.client.clientId, email: parsed.data.email, language: lang }, { clientAddress });
  if (!result.ok) {
    // The provider's own words (a bad address, too many sign-ups, or SPEC §8's generic error).
    const message = result.field && result.message.startsWith(`${result.field}: `) ? result.message.slice(result.field.length + 2) : result.message;
    return answer(message, result.status === 0 || result.status >= 500 ? 503 : result.status);
  }
  // The thanks in the page's language (README "Languages"): English shows the provider's own words.
  const thanks = lang === "en" ? result.data.message : catalogue(lang).newsletter.subscribed(clientIn(tenant.client, lang).clientName);
  return redirectWithSuccess(returnTo, thanks);
}
