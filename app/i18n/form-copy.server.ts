import { catalogue } from "./catalogue.server";
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
 * use-translate.ts), only for a page not in English: English shows the schemas' messages as they are.
 */
export function formMessages(lang: Lang): Readonly<Record<string, string>> | undefined {
  return lang === "en" ? undefined : catalogue(lang).forms.messages;
}

/** A message made on the server (a toast, a page's text) in `lang`: the dictionary's, else as it came. */
export function translateMessage(lang: Lang, message: string): string {
  const messages: Readonly<Record<string, string>> = catalogue(lang).forms.messages;
  return Object.hasOwn(messages, message) ? messages[message]! : message;
}
