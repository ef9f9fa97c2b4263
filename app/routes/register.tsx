import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { AuthCard, PRIMARY_BUTTON } from "~/components/forms/AuthCard";
import { firstInvalid, TextField } from "~/components/forms/Field";
import { FormAlert } from "~/components/forms/FormAlert";
import { FormGuardFields } from "~/components/forms/FormGuardFields";
import { SubmitOverlay, useFormBusy } from "~/components/forms/SubmitOverlay";
import { ACCOUNT, FORM_PAGES } from "~/content/forms";
import { register } from "~/models/auth.server";
import type { loader as rootLoader } from "~/root";
import { FORM_NAME_FIELD, isRejection, useFormGuard, type FormFailure } from "~/utils/forms";
import { checkSubmission, formMessage, rejectSubmission, replyWithApiFailure, TOO_FAST_MESSAGE } from "~/utils/forms.server";
import { pageMeta } from "~/utils/page-meta";
import { registerSchema } from "~/utils/schemas";
import { commitSession, getSession, getToken } from "~/utils/session.server";
import { tenantHostname } from "~/utils/tenant.server";
import { redirectWithSuccess } from "~/utils/toast.server";

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ matches }) => {
  const root = matches.find((match) => match.id === "root");
  // Account pages are for the visitor, not for search results.
  return [...pageMeta(root?.data?.site, FORM_PAGES.register), { name: "robots", content: "noindex" }];
};

const FORM_NAME = "register";
const FIELDS = ["name", "mobile", "email", "password"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getToken(request)) throw redirect("/account");
  return json({});
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  // Accounts are what spam bots make: the public forms' honeypot, minimum time and origin check.
  const check = checkSubmission(request, formData);
  if (check.status === "rejected") return rejectSubmission(check);
  const submission = parseWithZod(formData, { schema: registerSchema });
  const hideFields = ["password"];
  if (check.status === "too-fast") {
    return json<FormFailure>({ result: submission.reply({ formErrors: [TOO_FAST_MESSAGE], hideFields }), guard: check.guard }, { status: 400 });
  }
  if (submission.status !== "success") return json<FormFailure>({ result: submission.reply({ hideFields }), guard: check.guard }, { status: 400 });

  // The school's domain is the tenant host (contract: the domain names the school).
  const result = await register({ ...submission.value, domain: tenantHostname(request) ?? "" });
  if (!result.ok) {
    const failure = replyWithApiFailure(submission, result, FIELDS, { hideFields, formError: true });
    return json<FormFailure>({ result: failure.result, guard: check.guard, toast: formMessage(failure.message) }, { status: failure.httpStatus });
  }
  const session = await getSession(request);
  session.set("token", result.data.token);
  session.set("user", { name: result.data.user.name, email: result.data.user.email });
  return redirectWithSuccess("/account", ACCOUNT.welcome(result.data.user.name), {
    headers: { "Set-Cookie": await commitSession(session) },
  });
}

export default function RegisterPage() {
  const actionData = useActionData<typeof action>();
  const failure = actionData && !isRejection(actionData) ? actionData : undefined;
  const rejected = actionData && isRejection(actionData) ? actionData.rejected : undefined;
  const guard = useFormGuard(failure?.guard);
  const hydrated = useHydrated();
  const busy = useFormBusy(FORM_NAME);
  const [form, fields] = useForm({
    id: "register-form",
    lastResult: failure?.result,
    constraint: getZodConstraint(registerSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema }),
  });
  const focus = hydrated
    ? undefined
    : firstInvalid(FIELDS, { name: fields.name.errors, mobile: fields.mobile.errors, email: fields.email.errors, password: fields.password.errors });

  return (
    <AuthCard title={ACCOUNT.registerTitle} lead={ACCOUNT.registerLead}>
      <FormAlert id={form.errorId} messages={rejected ? [rejected] : form.errors} />
      <Form method="post" action="/register" {...getFormProps(form)} noValidate data-hydrated={hydrated || undefined} className="mt-2 grid gap-5">
        <input type="hidden" name={FORM_NAME_FIELD} value={FORM_NAME} />
        <FormGuardFields guard={guard} />
        <TextField field={fields.name} label={ACCOUNT.labels.name} autoComplete="name" autoFocus={focus === "name"} />
        <TextField
          field={fields.mobile}
          label={ACCOUNT.labels.mobile}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          autoFocus={focus === "mobile"}
        />
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
      </Form>
      <p className="mt-6 text-slate-700">
        {ACCOUNT.toLogin}{" "}
        <Link to="/login" className="font-semibold text-brand underline underline-offset-4">
          {ACCOUNT.toLoginLink}
        </Link>
      </p>
      <SubmitOverlay busy={busy} />
    </AuthCard>
  );
}
