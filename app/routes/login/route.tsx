import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AuthCard, AuthSwitch, PRIMARY_BUTTON } from "~/components/forms/AuthCard";
import { TextField } from "~/components/forms/Field";
import { PublicForm } from "~/components/forms/PublicForm";
import { useFormAnswer, usePublicForm } from "~/components/forms/use-public-form";
import { FORM_TEXT } from "~/content/forms";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { formConstraint } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { loginPath, REDIRECT_PARAM, safeRedirect } from "~/utils/redirect";
import { getToken } from "~/utils/session.server";
import { ACCOUNT, ACCOUNT_PAGES } from "~/content/account";

export { action } from "./action.server";

// Account pages are for the visitor, not for search results.
export const meta = pageMeta(ACCOUNT_PAGES.login, { noindex: true });

const FORM_NAME = "login";

export async function loader({ request }: LoaderFunctionArgs) {
  // `?redirectTo=`: only a path of this site (README "Staff console": no open redirect).
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get(REDIRECT_PARAM), "");
  if (await getToken(request)) throw redirect(redirectTo || "/account");
  return json({ redirectTo, constraint: await formConstraint(FORM_SCHEMAS.login) });
}

export default function LoginPage() {
  const { redirectTo, constraint } = useLoaderData<typeof loader>();
  const { failure, rejected } = useFormAnswer();
  const state = usePublicForm({ id: "login-form", name: FORM_NAME, schema: FORM_SCHEMAS.login, constraint, failure });
  const { fields, hydrated, invalid: focus } = state;

  return (
    <AuthCard title={ACCOUNT.loginTitle} lead={ACCOUNT.loginLead}>
      <PublicForm
        state={state}
        name={FORM_NAME}
        action={loginPath(redirectTo)}
        rejected={rejected}
        className="mt-2 grid gap-5"
        sending={FORM_TEXT.sending}
        after={<AuthSwitch text={ACCOUNT.toRegister} link={ACCOUNT.toRegisterLink} to="/register" />}
      >
        <TextField field={fields.email} label={ACCOUNT.labels.email} type="email" autoComplete="email" autoFocus={focus === "email"} />
        <TextField
          field={fields.password}
          label={ACCOUNT.labels.password}
          type="password"
          autoComplete="current-password"
          autoFocus={focus === "password" || (!focus && !hydrated && Boolean(failure))}
        />
        <p className="-mt-2 text-right">
          <Link to="/forgot-password" className="font-semibold text-brand underline underline-offset-4">
            {ACCOUNT.forgotLink}
          </Link>
        </p>
        <button type="submit" className={PRIMARY_BUTTON}>
          {ACCOUNT.loginSubmit}
        </button>
      </PublicForm>
    </AuthCard>
  );
}
