import { describe, expect, it } from "vitest";
import { qs, startTestApi } from "./harness.js";

describe("a database failure", () => {
  it("answers 500 with a plain message: no stack, SQL or path, and logs the detail", async () => {
    const api = await startTestApi();
    try {
      // Break the database under the running service: every query now fails.
      await api.db.schema.dropTable("teamMembers").execute();
      const res = await api.get("/ourTeam/all" + qs({ clientId: api.schoolA }));
      expect(res.status).toBe(500);
      expect(Object.keys(res.body)).toEqual(["message"]);
      expect(res.body.message).toMatch(/went wrong/);
      const text = JSON.stringify(res.body);
      expect(text).not.toMatch(/teamMembers|select|sqlite|postgres|\/work\/|\.ts|at /i);
      expect(api.logs.some((entry) => entry.level === "error" && String(entry.error).length > 0)).toBe(true);
    } finally {
      await api.close();
    }
  });
});
