import { parseWithZod } from "@conform-to/zod";
import { json } from "@remix-run/node";
import type { z } from "zod";
import { FORM_TEXT } from "~/content/forms";
import { catalogue, requestLang } from "~/i18n/catalogue.server";
import { answerIn, providerMessage, translateMessage } from "~/i18n/form-copy.server";
import { DEFAULT_LANG, type Lang } from "~/i18n/languages";
import type { ApiFailure, ApiResult } from "~/utils/api.server";
import { IDEMPOTENCY_FIELD, type FormActionData } from "~/utils/forms";
import { checkSubmission, createFormGuard, formMessage, readFormData, replyWithApiFailure } from "~/utils/forms.server";
import { readReference } from "~/utils/reference";
import type { Confirmation } from "~/utils/toast";
import { redirectWithConfirmation } from "~/utils/toast.server";
import { clientIn } from "./school.server";
import { getTenant } from "./tenant.server";

/**
 * The server half of a public form (README "Forms and sign-in"): guard → parse → too fast →
 * school → create → provider failure → Post/Redirect/Get with a toast. The client half is
 * components/forms/use-public-form.ts.
 */

type Schema = z.AnyZodObject;

/** A form's answer that is not a redirect: its errors, values and guard, or a refusal, in the page's language. */
const answer = (lang: Lang, data: FormActionData, status: number) => json<FormActionData>(answerIn(lang, data), { status });

/**
 * The guard and the parse, shared with /register: a refused post is answered at once; a post sent
 * too fast or with invalid fields goes back with every value (passwords excepted: `hideFields`).
 */
export async function readPublicForm<S extends Schema>(request: Request, schema: S, options: { hideFields?: string[] } = {}) {
  const formData = await readFormData(request);
  const check = checkSubmission(request, formData);
  const lang = requestLang(request);
  if (check.status === "rejected") return { response: answer(lang, { rejected: check.message }, check.httpStatus) } as const;
  const submission = parseWithZod(formData, { schema });
  const { hideFields } = options;
  if (check.status === "too-fast" || check.status === "expired") {
    const message = check.status === "too-fast" ? FORM_TEXT.tooFast : FORM_TEXT.expired;
    return { response: answer(lang, { result: submission.reply({ formErrors: [message], hideFields }), guard: check.guard }, 400) } as const;
  }
  if (submission.status !== "success")
    return { response: answer(lang, { result: submission.reply({ hideFields }), guard: check.guard }, 400) } as const;
  return { submission, guard: check.guard } as const;
}

type Created = { message: string; reference?: string };

type PublicForm<S extends Schema, R extends Created> = {
  /** The form's fields, in form order; a provider's error on one of them shows under it. */
  schema: S;
  /**
   * Where the outcome shows (SPEC §8): the toast area (enrollment), or the form's own 'Saved' and
   * 'Error!' dialogs (enquiry, testimonial), never both.
   */
  notify: "toast" | "dialog";
  /** The form's name in its one-time confirmation. */
  confirmation: Confirmation["form"];
  /**
   * Stores the submission with the provider, under the form's idempotency key, with the page's
   * language (the school's mails about it are in it: README "Languages": "Mails").
   */
  create: (value: z.output<S>, context: { clientId: number; idempotencyKey: string; language: Lang }) => Promise<ApiResult<R>>;
  /** More of the answer for the page it lands on, in the same one-time flash (a visit's time and place). */
  details?: (answer: R, value: z.output<S>) => Pick<Confirmation, "visit">;
  /**
   * Where a success goes (no flag in the URL: the confirmation is in the flash), and the toast when
   * the provider sends no message, or the 'Saved' dialog's fixed text (in the page's language).
   */
  success: {
    to: string;
    message: string;
    /**
     * The toast on a page in another language than English (README "Languages"): the provider's own
     * thanks is English with the school's and child's names in it, so it is said again from the
     * catalogue with the same values.
     */
    thanks?: (answer: R, value: z.output<S>, school: string) => string;
  };
  /**
   * What the school's own settings refuse before anything is sent (a program it does not offer):
   * the messages by field, or null. The form comes back as for a field the schema refused.
   */
  refuse?: (value: z.output<S>, context: { clientId: number }) => Promise<Record<string, string[]> | null>;
};

