import { DEFAULT_LANG, isLang, LANGUAGES } from "~/i18n/languages";
import { z } from "zod";
import { apiStream } from "~/utils/api-stream.server";
import {
  RECORD_KINDS,
  CHANGEABLE_STATUSES,
  RECORD_STATUSES,
  type ApplicationStage,
  type ChangeableStatus,
  type InboxFilters,
  type RecordKind,
  type SubmissionKind,
} from "~/utils/staff";
import { id, text } from "./list.server";
import { applicationSchema } from "./offers.server";
import { changed, staffGet, staffPost, staffQuery, type StaffCaller } from "./staff.server";

/**
 * `/staff/submissions`: the inbox of enrollments, enquiries and visits, one record with its family
 * and follow-up, its status, the CSV.
 */

const inboxItem = z.object({
  kind: z.enum(RECORD_KINDS),
  id,
  reference: text,
  status: z.enum(RECORD_STATUSES),
  createdAt: text,
  childName: text,
  parentName: text,
  phone: text,
  email: text,
  language: text,
  followUpOn: text,
});

/** The console's languages' names: it stays English (README "Languages"). */
/**
 * What staff read of a family's language beside its name: "prefers Hindi" for a family that wrote
 * from the Hindi pages (the school's mails to it are in Hindi, README "Languages": "Mails"), null
 * for English, the school's everyday language, and for a code the site does not know.
 */
export function prefersLanguage(language: string): string | null {
  return isLang(language) && language !== DEFAULT_LANG ? `prefers ${LANGUAGES[language].english}` : null;
}

/** GET /staff/submissions: newest first, one page. */
export function listSubmissions(caller: StaffCaller, filters: InboxFilters, page: { pageNo: number; pageSize: number }) {
  return staffGet("/staff/submissions", caller, z.object({ data: z.array(inboxItem), count: z.coerce.number().int().nonnegative() }), {
    ...filters,
    ...page,
  });
}

/** GET /staff/submissions/export: the same filters, the provider's CSV as it streams. */
export function exportSubmissions(caller: StaffCaller & { signal: AbortSignal }, filters: InboxFilters) {
  return apiStream("/staff/submissions/export", { query: staffQuery(caller, filters), token: caller.token, signal: caller.signal });
}

/** GET /staff/submissions/export?records=…: the selected records only (README "Staff console": "Bulk actions"). */
export function exportSelected(caller: StaffCaller & { signal: AbortSignal }, records: readonly string[]) {
  return apiStream("/staff/submissions/export", {
    query: staffQuery(caller, { records: records.join(",") }),
    token: caller.token,
    signal: caller.signal,
  });
}

/** POST /staff/submissions/bulk/email: one template e-mail to each selected family that gave an address. */
/** POST /staff/submissions/bulk/stage: the selected enrollments to one stage, all or none (409 names those that cannot). */
export function moveBulkStage(caller: StaffCaller, records: readonly string[], status: ApplicationStage) {
  return staffPost("/staff/submissions/bulk/stage", caller, changed, { records: records.join(","), status, note: "" });
}

export function sendBulkEmail(caller: StaffCaller, records: readonly string[], templateId: string) {
  return staffPost("/staff/submissions/bulk/email", caller, changed, { records: records.join(","), templateId });
}

const historyRow = z.object({
  id,
  createdAt: text,
  actorName: text,
  action: text,
  fromStatus: text,
  toStatus: text,
  note: text,
});
export type HistoryRow = z.infer<typeof historyRow>;

/** Every field of SPEC §3 the kind has (a visit's time too); the ones of the other kinds are absent. */
const submission = z.object({
  kind: z.enum(RECORD_KINDS),
  id,
  reference: text,
  status: z.enum(RECORD_STATUSES),
  createdAt: text,
  childName: text,
  parentName: text,
  childAge: z.union([z.number(), z.string()]).nullish(),
  gender: text,
  parentContact: text,
  address: text,
  additionalInformation: text,
  program: text,
  parentMobile: text,
  email: text,
  /** The language of the page the family used (README "Languages": "Mails"). */
  language: text,
  message: text,
  childDateOfBirth: text,
  // An application's class of an admission year and its second guardian (README "Admissions").
  className: text,
  yearLabel: text,
  guardian2Name: text,
  guardian2Mobile: text,
  date: text,
  startTime: text,
  lengthMinutes: z.number().nullish(),
  source: text,
  assigneeUserId: z.number().int().nullish(),
  assigneeName: text,
  followUpOn: text,
  firstResponseAt: text,
});
export type Submission = z.infer<typeof submission>;

/** One of the family's records (the same mobile at this school). */
const familyRecord = z.object({ kind: z.enum(RECORD_KINDS), id, reference: text, status: z.enum(RECORD_STATUSES), createdAt: text, childName: text });

/**
 * GET /staff/submissions/:kind/:id: the fields, where its status may go, its history, the family's
 * records (newest first, this one among them) and the staff it may be assigned to.
 */
export function getSubmission(caller: StaffCaller, kind: RecordKind, submissionId: number) {
  return staffGet(
    `/staff/submissions/${kind}/${submissionId}`,
    caller,
    z.object({
      data: z.object({
        submission,
        nextStatuses: z.array(z.enum(CHANGEABLE_STATUSES)),
        // An enrollment's class, offer, waitlist place and seats (README "Admissions"); null for the others.
        application: applicationSchema.extend({ flaggedNextAt: z.string().nullable() }).nullable().catch(null),
        history: z.array(historyRow),
        family: z.array(familyRecord).catch([]),
        staff: z.array(z.object({ id, name: z.string() })).catch([]),
      }),
    }),
  );
}

/** POST /staff/submissions/:kind/:id/follow-up: assignee ("" nobody) and date ("" none); 400 names the field. */
export function setFollowUp(caller: StaffCaller, kind: RecordKind, submissionId: number, change: { assigneeUserId: string; followUpOn: string }) {
  return staffPost(`/staff/submissions/${kind}/${submissionId}/follow-up`, caller, changed, change);
}

/** POST /staff/submissions/:kind/:id/status; 409 names `status` when the change is not allowed or lost a race. */
export function changeStatus(caller: StaffCaller, kind: SubmissionKind, submissionId: number, change: { status: ChangeableStatus; note: string }) {
  return staffPost(`/staff/submissions/${kind}/${submissionId}/status`, caller, changed, change);
}
