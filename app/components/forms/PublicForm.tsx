import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { FormHTMLAttributes, ReactNode } from "react";
import { FORM_NAME_FIELD, type FormGuard } from "~/utils/forms";
import { FormAlert } from "./FormAlert";
import { FormGuardFields } from "./FormGuardFields";
import { SubmitOverlay } from "./SubmitOverlay";

type PublicFormProps = {
  /** From usePublicForm. */
  state: { form: FormMetadata; busy: boolean; hydrated: boolean; checks: Pick<FormHTMLAttributes<HTMLFormElement>, "onFocus"> };
  /** Tells this form's submission apart in the navigation state (its overlay). */
  name: string;
  action: string;
  /** The honeypot and idempotency key; sign-in has none. */
  guard?: FormGuard;
  /** The action's refusal (cross-site, honeypot), shown above the fields. */
  rejected: string | undefined;
  /** The form's accessible name: a label of its own or the heading that names it. */
  labelledBy?: { "aria-label": string } | { "aria-labelledby": string };
  className: string;
  /** multipart/form-data for a form with a file (a staff photo); default urlencoded. */
  encType?: "multipart/form-data";
  /** The 'Sending' overlay's text. */
  sending: string;
  /** Classes of the box around alert, form and overlay; without, the caller's box holds them. */
  frame?: string;
  /** Between the form and the overlay (a link to the other sign-in page). */
  after?: ReactNode;
  children: ReactNode;
};

/**
 * The frame every form of the site shares: the alert for the whole form, the <Form> that posts to
 * its action (noValidate: Conform shows the messages, SPEC §5), its name and guard as hidden
 * fields, and the overlay while it is sent (SPEC §2).
 */
export function PublicForm({
  state,
  name,
  action,
  guard,
  rejected,
  labelledBy,
  className,
  encType,
  sending,
  frame,
  after,
  children,
}: PublicFormProps) {
  const { form, busy, hydrated, checks } = state;
  const body = (
    <>
      <FormAlert id={form.errorId} messages={rejected ? [rejected] : form.errors} />
      <Form
        method="post"
        action={action}
        encType={encType}
        {...getFormProps(form)}
        noValidate
        data-hydrated={hydrated || undefined}
        // The first focus inside (a tap, a click or Tab) loads the checks (usePublicForm).
        {...checks}
        {...labelledBy}
        className={className}
      >
        <input type="hidden" name={FORM_NAME_FIELD} value={name} />
        {guard ? <FormGuardFields guard={guard} /> : null}
        {children}
      </Form>
      {after}
      <SubmitOverlay busy={busy} label={sending} />
    </>
  );
  return frame ? <div className={frame}>{body}</div> : body;
}