/** A provider's refusal with its messages for a page in `lang` (`providerMessage`). */
function providerFailureIn(lang: Lang, failure: ApiFailure): Pick<ApiFailure, "message" | "errors"> {
  const say = (message: string) => providerMessage(lang, message);
  // "field: message" keeps its field's name, which tells where the message shows.
  const prefix = failure.field ? `${failure.field}: ` : "";
  const message = prefix && failure.message.startsWith(prefix) ? prefix + say(failure.message.slice(prefix.length)) : say(failure.message);
  const errors = failure.errors && Object.fromEntries(Object.entries(failure.errors).map(([name, messages]) => [name, messages.map(say)]));
  return { message, ...(errors ? { errors } : {}) };
}

export async function submitPublicForm<S extends Schema, R extends Created>(request: Request, form: PublicForm<S, R>) {
  const read = await readPublicForm(request, form.schema);
  if ("response" in read) return read.response;
  const { submission, guard } = read;
  const lang = requestLang(request);
  const fail = (result: ReturnType<typeof submission.reply>, message: string, status: number, next = guard) => {
    const shown = form.notify === "toast" ? { toast: formMessage(message) } : { dialog: formMessage(message) };
    return answer(lang, { result, guard: next, ...shown }, status);
  };

  const tenant = await getTenant(request);
  if (tenant.status !== "found") {
    // SPEC §1: an unknown host has no school to send to (404); a failed lookup may pass (503).
    const message = providerMessage(lang, tenant.status === "failed" ? tenant.message || FORM_TEXT.noSchool : FORM_TEXT.noSchool);
    return fail(submission.reply(), message, tenant.status === "failed" ? 503 : 404);
  }
  const refused = form.refuse ? await form.refuse(submission.value, { clientId: tenant.client.clientId }) : null;
  if (refused) return answer(lang, { result: submission.reply({ fieldErrors: refused }), guard }, 400);
  const result = await form.create(submission.value, {
    clientId: tenant.client.clientId,
    idempotencyKey: guard.idempotencyKey,
    language: lang,
  });
  if (!result.ok) {
    // SPEC §8: the server's message, else the generic one; every value kept.
    const failure = replyWithApiFailure(submission, { ...result, ...providerFailureIn(lang, result) }, Object.keys(form.schema.shape));
    // The key was already used with other details (README "Submissions"): the provider stored
    // nothing; the form comes back with its values and a fresh key, so sending it again works.
    const reused = result.status === 409 && result.field === IDEMPOTENCY_FIELD;
    return fail(failure.result, failure.message, failure.httpStatus, reused ? createFormGuard() : guard);
  }
  const thanks = lang === DEFAULT_LANG ? undefined : form.success.thanks;
  const message = thanks
    ? thanks(result.data, submission.value, clientIn(tenant.client, lang).clientName)
    : translateMessage(lang, result.data.message || form.success.message);
  // An enrollment's or enquiry's reference (README "Staff console"): in the one-time flash, so the
  // page it lands on shows it once with a link to the status page (and the toast says it too).
  const reference = readReference(result.data.reference ?? null) ?? undefined;
  const confirmation = { form: form.confirmation, ...(reference ? { reference } : {}), ...form.details?.(result.data, submission.value) };
  if (form.notify === "dialog") return redirectWithConfirmation(form.success.to, { ...confirmation, text: form.success.message });
  return redirectWithConfirmation(
    form.success.to,
    confirmation,
    reference ? { message, description: catalogue(lang).forms.reference.sentence(reference) } : message,
  );
}
