import { parseWithZod } from "@conform-to/zod";
import { json } from "@remix-run/node";
import type { z } from "zod";
import { changeStaffItem, listStaffItems, moveStaffItem, saveStaffItem } from "~/models/staffLists.server";
import { announceSchoolContentChange } from "~/utils/content-change.server";
import type { FormConstraint } from "~/utils/forms";
import { safeRedirect } from "~/utils/redirect";
import { BULK_FIELD, BULK_MAX_FILES, ITEM_CHANGES, VIEW_PARAM, type ListEditorCopy, type SiteList } from "~/utils/site-lists";
import { redirectWithSuccess } from "~/utils/toast.server";
import type { TranslatedText } from "~/utils/translated-fields";
import { offersLanguage } from "~/i18n/school-languages.server";
import { PRIVATE_HEADERS, refuse, replyInvalid, replyRefused, requireStaff } from "./staff.server";
import { hindiFieldNames, onFormFields, translationsParam } from "./translations-form.server";
import { FILES_DROPPED, readStaffForm, saveImage } from "./uploads.server";

/**
 * The loader and action every list page of "Site content" shares (README "Staff console"); a page
 * brings only its list's name and the schema of its fields.
 */

/**
 * Every item of the list in its order, hidden ones included, with the page's fields, and the
 * constraints of the page's form (`formConstraint`). `hindi`: the list's texts that have a Hindi
 * version beside the English one, where the school offers Hindi (README "Languages"); else none.
 */
