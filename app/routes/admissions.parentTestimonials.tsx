import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Dialog } from "~/components/forms/Dialog";
import { firstInvalid, TextareaField, TextField } from "~/components/forms/Field";
import { FormAlert } from "~/components/forms/FormAlert";
import { FormGuardFields } from "~/components/forms/FormGuardFields";
import { SubmitOverlay, useFormBusy } from "~/components/forms/SubmitOverlay";
import { PageBanner } from "~/components/PageBanner";
import { FORM_PAGES, FORM_TEXT, TESTIMONIALS } from "~/content/forms";
import { createTestimonial, listTestimonials } from "~/models/testimonial.server";
import type { loader as rootLoader } from "~/root";
import { getEnv } from "~/utils/env.server";
import { FORM_NAME_FIELD, isRejection, useFormGuard, type FormFailure } from "~/utils/forms";
import { checkSubmission, formMessage, rejectSubmission, replyWithApiFailure, TOO_FAST_MESSAGE } from "~/utils/forms.server";
import { pageMeta } from "~/utils/page-meta";
import { testimonialSchema } from "~/utils/schemas";
import { getToken } from "~/utils/session.server";
import { getTenant } from "~/utils/tenant.server";
import { redirectWithSuccess } from "~/utils/toast.server";

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ matches }) => {
  const root = matches.find((match) => match.id === "root");
  return pageMeta(root?.data?.site, FORM_PAGES.parentTestimonials);
};

