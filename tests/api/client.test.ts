import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSchools } from "../../api/demo-data.js";
import { qs, startTestApi, type TestApi } from "./harness.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const [demoA, demoB] = demoSchools;

describe("GET /client/getByPublicDomain", () => {
  it.each([
    ["localhost", 0],
    ["127.0.0.1", 0],
    ["LOCALHOST:3000", 0],
    ["rainbow.localhost", 1],
    ["rainbow.localhost:8080", 1],
  ])("maps %s to its school with the full client info", async (publicDomain, index) => {
    const school = demoSchools[index]!;
    const res = await api.get("/client/getByPublicDomain" + qs({ publicDomain }));
    expect(res.status).toBe(200);
    // The languages are stored comma-separated and answered as a list (README "Languages").
    const { languages, ...client } = school.client;
    expect(res.body.data).toMatchObject({
      clientId: index === 0 ? api.schoolA : api.schoolB,
      ...client,
      languages: (languages ?? "en").split(","),
      publicDomain: school.domains[0],
    });
    // SPEC §3 client-info fields are all present.
    for (const field of [
      "clientId",
      "clientName",
      "fullLogoUrl",
      "aboutUs",
      "contactPhone1",
      "contactPhone2",
      "whatsAppNumber1",
      "contactEmail1",
      "contactEmail2",
      "addressLine1",
      "addressLine2",
      "city",
      "state",
      "pinCode",
    ]) {
      expect(res.body.data).toHaveProperty(field);
    }
  });

  it("gives the two demo schools different identities", () => {
    expect(demoA!.client.clientName).not.toBe(demoB!.client.clientName);
    expect(demoA!.client.fullLogoUrl).not.toBe(demoB!.client.fullLogoUrl);
    expect(demoA!.client.contactPhone1).not.toBe(demoB!.client.contactPhone1);
    expect(demoA!.client.brandColor).not.toBe(demoB!.client.brandColor);
  });

  it("answers 404 with a message for an unknown domain", async () => {
    const res = await api.get("/client/getByPublicDomain" + qs({ publicDomain: "unknown.example" }));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: expect.stringMatching(/domain/i) });
  });

  it.each([[{}], [{ publicDomain: "" }], [{ publicDomain: "evil.example/<script>" }], [{ publicDomain: "a b" }]])(
    "answers 400 naming publicDomain for %o",
    async (params) => {
      const res = await api.get("/client/getByPublicDomain" + qs(params));
      expect(res.status).toBe(400);
      expect(res.body.field).toBe("publicDomain");
    },
  );
});

describe("errors", () => {
  it("answers unknown paths with a JSON 404", async () => {
    const res = await api.get("/nope");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Not found" });
  });

  it("answers malformed JSON with a 400, not a stack", async () => {
    const res = await api.post("/contact/new", { headers: { "content-type": "application/json" }, body: "{bad" });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/at |SyntaxError|node_modules/);
  });

  it("marks answers as not cacheable", async () => {
    const res = await api.get("/client/getByPublicDomain" + qs({ publicDomain: "localhost" }));
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });
});
