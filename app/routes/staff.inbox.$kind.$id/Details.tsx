import type { ReactNode } from "react";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { PROGRAM_NAMES } from "~/content/programs";
import { STAFF_TEXT } from "~/content/staff";
import type { Submission } from "~/models/staffSubmissions.server";
import { readProgram } from "~/utils/enrollment-values";
import { telHref } from "~/utils/phone";

function programName(value: string): string {
  const program = readProgram(value);
  return program ? PROGRAM_NAMES[program] : value || STAFF_TEXT.none;
}

/** The record's fields, SPEC §3's per kind; a visit's date and time; how the family heard of the school. */
export function Details({ submission, visitDay }: { submission: Submission; visitDay: string }) {
  const email = submission.email ? (
    <a key="email" href={`mailto:${submission.email}`} className={`${S.link} break-all`}>
      {submission.email}
    </a>
  ) : (
    STAFF_TEXT.none
  );
  const source: [string, ReactNode] = ["Heard of us", submission.source || STAFF_TEXT.none];
  const rows: Array<[string, ReactNode]> =
    submission.kind === "enrollment"
      ? [
          ["Child's name", submission.childName],
          ["Child's age", submission.childAge ?? STAFF_TEXT.none],
          ["Child's date of birth", submission.childDateOfBirth || STAFF_TEXT.none],
          ["Class", submission.className ? `${submission.className} ${submission.yearLabel}` : STAFF_TEXT.none],
          ["Gender", submission.gender],
          ["Parent's name", submission.parentName],
          ["Parent's contact number", <Phone key="phone" number={submission.parentContact} />],
          ["Email", email],
          [
            "Second guardian",
            submission.guardian2Name || submission.guardian2Mobile ? (
              <>
                {submission.guardian2Name}
                {submission.guardian2Name && submission.guardian2Mobile ? ", " : ""}
                {submission.guardian2Mobile ? <Phone number={submission.guardian2Mobile} /> : null}
              </>
            ) : (
              STAFF_TEXT.none
            ),
          ],
          ["Address", submission.address],
          ["Additional information", submission.additionalInformation || STAFF_TEXT.none],
          ["Program", programName(submission.program)],
        ]
      : submission.kind === "enquiry"
        ? [
            ["Parent's name", submission.parentName],
            ["Mobile number", <Phone key="phone" number={submission.parentMobile} />],
            ["Email", email],
            ["Child's name", submission.childName || STAFF_TEXT.none],
            ["Message", submission.message],
            source,
          ]
        : [
            ["Visit", `${visitDay}, ${submission.startTime} (${submission.lengthMinutes ?? ""} min)`],
            ["Parent's name", submission.parentName],
            ["Mobile number", <Phone key="phone" number={submission.parentMobile} />],
            ["Email", email],
            ["Child's name", submission.childName],
            ["Child's date of birth", submission.childDateOfBirth],
            ["Program", programName(submission.program)],
            source,
          ];
  return (
    <section aria-labelledby="submission-details" className={S.panel}>
      <h2 id="submission-details" className="text-xl font-bold text-slate-900">
        Details
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-900">{label}</dt>
            <dd className="whitespace-pre-line break-words text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Phone({ number }: { number: string }) {
  return (
    <a href={telHref(number)} className={S.link}>
      {number}
    </a>
  );
}
