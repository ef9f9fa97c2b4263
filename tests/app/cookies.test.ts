import { describe, expect, it } from "vitest";
import { getToken, redirectSignedIn } from "~/utils/session.server";
import { readToast, redirectWithSuccess } from "~/utils/toast.server";

// DESIGN.md "Style": cookies HttpOnly, SameSite=Lax, Secure in production, signed. The test
// process runs with NODE_ENV=test, so Secure is absent here and checked over HTTP in e2e.

function cookiePair(setCookie: string | null): string {
  expect(setCookie).toBeTruthy();
  return String(setCookie).split(";")[0]!;
}

/** The session cookie that signing in sets. */
async function signIn(token: string): Promise<string | null> {
  const response = await redirectSignedIn(new Request("http://localhost/"), { token, user: { name: "Asha", email: "asha@example.com" } }, "Welcome");
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith("__session=")) ?? null;
}

describe("session cookie", () => {
  it("is HttpOnly, SameSite=Lax, path /, and carries the token back", async () => {
    const header = await signIn("token-abc-123");
    expect(header).toMatch(/^__session=/);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Path=/");
    expect(header).not.toContain("token-abc-123");
    const request = new Request("http://localhost/", { headers: { Cookie: cookiePair(header) } });
    expect(await getToken(request)).toBe("token-abc-123");
  });

  it("reads a tampered cookie as signed out", async () => {
    const [name, value] = cookiePair(await signIn("token-abc-123")).split("=");
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
