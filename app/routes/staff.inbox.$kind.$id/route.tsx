import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { StatusBadge } from "~/components/staff/StatusBadge";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { KIND_LABELS, STAFF_PAGES, STATUS_LABELS } from "~/content/staff";
import { getSubmission, prefersLanguage } from "~/models/staffSubmissions.server";
import { notFound, refuse, requireStaff } from "~/services/staff.server";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { formConstraint } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { formatWhen } from "~/utils/when";
import type { loader as layoutLoader } from "../staff";
import { AdmissionSection } from "./AdmissionSection";
import { Contact } from "./Contact";
import { loadContact } from "./contact.server";
import { Details } from "./Details";
import { DocumentsSection } from "./DocumentsSection";
import { loadDocuments } from "./documents.server";
import { FamilySection } from "./FamilySection";
import { firstReplyText } from "./first-reply";
import { FollowUpSection } from "./FollowUpSection";
import { History } from "./History";
import { readSubmissionParams, submissionPath } from "./params";
import { StatusSection } from "./StatusSection";

export { action } from "./action.server";

export const meta = pageMeta(STAFF_PAGES.submission, { noindex: true });

/** "Monday, 30 November 2026": a calendar date (YYYY-MM-DD) in words; "" stays "". */
function dayInWords(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (!date || Number.isNaN(time)) return date;
  return new Intl.DateTimeFormat("en-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(time);
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const target = readSubmissionParams(params);
  if (!target) throw notFound();
  const staff = await requireStaff(request);
  // Both calls of the record at once; either answers another school's record with the same 404.
  const [found, contact, documents] = await Promise.all([
    getSubmission(staff, target.kind, target.id),
    loadContact(staff, target, request),
    loadDocuments(staff, target),
  ]);
  // Another school's row is the same 404 as a missing one.
  if (!found.ok) return refuse(request, found);
  const { submission, nextStatuses, history, family, staff: members, application } = found.data.data;
  const [statusConstraint, followUpConstraint, offerConstraint, waitlistConstraint, reviewConstraint] = await Promise.all([
    formConstraint(FORM_SCHEMAS.statusChange),
    formConstraint(FORM_SCHEMAS.followUp),
    formConstraint(FORM_SCHEMAS.offer),
    formConstraint(FORM_SCHEMAS.waitlistMove),
    formConstraint(FORM_SCHEMAS.documentReview),
  ]);
  return json({
    contact,
    submission: {
      ...submission,
      received: formatWhen(submission.createdAt),
      visitDay: dayInWords(submission.date),
      followUpInWords: dayInWords(submission.followUpOn),
      firstReply: firstReplyText(submission.createdAt, submission.firstResponseAt),
      prefers: prefersLanguage(submission.language),
    },
    nextStatuses,
    application,
    admissionConstraints: { offer: offerConstraint, waitlistMove: waitlistConstraint },
    history: history.map((row) => ({ ...row, when: formatWhen(row.createdAt) })),
    family: family.map((row) => ({ ...row, received: formatWhen(row.createdAt) })),
    members,
    constraint: statusConstraint,
    followUpConstraint,
    documents,
    reviewConstraint,
  });
}

export default function SubmissionPage() {
  const {
    submission,
    nextStatuses,
    history,
    family,
    members,
    constraint,
    followUpConstraint,
    contact,
    application,
    admissionConstraints,
    documents,
    reviewConstraint,
  } = useLoaderData<typeof loader>();
  const role = useRouteLoaderData<typeof layoutLoader>("routes/staff")?.user.role;
  const path = submissionPath(submission);
  return (
    <div className="mt-8 space-y-8">
      <div>
        <p>
          <Link to="/staff/inbox" className={S.link}>
            Back to the inbox
          </Link>
        </p>
        <h1 className={`${S.h1} mt-4`}>
          {KIND_LABELS[submission.kind]} {submission.reference}
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-3 text-slate-800">
          <StatusBadge status={submission.status} label={STATUS_LABELS[submission.status]} />
          <span>Received {submission.received}</span>
          <span>{submission.firstReply}</span>
          {submission.prefers ? <span>The family {submission.prefers}</span> : null}
        </p>
      </div>

      <Details submission={submission} visitDay={submission.visitDay} />

      <FollowUpSection
        // Remounted after each save: the form shows what is stored.
        key={`${submission.assigneeUserId ?? ""}-${submission.followUpOn}-${history.length}`}
        path={path}
        assigneeUserId={submission.assigneeUserId ? String(submission.assigneeUserId) : ""}
        assigneeName={submission.assigneeName}
        followUpOn={submission.followUpOn}
        followUpInWords={submission.followUpInWords}
        firstReply={submission.firstReply}
        staff={members}
        constraint={followUpConstraint}
      />

      <StatusSection
        kind={submission.kind}
        current={submission.status}
        next={nextStatuses}
        path={path}
        formKey={`${submission.status}-${history.length}`}
        constraint={constraint}
      />

      {application ? (
        <AdmissionSection
          application={application}
          status={submission.status}
          path={path}
          owner={role === "owner"}
          constraints={admissionConstraints}
        />
      ) : null}

      {documents ? <DocumentsSection documents={documents} path={path} constraint={reviewConstraint} /> : null}

      {family.length > 0 ? <FamilySection rows={family} current={submission} /> : null}

      <Contact contact={contact} path={path} />

      <History rows={history} />
    </div>
  );
}
