import { createHash, randomBytes } from "node:crypto";
import type { Db } from "./db.js";
import type { LinkPurpose } from "./schema.js";

// One-time links (README "Forms and sign-in", "Staff console"), one module for every purpose:
// - claim: a new owner (from the `school` CLI) or an invited staff member sets a first password;
// - reset: a forgotten password is set anew;
// - confirm: a new parent's registration becomes an account.
// Like sign-in tokens, only a SHA-256 of the token is stored. A link works once, before it
// expires, and only for its own school: the holder's host names the school, and another school's
// link is the same "not valid" as an unknown one. A newer link of the same purpose for the same
// account replaces any older unused one.

export const LINK_HOURS: Record<LinkPurpose, number> = { claim: 24, reset: 1, confirm: 24 };

/** Links past their time by this long are deleted when another is made: nothing left to use. */
const KEEP_EXPIRED_MS = 7 * 24 * 3600_000;

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

/** The account a confirm link makes (its password already hashed). */
export interface PendingRegistration {
  name: string;
  mobile: string;
  email: string;
  passwordHash: string;
}

type LinkFor = { purpose: "claim" | "reset"; userId: number } | { purpose: "confirm"; registration: PendingRegistration };

export async function issueLink(db: Db, clientId: number, link: LinkFor): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const expiresAt = new Date(now.getTime() + LINK_HOURS[link.purpose] * 3600_000).toISOString();
  await db
    .deleteFrom("signInLinks")
    .where("expiresAt", "<", new Date(now.getTime() - KEEP_EXPIRED_MS).toISOString())
    .execute();
  if (link.purpose !== "confirm") {
    await db
      .updateTable("signInLinks")
      .set({ usedAt: now.toISOString() })
      .where("userId", "=", link.userId)
      .where("purpose", "=", link.purpose)
      .where("usedAt", "is", null)
      .execute();
  }
  await db
    .insertInto("signInLinks")
    .values({
      purpose: link.purpose,
      userId: link.purpose === "confirm" ? null : link.userId,
      clientId,
      tokenHash: sha256(token),
      expiresAt,
      createdAt: now.toISOString(),
      ...(link.purpose === "confirm" ? link.registration : {}),
    })
    .execute();
  return { token, expiresAt };
}

/** A first-password link (a new owner, an invited staff member). */
export const issueSignInLink = (db: Db, userId: number, clientId: number) =>
  issueLink(db, clientId, { purpose: "claim", userId });

/**
 * The link's account if the link has this purpose, is unused and unexpired, belongs to `clientId`
 * (the school of the host it is opened on), and its school is live; else null.
 */
export async function findUsableLink(db: Db, token: string, purpose: "claim" | "reset", clientId: number) {
  const row = await db
    .selectFrom("signInLinks")
    .innerJoin("users", "users.id", "signInLinks.userId")
    .innerJoin("clients", "clients.id", "signInLinks.clientId")
    .select([
      "signInLinks.id as linkId",
      "signInLinks.expiresAt",
      "users.id as userId",
      "users.clientId",
      "users.name",
      "users.email",
      "users.mobile",
      "users.role",
      "clients.clientName",
    ])
    .where("signInLinks.tokenHash", "=", sha256(token))
    .where("signInLinks.purpose", "=", purpose)
    .where("signInLinks.clientId", "=", clientId)
    .where("signInLinks.usedAt", "is", null)
    .where("clients.deleted", "=", 0)
    .executeTakeFirst();
  if (!row || row.expiresAt <= new Date().toISOString()) return null;
  return row;
}

/** A registration waiting for its confirm link, on the same terms as findUsableLink. */
export async function findPendingRegistration(db: Db, token: string, clientId: number) {
  const row = await db
    .selectFrom("signInLinks")
    .innerJoin("clients", "clients.id", "signInLinks.clientId")
    .select([
      "signInLinks.id as linkId",
      "signInLinks.expiresAt",
      "signInLinks.clientId",
      "signInLinks.name",
      "signInLinks.mobile",
      "signInLinks.email",
      "signInLinks.passwordHash",
      "clients.clientName",
    ])
    .where("signInLinks.tokenHash", "=", sha256(token))
    .where("signInLinks.purpose", "=", "confirm")
    .where("signInLinks.clientId", "=", clientId)
    .where("signInLinks.usedAt", "is", null)
    .where("clients.deleted", "=", 0)
    .executeTakeFirst();
  if (!row || row.expiresAt <= new Date().toISOString()) return null;
  const { name, mobile, email, passwordHash } = row;
  if (name === null || mobile === null || email === null || passwordHash === null) return null;
  return { ...row, name, mobile, email, passwordHash };
}

/** Marks the link used; false when another request used it first (single use under a race). */
export async function useLink(db: Db, linkId: number): Promise<boolean> {
  const used = await db
    .updateTable("signInLinks")
    .set({ usedAt: new Date().toISOString() })
    .where("id", "=", linkId)
    .where("usedAt", "is", null)
    .executeTakeFirst();
  return used.numUpdatedRows === 1n;
}
