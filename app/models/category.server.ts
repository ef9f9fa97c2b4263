import { z } from "zod";
import { createListResource, id, listQuery, type ListCallOptions } from "./list.server";

export const categorySchema = z.object({ id, name: z.string() });
export type Category = z.infer<typeof categorySchema>;

/** SPEC §7 leaves the category call unshown; a page of 100 like the other lists. */
export const CATEGORY_PAGE_SIZE = 100;

export function categoryQuery(clientId: number): URLSearchParams {
  return listQuery([
    ["pageNo", 1],
    ["pageSize", CATEGORY_PAGE_SIZE],
    ["deleted", false],
    ["clientId", clientId],
  ]);
}

const resource = createListResource("/category/all", categorySchema);

export function listCategories(clientId: number, options?: ListCallOptions) {
  return resource.list(categoryQuery(clientId), options);
}
