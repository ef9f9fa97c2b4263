import { describe, expect, it } from "vitest";
import { commitSession, getSession, getToken } from "~/utils/session.server";
import { readToast, redirectWithSuccess } from "~/utils/toast.server";

// DESIGN.md "Style": cookies HttpOnly, SameSite=Lax, Secure in production, signed. The test
// process runs with NODE_ENV=test, so Secure is absent here and checked over HTTP in e2e.

function cookiePair(setCookie: string | null): string {
  expect(setCookie).toBeTruthy();
  return String(setCookie).split(";")[0]!;
}

describe("session cookie", () => {
  it("is HttpOnly, SameSite=Lax, path /, and carries the token back", async () => {
    const session = await getSession(new Request("http://localhost/"));
    session.set("token", "token-abc-123");
    const header = await commitSession(session);
    expect(header).toMatch(/^__session=/);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Path=/");
    expect(header).not.toContain("token-abc-123");
    const request = new Request("http://localhost/", { headers: { Cookie: cookiePair(header) } });
    expect(await getToken(request)).toBe("token-abc-123");
  });

  it("reads a tampered cookie as signed out", async () => {
    const session = await getSession(new Request("http://localhost/"));
    session.set("token", "token-abc-123");
    const [name, value] = cookiePair(await commitSession(session)).split("=");
    const tampered = `${name}=${value!.slice(0, -3)}abc`;
    expect(await getToken(new Request("http://localhost/", { headers: { Cookie: tampered } }))).toBeUndefined();
  });
});

describe("toast cookie", () => {
  it("is HttpOnly and SameSite=Lax, and its message shows on the next request", async () => {
    const response = await redirectWithSuccess("/", "Saved");
    const header = response.headers.get("Set-Cookie");
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    const { toast } = await readToast(new Request("http://localhost/", { headers: { Cookie: cookiePair(header) } }));
    expect(toast).toMatchObject({ type: "success", message: "Saved" });
  });

  it("ignores a forged toast cookie", async () => {
    const forged = `__toast=${Buffer.from(JSON.stringify({ toast: { message: "Forged!", type: "error" } })).toString("base64")}`;
    const { toast } = await readToast(new Request("http://localhost/", { headers: { Cookie: forged } }));
    expect(toast).toBeUndefined();
  });
});
