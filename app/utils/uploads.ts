// Shared by server.ts (its body limits) and the staff's upload forms (README "Uploads").

/** The largest image a staff member may upload: the provider's own limit (api/uploads/images.ts). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * The staff pages whose forms carry an image (multipart/form-data). Only these may send a body
 * larger than the 64 KB of every other form, up to UPLOAD_FORM_LIMIT_BYTES; their actions read it
 * with readStaffForm (app/services/uploads.server.ts), which stops buffering a file at 10 MB and
 * turns a larger one into a message on its field. A new page with an image field adds its path.
 */
export const UPLOAD_FORM_PATHS: readonly string[] = ["/staff/profile", "/staff/site"];

/**
 * Past this a request is refused before it is read (the 413 page): twice the image limit, so that a
 * photo of 10–32 MB still reaches the form and is answered there, with every other value kept.
 */
export const UPLOAD_FORM_LIMIT_BYTES = 32 * 1024 * 1024;

/** A multipart POST to one of the pages above (a path, or one below it). */
export function isUploadForm(pathname: string, contentType: string): boolean {
  if (contentType !== "multipart/form-data") return false;
  return UPLOAD_FORM_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** The largest admission document a family may upload: the provider's own limit (api/uploads/documents.ts). */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/**
 * The status page takes a family's admission document (README "Admissions": "Documents") as a
 * multipart POST. Past this it is refused before it is read (the 413 page); up to it, a file of
 * 5–16 MB (a phone's full-size photo) still reaches the page and is answered next to its field,
 * the looked-up record kept. Its action reads the body as a stream and keeps at most 5 MB of it.
 */
export const DOCUMENT_FORM_LIMIT_BYTES = 16 * 1024 * 1024;

/** A multipart POST to the status page (the only public page with a file field). */
export function isDocumentForm(pathname: string, contentType: string): boolean {
  return contentType === "multipart/form-data" && pathname === "/admissions/status";
}

/** The `accept` of a document field: photos as phones take them, and PDFs (the provider judges the bytes). */
export const DOCUMENT_ACCEPT = "image/jpeg,image/png,image/heic,image/heif,.heic,.heif,application/pdf,.pdf";

/** The `accept` of an image field: the formats the provider takes (SVG is not one: it can carry scripts). */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif";

/** Said on the field before the provider is asked (it says the same for what it refuses itself). */
export const IMAGE_MESSAGES = {
  missing: "Choose an image to upload.",
  tooLarge: "This image is larger than 10 MB. Please choose a smaller photo (one straight from a phone is usually 2–6 MB).",
  failed: "The photo could not be saved just now. Please try again in a minute.",
  /** The provider's 503 when its upload queue is full (its own text, api/uploads/queue.ts). */
  busy: "Too many photos are being processed just now; please try again in a minute",
} as const;