export async function loadSiteList<S extends z.AnyZodObject>(
  request: Request,
  list: SiteList,
  fields: S,
  constraint: FormConstraint,
  texts: readonly TranslatedText[],
  /** The page's words (content/staff-site-copy.server.ts). */
  copy: ListEditorCopy,
) {
  const staff = await requireStaff(request);
  const items = await listStaffItems(staff, list, fields);
  if (!items.ok) return refuse(request, items);
  const hindi = offersLanguage(staff.client, "hi") && texts.length > 0 ? texts : null;
  return json({ items: items.data.data, constraint, hindi, copy }, { headers: PRIVATE_HEADERS });
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

type Fields<S extends z.AnyZodObject> = (value: z.output<S>) => { fields: Record<string, string>; formField?: Record<string, string> };

/** Where every answer of a list page goes back to: the page, in the view it was in (`?view=compact`). */
function pageUrl(request: Request, hash = ""): string {
  const url = new URL(request.url);
  const view = url.searchParams.get(VIEW_PARAM);
  const search = view === "compact" ? `?${VIEW_PARAM}=compact` : "";
  return safeRedirect(`${url.pathname}${search}${hash}`, "/staff/site");
}

/** One photo of "Add several photos": its file's name and what became of it. */
type BulkResult = { name: string; added: true; message: string } | { name: string; added: false; message: string };

/**
 * "Add several photos" (README "Staff console"): one item per chosen file, the form's other fields
 * (a category and caption) the same for all. The shared fields are checked once, before any photo
 * is sent; then each photo goes through the image pipeline in turn — one at a time, so a batch
 * holds one of the provider's upload places (README "Uploads": its bounded queue) and leaves the
 * rest to other staff — and becomes an item at the end of the list. A refused photo is reported
 * with its reason and the others go on. The answer is the page with each photo's result.
 */
async function addInBulk<S extends z.AnyZodObject>(
  request: Request,
  staff: Awaited<ReturnType<typeof requireStaff>>,
  list: SiteList,
  schema: S,
  fieldsFor: Fields<S>,
  picture: string,
  formData: FormData,
) {
  const files = formData.getAll(BULK_FIELD).filter((file): file is File => file instanceof File && (file.size > 0 || file.name !== ""));
  formData.delete(BULK_FIELD);
  formData.set(picture, "");
  const submission = parseWithZod(formData, { schema });
  const fileErrors = files.length === 0 ? { [BULK_FIELD]: ["Choose one or more photos"] } : undefined;
  if (submission.status !== "success" || fileErrors) return replyInvalid(submission.reply({ fieldErrors: fileErrors }), { editing: "bulk" });
  // The photos of a batch have no Hindi versions yet: each is written on its own item after.
  const { hi: _hi, ...shared } = submission.value;
  const results: BulkResult[] = [];
  let added = 0;
  for (const file of files) {
    const name = file.name || `Photo ${results.length + 1}`;
    const saved = await saveImage(request, file);
    if (!saved.ok) {
      results.push({ name, added: false, message: saved.message });
      continue;
    }
    const { fields } = fieldsFor({ ...shared, [picture]: saved.url } as z.output<S>);
    const result = await saveStaffItem(staff, list, null, fields);
    if (!result.ok && result.status !== 400) return refuse(request, result);
    if (result.ok) added += 1;
    results.push(result.ok ? { name, added: true, message: "Added" } : { name, added: false, message: result.message });
  }
  if (formData.get(FILES_DROPPED)) {
    results.push({
      name: "The other photos",
      added: false,
      message: `At most ${BULK_MAX_FILES} photos go in one form: please add the others in another go.`,
    });
  }
  if (added > 0) announceSchoolContentChange(staff.clientId);
  return json({ bulk: results }, { headers: PRIVATE_HEADERS });
}

/**
 * One item's change: `intent=save` with its fields (a new item without `id`); `move` with the
 * `position` typed; `bulk`, several photos at once (addInBulk); or one of ITEM_CHANGES — hide,
 * show, up, down, top, bottom, and delete (for good: the second step of Delete…, the first being
 * the page's question). A change is on the school's public pages at once: the provider announces
 * it, and the site drops that school's cached lists here too, for a provider elsewhere (API_URL)
 * that cannot tell this process. Back on the same page at the item (Post/Redirect/Get with a flash
 * toast); a form with errors comes back with every value kept, marked by `editing` (the item's id,
 * "new" or "bulk"), a refused position by `moving`.
 */
export async function siteListAction<S extends z.AnyZodObject>(
  request: Request,
  list: SiteList,
  schema: S,
  /** The list's texts that may have a Hindi version (the form's `hi.<text>`, the provider's `translations`). */
  texts: readonly string[],
  /**
   * The provider's fields from the form's, and which form field shows the provider's message on
   * one of its fields (an event's picture or video link both go as `mediaUrl`).
   */
  fieldsFor: Fields<S> = (value) => ({ fields: strings(value) }),
  /** The list's picture field, for a list that takes several photos at once (photos: `mediaUrl`). */
  bulkPicture?: string,
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
    const { hi, ...value } = submission.value;
    const { fields, formField = {} } = fieldsFor(value as z.output<S>);
    result = await saveStaffItem(staff, list, itemId, { ...fields, ...translationsParam(formData, hi) });
    if (!result.ok) {
      const failure = onFormFields(result, (name) => formField[name] ?? name);
      return replyRefused(request, submission, failure, [...Object.keys(schema.shape), ...hindiFieldNames(texts)], { editing });
    }
  } else if (intent === "bulk" && bulkPicture) {
    return addInBulk(request, staff, list, schema, fieldsFor, bulkPicture, formData);
  } else if (intent === "move" && itemId !== null) {
    // The provider checks the bounds (1…n, the list as it is now) and says them in its message.
    const position = String(formData.get("position") ?? "").trim();
    result = await moveStaffItem(staff, list, itemId, position);
    if (!result.ok && result.status === 400) {
      const message = result.errors?.position?.[0] ?? result.message;
      return json({ moving: { id: String(itemId), position, message } }, { status: 400, headers: PRIVATE_HEADERS });
    }
    if (!result.ok) return refuse(request, result);
  } else {
    const change = ITEM_CHANGES.find((value) => value === intent);
    if (!change || itemId === null) throw new Response("Bad Request", { status: 400, headers: PRIVATE_HEADERS });
    result = await changeStaffItem(staff, list, itemId, change);
    if (!result.ok) return refuse(request, result);
    if (change === "delete") {
      announceSchoolContentChange(staff.clientId);
      return redirectWithSuccess(pageUrl(request), result.data.message || "Deleted for good", { headers: PRIVATE_HEADERS });
    }
  }
  announceSchoolContentChange(staff.clientId);
  const saved = result.data.data;
  const savedId = saved && typeof saved === "object" && "id" in saved ? String(saved.id) : String(itemId ?? "");
  return redirectWithSuccess(pageUrl(request, savedId ? `#item-${savedId}` : ""), result.data.message || "Saved", {
    headers: PRIVATE_HEADERS,
  });
}
