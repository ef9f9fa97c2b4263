import { randomBytes } from "node:crypto";
import { Resolver } from "node:dns/promises";
import type { Db } from "./db.js";

// How a school proves that a domain its owner added is its own (README "Staff console"): the TXT
// record `_nurture.<domain>` holds the value shown in the console. Until then the domain is
// pending and the site does not answer there as the school, so an owner cannot take another
// school's name, or a look-alike of it, by typing it in.

/** A new domain's token: unguessable, so a record made for one school never proves another's. */
export const newVerifyToken = () => randomBytes(16).toString("hex");

/** The record an owner publishes: name, type and value. */
export function proofRecord(domain: string, token: string) {
  return { name: `_nurture.${domain}`, type: "TXT", value: `nurture-verify=${token}` };
}

/** The school that has proven the domain, if one has: the first proof wins, and it is unique (api/migrations.ts). */
export const provenBy = (db: Db, domain: string) =>
  db
    .selectFrom("clientDomains")
    .select("clientId")
    .where("domain", "=", domain)
    .where("verifiedAt", "is not", null)
    .executeTakeFirst();

/** A pending domain becomes the school's (its record was found, or the operator vouched for it). */
export const markProven = (db: Db, id: number) =>
  db
    .updateTable("clientDomains")
    .set({ verifiedAt: new Date().toISOString() })
    .where("id", "=", id)
    .where("verifiedAt", "is", null)
    .execute();

/** One check's outcome: found (proven), or not, with the values that were there or why none could be read. */
export type ProofCheck = { proven: true } | { proven: false; found: string[]; failure?: string };

/** Under the site's own deadline for a provider call (API_TIMEOUT_MS, 3 s by default). */
const CHECK_DEADLINE_MS = 2000;

/** DNS answers meaning "no such record" rather than "could not ask". */
const ABSENT = new Set(["ENOTFOUND", "ENODATA"]);

/** An address node:dns refuses stops the provider's start, rather than failing every check later. */
export function assertDnsServers(servers: readonly string[] | undefined): void {
  if (servers?.length) new Resolver().setServers(servers);
}

/**
 * Asks DNS for the domain's proof record. `servers` (DNS_SERVERS, README "Configuration") replaces
 * the system's resolvers, as tests do with a local server; a resolver of its own per check, so that
 * its deadline cancels only its own query.
 */
export async function checkProof(domain: string, token: string, servers: readonly string[] | undefined): Promise<ProofCheck> {
  const { name, value } = proofRecord(domain, token);
  const resolver = new Resolver({ timeout: 800, tries: 2 });
  if (servers?.length) resolver.setServers(servers);
  const deadline = setTimeout(() => resolver.cancel(), CHECK_DEADLINE_MS);
  try {
    // A TXT record may arrive in several strings of up to 255 characters: one value is their join.
    const records = (await resolver.resolveTxt(name)).map((parts) => parts.join(""));
    if (records.some((record) => record.trim() === value)) return { proven: true };
    return { proven: false, found: records };
  } catch (error) {
    const code = error instanceof Error && "code" in error ? String(error.code) : "";
    if (ABSENT.has(code)) return { proven: false, found: [] };
    return { proven: false, found: [], failure: code || "an error" };
  } finally {
    clearTimeout(deadline);
  }
}
