import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AuthCard, AuthSwitch, PRIMARY_BUTTON } from "~/components/forms/AuthCard";
import { PhoneField, TextField } from "~/components/forms/Field";
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

const FORM_NAME = "register";

export async function loader({ request }: LoaderFunctionArgs) {
  // The page's words in its language (README "Languages").
  const { words, page, sending, formMessages } = await accountWords(request, "register");
  const copy = {
    page,
    title: words.registerTitle,
    lead: words.registerLead,
    submit: words.registerSubmit,
    toLogin: words.toLogin,
    toLoginLink: words.toLoginLink,
    labels: words.labels,
    passwordHint: words.passwordHint,
    sending,
  };
  return loadGuestForm(request, FORM_SCHEMAS.register, { copy, formMessages });
}

export default function RegisterPage() {
  const { constraint, copy } = useLoaderData<typeof loader>();
  const localPath = useLocalPath();
  const { failure, rejected } = useFormAnswer();
  const state = usePublicForm({ id: "register-form", name: FORM_NAME, schema: FORM_SCHEMAS.register, constraint, failure });
  const { fields, guard, invalid: focus } = state;

  return (
    <AuthCard title={copy.title} lead={copy.lead}>
      <PublicForm
        state={state}
        name={FORM_NAME}
        action={localPath("/register")}
        guard={guard}
        rejected={rejected}
        className="mt-2 grid gap-5"
        sending={copy.sending}
        after={<AuthSwitch text={copy.toLogin} link={copy.toLoginLink} to={localPath("/login")} />}
      >
        <TextField field={fields.name} label={copy.labels.name} autoComplete="name" autoFocus={focus === "name"} />
        <PhoneField field={fields.mobile} label={copy.labels.mobile} autoFocus={focus === "mobile"} />
        <TextField field={fields.email} label={copy.labels.email} type="email" autoComplete="email" autoFocus={focus === "email"} />
        <TextField
          field={fields.password}
          label={copy.labels.password}
          type="password"
          autoComplete="new-password"
          hint={copy.passwordHint}
          autoFocus={focus === "password"}
        />
        <button type="submit" className={PRIMARY_BUTTON}>
          {copy.submit}
        </button>
      </PublicForm>
    </AuthCard>
  );
}
