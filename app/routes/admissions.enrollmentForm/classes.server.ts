import { catalogue } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/languages";
import { inLanguage } from "~/i18n/school-languages.server";
import { listOpenClasses } from "~/models/admissions.server";
import type { ClassChoice, ClassRuleWords } from "~/utils/admission-classes";

/**
 * The school's open classes (README "Admissions") in the page's language (README "Languages"): each
 * class's name as the school wrote it in that language, and the words that state the age rules,
 * made here from the catalogue, for the form's choices and the action's refusals alike.
 */
export async function openClassesIn(clientId: number, lang: Lang, signal?: AbortSignal): Promise<ClassChoice[]> {
  const classes = (await listOpenClasses(clientId, { signal })).data;
  return classes.map(({ translations, ...choice }) => inLanguage(choice, translations, lang, ["name"]));
}

export function classRuleWords(lang: Lang): ClassRuleWords & { choice: (choice: ClassChoice) => string } {
  const words = catalogue(lang).enrollment;
  const rule = (choice: ClassChoice) => words.ruleMessage(choice.name, choice.yearLabel, choice);
  return {
    rule,
    noneFits: (classes) => [words.noneFits, ...classes.map((choice) => words.ruleSentence(choice.name, choice.yearLabel, choice))].join(" "),
    choice: (choice) => words.classChoice(choice.name, choice.yearLabel, choice),
  };
}
