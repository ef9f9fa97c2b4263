import { json } from "@remix-run/node";
import { catalogue, requestLang } from "~/i18n/catalogue.server";
import { answerIn, translateMessage } from "~/i18n/form-copy.server";
import { LANGUAGES, type Lang } from "~/i18n/languages";
import { readPasswordLink, setPasswordWithLink } from "~/models/claim.server";
import type { FormActionData } from "~/utils/forms";
import { formConstraint, formMessage, replyWithApiFailure } from "~/utils/forms.server";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { tenantHostname } from "~/utils/host";
import { redirectSignedIn } from "~/utils/session.server";
import { claimSchema } from "~/utils/staff-schemas";
import { formatWhen } from "~/utils/when";
import { landingAfterSignIn } from "./landing.server";
import { readStaffForm } from "./staff.server";

// The loader and action behind a one-time password link (README "Forms and sign-in"): `claim`
// (a first password) and `reset` (a forgotten one). The host's school goes with every call, so a
// link opened on another school's site reads as not valid there, and is left unused.

type Purpose = "claim" | "reset";

const linkOf = (request: Request) => ({
  token: new URL(request.url).searchParams.get("token") ?? "",
  domain: tenantHostname(request) ?? "",
});

/** When the link stops working, as the page's language writes a moment ("23 Jul 2025, 4:05 pm" in English). */
function expiryIn(lang: Lang, iso: string): string {
  const date = new Date(iso);
  if (lang === "en" || Number.isNaN(date.getTime())) return formatWhen(iso);
  // Hindi's "pm" is Latin: its 24-hour clock instead.
  const format = { dateStyle: "medium", timeStyle: "short", hourCycle: "h23", timeZone: "Asia/Kolkata" } as const;
  return new Intl.DateTimeFormat(LANGUAGES[lang].intl, format).format(date);
}

/**
 * Who the link is for, or why it cannot be used (404; 503 when the provider could not say), with
 * the form's words in the page's language (README "Languages") and the page's own (`page`).
 */
export async function loadPasswordLink<T extends object>(
  request: Request,
  purpose: Purpose,
  notValid: string,
  page: (link: { name: string; clientName: string } | null) => T,
) {
  const lang = requestLang(request);
  const words = catalogue(lang).account.setPassword;
  const { token, domain } = linkOf(request);
  const link = token && domain ? await readPasswordLink(purpose, { token, domain }) : null;
  if (!link?.ok) {
    // Unknown, used, expired and other schools' links read alike (the provider's one 404).
    const message = link && link.status === 404 ? translateMessage(lang, link.message) : notValid;
    const status = link && link.status !== 404 && link.status !== 400 ? 503 : 404;
    return json({ ...page(null), link: null, token: "", message, constraint: {}, words: null }, { status });
  }
  const { name, email, role, clientName, expiresAt } = link.data.data;
  const form = {
    email: words.email,
    password: words.password,
    hint: words.hint,
    works: words.works(expiryIn(lang, expiresAt)),
    submit: words.submit,
  };
  return json({
    ...page({ name, clientName }),
    link: { name, email, role, clientName },
    token,
    message: "",
    constraint: await formConstraint(FORM_SCHEMAS.claim),
    words: form,
  });
}

/** Sets the password (the provider checks the rule and uses the link up), signs in, lands as login does. */
export async function setPasswordAction(request: Request, purpose: Purpose) {
  const { submission } = await readStaffForm(request, claimSchema);
  const hideFields = ["password"];
  if (submission.status !== "success")
    return json<FormActionData>(answerIn(requestLang(request), { result: submission.reply({ hideFields }) }), { status: 400 });
  const used = await setPasswordWithLink(purpose, { ...linkOf(request), password: submission.value.password });
  if (!used.ok) {
    const failure = replyWithApiFailure(submission, used, ["password"], { hideFields, formError: true });
    const toast = formMessage(failure.message);
    return json<FormActionData>(answerIn(requestLang(request), { result: failure.result, toast }), { status: failure.httpStatus });
  }
  const { user, token: session } = used.data;
  const welcome = catalogue(requestLang(request)).account.welcome(user.name);
  return redirectSignedIn(request, { token: session, user }, welcome, await landingAfterSignIn(request, session));
}
