import { z } from "zod";
import { createListResource, id, listQuery, text, translations, type ListCallOptions } from "./list.server";

const eventSchema = z.object({ id, type: z.enum(["image", "video"]), mediaUrl: text, title: text, description: text, translations });

/** SPEC §7 leaves the events call unshown; the same shape and a page of 100 as the other lists. */
const EVENT_PAGE_SIZE = 100;

function eventQuery(clientId: number): URLSearchParams {
  return listQuery([
    ["pageNo", 1],
    ["pageSize", EVENT_PAGE_SIZE],
    ["deleted", false],
    ["clientId", clientId],
  ]);
}

const resource = createListResource("/event/all", eventSchema);

export function listEvents(clientId: number, options?: ListCallOptions) {
  return resource.list(eventQuery(clientId), options);
}
