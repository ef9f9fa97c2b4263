import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { z } from "zod";
import { hashPassword } from "./auth.js";
import { announceToInstances } from "./broadcast.js";
import { normalizeDomain } from "./clients.js";
import type { ContentChange } from "./events.js";
import type { Db } from "./db.js";
import { NEW_SCHOOL_CONTENT } from "../shared/school-content.js";
import { markProven, provenBy } from "./domainProof.js";
import { email, text } from "./fields.js";
import { claimPath, primaryDomain, siteOrigin } from "./links.js";
import { insertSchoolContent } from "./school-content.js";
import { issueSignInLink } from "./signInLinks.js";

// The operator's `school` command (README "Schools from the command line"): create a school with
// its first owner, add domains, approve one an owner added, list, disable and enable, and make a
// new one-time sign-in link. The operator is trusted: a domain added here is the school's at once.
// scripts/school.ts opens the database from DATABASE_URL (as the server does) and runs this.

const USAGE = `Usage: npm run school -- <command> [options]

  create      --name NAME --domain DOMAIN --owner-email EMAIL [--owner-name NAME]
              [--contact-email EMAIL] [--base-url URL]
              Creates the school and its owner; prints a one-time sign-in link (24 hours).
  add-domain  --school ID|DOMAIN --domain DOMAIN [--primary]
  approve-domain --school ID|DOMAIN --domain DOMAIN
              A domain the school's owner added and that waits for its DNS record:
              the site answers there from now on.
  list        [--json]    Each school's domains, and those pending their proof.
  disable     --school ID|DOMAIN     The site shows no school there; sign-ins stop.
  enable      --school ID|DOMAIN
  link        --school ID|DOMAIN --email EMAIL [--base-url URL]
              A new one-time sign-in link for an account of the school: owner, staff or
              parent (replaces older ones).

--base-url sets the link's origin (e.g. http://localhost:3000); by default it is the school's
primary domain over https (http for localhost).`;

/** A problem the operator can fix: printed without a stack, exit code 1. */
class SchoolError extends Error {}

function check<T extends z.ZodTypeAny>(schema: T, value: unknown, option: string): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new SchoolError(`--${option}: ${result.error.issues[0]?.message ?? "invalid"}`);
}

function domainOption(value: string | undefined, option = "domain"): string {
  if (!value) throw new SchoolError(`--${option} is required`);
  const domain = normalizeDomain(value);
  if (!domain) throw new SchoolError(`--${option}: "${value}" is not a host name`);
  return domain;
}

const baseUrlOption = (value: string | undefined) =>
  value === undefined
    ? undefined
    : check(z.string().url("must be a URL such as https://school.example.in"), value, "base-url").replace(/\/+$/, "");

/** A domain is taken once a school has it proven; one merely pending elsewhere does not block it. */
async function assertDomainFree(db: Db, domain: string) {
  const taken = await provenBy(db, domain);
  if (taken) throw new SchoolError(`--domain: ${domain} already belongs to school ${taken.clientId}`);
}

/** `--school` as a school's id or any of its proven domains (a disabled school's too). */
async function findSchool(db: Db, value: string | undefined) {
  if (!value) throw new SchoolError("--school is required (the school's id or one of its domains)");
  const byDomain = await db
    .selectFrom("clientDomains")
    .select("clientId")
    .where("domain", "=", normalizeDomain(value) ?? "")
    .where("verifiedAt", "is not", null)
    .executeTakeFirst();
  const id = /^[1-9]\d{0,8}$/.test(value) ? Number(value) : byDomain?.clientId;
  const row = await db
    .selectFrom("clients")
    .select(["id", "clientName"])
    .where("id", "=", id ?? 0)
    .executeTakeFirst();
  if (!row) throw new SchoolError(`--school: no school is ${value}`);
  return row;
}

async function linkUrl(db: Db, clientId: number, token: string, baseUrl: string | undefined) {
  const domain = await primaryDomain(db, clientId);
  const origin = baseUrl ?? (domain ? siteOrigin(domain) : "");
  return `${origin}${claimPath(token)}`;
}

