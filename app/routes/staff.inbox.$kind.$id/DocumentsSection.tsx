import { TextareaField } from "~/components/forms/Field";
import { PublicForm } from "~/components/forms/PublicForm";
import { usePublicForm } from "~/components/forms/use-public-form";
import { StatusBadge } from "~/components/staff/StatusBadge";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { REVIEW_INTENT } from "~/utils/documents";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import type { FormConstraint } from "~/utils/forms";
import { useAnswerFor } from "./answer";
import { STAFF_DOCUMENTS as T } from "./documents-copy";
import type { RecordDocuments } from "./documents.server";

type Uploaded = NonNullable<RecordDocuments["items"][number]["document"]>;

/**
 * An enrollment's documents on its record (README "Admissions": "Documents"): each item of its
 * class's checklist, the file the family uploaded (name, size, time) with its download, and a
 * review form per uploaded document — Accept, or Return to the family with the reason it reads.
 */
export function DocumentsSection({ documents, path, constraint }: { documents: RecordDocuments; path: string; constraint: FormConstraint }) {
  return (
    <section aria-labelledby="documents-title" className={`${S.panel} relative`}>
      <h2 id="documents-title" className="text-xl font-bold text-slate-900">
        {T.title}
      </h2>
      {documents.items.length > 0 ? <p className="mt-1 text-slate-700">{T.lead}</p> : null}
      <p className={`mt-2 ${documents.items.length > 0 ? "font-semibold text-slate-900" : "text-slate-800"}`}>{documents.summary}</p>
      {documents.items.length > 0 ? (
        <ul className="mt-4 divide-y divide-slate-200">
          {documents.items.map((item) => (
            <li key={item.itemId} className="py-4">
              <h3 className="flex flex-wrap items-center gap-3 text-lg font-bold text-slate-900">
                {item.name}
                <StatusBadge status={item.tone} label={item.state} />
              </h3>
              {item.document ? <UploadedDocument name={item.name} document={item.document} path={path} constraint={constraint} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function UploadedDocument({ name, document, path, constraint }: { name: string; document: Uploaded; path: string; constraint: FormConstraint }) {
  return (
    <div className="mt-2 space-y-2">
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-800">
        <span className="break-all">{document.file}</span>
        {/* A plain link: the file is an attachment, not a page of the console. */}
        <a href={`/staff/documents/${document.id}/file`} download className={S.link}>
          {T.download}
          <span className="sr-only"> {name}</span>
        </a>
      </p>
      {document.reason ? (
        <p className="text-slate-800">
          <span className="font-semibold">{T.reasonLabel}:</span> {document.reason}
        </p>
      ) : null}
      {document.reviewed ? <p className="text-sm text-slate-700">{document.reviewed}</p> : null}
      <ReviewForm
        // Remounted after each review and each new file: an empty reason.
        key={`${document.id}-${document.status}-${document.uploadedAt}`}
        name={name}
        documentId={document.id}
        path={path}
        constraint={constraint}
      />
    </div>
  );
}

function ReviewForm({ name, documentId, path, constraint }: { name: string; documentId: string; path: string; constraint: FormConstraint }) {
  const key = `review-${documentId}`;
  const { failure, rejected } = useAnswerFor(key);
  const state = usePublicForm({ id: `${key}-form`, name: key, schema: FORM_SCHEMAS.documentReview, constraint, failure });
  const { fields, invalid } = state;
  return (
    <div className="relative">
      <PublicForm
        state={state}
        name={key}
        action={path}
        rejected={rejected}
        labelledBy={{ "aria-label": `Review ${name}` }}
        className="grid gap-3"
        sending={T.sending}
      >
        <input type="hidden" name="intent" value={REVIEW_INTENT} />
        <input type="hidden" name="documentId" value={documentId} />
        <TextareaField field={fields.reason} label={T.reasonLabel} hint={T.reasonHint} rows={2} autoFocus={invalid === "reason"} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="status" value="accepted" className={S.primary}>
            {T.accept}
            <span className="sr-only"> {name}</span>
          </button>
          <button type="submit" name="status" value="returned" className={S.secondary}>
            {T.return}
            <span className="sr-only"> ({name})</span>
          </button>
        </div>
      </PublicForm>
    </div>
  );
}
