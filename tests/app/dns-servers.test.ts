import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/utils/env.server";
import { parseApiEnv } from "../../api/env.js";
import { parseDnsServers } from "../../shared/dns.js";

// DNS_SERVERS (README "Configuration"): the servers the provider asks for a domain's proof record.
// The site's settings (which start the embedded provider) and the provider's own read it with one
// rule, and a bad value stops the start with the variable's name.

const secrets = { SESSION_SECRET: "dns-test-session-secret-01", HONEYPOT_SECRET: "dns-test-honeypot-secret-01" };

describe("DNS_SERVERS", () => {
  it("takes addresses with optional ports, in order", () => {
    expect(parseDnsServers("127.0.0.1:5353")).toEqual(["127.0.0.1:5353"]);
    expect(parseDnsServers(" 9.9.9.9 , [::1]:53,2620:fe::fe ")).toEqual(["9.9.9.9", "[::1]:53", "2620:fe::fe"]);
  });

  it.each(["", ",", "dns.example.org", "127.0.0.1:0", "127.0.0.1:65536", "256.1.1.1", "127.0.0.1:53:53", "[::1]:x", "1.2.3"])(
    "refuses %j",
    (value) => {
      expect(parseDnsServers(value)).toBeNull();
    },
  );

  it("is read by both settings; unset means the system's resolvers; a bad value names the variable", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "nurture-dns-env-"));
    expect(parseEnv({ DATA_DIR: dir, ...secrets, DNS_SERVERS: "127.0.0.1:5353" }).DNS_SERVERS).toEqual(["127.0.0.1:5353"]);
    expect(parseApiEnv({ NODE_ENV: "test", DNS_SERVERS: "127.0.0.1:5353,[::1]:5353" }).DNS_SERVERS).toEqual(["127.0.0.1:5353", "[::1]:5353"]);
    expect(parseEnv({ DATA_DIR: dir, ...secrets }).DNS_SERVERS).toBeUndefined();
    expect(parseApiEnv({ NODE_ENV: "test" }).DNS_SERVERS).toBeUndefined();
    const message = /DNS_SERVERS: must be IP addresses with optional ports, comma-separated, such as 127\.0\.0\.1:5353/;
    expect(() => parseEnv({ DATA_DIR: dir, ...secrets, DNS_SERVERS: "dns.example.org" })).toThrow(message);
    expect(() => parseApiEnv({ NODE_ENV: "test", DNS_SERVERS: "127.0.0.1:99999" })).toThrow(message);
  });
});
