import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import type { z } from "zod";
import type { FormConstraint } from "~/utils/forms";
import { FieldError } from "~/components/forms/FieldError";
import { PublicForm } from "~/components/forms/PublicForm";
import { useFormAnswer, usePublicForm } from "~/components/forms/use-public-form";
import { DELETE_PARAM, VIEW_PARAM, type ListEditorCopy } from "~/utils/site-lists";
import type { TranslatedText } from "~/utils/translated-fields";
import { HindiVersions, type Versions } from "./HindiField";
import { STAFF_STYLES as S } from "./styles";

/**
 * The page every list of "Site content" shares (README "Staff console"): each item in the order
 * the public page shows it, with a preview drawn by the public page's own parts, Move up / Move
 * down / to the top / to the bottom / to a position, Hide / Show (a hidden item stays here,
 * marked), its fields to edit, and Delete… (asked on the page first, then for good); a form to add
 * one at the end, and for a list of photos one to add several at once. A list with pictures may
 * also be seen as a compact grid of small previews (`?view=compact`). Every button is a plain form
 * posted to the page's action and every view a link, so all of it works without JavaScript. The
 * page brings its list's fields, preview and copy.
 */

type Item = { id: number | string; hidden: boolean; translations?: Record<string, Record<string, string>> };

export type FormState<S extends z.AnyZodObject> = ReturnType<typeof usePublicForm<S>>;

type ListEditorProps<S extends z.AnyZodObject, I extends Item> = {
  copy: ListEditorCopy;
  items: I[];
  /** The form's schema, loaded when a form is first used (`usePublicForm`). */
  schema: () => Promise<S>;
  /** Its field constraints, from the loader. */
  constraint: FormConstraint;
  /** The texts with a Hindi version beside the English (the school offers Hindi), from the loader. */
  hindi: readonly TranslatedText[] | null;
  /** The page's own path: every form posts there. */
  action: string;
  /** A short name of the item for headings and buttons ("Slide 2", the member's name). */
  label: (item: I, index: number) => string;
  /** The form's values: the item's, or a new item's (null). */
  values: (item: I | null) => Record<string, string>;
  fields: (fields: FormState<S>["fields"], invalid: string | undefined) => ReactNode;
  /** `place`: the item's number on the public page (1 = first shown; a hidden one's if it were shown). */
  preview: (item: I, place: number) => ReactNode;
  /** The list may be seen as a compact grid of small previews (a long list of photos). */
  thumbnails?: boolean;
  /** "Add several photos": the fields every photo of the batch shares (the list's picture field aside). */
  bulk?: {
    title: string;
    add: string;
    fields: (fields: FormState<S>["fields"], invalid: string | undefined) => ReactNode;
    // The form and its answer (components/staff/BulkPhotos.tsx) come from the page that has them,
    // so the other lists' pages load none of their code (README "JavaScript budgets").
    Form: (props: BulkFormProps<S, I>) => ReactNode;
    Results: (props: { results: BulkResult[] }) => ReactNode;
  };
};

/** The action's answers this page shows besides a form's errors (services/staff-lists.server.ts). */
export type ListAnswer = {
  editing?: string;
  moving?: { id: string; position: string; message: string };
  bulk?: BulkResult[];
};

/** What became of one photo of "Add several photos". */
export type BulkResult = { name: string; added: boolean; message: string };

export type BulkFormProps<S extends z.AnyZodObject, I extends Item> = ListEditorProps<S, I> & {
  bulk: NonNullable<ListEditorProps<S, I>["bulk"]>;
};

