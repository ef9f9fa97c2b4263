import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import type { FormConstraint } from "~/utils/forms";
import { PublicForm } from "~/components/forms/PublicForm";
import { useFormAnswer, usePublicForm } from "~/components/forms/use-public-form";
import { STAFF_STYLES as S } from "./styles";

/**
 * The page every list of "Site content" shares (README "Staff console"): each item in the order
 * the public page shows it, with a preview drawn by the public page's own parts, Move up / Move
 * down, Hide / Show (a hidden item stays here, marked), and its fields to edit; a form to add one at
 * the end. Every button is a plain form posted to the page's action, so all of it works without
 * JavaScript. The page brings its list's fields, preview and copy.
 */

type Item = { id: number | string; hidden: boolean };

export type ListEditorCopy = {
  title: string;
  lead: string;
  /** The public page that shows the list. */
  publicPage: { href: string; label: string };
  /** "Add a slide". */
  add: string;
  /** "No slides yet." */
  empty: string;
  sending: string;
};

type FormState<S extends z.AnyZodObject> = ReturnType<typeof usePublicForm<S>>;

type ListEditorProps<S extends z.AnyZodObject, I extends Item> = {
  copy: ListEditorCopy;
  items: I[];
  /** The form's schema, loaded when a form is first used (`usePublicForm`). */
  schema: () => Promise<S>;
  /** Its field constraints, from the loader. */
  constraint: FormConstraint;
  /** The page's own path: every form posts there. */
  action: string;
  /** A short name of the item for headings and buttons ("Slide 2", the member's name). */
  label: (item: I, index: number) => string;
  /** The form's values: the item's, or a new item's (null). */
  values: (item: I | null) => Record<string, string>;
  fields: (fields: FormState<S>["fields"], invalid: string | undefined) => ReactNode;
  /** `place`: the item's number on the public page (1 = first shown; a hidden one's if it were shown). */
  preview: (item: I, place: number) => ReactNode;
};

export function ListEditor<S extends z.AnyZodObject, I extends Item>(props: ListEditorProps<S, I>) {
  const { copy, items, action, label, preview } = props;
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold text-slate-900">{copy.title}</h2>
        <p className={S.lead}>
          {copy.lead} They show on{" "}
          <Link to={copy.publicPage.href} className={S.link}>
            {copy.publicPage.label}
          </Link>
          .
        </p>
      </div>
      {items.length === 0 ? <p className={`${S.panel} text-slate-800`}>{copy.empty}</p> : null}
      <ol className="grid gap-4">
        {items.map((item, index) => {
          const name = label(item, index);
          const titleId = `item-${item.id}-title`;
          return (
            <li key={item.id} id={`item-${item.id}`}>
              <article aria-labelledby={titleId} className={`${S.panel} ${item.hidden ? "bg-slate-50" : ""}`}>
                <div className="flex flex-wrap items-center gap-3">
                  <h3 id={titleId} className="text-xl font-bold text-slate-900">
                    {index + 1}. {name}
                  </h3>
                  {item.hidden ? (
                    <span className="rounded-full bg-slate-700 px-3 py-1 text-sm font-semibold text-white">Hidden from the site</span>
                  ) : null}
                </div>
                <figure className={`mt-4 max-w-md ${item.hidden ? "grayscale" : ""}`}>
                  <figcaption className="mb-2 text-sm font-semibold text-slate-700">Preview</figcaption>
                  <div className="overflow-hidden rounded-xl ring-1 ring-slate-300">
                    {preview(item, items.slice(0, index).filter((before) => !before.hidden).length + 1)}
                  </div>
                </figure>
                <div className="mt-4 flex flex-wrap items-start gap-3">
                  <ChangeButton action={action} id={item.id} intent="up" disabled={index === 0} name={name}>
                    Move up
                  </ChangeButton>
                  <ChangeButton action={action} id={item.id} intent="down" disabled={index === items.length - 1} name={name}>
                    Move down
                  </ChangeButton>
                  <ChangeButton action={action} id={item.id} intent={item.hidden ? "show" : "hide"} name={name}>
                    {item.hidden ? "Show on the site" : "Hide from the site"}
                  </ChangeButton>
                  <ItemForm
                    {...props}
                    item={item}
                    summary={
                      <>
                        Edit…<span className="sr-only"> {name}</span>
                      </>
                    }
                    formLabel={`Edit ${name}`}
                  />
                </div>
              </article>
            </li>
          );
        })}
      </ol>
      <section aria-labelledby="add-title" className={S.panel}>
        <h3 id="add-title" className="text-xl font-bold text-slate-900">
          {copy.add}
        </h3>
        <div className="mt-3">
          <ItemForm {...props} item={null} summary={null} formLabel={copy.add} />
        </div>
      </section>
    </div>
  );
}

function ChangeButton({
  action,
  id,
  intent,
  disabled,
  name,
  children,
}: {
  action: string;
  id: number | string;
  intent: string;
  disabled?: boolean;
  name: string;
  children: string;
}) {
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={S.secondary} disabled={disabled} aria-disabled={disabled || undefined}>
        {children}
        <span className="sr-only">: {name}</span>
      </button>
    </Form>
  );
}

/** The fields of one item (in a disclosure), or of a new one; reopened with its errors after a refusal. */
function ItemForm<S extends z.AnyZodObject, I extends Item>({
  item,
  summary,
  formLabel,
  schema,
  constraint,
  action,
  values,
  fields,
  copy,
}: ListEditorProps<S, I> & { item: I | null; summary: ReactNode; formLabel: string }) {
  const key = item ? String(item.id) : "new";
  const answer = useActionData<{ editing?: string }>();
  const { failure, rejected } = useFormAnswer();
  const mine = answer?.editing === key;
  const state = usePublicForm({
    id: `item-form-${key}`,
    name: `item-${key}`,
    schema,
    constraint,
    failure: mine ? failure : undefined,
    defaultValue: values(item),
  });
  const form = (
    <div className="relative">
      <PublicForm
        state={state}
        name={`item-${key}`}
        action={action}
        rejected={mine ? rejected : undefined}
        labelledBy={{ "aria-label": formLabel }}
        className="grid gap-4"
        sending={copy.sending}
        // Its pictures are files (PictureField); a form without one is read the same way.
        encType="multipart/form-data"
      >
        <input type="hidden" name="intent" value="save" />
        {item ? <input type="hidden" name="id" value={item.id} /> : null}
        {fields(state.fields, state.invalid)}
        <div>
          <button type="submit" className={S.primary}>
            {item ? "Save changes" : copy.add}
          </button>
        </div>
      </PublicForm>
    </div>
  );
  if (!summary) return form;
  return (
    <details open={mine || undefined} className="w-full">
      <summary className={S.secondary}>{summary}</summary>
      <div className="mt-3">{form}</div>
    </details>
  );
}

type Definition<S extends z.AnyZodObject, I extends Item> = Omit<ListEditorProps<S, I>, "items" | "action" | "copy" | "constraint"> & {
  page: ListEditorCopy & { to: string };
};

/**
 * One list of "Site content": its fields, preview and copy (its route, routes/staff.site.{list}.tsx),
 * and the editor page drawn from them for the items the loader read (checked there with the list's
 * row schema, utils/site-list-schemas.ts).
 */
export function defineSiteList<S extends z.AnyZodObject, I extends Item>(definition: Definition<S, I>) {
  function Page() {
    const { items, constraint } = useLoaderData<{ items: unknown[]; constraint: FormConstraint }>();
    return <ListEditor {...definition} copy={definition.page} action={definition.page.to} items={items as I[]} constraint={constraint} />;
  }
  return { Page };
}
