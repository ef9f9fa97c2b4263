/**
 * DNS_SERVERS (README "Configuration"): the DNS servers the provider asks for a domain's proof
 * record, instead of the system's. A comma-separated list of addresses, each with an optional
 * port — `127.0.0.1:5353`, `[::1]:5353`, `9.9.9.9` — the forms node:dns's `setServers` takes.
 * Read by the provider's settings (api/env.ts) and by the server that embeds it
 * (app/utils/env.server.ts), so both refuse the same bad value at start.
 */

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** Hex groups and colons, perhaps ending in an IPv4 address; node:dns has the last word at start (api/domainProof.ts). */
function isIpv6(value: string): boolean {
  const tail = value.slice(value.lastIndexOf(":") + 1);
  const head = tail.includes(".") ? value.slice(0, value.length - tail.length) : value;
  return (tail.includes(".") ? IPV4.test(tail) : true) && /^[0-9a-f:]+$/i.test(head) && head.split(":").length > 2;
}
const PORT = /^([1-9]\d{0,3}|[1-5]\d{4}|6[0-4]\d{3}|65[0-4]\d\d|655[0-2]\d|6553[0-5])$/;

function isServer(entry: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed) return isIpv6(bracketed[1] ?? "") && (bracketed[2] === undefined || PORT.test(bracketed[2]));
  if (isIpv6(entry)) return true;
  const [host = "", port, ...rest] = entry.split(":");
  return rest.length === 0 && IPV4.test(host) && (port === undefined || PORT.test(port));
}

export const DNS_SERVERS_MESSAGE = "must be IP addresses with optional ports, comma-separated, such as 127.0.0.1:5353";

/** The servers in the order given, or null when an entry is not an address (or none is given). */
export function parseDnsServers(value: string): string[] | null {
  const servers = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return servers.length > 0 && servers.every(isServer) ? servers : null;
}