const PATH = "/admissions/parentTestimonials";
const FORM_NAME = "testimonial";
const FIELDS = ["title", "mobile", "description"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const signal = AbortSignal.timeout(getEnv().API_TIMEOUT_MS);
  const [tenant, token] = await Promise.all([getTenant(request, { signal }), getToken(request)]);
  if (tenant.status !== "found") return json({ testimonials: [], errors: [] });
  // SPEC §9: testimonials 1/12, approved only (the provider's rule); Bearer when signed in (SPEC §6).
  const list = await listTestimonials(tenant.client.clientId, { token, signal });
  return json({
    testimonials: list.data.map((item) => ({ id: String(item.id), name: item.title, text: item.description })),
    // SPEC §8: a failed list is an error notification; the form still works.
    errors: list.error ? [list.error] : [],
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const check = checkSubmission(request, formData);
  if (check.status === "rejected") return rejectSubmission(check);

  const submission = parseWithZod(formData, { schema: testimonialSchema });
  if (check.status === "too-fast") {
    return json<FormFailure>({ result: submission.reply({ formErrors: [TOO_FAST_MESSAGE] }), guard: check.guard }, { status: 400 });
  }
  if (submission.status !== "success") return json<FormFailure>({ result: submission.reply(), guard: check.guard }, { status: 400 });

  const tenant = await getTenant(request, { signal: AbortSignal.timeout(getEnv().API_TIMEOUT_MS) });
  if (tenant.status !== "found") {
    const message = tenant.status === "failed" ? tenant.message || FORM_TEXT.noSchool : FORM_TEXT.noSchool;
    return json<FormFailure>({ result: submission.reply(), guard: check.guard, dialog: formMessage(message) }, { status: 503 });
  }
  const result = await createTestimonial({ clientId: tenant.client.clientId, ...submission.value }, { idempotencyKey: check.guard.idempotencyKey });
  if (!result.ok) {
    // SPEC §8: the 'Error!' popup with the server's or the generic message; the modal keeps its values.
    const failure = replyWithApiFailure(submission, result, FIELDS);
    return json<FormFailure>({ result: failure.result, guard: check.guard, dialog: formMessage(failure.message) }, { status: failure.httpStatus });
  }
  // Post/Redirect/Get: the 'Saved' popup comes from the flag (fixed text), the toast carries the API's message.
  return redirectWithSuccess(`${PATH}?saved=1`, result.data.message || TESTIMONIALS.savedText);
}

export default function ParentTestimonials() {
  const { testimonials } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const failure = actionData && !isRejection(actionData) ? actionData : undefined;
  const rejected = actionData && isRejection(actionData) ? actionData.rejected : undefined;
  const guard = useFormGuard(failure?.guard);
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const adding = searchParams.get("add") === "1";
  const saved = searchParams.get("saved") === "1";

  // The modal: open from the button (JavaScript), from ?add=1 (the link without it) and after a
  // failed submit (SPEC §4: it stays open with its values); closed by a success (SPEC §4).
  const [open, setOpen] = useState(adding || Boolean(actionData));
  useEffect(() => {
    if (actionData) setOpen(true);
  }, [actionData]);
  useEffect(() => {
    if (saved) setOpen(false);
  }, [saved]);
  const [dismissedError, setDismissedError] = useState<string | null>(null);
  const errorDialog = failure?.dialog && failure.dialog.id !== dismissedError ? failure.dialog : undefined;

  return (
    <>
      <PageBanner title={TESTIMONIALS.title} lead={TESTIMONIALS.lead} />
      <div className="mx-auto max-w-7xl px-4 py-12">
        <Dialog
          id="testimonial-saved"
          role="alertdialog"
          tone="success"
          title={TESTIMONIALS.savedTitle}
          open={saved}
          onClose={() => navigate(PATH, { replace: true, preventScrollReset: true })}
          dismiss={{ label: TESTIMONIALS.okay, to: PATH, autoFocus: true }}
          fallbackFocus={() => document.getElementById("open-testimonial")}
        >
          <p>{TESTIMONIALS.savedText}</p>
        </Dialog>

        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 className="text-3xl font-bold text-brand">{TESTIMONIALS.gridTitle}</h2>
          {hydrated ? (
            <button
              id="open-testimonial"
              type="button"
              onClick={() => setOpen(true)}
              className="inline-flex min-h-12 items-center rounded-full bg-brand px-6 py-3 font-bold text-white shadow hover:brightness-90"
            >
              {TESTIMONIALS.open}
            </button>
          ) : (
            <Link
              id="open-testimonial"
              to={`${PATH}?add=1#add-testimonial`}
              className="inline-flex min-h-12 items-center rounded-full bg-brand px-6 py-3 font-bold text-white shadow hover:brightness-90"
            >
              {TESTIMONIALS.open}
            </Link>
          )}
        </div>

        {/* Without JavaScript both render in the page, the 'Error!' popup above the form. */}
        <div className="flex flex-col">
          <Dialog
            id="add-testimonial"
            title={TESTIMONIALS.modalTitle}
            open={open}
            keepMounted
            wide
            onClose={() => setOpen(false)}
            dismiss={{ label: TESTIMONIALS.cancel, secondary: true }}
            footer={
              <button
                type="submit"
                form="testimonial-form"
                className="inline-flex min-h-11 items-center rounded-full bg-brand px-6 py-2 font-semibold text-white hover:brightness-90"
              >
                {TESTIMONIALS.submit}
              </button>
            }
          >
            <TestimonialForm key={guard?.idempotencyKey ?? "form"} failure={failure} rejected={rejected} focusFirst={adding && !actionData} />
          </Dialog>
          <Dialog
            id="testimonial-error"
            role="alertdialog"
            tone="error"
            title={TESTIMONIALS.errorTitle}
            open={Boolean(errorDialog)}
            onClose={() => setDismissedError(errorDialog?.id ?? null)}
            dismiss={{ label: TESTIMONIALS.cool, autoFocus: true }}
            className="order-first"
          >
            <p>{errorDialog?.message}</p>
          </Dialog>
        </div>

        {testimonials.length === 0 ? (
          <p className="mt-8 text-lg text-slate-700">{TESTIMONIALS.empty}</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {testimonials.map((testimonial) => (
              <li key={testimonial.id}>
                <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow ring-1 ring-slate-900/5">
                  <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 text-accent" fill="currentColor">
                    <path d="M10 8C6 10 4 14 4 18v6h8v-8H8c0-3 1-5 4-6l-2-2Zm14 0c-4 2-6 6-6 10v6h8v-8h-4c0-3 1-5 4-6l-2-2Z" />
                  </svg>
                  {/* Provider text is rendered as text, never as markup. */}
                  <blockquote className="mt-3 flex-1 whitespace-pre-line break-words text-slate-800">{testimonial.text}</blockquote>
                  <figcaption className="mt-4 font-semibold text-slate-900">{testimonial.name}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function TestimonialForm({ failure, rejected, focusFirst }: { failure: FormFailure | undefined; rejected: string | undefined; focusFirst: boolean }) {
  const hydrated = useHydrated();
  const guard = useFormGuard(failure?.guard);
  const busy = useFormBusy(FORM_NAME);
  const [form, fields] = useForm({
    id: "testimonial-form",
    lastResult: failure?.result,
    constraint: getZodConstraint(testimonialSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: testimonialSchema }),
  });
  const invalid = hydrated
    ? undefined
    : firstInvalid(FIELDS, { title: fields.title.errors, mobile: fields.mobile.errors, description: fields.description.errors });
  const focus = invalid ?? (focusFirst && !hydrated ? "title" : undefined);
  return (
    <div className="relative">
      <FormAlert id={form.errorId} messages={rejected ? [rejected] : form.errors} />
      <Form method="post" action={`${PATH}?add=1`} {...getFormProps(form)} noValidate data-hydrated={hydrated || undefined} className="mt-2 grid gap-5">
        <input type="hidden" name={FORM_NAME_FIELD} value={FORM_NAME} />
        <FormGuardFields guard={guard} />
        <TextField field={fields.title} label={TESTIMONIALS.labels.title} autoComplete="name" autoFocus={focus === "title"} />
        <TextField
          field={fields.mobile}
          label={TESTIMONIALS.labels.mobile}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint="10 digits, for example 9876543210. Not shown on the site."
          autoFocus={focus === "mobile"}
        />
        <TextareaField field={fields.description} label={TESTIMONIALS.labels.description} rows={5} autoFocus={focus === "description"} />
      </Form>
      <SubmitOverlay busy={busy} />
    </div>
  );
}
