import { PageBanner } from "~/components/PageBanner";
import { useFormAnswer } from "~/components/forms/use-public-form";
import { FORM_PAGES } from "~/content/forms";
import { pageMeta } from "~/utils/meta";
import { useFormGuard } from "~/utils/forms";
import { ENROLLMENT } from "./copy";
import { EnrollmentForm } from "./EnrollmentForm";

export { action } from "./action.server";

export const meta = pageMeta(FORM_PAGES.enrollmentForm);

export default function EnrollmentFormPage() {
  const { failure, rejected } = useFormAnswer();
  const guard = useFormGuard(failure?.guard);
  // A new key (after a success) is a new, empty form; a failure keeps the key and every value.
  return (
    <>
      <PageBanner title={ENROLLMENT.title} lead={ENROLLMENT.intro} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <EnrollmentForm key={guard?.idempotencyKey ?? "form"} failure={failure} rejected={rejected} />
      </div>
    </>
  );
}
