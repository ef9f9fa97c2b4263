import { Form, useActionData } from "@remix-run/react";
import type { ComponentProps, ReactNode } from "react";
import { PublicForm } from "~/components/forms/PublicForm";
import { useFormAnswer } from "~/components/forms/use-public-form";
import { STAFF_STYLES as S } from "./styles";

/**
 * The parts of a console page with several forms posted to one action, each with its `intent`
 * (services/staff.server.ts `pageForms`): the visit times, the admission years.
 */

/** Which of the page's forms the action's refusal is about (its `editing`). */
export function useRefused(key: string) {
  const answer = useActionData<{ editing?: string }>();
  const { failure, rejected } = useFormAnswer();
  const mine = answer?.editing === key;
  return { failure: mine ? failure : undefined, rejected: mine ? rejected : undefined, mine };
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${S.panel} relative`}>
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A row's delete button; its hidden words name the row for a screen reader's list of buttons. */
export function DeleteForm({
  action,
  intent,
  id,
  label,
  what,
}: {
  action: string;
  intent: string;
  id: number | string;
  label: string;
  what: string;
}) {
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={S.secondary}>
        {label}
        <span className="sr-only"> {what}</span>
      </button>
    </Form>
  );
}

/** One of the page's forms: posted with its `intent`, its refusal above it, its fields, and the save button across the whole grid last. */
export function IntentForm({
  action,
  intent,
  submit,
  submitClassName,
  children,
  ...form
}: ComponentProps<typeof PublicForm> & { intent: string; submit: string; submitClassName: string }) {
  return (
    <PublicForm {...form} action={action}>
      <input type="hidden" name="intent" value={intent} />
      {children}
      <div className={submitClassName}>
        <button type="submit" className={S.primary}>
          {submit}
        </button>
      </div>
    </PublicForm>
  );
}

/** A row's edit form in a disclosure, open again when the form came back with its errors. */
export function EditDisclosure({ open, what, children }: { open: boolean; what: string; children: ReactNode }) {
  return (
    <details open={open || undefined} className="mt-3">
      <summary className={S.secondary}>
        Edit…<span className="sr-only"> {what}</span>
      </summary>
      {children}
    </details>
  );
}
