import { SubmitOverlay, useFormBusy } from "~/components/forms/SubmitOverlay";
import type { FamilyRecordStatus } from "~/models/enrollment.server";
import type { RecordWords } from "./answer";
import { CHANGE_FORM, PairForm } from "./PairForm";
import type { StatusCopy } from "./words.server";

type EnrollmentRecord = Extract<FamilyRecordStatus, { kind: "enrollment" }>;

/**
 * An application's class, its offer (accept, or decline after a second question) and its place on
 * the waitlist, under the stage's words. Each answer is a plain form with the reference and mobile.
 */
export function Application({
  record,
  mobile,
  confirmDecline,
  words,
  copy: T,
  sending,
}: {
  record: EnrollmentRecord;
  mobile: string;
  confirmDecline?: boolean;
  /** The sentences that name the class, the deadline and the place (words.server.ts). */
  words: NonNullable<RecordWords["application"]>;
  copy: StatusCopy["application"];
  sending: string;
}) {
  const busy = useFormBusy(CHANGE_FORM);
  const application = record.application;
  if (!application?.className) return null;
  const { offer, waitlistPosition } = application;
  const { reference } = record;
  return (
    <>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-slate-800 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{T.classLabel}</dt>
        <dd>{words.className}</dd>
      </dl>
      {waitlistPosition !== null && record.status === "waitlisted" ? <p className="mt-3 font-semibold text-slate-900">{words.waitlist}</p> : null}
      {offer?.status === "open" && record.status === "offered" ? (
        <section aria-labelledby="offer-title" className="mt-6 rounded-xl border-2 border-brand p-4">
          <h3 id="offer-title" className="text-lg font-bold text-slate-900">
            {words.offerTitle}
          </h3>
          <p className="mt-1 text-slate-800">{T.offerText}</p>
          {confirmDecline ? (
            <div className="mt-3 rounded-lg bg-red-50 p-3">
              <p className="font-bold text-slate-900">{T.confirmTitle}</p>
              <p className="mt-1 text-slate-800">{words.confirmText}</p>
              <div className="mt-3 flex flex-wrap gap-3">
                <PairForm intent="offer-decline" reference={reference} mobile={mobile} label={T.confirmYes} danger />
                <PairForm intent="show" reference={reference} mobile={mobile} label={T.confirmNo} />
              </div>
            </div>
          ) : (
            <div className="mt-3 flex flex-wrap gap-3">
              <PairForm intent="offer-accept" reference={reference} mobile={mobile} label={T.accept} primary />
              <PairForm intent="offer-decline-ask" reference={reference} mobile={mobile} label={T.decline} />
            </div>
          )}
        </section>
      ) : null}
      {offer?.status === "accepted" ? <p className="mt-3 font-semibold text-slate-900">{words.accepted}</p> : null}
      {offer?.status === "lapsed" && record.status === "withdrawn" ? <p className="mt-3 text-slate-800">{words.lapsed}</p> : null}
      <SubmitOverlay busy={busy} label={sending} />
    </>
  );
}
