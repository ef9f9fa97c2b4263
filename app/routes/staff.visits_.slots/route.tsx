import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { SelectField, TextField } from "~/components/forms/Field";
import { usePublicForm } from "~/components/forms/use-public-form";
import { DeleteForm, EditDisclosure, IntentForm, Section, useRefused } from "~/components/staff/PageForms";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { FORM_TEXT } from "~/content/forms";
import { STAFF_TEXT } from "~/content/staff";
import { VISIT_PAGES } from "~/content/staff-visits";
import { getVisitSettings, type VisitSlot } from "~/models/staffVisits.server";
import { refuse, requireStaff } from "~/services/staff.server";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { formConstraint } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { dayInWords, WEEKDAYS } from "~/utils/visits";

export { action } from "./action.server";

export const meta = pageMeta(VISIT_PAGES.slots, { noindex: true });

const PATH = "/staff/visits/slots";

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const settings = await getVisitSettings(staff);
  if (!settings.ok) return refuse(request, settings);
  const [settingsForm, slotForm, closureForm] = await Promise.all([
    formConstraint(FORM_SCHEMAS.visitSettings),
    formConstraint(FORM_SCHEMAS.visitSlot),
    formConstraint(FORM_SCHEMAS.visitClosure),
  ]);
  return json({
    ...settings.data.data,
    closures: settings.data.data.closures.map((closure) => ({ ...closure, day: dayInWords(closure.date) })),
    constraints: { settings: settingsForm, slot: slotForm, closure: closureForm },
  });
}

const WEEKDAY_OPTIONS = WEEKDAYS.map((label, index) => ({ value: String(index + 1), label }));

const describe = (slot: VisitSlot) => `${WEEKDAYS[slot.weekday - 1] ?? ""} ${slot.startTime}`;

