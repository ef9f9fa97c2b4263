import { createHash, randomBytes } from "node:crypto";
import type { Db } from "./db.js";

// One-time sign-in links: how a new owner (from the `school` CLI) or an invited staff member sets
// a password. Like sign-in tokens, only a SHA-256 of the token is stored; a link works once, for
// 24 hours, and a newer link for the same account replaces any older unused one.

const SIGN_IN_LINK_HOURS = 24;

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

export async function issueSignInLink(db: Db, userId: number, clientId: number): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_HOURS * 3600_000).toISOString();
  await db
    .updateTable("signInLinks")
    .set({ usedAt: now.toISOString() })
    .where("userId", "=", userId)
    .where("usedAt", "is", null)
    .execute();
  await db
    .insertInto("signInLinks")
    .values({ userId, clientId, tokenHash: sha256(token), expiresAt, createdAt: now.toISOString() })
    .execute();
  return { token, expiresAt };
}

/** The link's account if the link is unused, unexpired, and its school still live; else null. */
export async function findUsableLink(db: Db, token: string) {
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
    .where("signInLinks.usedAt", "is", null)
    .where("clients.deleted", "=", 0)
    .executeTakeFirst();
  if (!row || row.expiresAt <= new Date().toISOString()) return null;
  return row;
}
