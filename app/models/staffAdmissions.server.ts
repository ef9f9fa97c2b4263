import { z } from "zod";
import { ageRule } from "./admissions.server";
import { id, text } from "./list.server";
import { changed, staffGet, staffPost, type StaffCaller } from "./staff.server";

/** `/staff/admissions/…` (README "Admissions"): the school's admission years and their classes; changes are the owner's. */

const whole = z.coerce.number().int().nonnegative();

// README "Languages": a row's versions in other languages; a provider from before them sends none.
const translations = z.record(z.record(z.string())).catch({});
const staffClass = z.object({
  id,
  name: text,
  program: text,
  seats: whole,
  ...ageRule,
  rule: text,
  applications: whole,
  feeRupees: whole.catch(0),
  translations,
});
export type StaffClass = z.output<typeof staffClass>;

const year = z.object({ id, label: text, startsOn: text, open: z.boolean(), classes: z.array(staffClass) });
export type AdmissionYear = z.output<typeof year>;

/** GET /staff/admissions/years: newest first, each with its classes, youngest first. */
export function getAdmissionYears(caller: StaffCaller) {
  return staffGet("/staff/admissions/years", caller, z.object({ data: z.array(year) }));
}

/** POST /staff/admissions/years (a new year) or /staff/admissions/years/:id (an edit). */
export function saveAdmissionYear(caller: StaffCaller, yearId: number | null, values: { label: string; startsOn: string; open: "true" | "false" }) {
  return staffPost(yearId === null ? "/staff/admissions/years" : `/staff/admissions/years/${yearId}`, caller, changed, values);
}

/** POST /staff/admissions/years/:id/delete: refused while any of its classes has applications. */
export function deleteAdmissionYear(caller: StaffCaller, yearId: number) {
  return staffPost(`/staff/admissions/years/${yearId}/delete`, caller, changed);
}

export type ClassValues = Record<"name" | "program" | "seats" | "minYears" | "minMonths" | "underYears" | "underMonths" | "ageOn" | "fee", string> & {
  /** The name in other languages, JSON (services/translations-form.server.ts); absent, kept. */
  translations?: string;
};

/** POST /staff/admissions/years/:id/classes (a new class of that year) or /staff/admissions/classes/:id (an edit). */
export function saveAdmissionClass(caller: StaffCaller, target: { yearId: number } | { classId: number }, values: ClassValues) {
  const path = "yearId" in target ? `/staff/admissions/years/${target.yearId}/classes` : `/staff/admissions/classes/${target.classId}`;
  return staffPost(path, caller, changed, values);
}

/** POST /staff/admissions/classes/:id/delete: refused while it has applications. */
export function deleteAdmissionClass(caller: StaffCaller, classId: number) {
  return staffPost(`/staff/admissions/classes/${classId}/delete`, caller, changed);
}

/** An item of a class's checklist (README "Admissions": "Documents"), with how many families uploaded it. */
const checklistItem = z.object({ id, name: z.string(), documents: whole, translations });
export type ChecklistItem = z.output<typeof checklistItem>;

/** GET /staff/admissions/classes/:id/checklist: the documents a family applying for the class uploads, in order. */
export function getChecklist(caller: StaffCaller, classId: number | string) {
  return staffGet(`/staff/admissions/classes/${classId}/checklist`, caller, z.object({ data: z.array(checklistItem) }));
}

/** POST /staff/admissions/classes/:id/checklist (a new item, last) or /staff/admissions/checklist/:id (renamed). */
export function saveChecklistItem(
  caller: StaffCaller,
  target: { classId: number } | { itemId: number },
  values: { name: string; translations?: string },
) {
  const path = "classId" in target ? `/staff/admissions/classes/${target.classId}/checklist` : `/staff/admissions/checklist/${target.itemId}`;
  return staffPost(path, caller, changed, values);
}

/** POST /staff/admissions/checklist/:id/delete: refused once a family has uploaded it. */
export function deleteChecklistItem(caller: StaffCaller, itemId: number) {
  return staffPost(`/staff/admissions/checklist/${itemId}/delete`, caller, changed);
}
