import { Link } from "@remix-run/react";
import { useLocalPath } from "~/utils/root-data";
import { PRIMARY_BUTTON } from "./AuthCard";

/**
 * The end of the enrollment, enquiry and visit forms: the notice (DPDP Act 2023 §5, GDPR Art. 13),
 * what sending means with a link to the school's privacy notice, then the one submit button, full
 * width on a phone. A line, not a required checkbox: sending the form is the parent's own clear
 * act, for the one purpose the line names.
 */
export function ConsentSubmit({ consent, link, submit }: { consent: string; link: string; submit: string }) {
  return (
    <>
      <p className="text-sm text-slate-700 sm:col-span-2">
        {consent}{" "}
        <Link to={useLocalPath()("/privacy")} className="font-semibold text-brand underline underline-offset-4">
          {link}
        </Link>
        .
      </p>
      <div className="sm:col-span-2">
        <button type="submit" className={`${PRIMARY_BUTTON} sm:w-auto`}>
          {submit}
        </button>
      </div>
    </>
  );
}
