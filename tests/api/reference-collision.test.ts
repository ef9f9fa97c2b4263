import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { reserveReference } from "../../api/references.js";
import { startTestApi, type TestApi } from "./harness.js";

// A reference drawn twice in one school is drawn again, across enrollments and enquiries alike.
// The five random bytes of a reference are scripted here; every other use of randomBytes (salts,
// tokens) stays random.
const scripted: Buffer[] = [];
vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof import("node:crypto")>();
  const randomBytes = (size: number) =>
    size === 5 && scripted.length > 0 ? (scripted.shift() ?? crypto.randomBytes(size)) : crypto.randomBytes(size);
  return { ...crypto, default: { ...crypto, randomBytes }, randomBytes };
});

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe("reserveReference", () => {
  it("draws again on a collision within the school, not across schools", async () => {
    const same = Buffer.from([0, 1, 2, 3, 4]); // "23456"
    const other = Buffer.from([5, 6, 7, 8, 9]); // "789AB"
    scripted.push(same, same, other, same);
    const first = await reserveReference(api.db, api.schoolA, "Sunshine");
    const second = await reserveReference(api.db, api.schoolA, "Sunshine");
    const elsewhere = await reserveReference(api.db, api.schoolB, "Sunnyside");
    expect(first).toBe("SUN-23456");
    expect(second).toBe("SUN-789AB");
    // Same letters in another school are another school's business.
    expect(elsewhere).toBe("SUN-23456");
    expect(scripted).toEqual([]);
  });

  it("gives up after twenty collisions instead of looping for ever", async () => {
    const same = Buffer.from([10, 10, 10, 10, 10]);
    scripted.push(same);
    expect(await reserveReference(api.db, api.schoolA, "Sunshine")).toBe("SUN-CCCCC");
    scripted.push(...Array.from({ length: 20 }, () => same));
    await expect(reserveReference(api.db, api.schoolA, "Sunshine")).rejects.toThrow(/No free reference/);
    expect(scripted).toEqual([]);
  });
});
