import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where processed uploads are kept (README "Uploads"). A key is a relative path such as
 * `3f…a9/640.webp`; an object under one key never changes (its name is a hash of the photo), so any
 * store that can put, get and test a key serves: the folder below today, an S3-compatible bucket
 * later (the same three calls over its PUT, GET and HEAD).
 */
export interface UploadStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Deletes the key's object; nothing stored under it is not an error. */
  remove(key: string): Promise<void>;
}

/** A key: lower-case letters, digits, `-`, `_` and `.` in `/`-separated parts, never `..`. */
const KEY = /^[a-z0-9_-]+(?:\.[a-z0-9]+)?(?:\/[a-z0-9_-]+(?:\.[a-z0-9]+)?)*$/;

/**
 * The filesystem store under `root` (DATA_DIR/uploads, the volume every instance shares). A put
 * writes a temporary file beside the target and renames it into place, so an instance reading the
 * key while another writes it sees the whole file or none (rename is atomic on one filesystem).
 * `fileMode`: 0o644 for photos the site serves to anyone; a family's private documents
 * (DATA_DIR/documents, README "Admissions": "Documents") are 0o600, readable by the service alone.
 */
export function fileStorage(root: string, options: { fileMode?: number } = {}): UploadStorage {
  const fileMode = options.fileMode ?? 0o644;
  const resolve = (key: string) => {
    if (!KEY.test(key)) throw new Error("invalid storage key");
    return path.join(root, ...key.split("/"));
  };
  return {
    async put(key, data) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(temporary, data, { mode: fileMode });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      if (!KEY.test(key)) return null;
      try {
        return await readFile(resolve(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      if (!KEY.test(key)) return false;
      try {
        return (await stat(resolve(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      if (!KEY.test(key)) return;
      await rm(resolve(key), { force: true });
    },
  };
}

function isMissing(error: unknown): boolean {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
  return code === "ENOENT" || code === "ENOTDIR";
}
