import { meetsRule, ruleMessage } from "../../shared/age-rules";

/**
 * An application's class (README "Admissions"), the site's half: which of the school's open classes
 * a date of birth fits, and what the form says when none does or another was chosen. The form
 * narrows its choices with it (with JavaScript as the date is typed; without, once the action has
 * seen the date), and the action refuses with it before the provider, which checks it again.
 */

export type ClassChoice = { id: number; name: string; yearLabel: string; program: string; minMonths: number; underMonths: number; ageOn: string };

export const CLASS_TEXT = {
  required: "Choose the class you are applying for",
  notOffered: "Choose one of the classes",
  dateOfBirthRequired: "Child's date of birth is required",
  noneFits: "No class open for applications fits this date of birth.",
} as const;

/** The classes a child born on `born` may apply for; all of them while the date is not known. */
export function fittingClasses<C extends ClassChoice>(classes: readonly C[], born: string): C[] {
  return born ? classes.filter((choice) => meetsRule(choice, born)) : [...classes];
}

/** "No class … fits this date of birth. For Playgroup 2027–28 a child must be … For Nursery …": every rule, in one message. */
const noneFits = (classes: readonly ClassChoice[]) =>
  [CLASS_TEXT.noneFits, ...classes.map((choice) => `${ruleMessage(choice.name, choice.yearLabel, choice)}.`)].join(" ");

/** The messages that name the classes' rules, in the page's language (the action's, from the catalogue); English by default. */
export type ClassRuleWords = { noneFits: (classes: readonly ClassChoice[]) => string; rule: (choice: ClassChoice) => string };

const ENGLISH_RULES: ClassRuleWords = { noneFits, rule: (choice) => ruleMessage(choice.name, choice.yearLabel, choice) };

/**
 * Whether an application must name a class: when the school has open classes, unless it is for a
 * program none of them belongs to (day care, a summer camp), which runs outside the admission year.
 */
export const classNeeded = (classes: readonly ClassChoice[], program: string) =>
  classes.length > 0 && (program === "" || classes.some((choice) => choice.program === program));

/**
 * The messages by field when the application's class cannot be taken, or null. A school with no
 * open class has nothing to check here: the form is SPEC's.
 */
export function classChoiceErrors(
  classes: readonly ClassChoice[],
  value: { classId: string; childDateOfBirth: string; program: string },
  words: ClassRuleWords = ENGLISH_RULES,
): Record<string, string[]> | null {
  const { classId, childDateOfBirth: born, program } = value;
  // No classes known (none open, or the list failed): the provider checks a class named anyway.
  if (classes.length === 0 || (classId === "" && !classNeeded(classes, program))) return null;
  const chosen = classes.find((choice) => String(choice.id) === classId);
  const errors: Record<string, string[]> = {};
  if (!born) errors.childDateOfBirth = [CLASS_TEXT.dateOfBirthRequired];
  if (born && fittingClasses(classes, born).length === 0) errors.classId = [words.noneFits(classes)];
  else if (!classId) errors.classId = [CLASS_TEXT.required];
  else if (!chosen) errors.classId = [CLASS_TEXT.notOffered];
  else if (born && !meetsRule(chosen, born)) errors.classId = [words.rule(chosen)];
  return Object.keys(errors).length > 0 ? errors : null;
}
