import { FALLBACK_SCHOOL_NAME } from "~/content/site";
import { catalogue, requestLang } from "~/i18n/catalogue.server";
import { formMessages } from "~/i18n/form-copy.server";
import type { PublicForm } from "~/i18n/form-messages.server";
import { clientIn } from "./school.server";
import { getTenant } from "./tenant.server";

type AccountPage = keyof ReturnType<typeof catalogue>["account"]["pages"];

/** The form each account page has, whose browser checks' messages it sends. */
const PAGE_FORMS: Partial<Record<AccountPage, PublicForm>> = { login: "login", register: "register", forgot: "forgotPassword", reset: "setPassword" };

/**
 * An account page's words in the page's language (README "Languages"): its title and description
 * naming the school, the account section of the catalogue for the loader to pick plain strings
 * from, the shared "Sending" and the form messages' dictionary.
 */
export async function accountWords(request: Request, page: AccountPage) {
  const lang = requestLang(request);
  const tenant = await getTenant(request);
  const school = tenant.status === "found" ? clientIn(tenant.client, lang).clientName : FALLBACK_SCHOOL_NAME;
  const words = catalogue(lang);
  const info = words.account.pages[page];
  return {
    lang,
    school,
    words: words.account,
    page: { title: info.title, description: info.description(school) },
    sending: words.forms.sending,
    formMessages: PAGE_FORMS[page] ? formMessages(lang, PAGE_FORMS[page]) : undefined,
  };
}
