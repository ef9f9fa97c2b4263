import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AuthCard, AuthSwitch, PRIMARY_BUTTON } from "~/components/forms/AuthCard";
import { TextField } from "~/components/forms/Field";
import { PublicForm } from "~/components/forms/PublicForm";
import { useFormAnswer, usePublicForm } from "~/components/forms/use-public-form";
import { pathIn } from "~/i18n/languages";
import { accountWords } from "~/services/account-words.server";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { formConstraint } from "~/utils/forms.server";
import { copyMeta } from "~/utils/meta";
import { loginPath, REDIRECT_PARAM, safeRedirect } from "~/utils/redirect";
import { useLocalPath } from "~/utils/root-data";
import { getToken } from "~/utils/session.server";

export { action } from "./action.server";

// Account pages are for the visitor, not for search results.
export const meta = copyMeta({ noindex: true });

const FORM_NAME = "login";

export async function loader({ request }: LoaderFunctionArgs) {
  // `?redirectTo=`: only a path of this site (README "Staff console": no open redirect).
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get(REDIRECT_PARAM), "");
  const { lang, words, page, sending, formMessages } = await accountWords(request, "login");
  if (await getToken(request)) throw redirect(redirectTo || pathIn(lang, "/account"));
  // The page's words in its language (README "Languages").
  const copy = {
    page,
    title: words.loginTitle,
    lead: words.loginLead,
    submit: words.loginSubmit,
    toRegister: words.toRegister,
    toRegisterLink: words.toRegisterLink,
    forgotLink: words.forgotLink,
    labels: { email: words.labels.email, password: words.labels.password },
    sending,
  };
  return json({ redirectTo, constraint: await formConstraint(FORM_SCHEMAS.login), copy, formMessages });
}

export default function LoginPage() {
  const { redirectTo, constraint, copy } = useLoaderData<typeof loader>();
  const { failure, rejected } = useFormAnswer();
  const localPath = useLocalPath();
  const state = usePublicForm({ id: "login-form", name: FORM_NAME, schema: FORM_SCHEMAS.login, constraint, failure });
  const { fields, hydrated, invalid: focus } = state;

  return (
    <AuthCard title={copy.title} lead={copy.lead}>
      <PublicForm
        state={state}
        name={FORM_NAME}
        action={localPath(loginPath(redirectTo))}
        rejected={rejected}
        className="mt-2 grid gap-5"
        sending={copy.sending}
        after={<AuthSwitch text={copy.toRegister} link={copy.toRegisterLink} to={localPath("/register")} />}
      >
        <TextField field={fields.email} label={copy.labels.email} type="email" autoComplete="email" autoFocus={focus === "email"} />
        <TextField
          field={fields.password}
          label={copy.labels.password}
          type="password"
          autoComplete="current-password"
          autoFocus={focus === "password" || (!focus && !hydrated && Boolean(failure))}
        />
        <p className="-mt-2 text-right">
          <Link to={localPath("/forgot-password")} className="font-semibold text-brand underline underline-offset-4">
            {copy.forgotLink}
          </Link>
        </p>
        <button type="submit" className={PRIMARY_BUTTON}>
          {copy.submit}
        </button>
      </PublicForm>
    </AuthCard>
  );
}
