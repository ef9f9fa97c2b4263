import { createHash } from "node:crypto";
import decodeHeic from "heic-decode";
import type sharpModule from "sharp";
import type { Sharp } from "sharp";
import { HttpError } from "../http.js";

// A staff member's photo becomes a few WebP files (README "Uploads"): checked by its bytes, never by
// its name; turned upright; every EXIF, XMP and GPS field dropped (sharp writes none unless asked —
// children's photos must not say where they were taken); resized to the widths below that are not
// wider than the photo; named by a hash of the photo, so a URL never changes what it shows.

type SharpModule = typeof sharpModule;
let loadingSharp: Promise<SharpModule> | undefined;

/**
 * sharp, loaded at the first photo rather than at boot: libvips is about 20 MB resident, which an
 * instance that only serves pages never needs (README "Benchmark at scale"). Its process-wide
 * settings are set as it loads, to match the upload queue (api/uploads/queue.ts): one libvips
 * thread per photo, so that the queue's `concurrency` is the number of cores photos use (each
 * photo's steps run one after another, below); and no operation cache: every photo is new, so
 * cached results are never reused, and the cache would keep up to 50 MB after a burst of uploads.
 */
function loadSharp(): Promise<SharpModule> {
  loadingSharp ??= import("sharp").then((loaded) => {
    // A CommonJS module: its function is the import's default.
    const sharp = loaded.default as SharpModule;
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loadingSharp;
}

/** 10 MB: more than any phone photo (2–6 MB), little enough to hold in memory while it is processed. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** 100 megapixels: a 48 MP phone photo fits; a "decompression bomb" declaring far more is refused unread. */
export const MAX_UPLOAD_PIXELS = 100_000_000;
/** The stored widths; app/utils/images.ts builds srcset from the same list. */
export const UPLOAD_WIDTHS = [320, 640, 960, 1280, 1920] as const;

export const UPLOAD_MESSAGES = {
  missing: "Choose an image to upload.",
  tooLarge: "This image is larger than 10 MB. Please choose a smaller photo (one straight from a phone is usually 2–6 MB).",
  svg: "SVG drawings cannot be uploaded, because they can carry scripts. Please choose a JPEG, PNG, WebP, AVIF or HEIC photo.",
  notImage: "This file is not a photo we can use. Please choose a JPEG, PNG, WebP, AVIF or HEIC photo.",
  damaged: "This photo could not be read; the file may be damaged. Please choose another one.",
  tooManyPixels: (width: number, height: number) =>
    `This image is too large in pixels (${width} × ${height}). Please choose a photo of at most 100 megapixels, such as one straight from a phone.`,
} as const;

export type ImageKind = "jpeg" | "png" | "webp" | "avif" | "heic";

export interface ProcessedImage {
  /** 32 hex digits of the photo's SHA-256: its folder and its cache key. */
  hash: string;
  /** The stored widths, smallest first; the last is the largest. */
  widths: number[];
  files: { width: number; data: Buffer }[];
}

const refuse = (message: string) => new HttpError(400, `image: ${message}`, "image", { image: [message] });

/**
 * How a photo that cannot be opened is answered: the staff's image field here, a parent's
 * document (api/uploads/documents.ts) in a parent's words.
 */
export interface PhotoRefusals {
  damaged(): HttpError;
  tooManyPixels(width: number, height: number): HttpError;
}

const IMAGE_REFUSALS: PhotoRefusals = {
  damaged: () => refuse(UPLOAD_MESSAGES.damaged),
  tooManyPixels: (width, height) => refuse(UPLOAD_MESSAGES.tooManyPixels(width, height)),
};

/** The photo's format by its first bytes (magic numbers); null for anything else. */
export function sniffImage(bytes: Buffer): ImageKind | "svg" | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  if (bytes.toString("latin1", 4, 8) === "ftyp") {
    // ISO base media file: the major brand and the compatible brands name AVIF or HEIC.
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    const brands: string[] = [];
    for (let at = 8; at + 4 <= boxSize; at += 4) if (at !== 12) brands.push(bytes.toString("latin1", at, at + 4));
    if (brands.some((brand) => brand === "avif" || brand === "avis")) return "avif";
    if (brands.some((brand) => ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"].includes(brand))) return "heic";
    return null;
  }
  // SVG is XML text: refused with its own reason (it can carry scripts), whatever it is called.
  const head = bytes
    .toString("utf8", 0, 1024)
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  if (head.startsWith("<svg") || ((head.startsWith("<?xml") || head.startsWith("<!doctype svg")) && head.includes("<svg")))
    return "svg";
  return null;
}

function checkPixels(width: number | undefined, height: number | undefined, refusals: PhotoRefusals): void {
  if (!width || !height) throw refusals.damaged();
  if (width * height > MAX_UPLOAD_PIXELS) throw refusals.tooManyPixels(width, height);
}

/**
 * HEIC from iPhones is HEVC inside HEIF. sharp's prebuilt libvips has libheif without an HEVC decoder
 * (patents: only AVIF is built in), so HEIC is decoded by heic-decode (libheif compiled to
 * WebAssembly, transformations such as rotation applied) and handed to sharp as raw pixels. The
 * header is read first: a bomb is refused before any pixel is decoded.
 */
async function heicPipeline(bytes: Buffer, refusals: PhotoRefusals): Promise<Sharp> {
  let images: Awaited<ReturnType<typeof decodeHeic.all>>;
  try {
    images = await decodeHeic.all({ buffer: bytes });
  } catch {
    throw refusals.damaged();
  }
  try {
    const primary = images[0];
    if (!primary) throw refusals.damaged();
    checkPixels(primary.width, primary.height, refusals);
    const { width, height, data } = await primary.decode();
    const sharp = await loadSharp();
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
  } finally {
    images.dispose();
  }
}

/**
 * A photo of a known kind, ready for sharp: its pixels counted from its header before any is
 * decoded, turned upright, its width as it will stand. Whatever cannot be read is refused as
 * `refusals` say; nothing of the photo's metadata is carried into what sharp writes from it.
 */
export async function openPhoto(
  bytes: Buffer,
  kind: ImageKind,
  refusals: PhotoRefusals,
): Promise<{ pipeline: Sharp; width: number }> {
  try {
    if (kind === "heic") {
      const pipeline = await heicPipeline(bytes, refusals);
      return { pipeline, width: (await pipeline.metadata()).width };
    }
    const sharp = await loadSharp();
    // metadata() reads the header only; limitInputPixels refuses again while decoding.
    const header = await sharp(bytes, { limitInputPixels: false }).metadata();
    checkPixels(header.width, header.height, refusals);
    // .rotate() with no angle turns the photo as its EXIF orientation says, then drops the tag.
    const pipeline = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: "error" }).rotate();
    return { pipeline, width: header.autoOrient.width };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw refusals.damaged();
  }
}

/** The photo as stored WebP files, or an HttpError(400/413) whose message is the field's. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw refuse(UPLOAD_MESSAGES.missing);
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw new HttpError(413, `image: ${UPLOAD_MESSAGES.tooLarge}`, "image", { image: [UPLOAD_MESSAGES.tooLarge] });
  const kind = sniffImage(bytes);
  if (kind === "svg") throw refuse(UPLOAD_MESSAGES.svg);
  if (!kind) throw refuse(UPLOAD_MESSAGES.notImage);

  const { pipeline, width } = await openPhoto(bytes, kind, IMAGE_REFUSALS);
  const fitting = UPLOAD_WIDTHS.filter((candidate) => candidate <= width);
  const widths = fitting.length > 0 ? fitting : [width];
  const largest = widths[widths.length - 1] ?? width;
  try {
    // Decoded once, straight to the largest width (a JPEG is decoded at a half or a quarter of its
    // size when that is enough), and every width made from those pixels, one after another: a
    // photo then uses one core and one set of pixels at a time, which is what the upload queue
    // counts (api/uploads/queue.ts), and takes about half the time of decoding it for each width.
    const { data, info } = await pipeline
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const files: ProcessedImage["files"] = [];
    const sharp = await loadSharp();
    for (const target of widths) {
      files.push({ width: target, data: await sharp(data, { raw }).resize({ width: target }).webp({ quality: 80 }).toBuffer() });
    }
    return { hash: createHash("sha256").update(bytes).digest("hex").slice(0, 32), widths, files };
  } catch {
    throw refuse(UPLOAD_MESSAGES.damaged);
  }
}

/** The stored file of one width: `<hash>/<width>.webp`, served at `/uploads/<key>`. */
export const uploadKey = (hash: string, width: number) => `${hash}/${width}.webp`;
