import { Form } from "@remix-run/react";
import { FORM_NAME_FIELD } from "~/utils/forms";
import { useLocalPath } from "~/utils/root-data";
import type { StatusIntent } from "./answer";

/** The status page's changes, by name in the navigation state (their 'Sending' overlay). */
export const CHANGE_FORM = "visit-change";

/**
 * What every change on the status page carries: the intent and the reference and mobile the lookup
 * found (README "Admissions": the page keeps no session, so each form says whose record it is).
 */
export function PairFields({ intent, reference, mobile }: { intent: StatusIntent; reference: string; mobile: string }) {
  return (
    <>
      <input type="hidden" name={FORM_NAME_FIELD} value={CHANGE_FORM} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="reference" value={reference} />
      <input type="hidden" name="mobile" value={mobile} />
    </>
  );
}

/** One button that posts one change (cancel a visit, accept an offer…). */
export function PairForm({
  intent,
  reference,
  mobile,
  label,
  danger,
  primary,
}: {
  intent: StatusIntent;
  reference: string;
  mobile: string;
  label: string;
  danger?: boolean;
  primary?: boolean;
}) {
  const look = danger
    ? "bg-red-700 text-white shadow hover:brightness-90"
    : primary
      ? "bg-brand text-white shadow hover:brightness-90"
      : "border-2 border-slate-700 bg-white text-slate-900 hover:bg-slate-100";
  return (
    <Form method="post" action={useLocalPath()("/admissions/status")}>
      <PairFields intent={intent} reference={reference} mobile={mobile} />
      <button type="submit" className={`inline-flex min-h-12 items-center justify-center rounded-full px-6 py-2 font-bold ${look}`}>
        {label}
      </button>
    </Form>
  );
}
