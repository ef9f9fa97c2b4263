import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { AuthCard, PRIMARY_BUTTON } from "~/components/forms/AuthCard";
import { firstInvalid, TextField } from "~/components/forms/Field";
import { FormAlert } from "~/components/forms/FormAlert";
import { SubmitOverlay, useFormBusy } from "~/components/forms/SubmitOverlay";
import { ACCOUNT, FORM_PAGES } from "~/content/forms";
import { login } from "~/models/auth.server";
import type { loader as rootLoader } from "~/root";
import { FORM_NAME_FIELD, isRejection, type FormFailure } from "~/utils/forms";
import { formMessage, isCrossSite, REJECTED_CROSS_SITE, rejectSubmission, replyWithApiFailure } from "~/utils/forms.server";
import { pageMeta } from "~/utils/page-meta";
import { loginSchema } from "~/utils/schemas";
import { commitSession, getSession, getToken } from "~/utils/session.server";
import { tenantHostname } from "~/utils/tenant.server";
import { redirectWithSuccess } from "~/utils/toast.server";

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ matches }) => {
  const root = matches.find((match) => match.id === "root");
  // Account pages are for the visitor, not for search results.
  return [...pageMeta(root?.data?.site, FORM_PAGES.login), { name: "robots", content: "noindex" }];
};

const FORM_NAME = "login";
const FIELDS = ["email", "password"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getToken(request)) throw redirect("/account");
  return json({});
}

export async function action({ request }: ActionFunctionArgs) {
  // No honeypot or minimum time here: a password manager fills and sends a sign-in in a moment.
  // SameSite=Lax cookies and this check keep other sites out; the provider limits attempts.
  if (isCrossSite(request)) return rejectSubmission({ httpStatus: 403, message: REJECTED_CROSS_SITE });
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: loginSchema });
  // A password is never sent back into the page.
  if (submission.status !== "success") return json<FormFailure>({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });

  // SPEC §7: the school is the hostname the site is served from.
  const result = await login({ ...submission.value, domain: tenantHostname(request) ?? "" });
  if (!result.ok) {
    // SPEC §8: the server's message as an error toast, and on the form.
    const failure = replyWithApiFailure(submission, result, FIELDS, { hideFields: ["password"], formError: true });
    return json<FormFailure>({ result: failure.result, toast: formMessage(failure.message) }, { status: failure.httpStatus });
  }
  // SPEC §4 kept the token in local storage; here it lives only in the HttpOnly session cookie.
  const session = await getSession(request);
  session.set("token", result.data.token);
  session.set("user", { name: result.data.user.name, email: result.data.user.email });
  return redirectWithSuccess("/account", ACCOUNT.welcome(result.data.user.name), {
    headers: { "Set-Cookie": await commitSession(session) },
  });
}

export default function LoginPage() {
  const actionData = useActionData<typeof action>();
  const failure = actionData && !isRejection(actionData) ? actionData : undefined;
  const rejected = actionData && isRejection(actionData) ? actionData.rejected : undefined;
  const hydrated = useHydrated();
  const busy = useFormBusy(FORM_NAME);
  const [form, fields] = useForm({
    id: "login-form",
    lastResult: failure?.result,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  const focus = hydrated ? undefined : firstInvalid(FIELDS, { email: fields.email.errors, password: fields.password.errors });

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
      <p className="mt-6 text-slate-700">
        {ACCOUNT.toRegister}{" "}
        <Link to="/register" className="font-semibold text-brand underline underline-offset-4">
          {ACCOUNT.toRegisterLink}
        </Link>
      </p>
      <SubmitOverlay busy={busy} />
    </AuthCard>
  );
}
