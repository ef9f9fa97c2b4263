/**
 * The staff console's values and list filters (README "Staff console"). No zod here: the lists'
 * pages import these, and zod (about 14 KB gzip) only goes to pages with a form (README
 * "JavaScript budgets"); the forms' schemas are in staff-schemas.ts.
 */

import { APPLICATION_STAGES_LIST } from "../../shared/record-states";
import { VISIT_STATUSES } from "./visits";

export const SUBMISSION_KINDS = ["enrollment", "enquiry"] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** An enquiry's statuses; an enrollment moves through its stages (shared/family-stages.ts). */
export const SUBMISSION_STATUSES = ["new", "contacted", "admitted", "declined", "closed"] as const;

/** An application's stages, as the console lists and filters them. */
export const APPLICATION_STAGES = APPLICATION_STAGES_LIST;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** What staff may move an enrollment or an enquiry to by hand. */
export const CHANGEABLE_STATUSES = [...SUBMISSION_STATUSES, ...APPLICATION_STAGES.filter((stage) => stage !== "declined")] as const;
export type ChangeableStatus = (typeof CHANGEABLE_STATUSES)[number];

/** The inbox's kinds of family record: the two forms' and a booked visit. */
export const RECORD_KINDS = [...SUBMISSION_KINDS, "visit"] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** A visit's states (staff mark it on the visits page), beside the two forms'. */
export const RECORD_STATUSES = [...CHANGEABLE_STATUSES, ...VISIT_STATUSES] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** The inbox's views (README "Staff console"): assigned to me, follow-up due, overdue, new without a reply. */
export const INBOX_VIEWS = ["mine", "due", "overdue", "waiting"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

export const MODERATION_STATUSES = ["pending", "approved", "rejected", "all"] as const;
export type ModerationFilter = (typeof MODERATION_STATUSES)[number];

export const STAFF_ROLES = ["staff", "owner"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type InboxFilters = { kind: "all" | RecordKind; status: RecordStatus | ""; view: InboxView | ""; q: string };

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** The inbox's GET form (and the CSV link): an unknown value reads as "any", the search at most 100 characters. */
export function readInboxFilters(params: URLSearchParams): InboxFilters {
  const kind = params.get("kind");
  const status = params.get("status");
  const view = params.get("view");
  return {
    kind: isOneOf(RECORD_KINDS, kind) ? kind : "all",
    status: isOneOf(RECORD_STATUSES, status) ? status : "",
    view: isOneOf(INBOX_VIEWS, view) ? view : "",
    q: (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, 100),
  };
}

/** The testimonials' tab: pending unless another is chosen. */
export function readModerationFilter(params: URLSearchParams): ModerationFilter {
  const status = params.get("status");
  return isOneOf(MODERATION_STATUSES, status) ? status : "pending";
}

/** `?page=`: a whole number from 1, else 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** A list's query string with one value changed (empty values left out). */
export function withParams(params: Record<string, string | number>, changes: Record<string, string | number>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...params, ...changes })) {
    if (value !== "" && !(name === "page" && value === 1)) query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}
