import { Form } from "@remix-run/react";

/** Where "Add to calendar" posts: a resource route that answers with the visit's .ics. */
const CALENDAR_PATH = "/admissions/visit/calendar";

/**
 * "Add to calendar" of a booked visit (README "Visits"): a plain POST, so it works without
 * JavaScript, whose answer is the .ics as a download; the reference and the mobile ride in the
 * form, never in a URL. reloadDocument: the answer is a file, not a page.
 */
export function CalendarButton({ reference, mobile, copy }: { reference: string; mobile: string; copy: { calendar: string; calendarHint: string } }) {
  const hintId = `calendar-hint-${reference}`;
  return (
    <Form method="post" action={CALENDAR_PATH} reloadDocument className="mt-4">
      <input type="hidden" name="reference" value={reference} />
      <input type="hidden" name="mobile" value={mobile} />
      <button
        type="submit"
        aria-describedby={hintId}
        className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand px-6 py-2 font-bold text-white shadow hover:brightness-90"
      >
        {copy.calendar}
      </button>
      <p id={hintId} className="mt-1 text-sm">
        {copy.calendarHint}
      </p>
    </Form>
  );
}
