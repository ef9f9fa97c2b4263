import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { FormAlert } from "~/components/forms/FormAlert";
import { FormGuardFields } from "~/components/forms/FormGuardFields";
import { firstInvalid, SelectField, TextareaField, TextField } from "~/components/forms/Field";
import { SubmitOverlay, useFormBusy } from "~/components/forms/SubmitOverlay";
import { PageBanner } from "~/components/PageBanner";
import { ENROLLMENT, FORM_PAGES, FORM_TEXT } from "~/content/forms";
import { createEnrollment } from "~/models/enrollment.server";
import type { loader as rootLoader } from "~/root";
import { getEnv } from "~/utils/env.server";
import { FORM_NAME_FIELD, isRejection, useFormGuard, type FormFailure } from "~/utils/forms";
import { checkSubmission, formMessage, rejectSubmission, replyWithApiFailure, TOO_FAST_MESSAGE } from "~/utils/forms.server";
import { pageMeta } from "~/utils/page-meta";
import { enrollmentSchema, GENDER_OPTIONS } from "~/utils/schemas";
import { getTenant } from "~/utils/tenant.server";
import { redirectWithSuccess } from "~/utils/toast.server";

export const meta: MetaFunction<null, { root: typeof rootLoader }> = ({ matches }) => {
  const root = matches.find((match) => match.id === "root");
  return pageMeta(root?.data?.site, FORM_PAGES.enrollmentForm);
};

const FORM_NAME = "enrollment";
const FIELDS = ["childName", "childAge", "gender", "parentName", "parentContact", "address", "additionalInformation"] as const;
const PATH = "/admissions/enrollmentForm";

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const check = checkSubmission(request, formData);
  if (check.status === "rejected") return rejectSubmission(check);

  const submission = parseWithZod(formData, { schema: enrollmentSchema });
  if (check.status === "too-fast") {
    return json<FormFailure>({ result: submission.reply({ formErrors: [TOO_FAST_MESSAGE] }), guard: check.guard }, { status: 400 });
  }
  if (submission.status !== "success") {
    return json<FormFailure>({ result: submission.reply(), guard: check.guard }, { status: 400 });
  }

  const signal = AbortSignal.timeout(getEnv().API_TIMEOUT_MS);
  const tenant = await getTenant(request, { signal });
  if (tenant.status !== "found") {
    const message = tenant.status === "failed" ? tenant.message || FORM_TEXT.noSchool : FORM_TEXT.noSchool;
    return json<FormFailure>(
      { result: submission.reply({ formErrors: [message] }), guard: check.guard, toast: formMessage(message) },
      { status: tenant.status === "failed" ? 503 : 404 },
    );
  }

  const result = await createEnrollment(
    { clientId: tenant.client.clientId, ...submission.value },
    { idempotencyKey: check.guard.idempotencyKey },
  );
  if (!result.ok) {
    // SPEC §8: the error toast with the server's message, else the generic one; every value kept.
    const failure = replyWithApiFailure(submission, result, FIELDS);
    return json<FormFailure>({ result: failure.result, guard: check.guard, toast: formMessage(failure.message) }, { status: failure.httpStatus });
  }
  // SPEC §8: the response's message as a success toast; Post/Redirect/Get empties the form.
  return redirectWithSuccess(PATH, result.data.message || "Thank you! We have received your enrollment.");
}

export default function EnrollmentFormPage() {
  const actionData = useActionData<typeof action>();
  const failure = actionData && !isRejection(actionData) ? actionData : undefined;
  const guard = useFormGuard(failure?.guard);
  // A new key (after a success) is a new, empty form; a failure keeps the key and every value.
  return (
    <>
      <PageBanner title={ENROLLMENT.title} lead={ENROLLMENT.intro} />
      <div className="mx-auto max-w-3xl px-4 py-12">
        <EnrollmentForm
          key={guard?.idempotencyKey ?? "form"}
          failure={failure}
          rejected={actionData && isRejection(actionData) ? actionData.rejected : undefined}
        />
      </div>
    </>
  );
}

function EnrollmentForm({ failure, rejected }: { failure: FormFailure | undefined; rejected: string | undefined }) {
  const hydrated = useHydrated();
  const guard = useFormGuard(failure?.guard);
  const busy = useFormBusy(FORM_NAME);
  const [form, fields] = useForm({
    id: "enrollment-form",
    lastResult: failure?.result,
    constraint: getZodConstraint(enrollmentSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: enrollmentSchema }),
  });
  const focus = hydrated
    ? undefined
    : firstInvalid(FIELDS, {
        childName: fields.childName.errors,
        childAge: fields.childAge.errors,
        gender: fields.gender.errors,
        parentName: fields.parentName.errors,
        parentContact: fields.parentContact.errors,
        address: fields.address.errors,
        additionalInformation: fields.additionalInformation.errors,
      });

  return (
    <div className="relative rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-900/5 md:p-10">
      <FormAlert id={form.errorId} messages={rejected ? [rejected] : form.errors} />
      <Form method="post" action={PATH} {...getFormProps(form)} noValidate data-hydrated={hydrated || undefined} aria-label={ENROLLMENT.title} className="mt-2 grid gap-5 sm:grid-cols-2">
        <input type="hidden" name={FORM_NAME_FIELD} value={FORM_NAME} />
        <FormGuardFields guard={guard} />
        <TextField field={fields.childName} label={ENROLLMENT.labels.childName} autoFocus={focus === "childName"} className="sm:col-span-2" />
        <TextField field={fields.childAge} label={ENROLLMENT.labels.childAge} type="number" inputMode="numeric" autoFocus={focus === "childAge"} />
        <SelectField
          field={fields.gender}
          label={ENROLLMENT.labels.gender}
          placeholder={ENROLLMENT.genderPlaceholder}
          options={GENDER_OPTIONS}
          autoFocus={focus === "gender"}
        />
        <TextField field={fields.parentName} label={ENROLLMENT.labels.parentName} autoComplete="name" autoFocus={focus === "parentName"} />
        <TextField
          field={fields.parentContact}
          label={ENROLLMENT.labels.parentContact}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint="10 digits, for example 9876543210."
          autoFocus={focus === "parentContact"}
        />
        <TextareaField
          field={fields.address}
          label={ENROLLMENT.labels.address}
          autoComplete="street-address"
          rows={4}
          autoFocus={focus === "address"}
          className="sm:col-span-2"
        />
        <TextareaField
          field={fields.additionalInformation}
          label={ENROLLMENT.labels.additionalInformation}
          optional
          rows={4}
          autoFocus={focus === "additionalInformation"}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <button
            type="submit"
            className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-8 py-3 text-lg font-bold text-white shadow hover:brightness-90 sm:w-auto"
          >
            {ENROLLMENT.submit}
          </button>
        </div>
      </Form>
      <SubmitOverlay busy={busy} />
    </div>
  );
}