export default function VisitSlotsPage() {
  const { timeZone, visitBookingDays, visitCutoffHours, slots, closures } = useLoaderData<typeof loader>();
  return (
    <div className="mt-8 space-y-8">
      <div>
        <p>
          <Link to="/staff/visits" className={S.link}>
            Back to the visits
          </Link>
        </p>
        <h1 className={`${S.h1} mt-4`}>{VISIT_PAGES.slots.title}</h1>
        <p className={S.lead}>
          Parents book a visit at{" "}
          <Link to="/admissions/visit" className={S.link}>
            Book a Visit
          </Link>{" "}
          from these weekly times, in the school&apos;s time zone ({timeZone}), except on closed dates.
        </p>
      </div>

      <Section id="booking-title" title="Booking">
        <SettingsForm key={`${timeZone}-${visitBookingDays}-${visitCutoffHours}`} />
      </Section>

      <Section id="slots-title" title="Weekly times">
        {slots.length === 0 ? (
          <p className="mt-2 text-slate-800">No weekly times yet: parents cannot book a visit until you add one.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200">
            {slots.map((slot) => (
              <li key={slot.id} className="py-4">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p className="text-slate-900">
                    <span className="font-semibold">{describe(slot)}</span>
                    {` · ${slot.lengthMinutes} minutes · ${slot.places === 1 ? "1 place" : `${slot.places} places`}`}
                  </p>
                  <DeleteForm action={PATH} intent="deleteSlot" id={slot.id} label="Delete" what={describe(slot)} />
                </div>
                <SlotForm key={`${slot.id}-${slot.weekday}-${slot.startTime}-${slot.lengthMinutes}-${slot.places}`} slot={slot} />
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-sm text-slate-700">Deleting a time keeps the visits already booked at it; parents can no longer book it.</p>
      </Section>

      <Section id="add-slot-title" title="Add a weekly time">
        <SlotForm key={slots.map((slot) => slot.id).join("-")} slot={null} />
      </Section>

      <Section id="closures-title" title="Closed dates">
        <p className="mt-1 text-slate-700">No visits can be booked on these dates (holidays, events).</p>
        {closures.length === 0 ? (
          <p className="mt-2 text-slate-800">No closed dates ahead.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200">
            {closures.map((closure) => (
              <li key={closure.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <p className="text-slate-900">
                  <span className="font-semibold">{closure.day}</span>
                  {closure.note ? ` · ${closure.note}` : ""}
                </p>
                <DeleteForm action={PATH} intent="deleteClosure" id={closure.id} label="Remove" what={closure.day} />
              </li>
            ))}
          </ul>
        )}
        <h3 id="add-closure-title" className="mt-6 text-lg font-bold text-slate-900">
          Close a date
        </h3>
        <ClosureForm key={closures.map((closure) => closure.id).join("-")} />
      </Section>
    </div>
  );
}

function SettingsForm() {
  const { timeZone, visitBookingDays, visitCutoffHours, constraints } = useLoaderData<typeof loader>();
  const { failure, rejected } = useRefused("settings");
  const state = usePublicForm({
    id: "visit-settings",
    name: "visit-settings",
    schema: FORM_SCHEMAS.visitSettings,
    constraint: constraints.settings,
    failure,
    defaultValue: { timeZone, visitBookingDays: String(visitBookingDays), visitCutoffHours: String(visitCutoffHours) },
  });
  const { fields, invalid } = state;
  return (
    <IntentForm
      action={PATH}
      sending={STAFF_TEXT.sending}
      state={state}
      name="visit-settings"
      intent="settings"
      rejected={rejected}
      labelledBy={{ "aria-labelledby": "booking-title" }}
      className="mt-4 grid gap-5 md:grid-cols-3"
      submit="Save booking settings"
      submitClassName="md:col-span-3"
    >
      <TextField field={fields.timeZone} label="Time zone" hint="Such as Asia/Kolkata (India)." autoFocus={invalid === "timeZone"} />
      <TextField
        field={fields.visitBookingDays}
        label="Booking window (days ahead)"
        hint="From 1 to 90 days."
        inputMode="numeric"
        autoFocus={invalid === "visitBookingDays"}
      />
      <TextField
        field={fields.visitCutoffHours}
        label="Latest booking (hours before)"
        hint="From 0 to 168 hours."
        inputMode="numeric"
        autoFocus={invalid === "visitCutoffHours"}
      />
    </IntentForm>
  );
}

/** A new weekly time (`slot` null) or one to edit, in a disclosure that opens again with its errors. */
function SlotForm({ slot }: { slot: VisitSlot | null }) {
  const { constraints } = useLoaderData<typeof loader>();
  const key = slot ? `slot-${slot.id}` : "slot-new";
  const { failure, rejected, mine } = useRefused(key);
  const state = usePublicForm({
    id: `${key}-form`,
    name: key,
    schema: FORM_SCHEMAS.visitSlot,
    constraint: constraints.slot,
    failure,
    defaultValue: slot
      ? { weekday: String(slot.weekday), startTime: slot.startTime, lengthMinutes: String(slot.lengthMinutes), places: String(slot.places) }
      : { lengthMinutes: "45", places: "5" },
  });
  const { fields, invalid } = state;
  const form = (
    <div className="relative mt-4">
      <IntentForm
        action={PATH}
        sending={STAFF_TEXT.sending}
        state={state}
        name={key}
        intent="slot"
        rejected={rejected}
        labelledBy={slot ? { "aria-label": `Edit ${describe(slot)}` } : { "aria-labelledby": "add-slot-title" }}
        className="grid gap-5 md:grid-cols-4"
        submit={slot ? "Save changes" : "Add the time"}
        submitClassName="md:col-span-4"
      >
        {slot ? <input type="hidden" name="id" value={slot.id} /> : null}
        <SelectField field={fields.weekday} label="Weekday" placeholder="Choose a day" options={WEEKDAY_OPTIONS} autoFocus={invalid === "weekday"} />
        <TextField field={fields.startTime} label="Start" type="time" hint="24-hour, such as 10:30." autoFocus={invalid === "startTime"} />
        <TextField
          field={fields.lengthMinutes}
          label="Length (minutes)"
          hint="From 15 to 240."
          inputMode="numeric"
          autoFocus={invalid === "lengthMinutes"}
        />
        <TextField field={fields.places} label="Places" hint="Families per visit, 1 to 100." inputMode="numeric" autoFocus={invalid === "places"} />
      </IntentForm>
    </div>
  );
  if (!slot) return form;
  return (
    <EditDisclosure open={mine} what={describe(slot)}>
      {form}
    </EditDisclosure>
  );
}

function ClosureForm() {
  const { constraints } = useLoaderData<typeof loader>();
  const { failure, rejected } = useRefused("closure");
  const state = usePublicForm({
    id: "closure-form",
    name: "closure",
    schema: FORM_SCHEMAS.visitClosure,
    constraint: constraints.closure,
    failure,
  });
  const { fields, invalid } = state;
  return (
    <IntentForm
      action={PATH}
      sending={STAFF_TEXT.sending}
      state={state}
      name="closure"
      intent="closure"
      rejected={rejected}
      labelledBy={{ "aria-labelledby": "add-closure-title" }}
      className="mt-3 grid gap-5 md:grid-cols-[1fr_2fr]"
      submit="Close the date"
      submitClassName="md:col-span-2"
    >
      <TextField field={fields.date} label="Date" type="date" autoFocus={invalid === "date"} />
      <TextField field={fields.note} label="Note" optional={FORM_TEXT.optional} hint="Such as Diwali holidays." autoFocus={invalid === "note"} />
    </IntentForm>
  );
}
