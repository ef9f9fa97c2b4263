import { AuthCard, AuthSwitch, PRIMARY_BUTTON } from "~/components/forms/AuthCard";
import { TextField } from "~/components/forms/Field";
import { PublicForm } from "~/components/forms/PublicForm";
import { useFormAnswer, usePublicForm } from "~/components/forms/use-public-form";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import type { FormConstraint } from "~/utils/forms";

/**
 * The page behind a one-time password link (README "Forms and sign-in"): a first password
 * (`/login/claim`) or a forgotten one (`/forgot-password/reset`). A link that is not valid shows
 * why and, where there is one, the way to a new link.
 */
export function SetPasswordPage({
  title,
  lead,
  action,
  link,
  message,
  constraint,
  again,
  sending,
  words,
}: {
  title: string;
  lead: string;
  /** The form's own URL, with its token. */
  action: string;
  link: { email: string } | null;
  message: string;
  constraint: FormConstraint;
  /** The form's words in the page's language, from the loader (services/password-link.server.ts). */
  words: SetPasswordWords | null;
  /** Where to ask for a new link when this one is not valid. */
  again?: { text: string; link: string; to: string };
  /** The button's text while the form is being sent. */
  sending: string;
}) {
  if (!link || !words) {
    return (
      <AuthCard title={title}>
        <p className="text-slate-800">{message}</p>
        {again ? <AuthSwitch {...again} /> : null}
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} lead={lead}>
      <SetPasswordForm action={action} email={link.email} constraint={constraint} sending={sending} words={words} />
    </AuthCard>
  );
}

type SetPasswordWords = { email: string; password: string; hint: string; works: string; submit: string };

function SetPasswordForm({
  action,
  email,
  constraint,
  sending,
  words,
}: {
  action: string;
  email: string;
  constraint: FormConstraint;
  sending: string;
  words: SetPasswordWords;
}) {
  const { failure, rejected } = useFormAnswer();
  const state = usePublicForm({ id: "claim-form", name: "claim", schema: FORM_SCHEMAS.claim, constraint, failure });
  const { fields, invalid, hydrated } = state;
  return (
    <PublicForm state={state} name="claim" action={action} rejected={rejected} className="mt-2 grid gap-5" sending={sending}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="claim-email" className="block font-semibold text-slate-900">
          {words.email}
        </label>
        {/* Read-only: tells a password manager whose password this is. */}
        <input
          id="claim-email"
          name="username"
          type="email"
          autoComplete="username"
          readOnly
          value={email}
          className="block w-full rounded-lg border border-slate-300 bg-slate-100 px-3 py-2 text-slate-900"
        />
      </div>
      <TextField
        field={fields.password}
        label={words.password}
        type="password"
        autoComplete="new-password"
        hint={words.hint}
        autoFocus={invalid === "password" || (!hydrated && !invalid)}
      />
      <p className="text-sm text-slate-700">{words.works}</p>
      <button type="submit" className={PRIMARY_BUTTON}>
        {words.submit}
      </button>
    </PublicForm>
  );
}
