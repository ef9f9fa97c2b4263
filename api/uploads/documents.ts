import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRawStream, PDFRef, PDFStream } from "pdf-lib";
import { HttpError } from "../http.js";
import { type PhotoRefusals, openPhoto, sniffImage } from "./images.js";

// A parent's admission document (README "Admissions": "Documents"): a photo or a PDF of a birth
// certificate, an address proof… Recognised by its bytes, never by its name or Content-Type.
// Photos are written anew by sharp (upright, at most 2400 px wide, JPEG, with no EXIF, XMP or GPS:
// a phone photo says where it was taken); a PDF is kept as sent, once pdf-lib has read every object
// in it and found nothing that runs by itself (scripts, launched programs, attached files, forms
// that send data): staff open these files on the school's computers.

/** 5 MB: a phone photo of a page (2–4 MB) or a scanned PDF of a few pages fits. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** More pages than any certificate or proof has; past it, a parent sent the wrong file. */
export const MAX_DOCUMENT_PAGES = 50;
/** Wide enough to read the small print of an A4 page photographed whole. */
export const DOCUMENT_WIDTH = 2400;

/** What a parent reads on a phone: what went wrong, and what to do. */
export const DOCUMENT_MESSAGES = {
  missing: "Choose a photo or a PDF of the document, then upload it.",
  tooLarge:
    "This file is larger than 5 MB. Please take the photo again with your phone's camera, or save the PDF smaller, and upload it again.",
  notUsable:
    "This file is not a photo or PDF we can use. Please upload a photo of the document (JPEG, PNG or HEIC, as your phone's camera takes it) or a PDF.",
  damagedPhoto: "This photo could not be opened; the file may be damaged. Please take the photo again and upload it.",
  tooManyPixels: (width: number, height: number) =>
    `This photo is too large in pixels (${width} × ${height}). Please upload a photo straight from your phone's camera.`,
  damagedPdf:
    "This PDF could not be opened; the file may be damaged. Please save it again, or upload a photo of the document instead.",
  encrypted: "This PDF is locked with a password. Please upload a copy without a password, or a photo of the document.",
  noPages: "This PDF has no pages. Please upload the document itself, or a photo of it.",
  tooManyPages: (pages: number) =>
    `This PDF has ${pages} pages; at most ${MAX_DOCUMENT_PAGES} are accepted. Please upload only the pages of this document.`,
  activeContent:
    'This PDF contains scripts, attached files or a form that sends data, so we cannot accept it. Please print it to a new PDF ("Save as PDF") or upload a photo of the document.',
} as const;

export interface CheckedDocument {
  /** What is stored: the re-encoded photo, or the PDF as sent. */
  data: Buffer;
  contentType: "image/jpeg" | "application/pdf";
  /** The stored file's ending, for its name. */
  extension: "jpg" | "pdf";
  /** A PDF's page count; null for a photo. */
  pages: number | null;
}

/** A refusal on the upload's `file` field. */
export const refuseDocument = (message: string, status = 400) =>
  new HttpError(status, `file: ${message}`, "file", { file: [message] });

const PHOTO_REFUSALS: PhotoRefusals = {
  damaged: () => refuseDocument(DOCUMENT_MESSAGES.damagedPhoto),
  tooManyPixels: (width, height) => refuseDocument(DOCUMENT_MESSAGES.tooManyPixels(width, height)),
};

/** The document as it is to be stored, or an HttpError (400, 413) whose message is the parent's. */
export async function checkDocument(bytes: Buffer): Promise<CheckedDocument> {
  if (bytes.length === 0) throw refuseDocument(DOCUMENT_MESSAGES.missing);
  if (bytes.length > MAX_DOCUMENT_BYTES) throw refuseDocument(DOCUMENT_MESSAGES.tooLarge, 413);
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return checkPdf(bytes);
  const kind = sniffImage(bytes);
  // WebP, AVIF and SVG are no camera's photos of a paper; SVG can carry scripts besides.
  if (kind !== "jpeg" && kind !== "png" && kind !== "heic") throw refuseDocument(DOCUMENT_MESSAGES.notUsable);
  const { pipeline } = await openPhoto(bytes, kind, PHOTO_REFUSALS);
  try {
    const data = await pipeline
      .resize({ width: DOCUMENT_WIDTH, withoutEnlargement: true })
      // A transparent PNG (a screenshot) on white, as on paper, not on JPEG's black.
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85 })
      .toBuffer();
    return { data, contentType: "image/jpeg", extension: "jpg", pages: null };
  } catch {
    throw refuseDocument(DOCUMENT_MESSAGES.damagedPhoto);
  }
}

