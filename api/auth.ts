import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import type { Request } from "express";
import type { Db } from "./db.js";
import { HttpError } from "./http.js";

// Passwords: scrypt from Node's crypto (no native add-on), parameters stored with each hash so
// they can be raised later without invalidating old ones.
const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 64 };

function derive(password: string, salt: Buffer, params: typeof SCRYPT): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, params.keylen, { N: params.N, r: params.r, p: params.p, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT);
  return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
    keylen: expected.length,
  });
  return timingSafeEqual(actual, expected);
}

// Verifying against a fixed hash when the e-mail is unknown keeps the response time the same,
// so timing does not reveal which e-mails have accounts.
let dummyHash: Promise<string> | undefined;
export function passwordCheckForUnknownUser(password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash.then((hash) => verifyPassword(password, hash)).then(() => false);
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A new session for the account. Every sign-in (password, a claimed link) comes through here, so
 * this is where the account's last sign-in is recorded (the owner's team page shows it).
 */
export async function issueToken(db: Db, userId: number, clientId: number, ttlHours: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("authTokens")
      .values({
        userId,
        clientId,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + ttlHours * 3600_000).toISOString(),
        createdAt: now.toISOString(),
      })
      .execute();
    await trx.updateTable("users").set({ lastSignInAt: now.toISOString() }).where("id", "=", userId).execute();
  });
  return token;
}

export interface Caller {
  userId: number;
  clientId: number;
}

const INVALID_TOKEN = "The sign-in token is not valid or has expired. Please sign in again.";

/** The token of an `Authorization: Bearer` header; null without the header, 401 when malformed. */
export function bearerToken(req: Request): string | null {
  const header = req.get("authorization");
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  if (!match?.[1]) throw new HttpError(401, "The sign-in token is not valid. Please sign in again.");
  return match[1];
}

/**
 * SPEC §6: list calls may carry a Bearer token. None is fine (the lists are public); a token that
 * is malformed, unknown, revoked (signed out) or expired is a 401 so a client learns to sign in
 * again.
 */
export async function optionalCaller(db: Db, req: Request): Promise<Caller | null> {
  const token = bearerToken(req);
  if (token === null) return null;
  const row = await db
    .selectFrom("authTokens")
    .select(["userId", "clientId", "expiresAt"])
    .where("tokenHash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row || row.expiresAt <= new Date().toISOString()) throw new HttpError(401, INVALID_TOKEN);
  return { userId: row.userId, clientId: row.clientId };
}

/**
 * Sign-out (SPEC §4 "logout"): the token's row is deleted, so every later call with it is refused
 * like an unknown token. Only the token presented ends; the account's other sessions go on.
 */
export async function revokeToken(db: Db, req: Request): Promise<void> {
  const token = bearerToken(req);
  if (token === null) throw new HttpError(401, "Signing out needs the sign-in token as a Bearer header.");
  const result = await db
    .deleteFrom("authTokens")
    .where("tokenHash", "=", hashToken(token))
    .where("expiresAt", ">", new Date().toISOString())
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new HttpError(401, INVALID_TOKEN);
}

/**
 * Sign out everywhere else: every other token of the caller's account ends (a lost phone, a shared
 * computer); the one presented goes on. Answers how many ended.
 */
export async function revokeOtherTokens(db: Db, req: Request): Promise<number> {
  const token = bearerToken(req);
  const caller = await optionalCaller(db, req);
  if (token === null || !caller) throw new HttpError(401, "Signing out elsewhere needs the sign-in token as a Bearer header.");
  const result = await db
    .deleteFrom("authTokens")
    .where("userId", "=", caller.userId)
    .where("clientId", "=", caller.clientId)
    .where("tokenHash", "!=", hashToken(token))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The school whose staff member or owner holds this session token, or null: an unknown, expired or
 * revoked token, a parent's, or a disabled school's. For the upload serving (api/uploads/serve.ts),
 * which shows staff their school's photos that no public page shows any more; every provider call
 * checks its role with requireRole instead.
 */
export async function staffSchoolOfToken(db: Db, token: string): Promise<number | null> {
  const row = await db
    .selectFrom("authTokens")
    .innerJoin("users", "users.id", "authTokens.userId")
    .innerJoin("clients", "clients.id", "authTokens.clientId")
    .select("authTokens.clientId")
    .where("authTokens.tokenHash", "=", hashToken(token))
    .where("authTokens.expiresAt", ">", new Date().toISOString())
    .whereRef("users.clientId", "=", "authTokens.clientId")
    .where("users.role", "in", ["staff", "owner"])
    .where("clients.deleted", "=", 0)
    .executeTakeFirst();
  return row?.clientId ?? null;
}

export interface StaffCaller extends Caller {
  role: "staff" | "owner";
  name: string;
}

/**
 * The staff console's check, made on every call and never left to the UI: no token is a 401, an
 * account without the role (a parent; staff where an owner is needed — owner ⊇ staff) a 403. The
 * role is read from the account each time, so removing someone from the team takes effect at
 * once, and a disabled school's tokens stop working.
 */
export async function requireRole(db: Db, req: Request, needed: "staff" | "owner"): Promise<StaffCaller> {
  const token = bearerToken(req);
  if (token === null) throw new HttpError(401, "Please sign in.");
  // The token, its account and the account's school in one query: it runs on every call of every
  // console page (README "Staff at scale"). An account gone, or moved, or its school disabled, is
  // the same 401 as an unknown token.
  const row = await db
    .selectFrom("authTokens")
    .leftJoin("users", (join) =>
      join.onRef("users.id", "=", "authTokens.userId").onRef("users.clientId", "=", "authTokens.clientId"),
    )
    .leftJoin("clients", (join) => join.onRef("clients.id", "=", "users.clientId").on("clients.deleted", "=", 0))
    .select([
      "authTokens.userId",
      "authTokens.clientId",
      "authTokens.expiresAt",
      "users.role",
      "users.name",
      "clients.id as liveClientId",
    ])
    .where("authTokens.tokenHash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row || row.expiresAt <= new Date().toISOString()) throw new HttpError(401, INVALID_TOKEN);
  if (row.role === null || row.name === null || row.liveClientId === null) throw new HttpError(401, INVALID_TOKEN);
  if (row.role === "parent" || (needed === "owner" && row.role !== "owner")) {
    throw new HttpError(
      403,
      needed === "owner" ? "Only the school's owner may do this." : "This needs a staff account of the school.",
    );
  }
  return { userId: row.userId, clientId: row.clientId, role: row.role, name: row.name };
}
