import { DEFAULT_LANG, type Lang } from "~/i18n/languages";

/**
 * The page's language beside a family's submission (README "Languages": "Mails"): the provider
 * keeps it on the record and writes the school's mails about it in that language. English is not
 * sent (the provider takes none as English), so an English page makes SPEC §7's call as before.
 */
export const languageParam = (lang: Lang | undefined): Array<[string, string]> => (lang && lang !== DEFAULT_LANG ? [["language", lang]] : []);