/** Creates a school, its primary domain and its owner (who sets a password with the link). */
async function createSchool(
  db: Db,
  input: { name: string; domain: string; ownerEmail: string; ownerName?: string; contactEmail?: string },
) {
  const name = check(text("School name", { max: 200, required: "School name is required" }), input.name, "name");
  const domain = domainOption(input.domain);
  const ownerEmail = check(email("Owner e-mail is required"), input.ownerEmail, "owner-email");
  const ownerName = check(text("Owner name", { max: 200 }), input.ownerName, "owner-name") || "Owner";
  const contactEmail =
    input.contactEmail === undefined ? "" : check(email("Contact e-mail is required"), input.contactEmail, "contact-email");
  await assertDomainFree(db, domain);
  const taken = await db.selectFrom("users").select("clientId").where("email", "=", ownerEmail).executeTakeFirst();
  if (taken) throw new SchoolError(`--owner-email: ${ownerEmail} already has an account (school ${taken.clientId})`);
  // Nobody knows this password: the owner sets one with the link.
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const client = await trx
      .insertInto("clients")
      .values({
        clientName: name,
        contactEmail1: contactEmail,
        // The rest the owner fills in later; blank fields show the site's fallback texts (SPEC §1).
        fullLogoUrl: "",
        aboutUs: "",
        contactPhone1: "",
        contactPhone2: "",
        whatsAppNumber1: "",
        contactEmail2: "",
        addressLine1: "",
        addressLine2: "",
        city: "",
        state: "",
        pinCode: "",
        // The migration's default colours (api/migrations.ts).
        brandColor: "#1d4ed8",
        accentColor: "#dbeafe",
        createdAt: now,
        updatedAt: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.insertInto("clientDomains").values({ clientId: client.id, domain, isPrimary: 1, verifiedAt: now }).execute();
    // SPEC's texts without the demo's fees, payment methods or any promise of a payment, and no
    // social links: a new school never publishes prices that are not its own (README "Staff console").
    await insertSchoolContent(trx, client.id, NEW_SCHOOL_CONTENT);
    const owner = await trx
      .insertInto("users")
      .values({
        clientId: client.id,
        name: ownerName,
        mobile: "",
        email: ownerEmail,
        passwordHash,
        role: "owner",
        notifyByEmail: 1,
        createdAt: now,
      })
      .returning(["id", "email"])
      .executeTakeFirstOrThrow();
    const link = await issueSignInLink(trx, owner.id, client.id);
    return { clientId: client.id, name, domain, owner, link };
  });
}

/** The school's row of the domain, proven or pending. */
const schoolDomain = (db: Db, clientId: number, domain: string) =>
  db
    .selectFrom("clientDomains")
    .select(["id", "verifiedAt"])
    .where("clientId", "=", clientId)
    .where("domain", "=", domain)
    .executeTakeFirst();

/** Trusted: proven at once. One the school's owner added and that waits for its proof is approved. */
async function addDomain(db: Db, school: string | undefined, value: string | undefined, primary: boolean) {
  const client = await findSchool(db, school);
  const domain = domainOption(value);
  // Proven here or elsewhere: refused; so a row of this school's is a pending one.
  await assertDomainFree(db, domain);
  const pending = await schoolDomain(db, client.id, domain);
  await db.transaction().execute(async (trx) => {
    if (primary) await trx.updateTable("clientDomains").set({ isPrimary: 0 }).where("clientId", "=", client.id).execute();
    const isPrimary = primary ? 1 : 0;
    if (pending) {
      await markProven(trx, pending.id);
      await trx.updateTable("clientDomains").set({ isPrimary }).where("id", "=", pending.id).execute();
    } else {
      await trx
        .insertInto("clientDomains")
        .values({ clientId: client.id, domain, isPrimary, verifiedAt: new Date().toISOString() })
        .execute();
    }
  });
  return { clientId: client.id, domain };
}

/**
 * The operator vouches for a domain the school's owner added (README "Schools from the command
 * line"), as its DNS record would: unless another school has proven it first.
 */
async function approveDomain(db: Db, school: string | undefined, value: string | undefined) {
  const client = await findSchool(db, school);
  const domain = domainOption(value);
  const own = await schoolDomain(db, client.id, domain);
  if (!own) throw new SchoolError(`--domain: ${domain} is not a domain of school ${client.id}; add it with add-domain`);
  if (own.verifiedAt !== null) return { clientId: client.id, domain, already: true };
  await assertDomainFree(db, domain);
  await markProven(db, own.id);
  return { clientId: client.id, domain, already: false };
}

async function listSchools(db: Db) {
  const [clients, domains, owners] = await Promise.all([
    db.selectFrom("clients").select(["id", "clientName", "deleted"]).orderBy("id").execute(),
    db
      .selectFrom("clientDomains")
      .select(["clientId", "domain", "verifiedAt"])
      .orderBy("isPrimary", "desc")
      .orderBy("id")
      .execute(),
    db.selectFrom("users").select(["clientId", "email"]).where("role", "=", "owner").orderBy("id").execute(),
  ]);
  return clients.map((client) => ({
    id: client.id,
    name: client.clientName,
    status: client.deleted ? "disabled" : "active",
    domains: domains.filter((row) => row.clientId === client.id && row.verifiedAt !== null).map((row) => row.domain),
    pendingDomains: domains.filter((row) => row.clientId === client.id && row.verifiedAt === null).map((row) => row.domain),
    owners: owners.filter((row) => row.clientId === client.id).map((row) => row.email),
  }));
}

/**
 * Disabling hides the school (its domains get the fallback site, SPEC §1) and stops every sign-in
 * of it at once: its tokens are deleted and its links stop working. Enabling brings the site back;
 * people sign in again.
 */
async function setSchoolDisabled(db: Db, school: string | undefined, disabled: boolean) {
  const client = await findSchool(db, school);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("clients")
      .set({ deleted: disabled ? 1 : 0, updatedAt: new Date().toISOString() })
      .where("id", "=", client.id)
      .execute();
    if (disabled) await trx.deleteFrom("authTokens").where("clientId", "=", client.id).execute();
  });
  return client;
}

