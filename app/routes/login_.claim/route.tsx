import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AuthCard, PRIMARY_BUTTON } from "~/components/forms/AuthCard";
import { TextField } from "~/components/forms/Field";
import { PublicForm } from "~/components/forms/PublicForm";
import { useFormAnswer, usePublicForm } from "~/components/forms/use-public-form";
import { FORM_TEXT } from "~/content/forms";
import { ROLE_LABELS, STAFF_PAGES } from "~/content/staff";
import { readSignInLink } from "~/models/claim.server";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import type { FormConstraint } from "~/utils/forms";
import { formConstraint } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { STAFF_ROLES } from "~/utils/staff";
import { formatWhen } from "~/utils/when";

export { action } from "./action.server";

// A one-time link's page: for its holder only, never in search results.
export const meta = pageMeta(STAFF_PAGES.claim, { noindex: true });

const NOT_VALID = "This sign-in link is not valid any more: it was used, or it is older than 24 hours. Ask the school's owner for a new one.";

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = token ? await readSignInLink(token) : null;
  if (!link?.ok) {
    // Unknown, used and expired links read alike (the provider's one 404).
    const message = link && link.status === 404 ? link.message : NOT_VALID;
    return json({ link: null, token: "", message, constraint: {} }, { status: link && link.status !== 404 && link.status !== 400 ? 503 : 404 });
  }
  const { name, email, role, clientName, expiresAt } = link.data.data;
  const knownRole = STAFF_ROLES.find((value) => value === role);
  return json({
    link: { name, email, role: knownRole ? ROLE_LABELS[knownRole] : role, clientName, expires: formatWhen(expiresAt) },
    token,
    message: "",
    constraint: await formConstraint(FORM_SCHEMAS.claim),
  });
}

export default function ClaimPage() {
  const { link, token, message, constraint } = useLoaderData<typeof loader>();
  if (!link) {
    return (
      <AuthCard title={STAFF_PAGES.claim.title}>
        <p className="text-slate-800">{message}</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={STAFF_PAGES.claim.title}
      lead={`${link.name}, choose a password for your ${link.role.toLowerCase()} account at ${link.clientName}.`}
    >
      <ClaimForm token={token} email={link.email} expires={link.expires} constraint={constraint} />
    </AuthCard>
  );
}

function ClaimForm({ token, email, expires, constraint }: { token: string; email: string; expires: string; constraint: FormConstraint }) {
  const { failure, rejected } = useFormAnswer();
  const state = usePublicForm({ id: "claim-form", name: "claim", schema: FORM_SCHEMAS.claim, constraint, failure });
  const { fields, invalid, hydrated } = state;
  return (
    <PublicForm
      state={state}
      name="claim"
      action={`/login/claim?${new URLSearchParams({ token })}`}
      rejected={rejected}
      className="mt-2 grid gap-5"
      sending={FORM_TEXT.sending}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor="claim-email" className="block font-semibold text-slate-900">
          Email
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
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters; three or four unrelated words work well. Not your name or e-mail."
        autoFocus={invalid === "password" || (!hydrated && !invalid)}
      />
      <p className="text-sm text-slate-700">This link works once, until {expires}.</p>
      <button type="submit" className={PRIMARY_BUTTON}>
        Set password and sign in
      </button>
    </PublicForm>
  );
}
