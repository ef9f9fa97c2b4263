import { Link } from "@remix-run/react";

/** "Would you like to see the school? Book a visit and meet our teachers." (README "Visits"). */
export function VisitInvite({ copy, to, className }: { copy: { before: string; link: string; after: string }; to: string; className?: string }) {
  return (
    <p className={className}>
      {copy.before}{" "}
      <Link to={to} className="font-semibold text-brand underline underline-offset-4">
        {copy.link}
      </Link>{" "}
      {copy.after}
    </p>
  );
}
