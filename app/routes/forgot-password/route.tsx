import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AuthCard, AuthSwitch, PRIMARY_BUTTON } from "~/components/forms/AuthCard";
import { TextField } from "~/components/forms/Field";
import { PublicForm } from "~/components/forms/PublicForm";
import { useFormAnswer, usePublicForm } from "~/components/forms/use-public-form";
import { accountWords } from "~/services/account-words.server";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { copyMeta } from "~/utils/meta";
import { loadGuestForm } from "~/services/guest-form.server";
import { useLocalPath } from "~/utils/root-data";

export { action } from "./action.server";

// Account pages are for the visitor, not for search results.
export const meta = copyMeta({ noindex: true });

const FORM_NAME = "forgot-password";

export async function loader({ request }: LoaderFunctionArgs) {
  // The page's words in its language (README "Languages").
  const { words, page, sending, formMessages } = await accountWords(request, "forgot");
  const copy = {
    page,
    title: words.forgotTitle,
    lead: words.forgotLead,
    submit: words.forgotSubmit,
    toLogin: words.toLogin,
    toLoginLink: words.toLoginLink,
    email: words.labels.email,
    sending,
  };
  return loadGuestForm(request, FORM_SCHEMAS.forgotPassword, { copy, formMessages });
}

export default function ForgotPasswordPage() {
  const { constraint, copy } = useLoaderData<typeof loader>();
  const localPath = useLocalPath();
  const { failure, rejected } = useFormAnswer();
  const state = usePublicForm({ id: "forgot-password-form", name: FORM_NAME, schema: FORM_SCHEMAS.forgotPassword, constraint, failure });
  const { fields, guard, invalid } = state;
  return (
    <AuthCard title={copy.title} lead={copy.lead}>
      <PublicForm
        state={state}
        name={FORM_NAME}
        action={localPath("/forgot-password")}
        guard={guard}
        rejected={rejected}
        className="mt-2 grid gap-5"
        sending={copy.sending}
        after={<AuthSwitch text={copy.toLogin} link={copy.toLoginLink} to={localPath("/login")} />}
      >
        <TextField field={fields.email} label={copy.email} type="email" autoComplete="email" autoFocus={invalid === "email"} />
        <button type="submit" className={PRIMARY_BUTTON}>
          {copy.submit}
        </button>
      </PublicForm>
    </AuthCard>
  );
}
