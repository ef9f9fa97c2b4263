import { Form } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Hint, Label, Wrapper } from "~/components/forms/Field";
import { FieldError } from "~/components/forms/FieldError";
import { SubmitOverlay, useFormBusy } from "~/components/forms/SubmitOverlay";
import { FILE_INPUT } from "~/components/staff/ImageField";
import { FORM_NAME_FIELD } from "~/utils/forms";
import { useLocalPath } from "~/utils/root-data";
import { DOCUMENT_ACCEPT } from "~/utils/uploads";
import type { DocumentsView, StatusIntent, UploadError } from "./answer";
import type { StatusCopy } from "./words.server";

type DocumentsCopy = StatusCopy["documents"];

/** The upload forms, by name in the navigation state (their 'Uploading' overlay). */
const UPLOAD_FORM = "document-upload";

const STATE_STYLES = {
  missing: "bg-amber-100 text-amber-950",
  received: "bg-sky-100 text-sky-950",
  accepted: "bg-green-100 text-green-950",
  returned: "bg-red-100 text-red-900",
} as const;

/**
 * An enrollment's documents on the status page (README "Admissions": "Documents"): what is still
 * missing in one sentence, then each item of the class's checklist with its state (and the
 * school's reason when it was returned), and for each one still needed or returned a plain
 * multipart form — the reference and mobile in hidden fields, one file — that works without
 * JavaScript and answers on its POST with the record, like the page's other forms.
 */
export function Documents({
  reference,
  mobile,
  documents,
  error,
  copy: T,
}: {
  reference: string;
  mobile: string;
  documents: DocumentsView;
  error?: UploadError;
  copy: DocumentsCopy;
}) {
  const busy = useFormBusy(UPLOAD_FORM);
  // A refusal about an item that has no form any more (accepted meanwhile, or not on the list): above the list.
  const open = (item: DocumentsView["items"][number]) => item.state === "missing" || item.state === "returned";
  const elsewhere = error && !documents.items.some((item) => item.itemId === error.itemId && open(item)) ? error.message : undefined;
  return (
    <section aria-labelledby="documents-title" className="relative mt-6">
      <h3 id="documents-title" className="text-lg font-bold text-slate-900">
        {T.title}
      </h3>
      {documents.failed ? (
        <p className="mt-1 text-slate-800">{documents.failed}</p>
      ) : (
        <>
          <p className="mt-1 text-slate-800">{T.lead}</p>
          <p className="mt-2 font-semibold text-slate-900">{documents.summary}</p>
          {elsewhere ? (
            <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 font-semibold text-red-800">
              {elsewhere}
            </p>
          ) : null}
          <ul className="mt-3 space-y-4">
            {documents.items.map((item) => (
              <li key={item.itemId} className="rounded-xl border border-slate-300 p-4">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-bold text-slate-900">{item.name}</span>
                  <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ${STATE_STYLES[item.state]}`}>{item.stateLabel}</span>
                </p>
                {item.file ? <p className="mt-1 break-words text-sm text-slate-700">{item.file}</p> : null}
                {item.state === "returned" && item.reason ? (
                  <p className="mt-2 rounded-lg bg-red-50 p-3 text-red-900">
                    <span className="font-semibold">{T.reason}</span> {item.reason}
                  </p>
                ) : null}
                {open(item) ? (
                  <UploadForm
                    reference={reference}
                    mobile={mobile}
                    item={item}
                    hint={T.fileHint}
                    error={error?.itemId === item.itemId ? error.message : undefined}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
      <SubmitOverlay busy={busy} label={T.sending} />
    </section>
  );
}

function UploadForm({
  reference,
  mobile,
  item,
  hint,
  error,
}: {
  reference: string;
  mobile: string;
  item: DocumentsView["items"][number];
  hint: string;
  error?: string;
}) {
  const { itemId } = item;
  const id = `document-${itemId}`;
  const intent: StatusIntent = "upload";
  const input = useRef<HTMLInputElement>(null);
  // With JavaScript the page is not loaded anew: the refused file's field takes the focus (autoFocus, without).
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);
  return (
    <Form
      method="post"
      action={useLocalPath()("/admissions/status")}
      encType="multipart/form-data"
      aria-label={item.submit}
      className="mt-3 space-y-3"
    >
      {/* The fields before the file: the pair and the item travel with it, never in a URL. */}
      <input type="hidden" name={FORM_NAME_FIELD} value={UPLOAD_FORM} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="reference" value={reference} />
      <input type="hidden" name="mobile" value={mobile} />
      <input type="hidden" name="itemId" value={itemId} />
      <Wrapper>
        <Label htmlFor={id} label={item.label} />
        <input
          ref={input}
          id={id}
          name="file"
          type="file"
          accept={DOCUMENT_ACCEPT}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          // The refused file's field, so a keyboard or screen reader user lands on the reason.
          autoFocus={Boolean(error)}
          className={FILE_INPUT}
        />
        <Hint id={`${id}-hint`} hint={hint} />
        <FieldError id={`${id}-error`} errors={error ? [error] : undefined} />
      </Wrapper>
      <button
        type="submit"
        className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand px-6 py-2 font-bold text-white shadow hover:brightness-90"
      >
        {item.submit}
      </button>
    </Form>
  );
}
