import { TextField } from "~/components/forms/Field";
import { usePublicForm } from "~/components/forms/use-public-form";
import { HindiField, Translating, type Versions } from "~/components/staff/HindiField";
import { DeleteForm, EditDisclosure, IntentForm, useRefused } from "~/components/staff/PageForms";
import { STAFF_TEXT } from "~/content/staff";
import { ADMISSION_TEXT } from "~/content/staff-admissions";
import type { ChecklistItem } from "~/models/staffAdmissions.server";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import type { FormConstraint } from "~/utils/forms";

const T = ADMISSION_TEXT.checklist;
const PATH = "/staff/admissions";

/**
 * A class's checklist of documents (README "Admissions": "Documents"): what a family applying for
 * it uploads on the status page, in order, each with how many families uploaded it. The owner adds
 * one at the end, renames one and deletes one no family has uploaded; staff read the list.
 */
export function Checklist({
  classId,
  what,
  items,
  owner,
  constraint,
  hindi,
}: {
  classId: number | string;
  what: string;
  /** null: it could not be read just now. */
  items: ChecklistItem[] | null;
  owner: boolean;
  constraint: FormConstraint;
  /** Each document's name has a Hindi version (the school offers Hindi: README "Languages"). */
  hindi: boolean;
}) {
  const titleId = `checklist-${classId}-title`;
  if (items === null) {
    return (
      <div className="mt-4 rounded-xl bg-slate-50 p-4">
        <h4 id={titleId} className="font-bold text-slate-900">
          {T.title(what)}
        </h4>
        <p className="mt-1 text-slate-800">{T.failed}</p>
      </div>
    );
  }
  return (
    <div className="mt-4 rounded-xl bg-slate-50 p-4">
      <h4 id={titleId} className="font-bold text-slate-900">
        {T.title(what)}
      </h4>
      {items.length === 0 ? (
        <p className="mt-1 text-slate-800">{T.none}</p>
      ) : (
        <ul aria-labelledby={titleId} className="mt-2 divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.id} className="py-2">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-slate-900">
                  <span className="font-semibold">{item.name}</span> · {T.uploads(item.documents)}
                </p>
                {owner ? <DeleteForm action={PATH} intent="deleteChecklistItem" id={item.id} label="Delete" what={`${item.name}, ${what}`} /> : null}
              </div>
              {owner ? <ItemEdit item={item} what={`${item.name}, ${what}`} constraint={constraint} hindi={hindi} /> : null}
            </li>
          ))}
        </ul>
      )}
      {owner ? (
        <>
          {items.length > 0 ? <p className="mt-2 text-sm text-slate-700">{T.keepsUploads}</p> : null}
          <ItemForm key={items.map((item) => item.id).join("-")} classId={classId} item={null} what={what} constraint={constraint} hindi={hindi} />
        </>
      ) : null}
    </div>
  );
}

function ItemEdit({ item, what, constraint, hindi }: { item: ChecklistItem; what: string; constraint: FormConstraint; hindi: boolean }) {
  const { mine } = useRefused(`checklist-${item.id}`);
  return (
    <EditDisclosure open={mine} what={what}>
      <ItemForm key={item.name} classId={null} item={item} what={what} constraint={constraint} hindi={hindi} />
    </EditDisclosure>
  );
}

/** A new document for a class (`item` null), or one to rename. */
function ItemForm({
  classId,
  item,
  what,
  constraint,
  hindi,
}: {
  classId: number | string | null;
  item: ChecklistItem | null;
  what: string;
  constraint: FormConstraint;
  hindi: boolean;
}) {
  const key = item ? `checklist-${item.id}` : `checklist-new-${classId}`;
  const { failure, rejected } = useRefused(key);
  const state = usePublicForm({
    id: `${key}-form`,
    name: key,
    schema: FORM_SCHEMAS.checklistItem,
    constraint,
    failure,
    // The name's Hindi version is Conform's `hi.name`.
    defaultValue: { name: item?.name ?? "", hi: item?.translations.hi ?? {} } as unknown as Record<string, string>,
  });
  const { fields, invalid } = state;
  const versions = (fields as unknown as Record<"hi", Versions>).hi.getFieldset();
  return (
    <div className="relative mt-3">
      <IntentForm
        action={PATH}
        sending={STAFF_TEXT.sending}
        state={state}
        name={key}
        intent="checklistItem"
        rejected={rejected}
        labelledBy={{ "aria-label": item ? `Rename ${what}` : T.addLabel(what) }}
        className={`grid gap-3 md:items-end ${hindi ? "md:grid-cols-[1fr_1fr_auto]" : "md:grid-cols-[1fr_auto]"}`}
        submit={item ? T.save : T.add}
        submitClassName=""
      >
        {item ? <input type="hidden" name="id" value={item.id} /> : <input type="hidden" name="classId" value={classId ?? ""} />}
        <TextField field={fields.name} label={T.label} hint={item ? undefined : T.hint} autoFocus={invalid === "name"} />
        {hindi ? (
          <>
            <Translating />
            <HindiField field={versions.name!} label={T.label} autoFocus={invalid === "hi.name"} />
          </>
        ) : null}
      </IntentForm>
    </div>
  );
}
