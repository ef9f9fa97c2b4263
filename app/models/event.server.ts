import { z } from "zod";
import { createListResource, id, listQuery, text, type ListCallOptions } from "./list.server";

export const eventSchema = z.object({ id, type: z.enum(["image", "video"]), mediaUrl: text, title: text, description: text });
export type EventItem = z.infer<typeof eventSchema>;

/** SPEC §7 leaves the events call unshown; the same shape and a page of 100 as the other lists. */
export const EVENT_PAGE_SIZE = 100;

export function eventQuery(clientId: number): URLSearchParams {
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
