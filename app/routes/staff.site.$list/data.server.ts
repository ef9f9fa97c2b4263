import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { notFound } from "~/services/staff.server";
import { loadSiteList, siteListAction } from "~/services/staff-lists.server";
import { formConstraint } from "~/utils/forms.server";
import { LIST_SCHEMAS, type ListName } from "./schemas";

// The loader and action of every list page (README "Staff console", "Site content"), apart from
// route.tsx so the page's browser code reaches no zod (README "JavaScript budgets").

function definition(name: string | undefined) {
  const found = Object.entries(LIST_SCHEMAS).find(([key]) => key === name);
  if (!found) throw notFound();
  return { name: found[0] as ListName, ...found[1] };
}

/** The schema, as the browser loads it: the same function, so `formConstraint` works it out once. */
const formSchemas = Object.fromEntries(Object.entries(LIST_SCHEMAS).map(([name, list]) => [name, () => Promise.resolve(list.schema)])) as Record<
  ListName,
  () => Promise<(typeof LIST_SCHEMAS)[ListName]["schema"]>
>;

export const loader = async ({ request, params }: LoaderFunctionArgs) => {
  const list = definition(params.list);
  return loadSiteList(request, list.list, list.row, await formConstraint(formSchemas[list.name]));
};

export const action = ({ request, params }: ActionFunctionArgs) => {
  const list = definition(params.list);
  return list.withForm((schema, fieldsFor) => siteListAction(request, list.list, schema, fieldsFor, list.bulkPicture));
};
