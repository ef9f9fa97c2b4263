/**
 * A class's age rule (README "Admissions": "The year and its classes"): the child is at least
 * `minMonths` and under `underMonths` old on the school's cut-off date, as Indian states write
 * them ("3 to under 4 on 31 March 2027"). The rule is the school's setting, never code; this is
 * only its arithmetic and its words, the same on the enrollment form, in the site's action and in
 * the provider, so a parent is never told one rule and judged by another.
 */

export type AgeRule = {
  /** At least this many whole months old on `ageOn`. */
  minMonths: number;
  /** Under this many whole months old on `ageOn`. */
  underMonths: number;
  /** The cut-off date, YYYY-MM-DD. */
  ageOn: string;
};

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

function parts(date: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // A date that does not exist (31 April) is no date: Date.UTC would roll it into May.
  const real = new Date(Date.UTC(year, month - 1, day));
  return real.getUTCMonth() === month - 1 && real.getUTCDate() === day ? [year, month, day] : null;
}

/**
 * Whole months from `born` to `on` (a child born on 1 April 2023 is 48 months old on 1 April 2027
 * and 47 on 31 March 2027), or null when either is not a date or `on` is before `born`.
 */
export function monthsOld(born: string, on: string): number | null {
  const from = parts(born);
  const to = parts(on);
  if (!from || !to) return null;
  const months = (to[0] - from[0]) * 12 + (to[1] - from[1]) - (to[2] < from[2] ? 1 : 0);
  return months < 0 ? null : months;
}

/** Whether a child born on `born` meets the rule. */
export function meetsRule(rule: AgeRule, born: string): boolean {
  const months = monthsOld(born, rule.ageOn);
  return months !== null && months >= rule.minMonths && months < rule.underMonths;
}

/** "3", "2 years 6 months", "1 month": an age as the rule says it. */
function age(months: number, bare: boolean): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (rest === 0 && bare) return String(years);
  const y = years === 0 ? "" : `${years} ${years === 1 ? "year" : "years"}`;
  const m = rest === 0 ? "" : `${rest} ${rest === 1 ? "month" : "months"}`;
  return [y, m].filter(Boolean).join(" ") || "0 months";
}

/** "31 March 2027". */
export function dateInWords(date: string): string {
  const day = parts(date);
  return day ? `${day[2]} ${MONTHS[day[1] - 1]} ${day[0]}` : date;
}

/** "3 to under 4 on 31 March 2027"; "2 years 6 months to under 3 years 6 months on …" when months count. */
export function ruleInWords(rule: AgeRule): string {
  const whole = rule.minMonths % 12 === 0 && rule.underMonths % 12 === 0;
  return `${age(rule.minMonths, whole)} to under ${age(rule.underMonths, whole)} on ${dateInWords(rule.ageOn)}`;
}

/** The refusal that says the rule: "For Nursery 2027–28 a child must be 3 to under 4 on 31 March 2027". */
export function ruleMessage(className: string, yearLabel: string, rule: AgeRule): string {
  return `For ${className} ${yearLabel} a child must be ${ruleInWords(rule)}`;
}
