import { RECORD_KINDS, type RecordKind } from "~/utils/staff";

/** `/staff/inbox/:kind/:id` as the provider's e-mails link it: a kind and a positive whole number. */
export function readSubmissionParams(params: { kind?: string; id?: string }): { kind: RecordKind; id: number } | null {
  const kind = RECORD_KINDS.find((value) => value === params.kind);
  if (!kind || !/^[1-9]\d{0,8}$/.test(params.id ?? "")) return null;
  return { kind, id: Number(params.id) };
}

export const submissionPath = (target: { kind: RecordKind; id: number | string }) => `/staff/inbox/${target.kind}/${target.id}`;
