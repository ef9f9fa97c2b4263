import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { hashedName, hashedStaticUrl, hashStaticFiles, mediaUrl } from "~/utils/static-assets.server";

// README "Caching": the demo pictures and the logo are drawn under a name that changes with their
// content, served for a year; a changed file must get a new URL.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function publicDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "nurture-static-"));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe("content-hashed static URLs", () => {
  it("gives a changed file a new hash and an unchanged one the same", () => {
    const dir = publicDir({ "demo/school/logo.svg": "<svg>one</svg>", "demo/school/slide.svg": "<svg>slide</svg>" });
    const before = hashStaticFiles(dir);
    writeFileSync(path.join(dir, "demo/school/logo.svg"), "<svg>two</svg>");
    const after = hashStaticFiles(dir);
    expect(before.get("/demo/school/logo.svg")).toMatch(/^[0-9a-f]{12}$/);
    expect(after.get("/demo/school/logo.svg")).not.toBe(before.get("/demo/school/logo.svg"));
    expect(after.get("/demo/school/slide.svg")).toBe(before.get("/demo/school/slide.svg"));
  });

  it("names the same bytes the same wherever they are, and leaves Remix's build/ alone", () => {
    const dir = publicDir({ "favicon.svg": "<svg/>", "demo/copy.svg": "<svg/>", "build/entry-ABC.js": "x" });
    const hashes = hashStaticFiles(dir);
    expect([...hashes.keys()].sort()).toEqual(["/demo/copy.svg", "/favicon.svg"]);
    expect(hashes.get("/demo/copy.svg")).toBe(hashes.get("/favicon.svg"));
  });

  it("puts the hash before the extension", () => {
    expect(hashedName("/demo/sunshine/logo.svg", "0123456789ab")).toBe("/demo/sunshine/logo.0123456789ab.svg");
    expect(hashedName("/demo/v1.0/readme", "0123456789ab")).toBe("/demo/v1.0/readme.0123456789ab");
  });

  it("maps the real public/ files, and leaves uploads, unknown paths and other sites' URLs as they are", () => {
    expect(hashedStaticUrl("/demo/sunshine/logo.svg")).toMatch(/^\/demo\/sunshine\/logo\.[0-9a-f]{12}\.svg$/);
    expect(hashedStaticUrl("/favicon.svg")).toMatch(/^\/favicon\.[0-9a-f]{12}\.svg$/);
    const upload = "/uploads/0123456789abcdef0123456789abcdef/640.webp";
    expect(hashedStaticUrl(upload)).toBe(upload);
    expect(hashedStaticUrl("/demo/missing.svg")).toBe("/demo/missing.svg");
    expect(hashedStaticUrl("https://cdn.example.org/demo/sunshine/logo.svg")).toBe("https://cdn.example.org/demo/sunshine/logo.svg");
    // The fallback is hashed too; an unsafe URL never gets through.
    expect(mediaUrl("", "/demo/default-slide.svg")).toMatch(/^\/demo\/default-slide\.[0-9a-f]{12}\.svg$/);
    expect(mediaUrl("javascript:alert(1)", "")).toBe("");
  });
});
