import { describe, expect, it } from "vitest";
import { loginPath, safeRedirect } from "~/utils/redirect";
import { normalizeReference, readReference } from "~/utils/reference";

describe("safeRedirect: only a path of this site (no open redirect)", () => {
  it("keeps a path with its query and hash", () => {
    expect(safeRedirect("/staff/inbox?status=new&q=Asha#list", "/x")).toBe("/staff/inbox?status=new&q=Asha#list");
    expect(safeRedirect("/staff", "/x")).toBe("/staff");
  });

  it.each([
    "https://evil.example",
    "//evil.example/staff",
    "/\\evil.example",
    "\\\\evil.example",
    "/%0d%0aSet-Cookie:x=1".replace("%0d%0a", "\r\n"),
    "javascript:alert(1)",
    "staff",
    "",
    "/login",
    "/login?redirectTo=/staff",
    "/logout",
  ])("refuses %j", (value) => {
    expect(safeRedirect(value, "/fallback")).toBe("/fallback");
  });

  it("refuses what is not a string", () => {
    expect(safeRedirect(null, "/a")).toBe("/a");
    expect(safeRedirect(undefined, "/a")).toBe("/a");
  });

  it("loginPath names the way back only when it is safe", () => {
    expect(loginPath("/staff/inbox?kind=enquiry")).toBe("/login?redirectTo=%2Fstaff%2Finbox%3Fkind%3Denquiry");
    expect(loginPath("https://evil.example")).toBe("/login");
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
