import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { siteListCopy } from "~/content/staff-site-copy.server";
import { notFound } from "~/services/staff.server";
import { loadSiteList, siteListAction } from "~/services/staff-lists.server";
import { formConstraint } from "~/utils/forms.server";
import { LIST_SCHEMAS, type ListName } from "~/utils/site-list-schemas";

// The loader and action of every list page of "Site content" (README "Staff console"): each
// list's route (routes/staff.site.{list}.tsx) names its list and gets both from here, so that its
// browser code reaches no zod (README "JavaScript budgets") and every list is read and saved alike.

/** A list by its page's name, or the name a route reads from its URL (a program's cards). */
type Named = ListName | ((params: Params) => ListName | undefined);

function definition(named: Named, params: Params) {
  const name = typeof named === "string" ? named : named(params);
  const found = Object.entries(LIST_SCHEMAS).find(([key]) => key === name);
  if (!found) throw notFound();
  return { name: found[0] as ListName, ...found[1] };
}

/** The schema, as the browser loads it: the same function, so `formConstraint` works it out once. */
const formSchemas = Object.fromEntries(Object.entries(LIST_SCHEMAS).map(([name, list]) => [name, () => Promise.resolve(list.schema)])) as Record<
  ListName,
  () => Promise<(typeof LIST_SCHEMAS)[ListName]["schema"]>
>;

/** Every item of the list, hidden ones included, and its form's constraints. */
export function listLoader(named: Named) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const list = definition(named, params);
    const copy = siteListCopy(list.name);
    return loadSiteList(request, list.list, list.row, await formConstraint(formSchemas[list.name]), list.texts, copy);
  };
}

/** An item saved, hidden or shown, moved or deleted, or several photos added: services/staff-lists.server.ts. */
export function listAction(named: Named) {
  return ({ request, params }: ActionFunctionArgs) => {
    const list = definition(named, params);
    const texts = list.texts.map((text) => text.name);
    return list.withForm((schema, fieldsFor) => siteListAction(request, list.list, schema, texts, fieldsFor, list.bulkPicture));
  };
}
