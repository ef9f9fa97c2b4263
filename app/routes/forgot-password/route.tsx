import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AuthCard, AuthSwitch, PRIMARY_BUTTON } from "~/components/forms/AuthCard";
import { TextField } from "~/components/forms/Field";
import { PublicForm } from "~/components/forms/PublicForm";
import { useFormAnswer, usePublicForm } from "~/components/forms/use-public-form";
import { FORM_TEXT } from "~/content/forms";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { pageMeta } from "~/utils/meta";
import { loadGuestForm } from "~/services/guest-form.server";
import { ACCOUNT, ACCOUNT_PAGES } from "~/content/account";

export { action } from "./action.server";

// Account pages are for the visitor, not for search results.
export const meta = pageMeta(ACCOUNT_PAGES.forgot, { noindex: true });

const FORM_NAME = "forgot-password";

export const loader = ({ request }: LoaderFunctionArgs) => loadGuestForm(request, FORM_SCHEMAS.forgotPassword);

export default function ForgotPasswordPage() {
  const { constraint } = useLoaderData<typeof loader>();
  const { failure, rejected } = useFormAnswer();
  const state = usePublicForm({ id: "forgot-password-form", name: FORM_NAME, schema: FORM_SCHEMAS.forgotPassword, constraint, failure });
  const { fields, guard, invalid } = state;
  return (
    <AuthCard title={ACCOUNT.forgotTitle} lead={ACCOUNT.forgotLead}>
      <PublicForm
        state={state}
        name={FORM_NAME}
        action="/forgot-password"
        guard={guard}
        rejected={rejected}
        className="mt-2 grid gap-5"
        sending={FORM_TEXT.sending}
        after={<AuthSwitch text={ACCOUNT.toLogin} link={ACCOUNT.toLoginLink} to="/login" />}
      >
        <TextField field={fields.email} label={ACCOUNT.labels.email} type="email" autoComplete="email" autoFocus={invalid === "email"} />
        <button type="submit" className={PRIMARY_BUTTON}>
          {ACCOUNT.forgotSubmit}
        </button>
      </PublicForm>
    </AuthCard>
  );
}
