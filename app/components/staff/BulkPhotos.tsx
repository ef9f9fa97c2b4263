import { useActionData } from "@remix-run/react";
import type { z } from "zod";
import { FieldError } from "~/components/forms/FieldError";
import { Hint, Label, Wrapper } from "~/components/forms/Field";
import { PublicForm } from "~/components/forms/PublicForm";
import { useFormAnswer, usePublicForm } from "~/components/forms/use-public-form";
import { BULK_FIELD, BULK_MAX_FILES } from "~/utils/site-lists";
import { IMAGE_ACCEPT } from "~/utils/uploads";
import { FILE_INPUT } from "./ImageField";
import { useFocused, type BulkFormProps, type BulkResult, type ListAnswer } from "./ListEditor";
import { STAFF_STYLES as S } from "./styles";

// "Add several photos" (README "Staff console"): the photo gallery's page passes these to its
// ListEditor (routes/staff.site.photos.tsx), so no other list's page loads them.

/**
 * "Add several photos": one file input that takes several (`multiple`), the fields they share, and
 * one post; the action answers with what became of each photo (BulkResults).
 */
export function BulkForm<S extends z.AnyZodObject, I extends { id: number | string; hidden: boolean }>({
  bulk,
  schema,
  constraint,
  action,
  values,
  copy,
}: BulkFormProps<S, I>) {
  const answer = useActionData<ListAnswer>();
  const { failure, rejected } = useFormAnswer();
  const mine = answer?.editing === "bulk";
  const state = usePublicForm({
    id: "item-form-bulk",
    name: "item-bulk",
    schema,
    constraint,
    failure: mine ? failure : undefined,
    defaultValue: values(null),
  });
  const fileErrors = (mine && failure?.result.error?.[BULK_FIELD]) || undefined;
  const input = "bulk-pictures";
  return (
    <section aria-labelledby="bulk-title" className={S.panel}>
      <h3 id="bulk-title" className="text-xl font-bold text-slate-900">
        {bulk.title}
      </h3>
      <div className="relative mt-3">
        <PublicForm
          state={state}
          name="item-bulk"
          action={action}
          rejected={mine ? rejected : undefined}
          labelledBy={{ "aria-labelledby": "bulk-title" }}
          className="grid gap-4"
          sending={copy.sending}
          encType="multipart/form-data"
        >
          <input type="hidden" name="intent" value="bulk" />
          {bulk.fields(state.fields, state.invalid)}
          <Wrapper>
            <Label htmlFor={input} label="Photos" />
            <input
              id={input}
              name={BULK_FIELD}
              type="file"
              multiple
              accept={IMAGE_ACCEPT}
              autoFocus={Boolean(fileErrors)}
              aria-invalid={fileErrors ? true : undefined}
              aria-describedby={`${input}-hint${fileErrors ? ` ${input}-error` : ""}`}
              className={FILE_INPUT}
            />
            <Hint
              id={`${input}-hint`}
              hint={`Up to ${BULK_MAX_FILES} photos, 32 MB in all; JPEG, PNG, WebP, AVIF or HEIC, each up to 10 MB. Each is added at the end.`}
            />
            <FieldError id={`${input}-error`} errors={fileErrors} />
          </Wrapper>
          <div>
            <button type="submit" className={S.primary}>
              {bulk.add}
            </button>
          </div>
        </PublicForm>
      </div>
    </section>
  );
}

/** What became of each photo of "Add several photos", at the top of the page (with JavaScript, focused). */
export function BulkResults({ results }: { results: BulkResult[] }) {
  const heading = useFocused(results);
  const added = results.filter((result) => result.added).length;
  return (
    <section aria-labelledby="bulk-results" className={`${S.panel} ring-2 ${added === results.length ? "ring-green-700" : "ring-red-700"}`}>
      <h3 id="bulk-results" ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900">
        {added === 1 ? "1 photo added" : `${added} photos added`}
        {added < results.length ? `, ${results.length - added} not added` : ""}
      </h3>
      <ul className="mt-3 grid gap-2">
        {results.map((result, index) => (
          <li key={index} className={result.added ? "text-slate-900" : "font-medium text-red-700"}>
            <span className="font-semibold break-all">{result.name}</span>:{" "}
            {result.added ? "added at the end of the list." : `not added. ${result.message}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
