import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AuthCard, AuthSwitch, PRIMARY_BUTTON } from "~/components/forms/AuthCard";
import { PhoneField, TextField } from "~/components/forms/Field";
import { PublicForm } from "~/components/forms/PublicForm";
import { useFormAnswer, usePublicForm } from "~/components/forms/use-public-form";
import { FORM_TEXT } from "~/content/forms";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { pageMeta } from "~/utils/meta";
import { loadGuestForm } from "~/services/guest-form.server";
import { ACCOUNT, ACCOUNT_PAGES } from "~/content/account";

export { action } from "./action.server";

// Account pages are for the visitor, not for search results.
export const meta = pageMeta(ACCOUNT_PAGES.register, { noindex: true });

const FORM_NAME = "register";

export const loader = ({ request }: LoaderFunctionArgs) => loadGuestForm(request, FORM_SCHEMAS.register);

export default function RegisterPage() {
  const { constraint } = useLoaderData<typeof loader>();
  const { failure, rejected } = useFormAnswer();
  const state = usePublicForm({ id: "register-form", name: FORM_NAME, schema: FORM_SCHEMAS.register, constraint, failure });
  const { fields, guard, invalid: focus } = state;

  return (
    <AuthCard title={ACCOUNT.registerTitle} lead={ACCOUNT.registerLead}>
      <PublicForm
        state={state}
        name={FORM_NAME}
        action="/register"
        guard={guard}
        rejected={rejected}
        className="mt-2 grid gap-5"
        sending={FORM_TEXT.sending}
        after={<AuthSwitch text={ACCOUNT.toLogin} link={ACCOUNT.toLoginLink} to="/login" />}
      >
        <TextField field={fields.name} label={ACCOUNT.labels.name} autoComplete="name" autoFocus={focus === "name"} />
        <PhoneField field={fields.mobile} label={ACCOUNT.labels.mobile} autoFocus={focus === "mobile"} />
        <TextField field={fields.email} label={ACCOUNT.labels.email} type="email" autoComplete="email" autoFocus={focus === "email"} />
        <TextField
          field={fields.password}
          label={ACCOUNT.labels.password}
          type="password"
          autoComplete="new-password"
          hint={ACCOUNT.passwordHint}
          autoFocus={focus === "password"}
        />
        <button type="submit" className={PRIMARY_BUTTON}>
          {ACCOUNT.registerSubmit}
        </button>
      </PublicForm>
    </AuthCard>
  );
}
