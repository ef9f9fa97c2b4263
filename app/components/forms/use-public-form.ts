import { parse as parseUnchecked, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { useActionData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { z } from "zod";
import { isRejection, useFormGuard, type FormActionData, type FormConstraint, type FormFailure } from "~/utils/forms";
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

type Parse<S extends z.AnyZodObject> = (formData: FormData) => Submission<z.input<S>, string[], z.output<S>>;

/**
 * The client half of a form (the server half is services/submit.server.ts): Conform with the same
 * zod schema as the action (messages on blur, SPEC §5), the guard to render, the 'Sending' state,
 * and, without JavaScript, the first invalid field to focus. `name` tells this form's submission
 * apart from others in the navigation state.
 *
 * zod and the schema load when a visitor first focuses, touches or types in the form, not with the
 * page (README "JavaScript budgets": together about 15 KB gzip, and a parent who only reads pays
 * nothing). The field constraints (required, lengths) come from the loader, worked out on the
 * server from the same schema (`formConstraint`, utils/forms.server.ts), so the markup is the same
 * before and after hydration. A field left before the schema is in is checked as soon as it is; a
 * form sent before that is checked by the action alone, with the same messages, so nothing is lost.
 */
export function usePublicForm<S extends z.AnyZodObject>({
  id,
  name,
  schema,
  constraint,
  failure,
  defaultValue,
}: {
  id: string;
  name: string;
  /** `() => import("~/utils/schemas").then((m) => m.enquirySchema)`: the schema, on demand. */
  schema: () => Promise<S>;
  /** From the loader: `formConstraint(schema)`, in the schema's field order. */
  constraint: FormConstraint;
  failure: FormFailure | undefined;
  /** Values to start from (a staff form editing what is stored). */
  defaultValue?: Record<string, string | string[]>;
}) {
  const hydrated = useHydrated();
  const guard = useFormGuard(failure?.guard);
  const busy = useFormBusy(name);
  const [parse, setParse] = useState<Parse<S>>();
  const loading = useRef(false);
  // Fields Conform asked to check while the schema was loading (a blur): checked once it is in.
  // Clearing the messages (an update with `validated: false`, a reset) drops them again.
  const pending = useRef(new Set<string>());
  const checks = {
    onFocus: () => {
      if (loading.current) return;
      loading.current = true;
      Promise.all([schema(), import("@conform-to/zod")]).then(
        ([loaded, { parseWithZod }]) => setParse(() => (formData: FormData) => parseWithZod(formData, { schema: loaded })),
        // A failed chunk (a dropped connection) leaves the checks to the action; the next focus tries again.
        () => {
          loading.current = false;
        },
      );
    },
  };
  const unchecked = (formData: FormData) =>
    parseUnchecked(formData, {
      resolve: (value, intent) => {
        if (intent?.type === "validate") pending.current.add(intent.payload.name ?? "");
        const cleared = intent?.type === "reset" || (intent?.type === "update" && intent.payload.validated === false);
        if (cleared && intent.payload.name) pending.current.delete(intent.payload.name);
        else if (cleared) pending.current.clear();
        return { value };
      },
    }) as ReturnType<Parse<S>>;
  const [form, fields] = useForm({
    id,
    lastResult: failure?.result as SubmissionResult | undefined,
    defaultValue,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // Until the schema is in, a submit goes to the action unchecked, and Conform's own intents
    // (a blur's check, clearing the messages) stay in the browser with nothing to report: without
    // an onValidate Conform would let the browser send those too.
    onValidate: ({ formData }) => (parse ? parse(formData) : unchecked(formData)),
  });
  useEffect(() => {
    if (!parse) return;
    for (const name of pending.current) form.validate(name ? { name } : undefined);
    pending.current.clear();
  }, [parse, form]);
  // Form order is the schema's order (the constraint's keys); with JavaScript, Conform moves focus itself.
  const invalid = hydrated ? undefined : Object.keys(constraint).find((field) => (form.allErrors[field]?.length ?? 0) > 0);
  return { form, fields, guard, busy, hydrated, invalid, checks };
}