async function newSignInLink(db: Db, school: string | undefined, value: string | undefined) {
  const client = await findSchool(db, school);
  const address = check(email("--email is required"), value, "email");
  const user = await db
    .selectFrom("users")
    .select(["id", "role"])
    .where("clientId", "=", client.id)
    .where("email", "=", address)
    .executeTakeFirst();
  // A parent too: without SMTP_URL no "Forgot password?" mail goes out, and this is the way in
  // (README "Forms and sign-in").
  if (!user) throw new SchoolError(`--email: ${address} has no account at school ${client.id}`);
  return { clientId: client.id, link: await issueSignInLink(db, user.id, client.id) };
}

const OPTIONS = {
  name: { type: "string" },
  domain: { type: "string" },
  "owner-email": { type: "string" },
  "owner-name": { type: "string" },
  "contact-email": { type: "string" },
  "base-url": { type: "string" },
  school: { type: "string" },
  email: { type: "string" },
  primary: { type: "boolean" },
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

interface SchoolCliIo {
  /** Opened only when a command needs it, so usage errors never touch a database. */
  db: () => Promise<Db>;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Runs one `school` command; answers the process exit code (0 done, 1 refused, 2 usage). */
export async function runSchoolCli(argv: string[], io: SchoolCliIo): Promise<number> {
  const parsed = (() => {
    try {
      return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    } catch (error) {
      io.err(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
      return null;
    }
  })();
  if (!parsed) return 2;
  const { values, positionals } = parsed;
  const [command, ...extra] = positionals;
  if (values.help || command === "help") {
    io.out(USAGE);
    return 0;
  }
  if (
    !command ||
    extra.length > 0 ||
    !["create", "add-domain", "approve-domain", "list", "disable", "enable", "link"].includes(command)
  ) {
    io.err(`${command ? `Unknown command: ${[command, ...extra].join(" ")}` : "No command given"}\n\n${USAGE}`);
    return 2;
  }
  try {
    const db = await io.db();
    const baseUrl = baseUrlOption(values["base-url"]);
    // Running sites keep a school's pages and host until it changes something (README "Caching"):
    // what this command changed is announced to them like a change made in the staff console.
    const tellSites = async (change: ContentChange) => {
      try {
        await announceToInstances(db, change);
      } catch (error) {
        io.err(
          `Saved, but running sites were not told (${error instanceof Error ? error.message : String(error)}): they show it within the hour`,
        );
      }
    };
    switch (command) {
      case "create": {
        const created = await createSchool(db, {
          name: values.name ?? "",
          domain: values.domain ?? "",
          ownerEmail: values["owner-email"] ?? "",
          ownerName: values["owner-name"],
          contactEmail: values["contact-email"],
        });
        await tellSites({ clientId: created.clientId, list: "profile", domains: [created.domain] });
        io.out(`Created school ${created.clientId}: ${created.name} at ${created.domain}`);
        io.out(`Owner ${created.owner.email}: this sign-in link works once, until ${created.link.expiresAt}:`);
        io.out(await linkUrl(db, created.clientId, created.link.token, baseUrl));
        return 0;
      }
      case "add-domain": {
        const added = await addDomain(db, values.school, values.domain, values.primary ?? false);
        await tellSites({ clientId: added.clientId, list: "profile", domains: [added.domain] });
        io.out(`School ${added.clientId} now also answers at ${added.domain}${values.primary ? " (primary)" : ""}`);
        return 0;
      }
      case "approve-domain": {
        const approved = await approveDomain(db, values.school, values.domain);
        if (!approved.already) await tellSites({ clientId: approved.clientId, list: "profile", domains: [approved.domain] });
        io.out(
          approved.already
            ? `${approved.domain} is already a verified domain of school ${approved.clientId}`
            : `School ${approved.clientId} now answers at ${approved.domain} (approved)`,
        );
        return 0;
      }
      case "list": {
        const schools = await listSchools(db);
        if (values.json) io.out(JSON.stringify(schools, null, 2));
        else if (schools.length === 0) io.out("No schools yet. Create one with: npm run school -- create …");
        else
          for (const s of schools)
            io.out(
              `${s.id}\t${s.status}\t${s.name}\t${s.domains.join(", ")}\towners: ${s.owners.join(", ") || "none"}` +
                (s.pendingDomains.length > 0 ? `\tpending: ${s.pendingDomains.join(", ")}` : ""),
            );
        return 0;
      }
      case "disable":
      case "enable": {
        const client = await setSchoolDisabled(db, values.school, command === "disable");
        await tellSites({ clientId: client.id, list: "profile" });
        io.out(`School ${client.id} (${client.clientName}) is ${command === "disable" ? "disabled" : "enabled"}`);
        return 0;
      }
      default: {
        const { clientId, link } = await newSignInLink(db, values.school, values.email);
        io.out(`A new sign-in link for ${values.email} works once, until ${link.expiresAt}:`);
        io.out(await linkUrl(db, clientId, link.token, baseUrl));
        return 0;
      }
    }
  } catch (error) {
    if (!(error instanceof SchoolError)) throw error;
    io.err(`Refused: ${error.message}`);
    return 1;
  }
}
