import { catalogue } from "./catalogue.server";
import { formMessageKeys, type PublicForm } from "./form-messages.server";
import type { FormActionData } from "~/utils/forms";
import { messageKey } from "~/utils/message-key";
import type { Lang } from "./languages";
import { SOURCES } from "../../shared/sources";

/** Where the parent's reference goes in `reference.sentence` as sent to a page (no letters: the pseudo-locale keeps it). */
export const REFERENCE_SLOT = "{0}";

/**
 * The public forms' shared words for a page's loader, in the page's language (README "Languages"),
 * as plain strings: the client never imports a catalogue. `school` is the name the consent line
 * gives.
 */
export function formWords(lang: Lang, school: string) {
  const forms = catalogue(lang).forms;
  return {
    optional: forms.optional,
    sending: forms.sending,
    savedTitle: forms.savedTitle,
    errorTitle: forms.errorTitle,
    okay: forms.okay,
    cool: forms.cool,
    cancel: forms.cancel,
    chooseOne: forms.chooseOne,
    consent: { text: forms.consent.text(school), link: forms.consent.link },
    reference: { sentence: forms.reference.sentence(REFERENCE_SLOT), keep: forms.reference.keep, link: forms.reference.link },
    visitInvite: forms.visitInvite,
    sources: SOURCES.map((value) => ({ value, label: forms.sources[value] })),
  };
}

export type FormWords = ReturnType<typeof formWords>;

/**
 * The messages dictionary a form page's loader sends as `formMessages` (components/forms/
 * use-translate.ts): `form`'s own messages only, each under its English words' `messageKey`, and
 * only for a page not in English (English shows the schemas' messages as they are).
 */
export function formMessages(lang: Lang, form: PublicForm): Readonly<Record<string, string>> | undefined {
  if (lang === "en") return undefined;
  const messages = catalogue(lang).forms.messages;
  return Object.fromEntries(formMessageKeys(form).map((key) => [messageKey(key), messages[key]]));
}

/** A message made on the server (a toast, a page's text) in `lang`: the dictionary's, else as it came. */
export function translateMessage(lang: Lang, message: string): string {
  const messages: Readonly<Record<string, string>> = catalogue(lang).forms.messages;
  return Object.hasOwn(messages, message) ? messages[message]! : message;
}

/**
 * A provider's message (a failed list's, a refused form's) for a page in `lang`: the dictionary's
 * words for it, else the language's "something went wrong" — the provider's own English words
 * (SPEC §8 shows them as they came, as the English page does) would be the one text a parent of
 * that page could not read.
 */
export function providerMessage(lang: Lang, message: string): string {
  if (lang === "en") return message;
  const words = catalogue(lang);
  const messages: Readonly<Record<string, string>> = words.forms.messages;
  return Object.hasOwn(messages, message) ? messages[message]! : words.layout.genericError;
}

/**
 * A form's answer with every message in `lang` (README "Languages"): the schema's, the guard's,
 * the provider's, the toast's and the dialog's. So the dictionary a page sends need only hold the
 * messages the browser's own checks make (`formMessages`).
 */
export function answerIn(lang: Lang, data: FormActionData): FormActionData {
  if (lang === "en") return data;
  const say = (message: string) => translateMessage(lang, message);
  if ("rejected" in data) return { rejected: say(data.rejected) };
  const { result, toast, dialog } = data;
  const error = result.error && Object.fromEntries(Object.entries(result.error).map(([name, messages]) => [name, messages?.map(say) ?? null]));
  return {
    ...data,
    result: { ...result, ...(error ? { error } : {}) },
    ...(toast ? { toast: { ...toast, message: say(toast.message) } } : {}),
    ...(dialog ? { dialog: { ...dialog, message: say(dialog.message) } } : {}),
  };
}
