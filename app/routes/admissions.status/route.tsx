import { json, type HeadersFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { TextField } from "~/components/forms/Field";
import { PublicForm } from "~/components/forms/PublicForm";
import { usePublicForm } from "~/components/forms/use-public-form";
import { PageBanner } from "~/components/PageBanner";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { isRejection } from "~/utils/forms";
import { formConstraint } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import type { StatusAnswer } from "./action.server";
import { STATUS_PAGE } from "./copy";

export { action } from "./action.server";

export const meta = pageMeta({
  title: STATUS_PAGE.title,
  description: (school) => `Check the status of your enrollment or enquiry at ${school} with its reference and your mobile number.`,
});

// A refused lookup's Retry-After reaches the page's own answer (a 429).
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

// The same for every visitor: the page stays shareable (no guard, README "Caching").
export const loader = async () => json({ constraint: await formConstraint(FORM_SCHEMAS.statusLookup) });

export default function StatusPage() {
  const { constraint } = useLoaderData<typeof loader>();
  const answer = useActionData<StatusAnswer>();
  const found = answer && "found" in answer ? answer.found : undefined;
  const failure = answer && "result" in answer ? answer : undefined;
  const rejected = answer && isRejection(answer) ? answer.rejected : undefined;
  const state = usePublicForm({ id: "status-lookup", name: "status-lookup", schema: FORM_SCHEMAS.statusLookup, constraint, failure });
  const { fields, invalid } = state;
  const shown = found ? STATUS_PAGE.statuses[found.status] : undefined;
  return (
    <>
      <PageBanner title={STATUS_PAGE.title} lead={STATUS_PAGE.lead} />
      <div className="mx-auto max-w-xl space-y-6 px-4 py-12">
        {found && shown ? (
          <section
            aria-labelledby="status-result"
            role="status"
            className="rounded-2xl border-l-4 border-green-700 bg-white p-6 shadow ring-1 ring-slate-900/5"
          >
            <h2 id="status-result" className="text-xl font-bold text-slate-900">
              {STATUS_PAGE.resultTitle(found.reference)}
            </h2>
            <p className="mt-2 text-2xl font-bold text-brand">{shown.label}</p>
            <p className="mt-2 text-slate-800">{shown.text}</p>
          </section>
        ) : null}
        <PublicForm
          state={state}
          name="status-lookup"
          action="/admissions/status"
          rejected={rejected}
          labelledBy={{ "aria-label": STATUS_PAGE.title }}
          className="grid gap-5"
          sending={STATUS_PAGE.sending}
          frame="relative rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-900/5 md:p-8"
        >
          <TextField
            field={fields.reference}
            label={STATUS_PAGE.labels.reference}
            hint={STATUS_PAGE.referenceHint}
            autoComplete="off"
            autoFocus={invalid === "reference"}
          />
          <TextField
            field={fields.mobile}
            label={STATUS_PAGE.labels.mobile}
            hint={STATUS_PAGE.mobileHint}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            autoFocus={invalid === "mobile"}
          />
          <button
            type="submit"
            className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-8 py-3 text-lg font-bold text-white shadow hover:brightness-90"
          >
            {STATUS_PAGE.submit}
          </button>
        </PublicForm>
        <p className="text-slate-700">
          How the school handles your details:{" "}
          <Link to="/privacy" className="font-semibold text-brand underline underline-offset-4">
            privacy notice
          </Link>
          .
        </p>
      </div>
    </>
  );
}
