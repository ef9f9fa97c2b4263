import { z } from "zod";
import { createListResource, id, listQuery, text, translations, type ListCallOptions } from "./list.server";

const ourStorySchema = z.object({
  id,
  year: z.union([z.number(), z.string()]).transform(String),
  title: text,
  description: text,
  iconUrl: text,
  translations,
});

/** SPEC §9: our story 1/100. */
const OUR_STORY_PAGE_SIZE = 100;

/** SPEC §7 order: pageNo, pageSize, deleted=false, clientId. */
function ourStoryQuery(clientId: number): URLSearchParams {
  return listQuery([
    ["pageNo", 1],
    ["pageSize", OUR_STORY_PAGE_SIZE],
    ["deleted", false],
    ["clientId", clientId],
  ]);
}

const resource = createListResource("/ourStory/all", ourStorySchema);

export function listOurStory(clientId: number, options?: ListCallOptions) {
  return resource.list(ourStoryQuery(clientId), options);
}
