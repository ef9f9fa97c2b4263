import type { VisitDay } from "~/utils/visits";
import { FieldError } from "./FieldError";

type VisitTimesCopy = {
  legend: string;
  full: string;
  placesLeft: (places: number) => string;
  minutes: (minutes: number) => string;
};

/**
 * The open visit times as plain radio buttons, one group per day (README "Visits"): the booking
 * form's and the status page's "Move". A full time is shown, marked full, and cannot be chosen.
 * The error (a time that has just filled) sits right under the legend, linked to every button.
 */
export function VisitTimes({
  id,
  name,
  days,
  checked,
  error,
  copy,
  autoFocus,
  className = "",
}: {
  /** Prefix of the buttons' ids; the error's id is `${id}-error`. */
  id: string;
  name: string;
  days: VisitDay[];
  /** The value chosen before (a form sent back with its values). */
  checked?: string;
  error?: string;
  copy: VisitTimesCopy;
  autoFocus?: boolean;
  className?: string;
}) {
  const errorId = `${id}-error`;
  // Without JavaScript the page loads with focus on the first time that can be chosen.
  const first = days.flatMap((day) => day.times).find((time) => time.placesLeft > 0)?.value;
  return (
    <fieldset className={`min-w-0 ${className}`} aria-describedby={error ? errorId : undefined}>
      <legend className="text-lg font-bold text-slate-900">{copy.legend}</legend>
      {error ? (
        <div className="mt-2">
          <FieldError id={errorId} errors={[error]} />
        </div>
      ) : null}
      <div className="mt-3 space-y-5">
        {days.map((day) => (
          <fieldset key={day.date} className="min-w-0">
            <legend className="font-semibold text-slate-900">{day.day}</legend>
            <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {day.times.map((time) => {
                const full = time.placesLeft === 0;
                const inputId = `${id}-${time.value}`;
                return (
                  <li key={time.value}>
                    <label
                      htmlFor={inputId}
                      className={
                        full
                          ? "flex min-h-12 items-center gap-3 rounded-lg border border-slate-300 bg-slate-100 px-3 py-2 text-slate-700"
                          : "flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-500 bg-white px-3 py-2 text-slate-900 has-[:checked]:border-2 has-[:checked]:border-brand"
                      }
                    >
                      <input
                        type="radio"
                        id={inputId}
                        name={name}
                        value={time.value}
                        disabled={full}
                        defaultChecked={!full && checked === time.value}
                        aria-describedby={error ? errorId : undefined}
                        autoFocus={autoFocus && time.value === first}
                        className="h-5 w-5 accent-brand"
                      />
                      <span>
                        <span className="font-semibold">{time.time}</span> <span className="text-sm">({copy.minutes(time.lengthMinutes)})</span>
                        <span className="block text-sm">{full ? copy.full : copy.placesLeft(time.placesLeft)}</span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
