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
