import { SelectField, TextField } from "~/components/forms/Field";
import { PublicForm } from "~/components/forms/PublicForm";
import { usePublicForm } from "~/components/forms/use-public-form";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { FORM_TEXT } from "~/content/forms";
import { STAFF_TEXT } from "~/content/staff";
import type { ApplicationState } from "~/models/offers.server";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import type { FormConstraint } from "~/utils/forms";
import { useAnswerFor } from "./answer";

const OFFER_WORDS = { open: "Open", accepted: "Accepted", declined: "Declined by the family", lapsed: "Lapsed", withdrawn: "Withdrawn" } as const;
/** The stages a seat can be offered from (api/admissions/offers.ts says it again). */
const OFFERABLE = ["received", "visitBooked", "visitAttended", "documentsComplete", "feePaid", "waitlisted"];

/**
 * An application's class, seats, offer and waitlist place (README "Admissions": "Offers and the
 * waitlist"), with the forms that change them: offer a seat with a deadline (the owner may offer
 * past the seats), move a waitlisted family with a reason. Plain forms, like the rest of the page.
 */
export function AdmissionSection({
  application,
  status,
  path,
  owner,
  constraints,
}: {
  application: ApplicationState & { flaggedNextAt: string | null };
  status: string;
  path: string;
  owner: boolean;
  constraints: { offer: FormConstraint; waitlistMove: FormConstraint };
}) {
  const { className, seats, offer, waitlistPosition } = application;
  if (!className || !seats) return null;
  return (
    <section aria-labelledby="admission-title" className={`${S.panel} relative`}>
      <h2 id="admission-title" className="text-xl font-bold text-slate-900">
        Seat and offer
      </h2>
      {application.flaggedNextAt && status === "waitlisted" ? (
        <p className="mt-2 rounded-lg bg-violet-50 p-3 font-semibold text-violet-950">A seat came free: this family is next on the waitlist.</p>
      ) : null}
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-slate-900">Class</dt>
        <dd className="text-slate-800">{className}</dd>
        <dt className="font-semibold text-slate-900">Seats</dt>
        <dd className="text-slate-800">
          {seats.left} of {seats.seats} left ({seats.held} held by offers, acceptances and enrollments)
        </dd>
        {offer ? (
          <>
            <dt className="font-semibold text-slate-900">Offer</dt>
            <dd className="text-slate-800">
              {OFFER_WORDS[offer.status]}, accept by {offer.deadlineShort}
              {offer.overSeats ? " (past the seats)" : ""}
            </dd>
          </>
        ) : null}
        {waitlistPosition !== null ? (
          <>
            <dt className="font-semibold text-slate-900">Waitlist</dt>
            <dd className="text-slate-800">Number {waitlistPosition}</dd>
          </>
        ) : null}
      </dl>
      {OFFERABLE.includes(status) && (seats.left > 0 || owner) ? (
        <OfferForm key={`${status}-${seats.held}`} path={path} full={seats.left === 0} constraint={constraints.offer} />
      ) : null}
      {OFFERABLE.includes(status) && seats.left === 0 && !owner ? (
        <p className="mt-4 text-slate-800">All seats are held: only the owner can offer a seat past them.</p>
      ) : null}
      {waitlistPosition !== null ? (
        <WaitlistForm key={waitlistPosition} path={path} position={waitlistPosition} constraint={constraints.waitlistMove} />
      ) : null}
    </section>
  );
}

function OfferForm({ path, full, constraint }: { path: string; full: boolean; constraint: FormConstraint }) {
  const { failure, rejected } = useAnswerFor("offer");
  const state = usePublicForm({ id: "offer-form", name: "offer", schema: FORM_SCHEMAS.offer, constraint, failure });
  const { fields, invalid } = state;
  return (
    <PublicForm
      state={state}
      name="offer"
      action={path}
      rejected={rejected}
      labelledBy={{ "aria-label": "Offer a seat" }}
      className="mt-6 grid gap-5 md:grid-cols-2 md:items-start"
      sending={STAFF_TEXT.sending}
    >
      <TextField
        field={fields.deadline}
        label="Accept by"
        type="date"
        hint="The offer lapses when this day is over."
        autoFocus={invalid === "deadline"}
      />
      {full ? (
        <SelectField
          field={fields.overSeats}
          label="Past the seats"
          optional={FORM_TEXT.optional}
          placeholder="No"
          options={[{ value: "yes", label: "Offer past the seats" }]}
          autoFocus={invalid === "overSeats"}
        />
      ) : null}
      <div className="md:col-span-2">
        <button type="submit" className={S.primary}>
          Offer a seat
        </button>
      </div>
    </PublicForm>
  );
}

function WaitlistForm({ path, position, constraint }: { path: string; position: number; constraint: FormConstraint }) {
  const { failure, rejected } = useAnswerFor("waitlistMove");
  const state = usePublicForm({
    id: "waitlist-form",
    name: "waitlistMove",
    schema: FORM_SCHEMAS.waitlistMove,
    constraint,
    failure,
    defaultValue: { position: String(position) },
  });
  const { fields, invalid } = state;
  return (
    <PublicForm
      state={state}
      name="waitlistMove"
      action={path}
      rejected={rejected}
      labelledBy={{ "aria-label": "Move on the waitlist" }}
      className="mt-6 grid gap-5 md:grid-cols-2 md:items-start"
      sending={STAFF_TEXT.sending}
    >
      <TextField field={fields.position} label="Move to number" inputMode="numeric" autoFocus={invalid === "position"} />
      <TextField field={fields.reason} label="Reason" hint="Kept in the history." autoFocus={invalid === "reason"} />
      <div className="md:col-span-2">
        <button type="submit" className={S.primary}>
          Move on the waitlist
        </button>
      </div>
    </PublicForm>
  );
}
