import { z } from "zod";
import type { ItemChange, SiteList } from "~/utils/site-lists";
import { id } from "./list.server";
import { changed, staffGet, staffPost, type StaffCaller } from "./staff.server";

/**
 * `/staff/lists/{list}`: the school's own lists as staff edit them (README "Staff console"), hidden
 * items included. Each row keeps its list's own fields (checked by the page's schema) beside these.
 */

const row = z
  .object({
    id,
    hidden: z.boolean(),
    displayOrder: z.coerce.number().catch(0),
    // The row's versions in other languages (README "Languages"); a provider from before them sends none.
    translations: z.record(z.record(z.string())).catch({}),
  })
  .passthrough();

export function listStaffItems<S extends z.AnyZodObject>(caller: StaffCaller, list: SiteList, fields: S) {
  return staffGet(`/staff/lists/${list}`, caller, z.object({ data: z.array(row.merge(fields)), count: z.coerce.number().int().nonnegative() }));
}

/** POST /staff/lists/{list}/{id}/hide|show|up|down|top|bottom|delete (delete: for good, audited by the provider). */
export function changeStaffItem(caller: StaffCaller, list: SiteList, itemId: number, change: ItemChange) {
  return staffPost(`/staff/lists/${list}/${itemId}/${change}`, caller, changed);
}

/** POST /staff/lists/{list}/{id}/move: to `position` (1…n); outside that, a 400 on `position`. */
export function moveStaffItem(caller: StaffCaller, list: SiteList, itemId: number, position: string) {
  return staffPost(`/staff/lists/${list}/${itemId}/move`, caller, changed, { position });
}

/** POST /staff/lists/{list} (a new item) or /staff/lists/{list}/{id}/edit. */
export function saveStaffItem(caller: StaffCaller, list: SiteList, itemId: number | null, fields: Record<string, string>) {
  return staffPost(itemId === null ? `/staff/lists/${list}` : `/staff/lists/${list}/${itemId}/edit`, caller, changed, fields);
}
