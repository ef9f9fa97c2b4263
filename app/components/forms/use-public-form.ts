import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useActionData } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { z } from "zod";
import { isRejection, useFormGuard, type FormActionData, type FormFailure } from "~/utils/forms";
import { useFormBusy } from "./SubmitOverlay";

/** The action's answer to this page's form: a failure to show with its values, or a refusal. */
export function useFormAnswer() {
  const actionData = useActionData<FormActionData>();
  return {
    data: actionData,
    failure: actionData && !isRejection(actionData) ? actionData : undefined,
    rejected: actionData && isRejection(actionData) ? actionData.rejected : undefined,
  };
}

/**
 * The client half of a form (the server half is services/submit.server.ts): Conform with the same
 * zod schema as the action (messages on blur, SPEC §5), the guard to render, the 'Sending' state,
 * and, without JavaScript, the first invalid field to focus. `name` tells this form's submission
 * apart from others in the navigation state.
 */
export function usePublicForm<S extends z.AnyZodObject>({
  id,
  name,
  schema,
  failure,
  defaultValue,
}: {
  id: string;
  name: string;
  schema: S;
  failure: FormFailure | undefined;
  /** Values to start from (a staff form editing what is stored). */
  defaultValue?: Record<string, string>;
}) {
  const hydrated = useHydrated();
  const guard = useFormGuard(failure?.guard);
  const busy = useFormBusy(name);
  const [form, fields] = useForm({
    id,
    lastResult: failure?.result,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  // Form order is the schema's order; with JavaScript, Conform moves focus itself.
  const invalid = hydrated ? undefined : Object.keys(schema.shape).find((field) => (form.allErrors[field]?.length ?? 0) > 0);
  return { form, fields, guard, busy, hydrated, invalid };
}
