import { getFormProps } from "@conform-to/react";
import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { AuthCard, AuthSwitch, PRIMARY_BUTTON } from "~/components/forms/AuthCard";
import { TextField } from "~/components/forms/Field";
import { FormAlert } from "~/components/forms/FormAlert";
import { SubmitOverlay } from "~/components/forms/SubmitOverlay";
import { useFormAnswer, usePublicForm } from "~/components/forms/use-public-form";
import { ACCOUNT, FORM_PAGES, FORM_TEXT } from "~/content/forms";
import { FORM_NAME_FIELD } from "~/utils/forms";
import { pageMeta } from "~/utils/meta";
import { loginSchema } from "~/utils/schemas";
import { getToken } from "~/utils/session.server";

export { action } from "./action.server";

// Account pages are for the visitor, not for search results.
export const meta = pageMeta(FORM_PAGES.login, { noindex: true });

const FORM_NAME = "login";

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getToken(request)) throw redirect("/account");
  return json({});
}

export default function LoginPage() {
  const { failure, rejected } = useFormAnswer();
  const { form, fields, busy, hydrated, invalid: focus } = usePublicForm({ id: "login-form", name: FORM_NAME, schema: loginSchema, failure });

  return (
    <AuthCard title={ACCOUNT.loginTitle} lead={ACCOUNT.loginLead}>
      <FormAlert id={form.errorId} messages={rejected ? [rejected] : form.errors} />
      <Form method="post" action="/login" {...getFormProps(form)} noValidate data-hydrated={hydrated || undefined} className="mt-2 grid gap-5">
        <input type="hidden" name={FORM_NAME_FIELD} value={FORM_NAME} />
        <TextField field={fields.email} label={ACCOUNT.labels.email} type="email" autoComplete="email" autoFocus={focus === "email"} />
        <TextField
          field={fields.password}
          label={ACCOUNT.labels.password}
          type="password"
          autoComplete="current-password"
          autoFocus={focus === "password" || (!focus && !hydrated && Boolean(failure))}
        />
        <button type="submit" className={PRIMARY_BUTTON}>
          {ACCOUNT.loginSubmit}
        </button>
      </Form>
      <AuthSwitch text={ACCOUNT.toRegister} link={ACCOUNT.toRegisterLink} to="/register" />
      <SubmitOverlay busy={busy} label={FORM_TEXT.sending} />
    </AuthCard>
  );
}
