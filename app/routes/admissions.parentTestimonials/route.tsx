import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Dialog } from "~/components/forms/Dialog";
import { ErrorDialog, SavedDialog } from "~/components/forms/ResultDialogs";
import { useConfirmation } from "~/components/forms/use-confirmation";
import { useFormAnswer } from "~/components/forms/use-public-form";
import { PageBanner } from "~/components/PageBanner";
import { formMessages, formWords } from "~/i18n/form-copy.server";
import { inLanguage } from "~/i18n/school-languages.server";
import { listTestimonials } from "~/models/testimonial.server";
import { requestLang } from "~/i18n/catalogue.server";
import { loadSchoolPage } from "~/services/page.server";
import { useFormGuard } from "~/utils/forms";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { formConstraint, formGuardData } from "~/utils/forms.server";
import { copyMeta } from "~/utils/meta";
import { useLocalPath } from "~/utils/root-data";
import { TESTIMONIALS_PATH as PATH, TestimonialForm } from "./TestimonialForm";

export { action } from "./action.server";

export const meta = copyMeta();

export async function loader({ request }: LoaderFunctionArgs) {
  // With the form's guard: this page is the visitor's own (utils/shared-page.ts).
  const guard = { ...formGuardData(), constraint: await formConstraint(FORM_SCHEMAS.testimonial) };
  const lang = requestLang(request);
  const extra = { ...guard, formMessages: formMessages(lang, "testimonial") };
  return loadSchoolPage(
    request,
    { testimonials: [], ...extra },
    async ({ clientId, lists }) => {
      // SPEC §9: testimonials 1/12, approved only (the provider's rule); Bearer when signed in (SPEC §6).
      const list = await listTestimonials(clientId, lists);
      // The parents' words in the page's language where the school gave them (README "Languages").
      const testimonials = list.data
        .map((row) => inLanguage(row, row.translations, lang, ["title", "description"]))
        .map((item) => ({ id: String(item.id), name: item.title, text: item.description }));
      // SPEC §8: a failed list is an error notification; the form still works.
      return { page: { testimonials, ...extra }, lists: [list] };
    },
    // The 'Saved' text is not the page's: it comes with the confirmation (submit.server.ts).
    ({ testimonials: { savedText: _saved, ...words } }, school) => ({
      ...words,
      page: { title: words.page.title, description: words.page.description(school) },
      form: formWords(lang, school),
    }),
  );
}

export default function ParentTestimonials() {
  const { testimonials, constraint, copy } = useLoaderData<typeof loader>();
  const localPath = useLocalPath();
  const { data: actionData, failure, rejected } = useFormAnswer();
  const guard = useFormGuard(failure?.guard);
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const adding = searchParams.get("add") === "1";
  const confirmed = useConfirmation("testimonial");
  const confirmation = confirmed?.id;
  const confirmationText = confirmed?.text;

  // The modal: open from the button (JavaScript), from ?add=1 (the link without it) and after a
  // failed submit (SPEC §4: it stays open with its values); closed by a success (SPEC §4).
  const [open, setOpen] = useState(adding || Boolean(actionData));
  useEffect(() => {
    if (actionData) setOpen(true);
  }, [actionData]);
  useEffect(() => {
    // Each success closes it (a second testimonial brings a new confirmation).
    if (confirmation) setOpen(false);
  }, [confirmation]);

  return (
    <>
      <PageBanner title={copy.page.title} lead={copy.lead} />
      <div className="mx-auto max-w-7xl px-4 py-12">
        <SavedDialog
          id="testimonial-saved"
          confirmation={confirmation}
          copy={{ savedTitle: copy.form.savedTitle, savedText: confirmationText ?? "", okay: copy.form.okay }}
          fallbackFocus={() => document.getElementById("open-testimonial")}
        />

        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 className="text-3xl font-bold text-brand">{copy.gridTitle}</h2>
          {hydrated ? (
            <button
              id="open-testimonial"
              type="button"
              onClick={() => setOpen(true)}
              className="inline-flex min-h-12 items-center rounded-full bg-brand px-6 py-3 font-bold text-white shadow hover:brightness-90"
            >
              {copy.open}
            </button>
          ) : (
            <Link
              id="open-testimonial"
              to={`${localPath(PATH)}?add=1#add-testimonial`}
              className="inline-flex min-h-12 items-center rounded-full bg-brand px-6 py-3 font-bold text-white shadow hover:brightness-90"
            >
              {copy.open}
            </Link>
          )}
        </div>

        {/* Without JavaScript both render in the page, the 'Error!' popup above the form. */}
        <div className="flex flex-col">
          <Dialog
            id="add-testimonial"
            title={copy.modalTitle}
            open={open}
            keepMounted
            wide
            onClose={() => setOpen(false)}
            dismiss={{ label: copy.form.cancel, secondary: true }}
            footer={
              <button
                type="submit"
                form="testimonial-form"
                className="inline-flex min-h-11 items-center rounded-full bg-brand px-6 py-2 font-semibold text-white hover:brightness-90"
              >
                {copy.submit}
              </button>
            }
          >
            <TestimonialForm
              key={guard?.idempotencyKey ?? "form"}
              open={open}
              constraint={constraint}
              failure={failure}
              rejected={rejected}
              focusFirst={adding && !actionData}
              copy={copy}
            />
          </Dialog>
          <ErrorDialog
            id="testimonial-error"
            message={failure?.dialog}
            title={copy.form.errorTitle}
            dismiss={copy.form.cool}
            className="order-first"
          />
        </div>

        {testimonials.length === 0 ? (
          <p className="mt-8 text-lg text-slate-700">{copy.empty}</p>
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
