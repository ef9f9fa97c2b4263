import { Readable } from "node:stream";
import busboy from "busboy";
import { UPLOAD_TIMEOUT_MS, uploadImage } from "~/models/upload.server";
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from "~/utils/cross-site";
import { readFormData } from "~/utils/forms.server";
import { BULK_MAX_FILES } from "~/utils/site-lists";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "~/utils/uploads";
import { PRIVATE_HEADERS, refuse, requireStaff } from "./staff.server";

// The staff's image forms (README "Uploads"): read without ever holding more than 10 MB of a file,
// the photo handed to the provider, which checks, cleans, resizes and stores it.

/**
 * The type given to a file part that was larger than MAX_IMAGE_BYTES: its bytes are dropped and
 * only its name is kept, so the form answers with a message on the field and every other value,
 * instead of a 413 page that loses what was typed.
 */
const TOO_LARGE_TYPE = "application/x-nurture-too-large";

/** A file part that was cut off at MAX_IMAGE_BYTES (saveImage answers its message). */
export function isTooLarge(file: File): boolean {
  return file.type === TOO_LARGE_TYPE;
}

/**
 * A field readStaffForm adds when the form had more files than it takes (BULK_MAX_FILES, "Add
 * several photos"): the rest are read and dropped, and the page says so.
 */
export const FILES_DROPPED = "filesDropped";

const UNREADABLE = "This form could not be read. Please go back and send it again.";

/**
 * A chunk of the body as a part of a File, not copied: the File copies its parts once, and a
 * dozen 10 MB photos arriving at once must not be held three times over (README "Uploads").
 */
const blobPart = (chunk: Buffer): Uint8Array<ArrayBuffer> =>
  chunk.buffer instanceof ArrayBuffer ? new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength) : new Uint8Array(chunk);

/**
 * A staff form's POST body: urlencoded as usual, or multipart/form-data streamed through busboy —
 * each file kept in memory up to MAX_IMAGE_BYTES and the rest of a larger one read and dropped
 * (see isTooLarge). A POST from another site is refused (403) as every staff form's is.
 */
export async function readStaffForm(request: Request): Promise<FormData> {
  if (isCrossSiteRequest(request)) throw new Response(CROSS_SITE_MESSAGE, { status: 403, headers: PRIVATE_HEADERS });
  return readUploadForm(request, { fileBytes: MAX_IMAGE_BYTES, files: BULK_MAX_FILES });
}

/**
 * A form's POST body with its files, as readStaffForm reads it, for any page whose form takes
 * files (the status page's document, README "Admissions": "Documents"): each file kept up to
 * `fileBytes` (a larger one is only its name, isTooLarge), at most `files` of them (past that,
 * FILES_DROPPED). The caller has checked the request's origin.
 */
export async function readUploadForm(request: Request, limits: { fileBytes: number; files: number }): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type) || !request.body) return readFormData(request);
  const body = request.body;
  try {
    return await new Promise<FormData>((resolve, reject) => {
      // Parts in the order they came, files filled in when their stream ends.
      const entries: [string, string | File | null][] = [];
      const parser = busboy({
        headers: { "content-type": type },
        defParamCharset: "utf8",
        limits: { fileSize: limits.fileBytes, files: limits.files, fields: 500, fieldSize: 64 * 1024 },
      });
      parser.on("field", (name, value) => entries.push([name, value]));
      parser.on("filesLimit", () => entries.push([FILES_DROPPED, "true"]));
      parser.on("file", (name, stream, info) => {
        const slot = entries.push([name, null]) - 1;
        const chunks: Uint8Array<ArrayBuffer>[] = [];
        let truncated = false;
        stream.on("data", (chunk: Buffer) => {
          if (!truncated) chunks.push(blobPart(chunk));
        });
        stream.on("limit", () => {
          truncated = true;
          chunks.length = 0;
        });
        stream.on("end", () => {
          const file = truncated
            ? new File([], info.filename ?? "", { type: TOO_LARGE_TYPE })
            : new File(chunks, info.filename ?? "", { type: info.mimeType || "application/octet-stream" });
          entries[slot] = [name, file];
        });
      });
      parser.on("error", reject);
      parser.on("close", () => {
        const form = new FormData();
        for (const [name, value] of entries) if (value !== null) form.append(name, value);
        resolve(form);
      });
      Readable.fromWeb(body as import("node:stream/web").ReadableStream)
        .on("error", reject)
        .pipe(parser);
    });
  } catch {
    throw new Response(UNREADABLE, { status: 400, headers: PRIVATE_HEADERS });
  }
}

export type SaveImageResult = { ok: true; url: string } | { ok: false; message: string };

/**
 * Sends a form's photo to the provider with the staff member's session token. `url` is the stored
 * photo's largest width (`/uploads/<hash>/<width>.webp`); `message` goes next to the field. A
 * signed-out or foreign token ends as every staff call does (refuse: sign in again, or 404).
 */
export async function saveImage(request: Request, file: File): Promise<SaveImageResult> {
  if (isTooLarge(file)) return { ok: false, message: IMAGE_MESSAGES.tooLarge };
  if (file.size === 0) return { ok: false, message: IMAGE_MESSAGES.missing };
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, message: IMAGE_MESSAGES.tooLarge };
  const staff = await requireStaff(request);
  const deadline = AbortSignal.timeout(UPLOAD_TIMEOUT_MS);
  const result = await uploadImage(staff, file, deadline);
  if (result.ok) return { ok: true, url: result.data.data.url };
  if (result.status === 400 || result.status === 413) return { ok: false, message: result.errors?.image?.[0] ?? result.message };
  if (result.status === 401 || result.status === 403 || result.status === 404) return refuse(request, result);
  // Too many photos at once on the provider (README "Uploads"): try again soon, the form kept. A
  // provider that has not answered by the deadline is as busy (and stores nothing for a caller
  // that stopped waiting).
  if (result.status === 503) return { ok: false, message: result.errors?.image?.[0] ?? IMAGE_MESSAGES.busy };
  if (result.status === 0 && deadline.aborted) return { ok: false, message: IMAGE_MESSAGES.busy };
  return { ok: false, message: IMAGE_MESSAGES.failed };
}
