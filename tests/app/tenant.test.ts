import { beforeEach, describe, expect, it, vi } from "vitest";
import type { getTenant as GetTenant } from "~/services/tenant.server";
import { tenantHostname } from "~/utils/host";
import { fakeSchool, sendJson, useFakeApi } from "./fake-api";

const SCHOOLS: Record<string, ReturnType<typeof fakeSchool>> = {
  "sunshine.localhost": fakeSchool(1, "Sunshine Kids", "sunshine.localhost"),
  "rainbow.localhost": fakeSchool(2, "Rainbow Play School", "rainbow.localhost"),
  // A second hostname of the same school: the answer names the primary domain.
  "127.0.0.1": fakeSchool(1, "Sunshine Kids", "sunshine.localhost"),
};

const api = useFakeApi((req, res) => {
  if (req.path !== "/client/getByPublicDomain") return sendJson(res, 404, { message: "No such path" });
  const domain = req.query.get("publicDomain") ?? "";
  if (domain === "hang.localhost") return; // never answers
  if (domain === "broken.localhost") return sendJson(res, 500, { message: "Database unavailable" });
  if (domain === "garbage.localhost") return sendJson(res, 200, { data: { clientName: 42 } });
  const found = SCHOOLS[domain];
  if (!found) return sendJson(res, 404, { message: "Unknown domain" });
  sendJson(res, 200, { data: found });
});

// Each test starts with an empty tenant cache: a fresh copy of the module.
let getTenant: typeof GetTenant;
beforeEach(async () => {
  vi.resetModules();
  ({ getTenant } = await import("~/services/tenant.server"));
});

const request = (url: string, headers?: Record<string, string>) => new Request(url, { headers });

describe("tenant from the hostname", () => {
  it("looks the school up by the hostname, without the port", async () => {
    const tenant = await getTenant(request("http://sunshine.localhost:3000/about"));
    expect(tenant.status).toBe("found");
    expect(tenant.status === "found" && tenant.client.clientName).toBe("Sunshine Kids");
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0].query.get("publicDomain")).toBe("sunshine.localhost");
  });

  it("caches per hostname: a second request does not call the API", async () => {
    await getTenant(request("http://sunshine.localhost/"));
    await getTenant(request("http://SUNSHINE.localhost/gallery/photos"));
    expect(api.requests).toHaveLength(1);
  });

  it("never answers school B's host with school A, even right after A was cached", async () => {
    const a = await getTenant(request("http://sunshine.localhost/"));
    const b = await getTenant(request("http://rainbow.localhost/"));
    expect(a.status === "found" && a.client.clientName).toBe("Sunshine Kids");
    expect(b.status === "found" && b.client.clientName).toBe("Rainbow Play School");
    expect(b.status === "found" && b.client.clientId).toBe(2);
  });

  it("uses the URL's hostname only; an X-Forwarded-Host header is not read here", async () => {
    // server.ts decides (via trust proxy) whether X-Forwarded-Host reaches request.url.
    const tenant = await getTenant(request("http://sunshine.localhost/", { "X-Forwarded-Host": "rainbow.localhost" }));
    expect(tenant.status === "found" && tenant.client.clientName).toBe("Sunshine Kids");
    expect(api.requests.map((r) => r.query.get("publicDomain"))).toEqual(["sunshine.localhost"]);
  });

  it("an unknown host is 'unknown' and negative-cached (one API call for repeated requests)", async () => {
    for (let i = 0; i < 5; i += 1) {
      const tenant = await getTenant(request("http://nobody.localhost/"));
      expect(tenant.status).toBe("unknown");
    }
    expect(api.requests).toHaveLength(1);
  });

  it("a provider error is 'failed' with the server's message, and negative-cached", async () => {
    const first = await getTenant(request("http://broken.localhost/"));
    expect(first).toEqual({ status: "failed", host: "broken.localhost", message: "Database unavailable" });
    await getTenant(request("http://broken.localhost/"));
    expect(api.requests).toHaveLength(1);
  });

  it("an unexpected body is 'failed' with the generic message", async () => {
    const tenant = await getTenant(request("http://garbage.localhost/"));
    expect(tenant.status).toBe("failed");
    expect(tenant.status === "failed" && tenant.message).toBe("Something went wrong. Please try again later.");
  });

  it("a hanging API fails after API_TIMEOUT_MS instead of hanging the page", async () => {
    const started = performance.now();
    const tenant = await getTenant(request("http://hang.localhost/"));
    const elapsed = performance.now() - started;
    expect(tenant.status).toBe("failed");
    // It gave up at the timeout: not before, and not many seconds later (no hang).
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(1500 + 1500);
  });

  it("a loader deadline shorter than the call timeout wins", async () => {
    const started = performance.now();
    const tenant = await getTenant(request("http://hang.localhost/"), { signal: AbortSignal.timeout(100) });
    expect(tenant.status).toBe("failed");
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("a school's second hostname is cached under that hostname", async () => {
    const tenant = await getTenant(request("http://127.0.0.1:3000/"));
    expect(tenant).toMatchObject({ status: "found", host: "127.0.0.1", client: { clientId: 1, publicDomain: "sunshine.localhost" } });
    expect(api.requests[0].query.get("publicDomain")).toBe("127.0.0.1");
  });

  it("does not call the API for hostnames that cannot be a domain", () => {
    expect(tenantHostname(request("http://[::1]:3000/"))).toBe("[::1]");
    expect(tenantHostname(request("http://xn--bcher-kva.example/"))).toBe("xn--bcher-kva.example");
    expect(tenantHostname(request(`http://${"a".repeat(64)}.example/`))).toBeNull();
    expect(tenantHostname(request("http://a_b.example/"))).toBeNull();
  });

  it("an implausible hostname is 'unknown' without an API call", async () => {
    const tenant = await getTenant(request(`http://${"a".repeat(64)}.example/`));
    expect(tenant.status).toBe("unknown");
    expect(api.requests).toHaveLength(0);
  });
});

describe("a school's profile or domains changed (staff console)", () => {
  it("drops the hostnames that named that school and the ones named in the change, not another school's", async () => {
    const { announceSchoolContentChange } = await import("~/utils/content-change.server");
    await getTenant(request("http://sunshine.localhost/"));
    await getTenant(request("http://127.0.0.1/"));
    await getTenant(request("http://rainbow.localhost/"));
    await getTenant(request("http://new.localhost/")); // unknown, cached as such
    expect(api.requests).toHaveLength(4);
    // Sunshine's details changed and new.localhost was added to it.
    announceSchoolContentChange(1, ["new.localhost"]);
    api.requests.length = 0;
    await getTenant(request("http://sunshine.localhost/"));
    await getTenant(request("http://127.0.0.1/"));
    await getTenant(request("http://new.localhost/"));
    await getTenant(request("http://rainbow.localhost/"));
    expect(api.requests.map((call) => call.query.get("publicDomain"))).toEqual(["sunshine.localhost", "127.0.0.1", "new.localhost"]);
  });
});
