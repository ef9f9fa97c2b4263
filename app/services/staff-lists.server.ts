import { parseWithZod } from "@conform-to/zod";
import { json } from "@remix-run/node";
import type { z } from "zod";
import { changeStaffItem, listStaffItems, saveStaffItem } from "~/models/staffLists.server";
import { announceSchoolContentChange } from "~/utils/content-change.server";
import type { FormConstraint } from "~/utils/forms";
import { safeRedirect } from "~/utils/redirect";
import { ITEM_CHANGES, type SiteList } from "~/utils/site-lists";
import { redirectWithSuccess } from "~/utils/toast.server";
import { PRIVATE_HEADERS, refuse, replyInvalid, replyRefused, requireStaff } from "./staff.server";
import { readStaffForm, saveImage } from "./uploads.server";

/**
 * The loader and action every list page of "Site content" shares (README "Staff console"); a page
 * brings only its list's name and the schema of its fields.
 */

/**
 * Every item of the list in its order, hidden ones included, with the page's fields, and the
 * constraints of the page's form (`formConstraint`).
 */
export async function loadSiteList<S extends z.AnyZodObject>(request: Request, list: SiteList, fields: S, constraint: FormConstraint) {
  const staff = await requireStaff(request);
  const items = await listStaffItems(staff, list, fields);
  if (!items.ok) return refuse(request, items);
  return json({ items: items.data.data, constraint }, { headers: PRIVATE_HEADERS });
}

const ID = /^[1-9]\d{0,8}$/;

/** The hidden field beside a picture's file input (components/staff/PictureField.tsx). */
const KEPT = "Current";

/**
 * Each picture of the form: a chosen file goes through the image pipeline (checked, cleaned,
 * stored) and its address takes the field's place; without one, the kept address does. A refused
 * file is a message on its field; the other fields are still checked, so every message shows at once.
 */
async function savePictures(request: Request, formData: FormData): Promise<Record<string, string[]> | undefined> {
  const errors: Record<string, string[]> = {};
  const names = [...formData.keys()].filter((key) => key.endsWith(KEPT)).map((key) => key.slice(0, -KEPT.length));
  for (const name of new Set(names)) {
    const chosen = formData.get(name);
    let url = String(formData.get(name + KEPT) ?? "");
    if (chosen instanceof File && (chosen.size > 0 || chosen.name !== "")) {
      const saved = await saveImage(request, chosen);
      if (saved.ok) url = saved.url;
      else errors[name] = [saved.message];
    }
    formData.set(name, url);
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

const strings = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).map(([name, field]) => [name, field == null ? "" : String(field)]));

/**
 * One item's change: `intent=save` with its fields (a new item without `id`), or hide, show, up,
 * down. A change is on the school's public pages at once: the provider announces it, and the site
 * drops that school's cached lists here too, for a provider elsewhere (API_URL) that cannot tell
 * this process. Back on the same page at the item (Post/Redirect/Get with a flash toast); a form
 * with errors comes back with every value kept, marked by `editing` (the item's id, or "new").
 */
export async function siteListAction<S extends z.AnyZodObject>(
  request: Request,
  list: SiteList,
  schema: S,
  /**
   * The provider's fields from the form's, and which form field shows the provider's message on
   * one of its fields (an event's picture or video link both go as `mediaUrl`).
   */
  fieldsFor: (value: z.output<S>) => { fields: Record<string, string>; formField?: Record<string, string> } = (value) => ({
    fields: strings(value),
  }),
) {
  const staff = await requireStaff(request);
  const formData = await readStaffForm(request);
  const intent = formData.get("intent");
  const rawId = String(formData.get("id") ?? "");
  const itemId = ID.test(rawId) ? Number(rawId) : null;

  let result;
  if (intent === "save") {
    const editing = itemId === null ? "new" : String(itemId);
    const pictureErrors = await savePictures(request, formData);
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success" || pictureErrors) return replyInvalid(submission.reply({ fieldErrors: pictureErrors }), { editing });
    const { fields, formField = {} } = fieldsFor(submission.value);
    result = await saveStaffItem(staff, list, itemId, fields);
    if (!result.ok) {
      const rename = (name: string) => formField[name] ?? name;
      const errors = result.errors && Object.fromEntries(Object.entries(result.errors).map(([name, messages]) => [rename(name), messages]));
      const failure = { ...result, field: result.field && rename(result.field), errors };
      return replyRefused(request, submission, failure, Object.keys(schema.shape), { editing });
    }
  } else {
    const change = ITEM_CHANGES.find((value) => value === intent);
    if (!change || itemId === null) throw new Response("Bad Request", { status: 400, headers: PRIVATE_HEADERS });
    result = await changeStaffItem(staff, list, itemId, change);
    if (!result.ok) return refuse(request, result);
  }
  announceSchoolContentChange(staff.clientId);
  const saved = result.data.data;
  const savedId = saved && typeof saved === "object" && "id" in saved ? String(saved.id) : String(itemId ?? "");
  const url = new URL(request.url);
  return redirectWithSuccess(safeRedirect(`${url.pathname}${savedId ? `#item-${savedId}` : ""}`, "/staff/site"), result.data.message || "Saved", {
    headers: PRIVATE_HEADERS,
  });
}