export function ListEditor<S extends z.AnyZodObject, I extends Item>(props: ListEditorProps<S, I>) {
  const { copy, items, label, preview, thumbnails, bulk } = props;
  const [params] = useSearchParams();
  const compact = Boolean(thumbnails) && params.get(VIEW_PARAM) === "compact";
  const view = compact ? `?${VIEW_PARAM}=compact` : "";
  // Every form posts to the page in its view, and the answer comes back to that view.
  const action = `${props.action}${view}`;
  const confirming = params.get(DELETE_PARAM);
  const answer = useActionData<ListAnswer>();
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
      {answer?.bulk && bulk ? <bulk.Results results={answer.bulk} /> : null}
      {thumbnails ? (
        <p>
          <Link to={`${props.action}${compact ? "" : `?${VIEW_PARAM}=compact`}`} className={S.secondary}>
            {compact ? "Show full previews" : "Show as a compact grid"}
          </Link>
        </p>
      ) : null}
      {items.length === 0 ? <p className={`${S.panel} text-slate-800`}>{copy.empty}</p> : null}
      <ol className={compact ? "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" : "grid gap-4"}>
        {items.map((item, index) => {
          const name = label(item, index);
          const titleId = `item-${item.id}-title`;
          const id = String(item.id);
          const asking = confirming === id;
          const moving = answer?.moving?.id === id ? answer.moving : undefined;
          const controls = (
            <>
              <div className="mt-4 flex flex-wrap items-start gap-3">
                <ChangeButton action={action} id={item.id} intent="up" disabled={index === 0} name={name}>
                  Move up
                </ChangeButton>
                <ChangeButton action={action} id={item.id} intent="down" disabled={index === items.length - 1} name={name}>
                  Move down
                </ChangeButton>
                <ChangeButton action={action} id={item.id} intent="top" disabled={index === 0} name={name}>
                  Move to the top
                </ChangeButton>
                <ChangeButton action={action} id={item.id} intent="bottom" disabled={index === items.length - 1} name={name}>
                  Move to the bottom
                </ChangeButton>
                <MoveForm action={action} id={id} name={name} count={items.length} refused={moving} key={`${index}-${items.length}`} />
              </div>
              <div className="mt-3 flex flex-wrap items-start gap-3">
                <ChangeButton action={action} id={item.id} intent={item.hidden ? "show" : "hide"} name={name}>
                  {item.hidden ? "Show on the site" : "Hide from the site"}
                </ChangeButton>
                <Link to={`${props.action}?${DELETE_PARAM}=${id}${compact ? `&${VIEW_PARAM}=compact` : ""}#delete-${id}`} className={S.secondary}>
                  Delete…<span className="sr-only"> {name}</span>
                </Link>
                <ItemForm
                  {...props}
                  action={action}
                  item={item}
                  summary={
                    <>
                      Edit…<span className="sr-only"> {name}</span>
                    </>
                  }
                  formLabel={`Edit ${name}`}
                />
              </div>
              {asking ? <DeleteQuestion action={action} back={`${props.action}${view}#item-${id}`} id={id} name={name} /> : null}
            </>
          );
          return (
            <li key={item.id} id={`item-${item.id}`} className={compact ? "has-[details[open]]:col-span-full" : undefined}>
              <article
                aria-labelledby={titleId}
                className={`${compact ? "rounded-xl bg-white p-3 shadow ring-1 ring-slate-900/5" : S.panel} ${item.hidden ? "bg-slate-50" : ""}`}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h3 id={titleId} className={compact ? "break-words font-bold text-slate-900" : "text-xl font-bold text-slate-900"}>
                    {index + 1}. {name}
                  </h3>
                  {item.hidden ? (
                    <span className="rounded-full bg-slate-700 px-3 py-1 text-sm font-semibold text-white">Hidden from the site</span>
                  ) : null}
                </div>
                <figure className={`${compact ? "mt-2" : "mt-4 max-w-md"} ${item.hidden ? "grayscale" : ""}`}>
                  <figcaption className={compact ? "sr-only" : "mb-2 text-sm font-semibold text-slate-700"}>Preview</figcaption>
                  <div className="overflow-hidden rounded-xl ring-1 ring-slate-300">
                    {preview(item, items.slice(0, index).filter((before) => !before.hidden).length + 1)}
                  </div>
                </figure>
                {compact ? (
                  // A small cell: the controls one click away, open when the page answers about this item.
                  <details open={asking || moving !== undefined || answer?.editing === id || undefined} className="mt-2">
                    <summary className={`${S.secondary} w-full`}>
                      Change…<span className="sr-only"> {name}</span>
                    </summary>
                    {controls}
                  </details>
                ) : (
                  controls
                )}
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
          <ItemForm {...props} action={action} item={null} summary={null} formLabel={copy.add} />
        </div>
      </section>
      {bulk ? <bulk.Form {...props} action={action} bulk={bulk} /> : null}
    </div>
  );
}

/** A heading that takes focus when it appears (or `key` changes), so a screen reader reads the page's answer. */
export function useFocused(key?: unknown) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [key]);
  return heading;
}

/**
 * The second step of Delete…: the question, on the page at that item (`?delete=<id>`), with the
 * only post that deletes. With JavaScript focus moves to the question; without, the link's
 * fragment brings it into view and Tab goes on from there.
 */
function DeleteQuestion({ action, back, id, name }: { action: string; back: string; id: string; name: string }) {
  const heading = useFocused();
  return (
    <section id={`delete-${id}`} aria-labelledby={`delete-${id}-title`} className="mt-4 rounded-lg bg-red-50 p-4 ring-1 ring-red-200">
      <h4 id={`delete-${id}-title`} ref={heading} tabIndex={-1} className="font-bold text-red-900">
        Delete {name} for good?
      </h4>
      <p className="mt-1 text-red-900">This cannot be undone: it leaves the site and this list.</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={id} />
          <button type="submit" className={S.danger}>
            Delete for good<span className="sr-only">: {name}</span>
          </button>
        </Form>
        <Link to={back} className={S.secondary}>
          Keep it<span className="sr-only">: {name}</span>
        </Link>
      </div>
    </section>
  );
}

/** Move to a typed position; a refused one comes back with its message at the field and the number kept. */
function MoveForm({ action, id, name, count, refused }: { action: string; id: string; name: string; count: number; refused: ListAnswer["moving"] }) {
  const field = `position-${id}`;
  return (
    // noValidate: the message is the page's, next to the field, with JavaScript or without.
    <Form method="post" action={action} noValidate className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={id} />
      <div className="flex w-36 flex-col gap-1">
        <label htmlFor={field} className="text-sm font-semibold text-slate-900">
          Position (1 to {count})<span className="sr-only"> for {name}</span>
        </label>
        <input
          id={field}
          name="position"
          type="number"
          inputMode="numeric"
          min={1}
          max={count}
          defaultValue={refused?.position}
          autoFocus={refused !== undefined}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? `${field}-error` : undefined}
          className={S.control}
        />
      </div>
      <button type="submit" className={S.secondary}>
        Move<span className="sr-only">: {name}</span>
      </button>
      {refused ? (
        <div className="basis-full">
          <FieldError id={`${field}-error`} errors={[refused.message]} />
        </div>
      ) : null}
    </Form>
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
  hindi,
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
    // The Hindi versions are the object `hi` (Conform's `hi.title`), beside the form's strings.
    defaultValue: { ...values(item), hi: item?.translations?.hi ?? {} } as unknown as Record<string, string>,
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
        {hindi ? <HindiVersions field={(state.fields as unknown as Record<string, Versions>).hi!} texts={hindi} invalid={state.invalid} /> : null}
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

type Definition<S extends z.AnyZodObject, I extends Item> = Omit<ListEditorProps<S, I>, "items" | "action" | "copy" | "constraint" | "hindi"> & {
  /** The page's address; its words are the loader's (content/staff-site-copy.server.ts). */
  page: { to: string };
};

/**
 * One list of "Site content": its fields, preview and copy (its route, routes/staff.site.{list}.tsx),
 * and the editor page drawn from them for the items the loader read (checked there with the list's
 * row schema, utils/site-list-schemas.ts).
 */
export function defineSiteList<S extends z.AnyZodObject, I extends Item>(definition: Definition<S, I>) {
  function Page() {
    const { items, constraint, hindi, copy } = useLoaderData<{
      items: unknown[];
      constraint: FormConstraint;
      hindi: TranslatedText[] | null;
      copy: ListEditorCopy;
    }>();
    return <ListEditor {...definition} copy={copy} action={definition.page.to} items={items as I[]} constraint={constraint} hindi={hindi} />;
  }
  return { Page };
}
