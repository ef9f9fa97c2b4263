import { describe, expect, it } from "vitest";
import { loginPath, safeRedirect } from "~/utils/redirect";
import { normalizeReference, readReference } from "~/utils/reference";

// What a browser makes of a redirect: the answer resolved against the page it was sent from.
const SITE = "http://site.test";
const followed = (path: string) => new URL(path, `${SITE}/login?redirectTo=x`);

// Hostile values as the function receives them (a query parameter already decoded once).
const HOSTILE = [
  "https://evil.example",
  "http://evil.example/staff",
  "HTTPS://evil.example",
  "//evil.example/staff",
  "///evil.example",
  "////evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/.//evil.example/phish",
  "/./../..//evil.example",
  "/a/..//evil.example",
  "/a/b/../..//evil.example/x?y=1",
  "/%2e//evil.example",
  "/%2E%2E//evil.example",
  "/a/%2e%2e//evil.example",
  "/.\\/evil.example",
  "/a/..\\/evil.example",
  "/a/..\\\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/\u0000/evil.example",
  "/\u001f/evil.example",
  "/\u007f/evil.example",
  " //evil.example",
  "\t//evil.example",
  "/ /evil.example",
  "/%0d%0aSet-Cookie:x=1".replace("%0d%0a", "\r\n"),
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "//user@evil.example",
  "//site.test@evil.example",
  "//evil.example:443",
  "//localhost:4444/staff",
  "http://site.test:8080/staff",
  "https:evil.example",
  "http:/evil.example",
  "staff",
  "evil.example",
  "",
  "?redirectTo=//evil.example",
  "#//evil.example",
  "/login",
  "/login?redirectTo=/staff",
  "/LOGIN",
  "/./login",
  "/logout",
  "/staff/../login",
  // The sign-in pages in another language (README "Languages").
  "/hi/login",
  "/hi/login?redirectTo=/hi/account",
  "/hi/logout",
  `/${"a".repeat(2001)}`,
];

describe("safeRedirect: only a path of this site (no open redirect)", () => {
  it("keeps a path with its query and hash", () => {
    expect(safeRedirect("/staff/inbox?status=new&q=Asha#list", "/x")).toBe("/staff/inbox?status=new&q=Asha#list");
    expect(safeRedirect("/staff", "/x")).toBe("/staff");
    expect(safeRedirect("/hi/account", "/x")).toBe("/hi/account");
  });

  it("answers the normalised path when it is still this site's", () => {
    expect(safeRedirect("/staff/./inbox/../testimonials", "/x")).toBe("/staff/testimonials");
    expect(safeRedirect("/a/../staff", "/x")).toBe("/staff");
    // Encoded slashes and back slashes stay encoded: the browser asks this site for that path.
    expect(safeRedirect("/%2F%2Fevil.example", "/x")).toBe("/%2F%2Fevil.example");
    expect(safeRedirect("/%5Cevil.example", "/x")).toBe("/%5Cevil.example");
    expect(safeRedirect("/%5C%5Cevil.example", "/x")).toBe("/%5C%5Cevil.example");
    expect(safeRedirect("/staff?next=//evil.example", "/x")).toBe("/staff?next=//evil.example");
    // A path that only looks like userinfo is a path of this site.
    expect(safeRedirect("/@evil.example", "/x")).toBe("/@evil.example");
  });

  it("has a corpus of at least 40 hostile values", () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(40);
  });

  it.each(HOSTILE)("refuses %j", (value) => {
    expect(safeRedirect(value, "/fallback")).toBe("/fallback");
  });

  it.each([
    ...HOSTILE,
    "/%2F%2Fevil.example",
    "/%5Cevil.example",
    "/%2F/evil.example",
    "/%09/evil.example",
    "/.%2F%2Fevil.example",
    "/@evil.example",
  ])("never leaves the site's origin for %j", (value) => {
    for (const fallback of ["/", "/account", ""]) {
      const result = safeRedirect(value, fallback);
      expect(result.startsWith("//") || result.startsWith("/\\")).toBe(false);
      expect(followed(result).origin).toBe(SITE);
      expect(new URL(result, SITE).origin).toBe(SITE);
    }
  });

  it("refuses what is not a string", () => {
    expect(safeRedirect(null, "/a")).toBe("/a");
    expect(safeRedirect(undefined, "/a")).toBe("/a");
    expect(safeRedirect(["/staff"], "/a")).toBe("/a");
  });

  it("loginPath names the way back only when it is safe", () => {
    expect(loginPath("/staff/inbox?kind=enquiry")).toBe("/login?redirectTo=%2Fstaff%2Finbox%3Fkind%3Denquiry");
    expect(loginPath("https://evil.example")).toBe("/login");
    expect(loginPath("/.//evil.example/phish")).toBe("/login");
  });
});

describe("references", () => {
  it("reads a reference as a parent may type it", () => {
    expect(normalizeReference(" sun 7k3q9 ")).toBe("SUN-7K3Q9");
    expect(normalizeReference("sun-7k3q9")).toBe("SUN-7K3Q9");
  });

  it("shows only a well-formed reference from a URL", () => {
    expect(readReference("SUN-7K3Q9")).toBe("SUN-7K3Q9");
    expect(readReference("SUN-7K3Q0")).toBeNull();
    expect(readReference("<b>")).toBeNull();
    expect(readReference(null)).toBeNull();
  });
});
