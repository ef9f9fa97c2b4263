import { Link } from "@remix-run/react";
import { useLocalPath } from "~/utils/root-data";

/** "Your reference is ABC-7K3Q9. Keep it: … on the status page." after a successful enrollment or enquiry. */
export function ReferenceNote({
  reference,
  copy,
}: {
  reference: string;
  copy: { sentence: (reference: string) => string; keep: string; link: string };
}) {
  return (
    <p>
      <strong className="font-semibold">{copy.sentence(reference)}</strong> {copy.keep}{" "}
      <Link to={useLocalPath()("/admissions/status")} className="font-semibold text-brand underline underline-offset-4">
        {copy.link}
      </Link>
      .
    </p>
  );
}
