import type { LoaderFunctionArgs } from "@remix-run/node";
import { PageBanner } from "~/components/PageBanner";
import { listOpenClasses } from "~/models/admissions.server";
import { getTenant } from "~/services/tenant.server";
import { ReferenceNote } from "~/components/forms/ReferenceNote";
import { useConfirmation } from "~/components/forms/use-confirmation";
import { useFormAnswer } from "~/components/forms/use-public-form";
import { REFERENCE_TEXT } from "~/content/reference";
import { BOOK_A_VISIT } from "~/content/programs";
import { VISIT_INVITE } from "~/content/visits";
import { VisitInvite } from "~/components/VisitInvite";
import { pageMeta } from "~/utils/meta";
import { useFormGuard } from "~/utils/forms";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { formConstraint, withFormGuard } from "~/utils/forms.server";
import { ENROLLMENT, ENROLLMENT_PAGE } from "./copy";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { readProgram } from "~/utils/enrollment-values";
import { EnrollmentForm } from "./EnrollmentForm";

export { action } from "./action.server";

export const meta = pageMeta(ENROLLMENT_PAGE);

// The form's guard is this visitor's: the page is private (utils/shared-page.ts). The school's open
// classes (README "Admissions"): none when it has none, or for a host without a school.
export async function loader({ request }: LoaderFunctionArgs) {
  const [tenant, constraint] = await Promise.all([getTenant(request, { signal: request.signal }), formConstraint(FORM_SCHEMAS.enrollment)]);
  const classes = tenant.status === "found" ? (await listOpenClasses(tenant.client.clientId, { signal: request.signal })).data : [];
  return withFormGuard({ constraint, classes });
}

export default function EnrollmentFormPage() {
  const { constraint, classes } = useLoaderData<typeof loader>();
  const { failure, rejected } = useFormAnswer();
  // After a success: the parent's reference, to keep (README "Staff console"), shown once.
  const confirmation = useConfirmation("enrollment");
  const reference = failure ? undefined : confirmation?.reference;
  const guard = useFormGuard(failure?.guard);
  const [searchParams] = useSearchParams();
  // A new key (after a success) is a new, empty form; a failure keeps the key and every value.
  return (
    <>
      <PageBanner title={ENROLLMENT.title} lead={ENROLLMENT.intro} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        {reference ? (
          <div role="status" className="mb-6 rounded-2xl border-l-4 border-green-700 bg-green-50 p-5 text-green-950">
            <ReferenceNote reference={reference} copy={REFERENCE_TEXT} />
            <VisitInvite copy={VISIT_INVITE} to={BOOK_A_VISIT} className="mt-2" />
          </div>
        ) : null}
        <EnrollmentForm
          key={guard?.idempotencyKey ?? "form"}
          constraint={constraint}
          failure={failure}
          rejected={rejected}
          program={readProgram(searchParams.get("program"))}
          classes={classes}
        />
      </div>
    </>
  );
}
