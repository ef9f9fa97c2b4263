import { catalogue } from "~/i18n/catalogue.server";
import { translateMessage } from "~/i18n/form-copy.server";
import type { Lang } from "~/i18n/languages";
import { getFamilyDocuments, uploadFamilyDocument, type FamilyPair } from "~/models/documents.server";
import { isTooLarge, readUploadForm } from "~/services/uploads.server";
import { formMessage, readFormData } from "~/utils/forms.server";
import type { FormMessage } from "~/utils/forms";
import { MAX_DOCUMENT_BYTES } from "~/utils/uploads";
import type { DocumentsView, UploadError } from "./answer";
import { inLanguage } from "~/i18n/school-languages.server";
import { momentIn, sizeIn } from "./words.server";

// The status page's half of a family's documents (README "Admissions": "Documents"): the checklist
// shown with an enrollment's record, and an upload for one item (its own intent), answered on its
// POST like the page's other forms, so the reference and mobile never sit in a URL.

/**
 * The status page's POST body: its forms are urlencoded, but an upload is multipart, read as a
 * stream with at most 5 MB of its one file kept (a larger one is only its name: told on the
 * field). server.ts refuses a body past DOCUMENT_FORM_LIMIT_BYTES before this reads a byte.
 */
export function readStatusForm(request: Request): Promise<FormData> {
  const multipart = /^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "");
  return multipart ? readUploadForm(request, { fileBytes: MAX_DOCUMENT_BYTES, files: 1 }) : readFormData(request);
}

/**
 * The enrollment's documents as the page shows them; undefined when nothing is asked for (another
 * kind of record, a class without a checklist, no class). A failure keeps the rest of the record.
 */
export async function loadDocuments(record: { kind: string }, pair: FamilyPair, lang: Lang): Promise<DocumentsView | undefined> {
  if (record.kind !== "enrollment") return undefined;
  const T = catalogue(lang).status.documents;
  const found = await getFamilyDocuments(pair);
  if (!found.ok) return found.status === 404 || found.status === 400 ? undefined : { summary: "", items: [], complete: false, failed: T.failed };
  const { items, complete } = found.data.data;
  if (items.length === 0) return undefined;
  // The checklist's names are the school's own words (README "Languages"), kept as it wrote them.
  const named = items.map((item) => inLanguage(item, item.translations, lang, ["name"]));
  const missing = named.filter((item) => item.state === "missing" || item.state === "returned").map((item) => item.name);
  return {
    complete,
    summary: complete ? T.complete : missing.length > 0 ? T.stillNeeded(missing.join(", ")) : T.waiting,
    items: named.map((item) => ({
      itemId: String(item.itemId),
      name: item.name,
      state: item.state,
      stateLabel: T.states[item.state],
      label: T.fileLabel(item.name),
      submit: T.submit(item.name),
      reason: item.reason,
      file:
        item.filename && item.state !== "missing"
          ? `${T.uploaded(item.filename, momentIn(lang, item.uploadedAt ?? ""))}${item.bytes ? ` (${sizeIn(lang, item.bytes)})` : ""}`
          : null,
    })),
  };
}

type Show = (extra: { uploadError?: UploadError; toast?: FormMessage }, status?: number) => Promise<Response>;

/**
 * An upload for one item: the file checked for presence and size here, then handed to the
 * provider, which checks the reference and mobile again, the item, and the bytes. Every answer is
 * the record as it is now (`show`), with the provider's thanks as a toast, or the reason next to
 * the item's file field. A wrong pair ends as the page's one "not found" (show finds no record).
 */
export async function uploadDocument(formData: FormData, pair: FamilyPair, clientAddress: string, lang: Lang, show: Show): Promise<Response> {
  const T = catalogue(lang).status.documents;
  const itemId = String(formData.get("itemId") ?? "");
  // The provider's words too, in the page's language where the dictionary has them.
  const refuse = (message: string, status: number) => show({ uploadError: { itemId, message: translateMessage(lang, message) } }, status);
  if (!/^[1-9]\d{0,8}$/.test(itemId)) return refuse(T.notOnList, 400);
  const file = formData.get("file");
  if (!(file instanceof File)) return refuse(T.missingFile, 400);
  if (isTooLarge(file) || file.size > MAX_DOCUMENT_BYTES) return refuse(T.tooLarge, 413);
  if (file.size === 0) return refuse(T.missingFile, 400);
  const sent = await uploadFamilyDocument(pair, { itemId, file, clientAddress });
  if (sent.ok) {
    // The provider's thanks names the item: English shows its own words, another language says the same.
    const item = sent.data.data;
    const thanks =
      lang === "en" || !item?.name
        ? translateMessage(lang, sent.data.message)
        : T.received(inLanguage({ name: item.name }, item.translations, lang, ["name"]).name);
    return show({ toast: formMessage(thanks, "success") });
  }
  // The provider's words for what it refused: not a photo or PDF, a PDF with scripts, accepted already, too many.
  if ([400, 404, 409, 413, 429].includes(sent.status)) return refuse(sent.errors?.file?.[0] ?? sent.message, sent.status);
  return refuse(T.down, 503);
}
