import { beforeAll, describe, expect, it } from "vitest";
import { getToken } from "~/utils/session.server";
import { readToast } from "~/utils/toast.server";

// cookies.test.ts covers the cookie flags and the round trips; these cover forgeries.

beforeAll(() => {
  process.env.LOG_LEVEL = "silent";
});

const withCookie = (cookie: string) => new Request("http://sunshine.localhost/", { headers: { Cookie: cookie } });

describe("forged cookies", () => {
  it("a session cookie that is not ours reads as signed out", async () => {
    const forged = Buffer.from(JSON.stringify({ token: "someone-else" })).toString("base64");
    expect(await getToken(withCookie(`__session=${encodeURIComponent(`${forged}.bm90LWEtc2lnbmF0dXJl`)}`))).toBeUndefined();
    expect(await getToken(withCookie("__session=garbage"))).toBeUndefined();
    expect(await getToken(new Request("http://sunshine.localhost/"))).toBeUndefined();
  });

  it("ignores a toast cookie in remix-toast's own unsigned format (its sign() only appends '.')", async () => {
    // What remix-toast 1.2.2's default storage would accept: base64 JSON of the flash key plus ".".
    const flash = { __flash_flash__: { toast: { type: "error", message: "Call this number now" } } };
    const forged = `${Buffer.from(JSON.stringify(flash)).toString("base64")}.`;
    const { toast } = await readToast(withCookie(`__toast=${encodeURIComponent(forged)}`));
    expect(toast).toBeUndefined();
  });
});
