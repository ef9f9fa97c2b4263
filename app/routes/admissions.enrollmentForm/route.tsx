import type { LoaderFunctionArgs, SerializeFrom } from "@remix-run/node";
import { PageBanner } from "~/components/PageBanner";
import { getTenant } from "~/services/tenant.server";
import { ReferenceNote } from "~/components/forms/ReferenceNote";
import { useConfirmation } from "~/components/forms/use-confirmation";
import { useFormAnswer } from "~/components/forms/use-public-form";
import { BOOK_A_VISIT } from "~/content/programs";
import { FALLBACK_SCHOOL_NAME } from "~/content/site";
import { VisitInvite } from "~/components/VisitInvite";
import { catalogue, requestLang } from "~/i18n/catalogue.server";
import { formMessages, formWords } from "~/i18n/form-copy.server";
import { clientIn } from "~/services/school.server";
import { copyMeta } from "~/utils/meta";
import { useFormGuard } from "~/utils/forms";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { formConstraint, withFormGuard } from "~/utils/forms.server";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { readProgram } from "~/utils/enrollment-values";
import { useLocalPath } from "~/utils/root-data";
import { classRuleWords, openClassesIn } from "./classes.server";
import { EnrollmentForm } from "./EnrollmentForm";

export { action } from "./action.server";

export const meta = copyMeta();

// The form's guard is this visitor's: the page is private (utils/shared-page.ts). The school's open
// classes (README "Admissions"): none when it has none, or for a host without a school. Every word
// in the page's language, the classes' rules and the "no class fits" sentence too (README "Languages").
export async function loader({ request }: LoaderFunctionArgs) {
  const [tenant, constraint] = await Promise.all([getTenant(request, { signal: request.signal }), formConstraint(FORM_SCHEMAS.enrollment)]);
  const lang = requestLang(request);
  const found = tenant.status === "found";
  const open = found ? await openClassesIn(tenant.client.clientId, lang, request.signal) : [];
  const rules = classRuleWords(lang);
  const classes = open.map((choice) => ({ ...choice, label: rules.choice(choice) }));
  const name = found ? clientIn(tenant.client, lang).clientName : FALLBACK_SCHOOL_NAME;
  const words = catalogue(lang).enrollment;
  const copy = {
    page: { title: words.page.title, description: words.page.description(name) },
    title: words.title,
    intro: words.intro,
    labels: words.labels,
    // Under the class: the programs applied for without one ("%1" their names, filled in by the form).
    classHint: words.classHint("%1"),
    classHintNone: words.classHint(""),
    classPlaceholder: words.classPlaceholder,
    noClassPlaceholder: words.noClassPlaceholder,
    noneFits: rules.noneFits(open),
    dateOfBirthHint: words.dateOfBirthHint,
    programPlaceholder: words.programPlaceholder,
    programs: words.programs,
    genderPlaceholder: words.genderPlaceholder,
    genders: words.genders,
    contactHint: words.contactHint,
    emailHint: words.emailHint,
    submit: words.submit,
    form: formWords(lang, name),
  };
  return withFormGuard({ constraint, classes, copy, formMessages: formMessages(lang, "enrollment") });
}

/** The page's words as its loader sends them (README "Languages"). */
export type EnrollmentCopy = SerializeFrom<typeof loader>["copy"];

export default function EnrollmentFormPage() {
  const { constraint, classes, copy } = useLoaderData<typeof loader>();
  const { failure, rejected } = useFormAnswer();
  // After a success: the parent's reference, to keep (README "Staff console"), shown once.
  const confirmation = useConfirmation("enrollment");
  const reference = failure ? undefined : confirmation?.reference;
  const guard = useFormGuard(failure?.guard);
  const [searchParams] = useSearchParams();
  const localPath = useLocalPath();
  const referenceCopy = { ...copy.form.reference, sentence: (value: string) => copy.form.reference.sentence.replace("{0}", value) };
  // A new key (after a success) is a new, empty form; a failure keeps the key and every value.
  return (
    <>
      <PageBanner title={copy.title} lead={copy.intro} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        {reference ? (
          <div role="status" className="mb-6 rounded-2xl border-l-4 border-green-700 bg-green-50 p-5 text-green-950">
            <ReferenceNote reference={reference} copy={referenceCopy} />
            <VisitInvite copy={copy.form.visitInvite} to={localPath(BOOK_A_VISIT)} className="mt-2" />
          </div>
        ) : null}
        <EnrollmentForm
          key={guard?.idempotencyKey ?? "form"}
          constraint={constraint}
          failure={failure}
          rejected={rejected}
          program={readProgram(searchParams.get("program"))}
          classes={classes}
          copy={copy}
        />
      </div>
    </>
  );
}
