import { Link } from "@remix-run/react";

/**
 * The notice under the enrollment and enquiry forms (DPDP Act 2023 §5, GDPR Art. 13): what sending
 * means, and a link to the school's privacy notice. A line, not a required checkbox: sending the
 * form is the parent's own clear act, for the one purpose the line names.
 */
export function ConsentNote({ text, link, className = "" }: { text: string; link: string; className?: string }) {
  return (
    <p className={`text-sm text-slate-700 ${className}`}>
      {text}{" "}
      <Link to="/privacy" className="font-semibold text-brand underline underline-offset-4">
        {link}
      </Link>
      .
    </p>
  );
}