async function checkPdf(bytes: Buffer): Promise<CheckedDocument> {
  let doc: PDFDocument;
  try {
    // Strict: an object pdf-lib cannot read might be one a viewer reads, and runs. Encryption is
    // asked of the loaded document: pdf-lib's own error for it is no class `instanceof` can tell.
    doc = await PDFDocument.load(bytes, { throwOnInvalidObject: true, ignoreEncryption: true, updateMetadata: false });
  } catch {
    throw refuseDocument(DOCUMENT_MESSAGES.damagedPdf);
  }
  // Encrypted objects cannot be read for active content, and staff could not open the file.
  if (doc.isEncrypted) throw refuseDocument(DOCUMENT_MESSAGES.encrypted);
  if (hasActiveContent(doc)) throw refuseDocument(DOCUMENT_MESSAGES.activeContent);
  let pages: number;
  try {
    pages = doc.getPageCount();
  } catch {
    throw refuseDocument(DOCUMENT_MESSAGES.damagedPdf);
  }
  if (pages === 0) throw refuseDocument(DOCUMENT_MESSAGES.noPages);
  if (pages > MAX_DOCUMENT_PAGES) throw refuseDocument(DOCUMENT_MESSAGES.tooManyPages(pages));
  return { data: bytes, contentType: "application/pdf", extension: "pdf", pages };
}

/**
 * Keys that make a PDF do something by itself (ISO 32000-1 §12.6 actions, §7.11 embedded files,
 * §12.7.8 XFA forms; Adobe's RichMedia extension). Names only: a value of these keys is never
 * harmless in a certificate.
 */
const ACTIVE_KEYS = new Set(["JavaScript", "JS", "Launch", "EmbeddedFile", "EmbeddedFiles", "RichMedia", "XFA"]);
/** An action's type (/S), or an object's (/Type, /Subtype), that runs or sends something. */
const ACTIVE_TYPES = new Set(["JavaScript", "Launch", "SubmitForm", "ImportData", "RichMedia", "EmbeddedFile"]);
const TYPE_KEYS = new Set(["S", "Type", "Subtype"]);

/**
 * A name as a viewer reads it: pdf-lib decodes `#xx` escapes only in upper case (`/J#61vaScript`),
 * a viewer in any case (`/#4aavaScript`), so they are decoded again here.
 */
const nameOf = (name: PDFName) =>
  name.decodeText().replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Every indirect object pdf-lib parsed — inside object streams too, which pdf-lib unpacks while
 * loading — and every dictionary and array within them, looked at for active content: an
 * /OpenAction or /AA is refused through the action it names (its /S), wherever that action sits.
 * A stream still marked as an object stream is one pdf-lib did not unpack (its type spelt so that
 * pdf-lib missed it): what it hides cannot be seen, so it is refused too.
 */
export function hasActiveContent(doc: PDFDocument): boolean {
  const seen = new Set<PDFObject>();
  const active = (object: PDFObject | undefined): boolean => {
    if (object === undefined || seen.has(object)) return false;
    seen.add(object);
    if (object instanceof PDFStream) {
      const dict = object.dict;
      const type = dict.get(PDFName.of("Type"));
      if (object instanceof PDFRawStream && type instanceof PDFName && ["ObjStm", "XRef"].includes(nameOf(type))) return true;
      return active(dict);
    }
    if (object instanceof PDFArray) return object.asArray().some(active);
    if (!(object instanceof PDFDict)) return false;
    for (const [key, value] of object.entries()) {
      const name = nameOf(key);
      if (ACTIVE_KEYS.has(name)) return true;
      if (TYPE_KEYS.has(name)) {
        const resolved = value instanceof PDFRef ? doc.context.lookup(value) : value;
        if (resolved instanceof PDFName && ACTIVE_TYPES.has(nameOf(resolved))) return true;
      }
      if (active(value)) return true;
    }
    return false;
  };
  return doc.context.enumerateIndirectObjects().some(([, object]) => active(object));
}
