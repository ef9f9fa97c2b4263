import { useLoaderData, useParams } from "@remix-run/react";
import type { loader } from "./data.server";
import { carousel } from "./carousel";
import { events } from "./events";
import { mission } from "./mission";
import { photos } from "./photos";
import { story } from "./story";
import { team } from "./team";
import { videos } from "./videos";

// One page for each of the school's lists (README "Staff console", "Site content"): the list's
// own fields, preview and copy are in this folder, one file each, its data in schemas.ts; the page
// is ListEditor's.

export { action, loader } from "./data.server";

const EDITORS = { carousel, photos, videos, team, events, story, mission };

export default function SiteListPage() {
  const { items, constraint } = useLoaderData<typeof loader>();
  // The loader answered 404 for any other name.
  const { Editor } = EDITORS[useParams().list as keyof typeof EDITORS];
  return <Editor rows={items} constraint={constraint} />;
}
