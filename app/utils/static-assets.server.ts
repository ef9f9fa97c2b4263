import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { safeMediaUrl } from "./url";

// The demo schools' pictures and the logo under a name that changes with their content (README
// "Caching"): `/demo/sunshine/logo.svg` is drawn as `/demo/sunshine/logo.<hash>.svg`, which
// server.ts serves for a year as immutable. The plain URL still answers, with a short cache, for
// rows and bookmarks that name it. The hashes are taken from the files when the server starts
// (the first page that asks), so a changed file gets a new URL on the next deploy, with no build
// step to forget; staff's uploads are already named by their hash and are left alone.

const PUBLIC_DIR = "public";
/**
 * /build/ is the URL prefix of Remix's own hashed bundles (build/client/build, served by server.ts):
 * a public/build left by an older build is not named here. Everything else under public/ is.
 */
const SKIPPED = new Set(["build"]);
const HASH_LENGTH = 12;
const HASHED_NAME = new RegExp(`^(/.+)\\.([0-9a-f]{${HASH_LENGTH}})(\\.[A-Za-z0-9]+)$`);

/** The first hex digits of the content's SHA-256: the same bytes, the same name, on every instance. */
function contentHash(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, HASH_LENGTH);
}

/** Every file under `dir` (but the skipped top-level folders) as its site path → its content hash. */
export function hashStaticFiles(dir: string): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, file).split(path.sep);
    if (SKIPPED.has(relative[0]!)) continue;
    hashes.set(`/${relative.join("/")}`, contentHash(readFileSync(file)));
  }
  return hashes;
}

/** `/a/b.svg` with hash `h` → `/a/b.h.svg`. */
export function hashedName(url: string, hash: string): string {
  const dot = url.lastIndexOf(".");
  return dot > url.lastIndexOf("/") ? `${url.slice(0, dot)}.${hash}${url.slice(dot)}` : `${url}.${hash}`;
}

let publicHashes: Map<string, string> | undefined;
function hashesOfPublic(): Map<string, string> {
  publicHashes ??= hashStaticFiles(path.resolve(PUBLIC_DIR));
  return publicHashes;
}

/** A site path of a file under public/ → its hashed URL; any other URL (an upload, a link) as it is. */
export function hashedStaticUrl(url: string): string {
  const hash = url.startsWith("/") ? hashesOfPublic().get(url) : undefined;
  return hash ? hashedName(url, hash) : url;
}

/** `safeMediaUrl` for a loader: the provider's (or the fallback's) plain public path is drawn hashed. */
export function mediaUrl(url: string | null | undefined, fallback: string): string {
  return hashedStaticUrl(safeMediaUrl(url, fallback));
}

/**
 * Express middleware for the hashed URLs: the current hash gets a year and `immutable`; an older
 * one (a page rendered before a deploy changed the file) gets today's file with the plain URL's
 * short cache rather than a 404. Anything else goes on to express.static and the pages.
 */
export function serveHashedStatic(shortMaxAge: string) {
  const root = path.resolve(PUBLIC_DIR);
  hashesOfPublic(); // at boot: the first visitor does not wait for the hashing, a missing public/ stops the start
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const match = HASHED_NAME.exec(req.path);
    if (!match) return next();
    const [, stem, hash, extension] = match;
    const plain = `${stem}${extension}`;
    const current = hashesOfPublic().get(plain);
    if (!current) return next();
    const options = current === hash ? { maxAge: "1y", immutable: true } : { maxAge: shortMaxAge };
    res.sendFile(path.join(root, plain), options, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
