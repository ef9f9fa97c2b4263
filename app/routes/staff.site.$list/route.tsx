import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { notFound } from "~/services/staff.server";
import { loadSiteList, siteListAction } from "~/services/staff-lists.server";
import { carousel } from "./carousel";
import { events } from "./events";
import { mission } from "./mission";
import { photos } from "./photos";
import { story } from "./story";
import { team } from "./team";
import { videos } from "./videos";

// One page for each of the school's lists (README "Staff console", "Site content"): the list's
// own fields, preview and copy are in this folder, one file each; the page is ListEditor's.

const LISTS = { carousel, photos, videos, team, events, story, mission };

function definition(name: string | undefined) {
  const found = Object.entries(LISTS).find(([key]) => key === name);
  if (!found) throw notFound();
  return found[1];
}

export const loader = ({ request, params }: LoaderFunctionArgs) => {
  const list = definition(params.list);
  return loadSiteList(request, list.list, list.row);
};

export const action = ({ request, params }: ActionFunctionArgs) => {
  const list = definition(params.list);
  return list.withForm((schema, fieldsFor) => siteListAction(request, list.list, schema, fieldsFor));
};

export default function SiteListPage() {
  const { items } = useLoaderData<typeof loader>();
  const { Editor } = definition(useParams().list);
  return <Editor rows={items} />;
}
