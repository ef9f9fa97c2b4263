import { createHash } from "node:crypto";
import type { Request } from "express";
import type { Transaction } from "kysely";
import type { Db } from "./db.js";
import { HttpError } from "./http.js";
import type { Database } from "./schema.js";

export interface Outcome {
  status: number;
  body: Record<string, unknown>;
}

/** The `Idempotency-Key` header, if any: 8–200 visible ASCII characters. */
export function idempotencyKey(req: Request): string | null {
  const key = req.get("idempotency-key");
  if (key === undefined) return null;
  if (!/^[\x21-\x7e]{8,200}$/.test(key)) {
    throw new HttpError(400, "Idempotency-Key: must be 8 to 200 visible characters", "Idempotency-Key");
  }
  return key;
}

/**
 * Runs `work` once per (scope, key). The key row is inserted first, in the same transaction as the
 * submission: on PostgreSQL a concurrent repeat blocks on the unique index until the first commits
 * and then reads its answer; on SQLite transactions are serialised on the one connection. A
 * failure rolls the key back with the row, so a retry after an error is processed afresh.
 *
 * The key is stored with a fingerprint of `payload` (the validated, normalised input). A repeat
 * with the same payload replays the first answer; a repeat with a different one is not the same
 * submission retried but new data under a used key: it is refused (409) rather than silently
 * answered with the first submission's message while its own data is dropped.
 */
export async function once(
  db: Db,
  scope: string,
  key: string | null,
  payload: Record<string, unknown>,
  work: (trx: Transaction<Database>) => Promise<Outcome>,
): Promise<Outcome & { replayed: boolean }> {
  return db.transaction().execute(async (trx) => {
    if (key === null) return { ...(await work(trx)), replayed: false };
    const print = fingerprint(payload);
    const claimed = await trx
      .insertInto("idempotencyKeys")
      .values({ scope, key, fingerprint: print, status: 0, body: "", createdAt: new Date().toISOString() })
      .onConflict((oc) => oc.columns(["scope", "key"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!claimed) {
      const first = await trx
        .selectFrom("idempotencyKeys")
        .select(["fingerprint", "status", "body"])
        .where("scope", "=", scope)
        .where("key", "=", key)
        .executeTakeFirstOrThrow();
      if (first.fingerprint !== "" && first.fingerprint !== print) {
        throw new HttpError(
          409,
          "This form was already sent with different details. Please reload the page and send it again.",
          "idempotencyKey",
        );
      }
      const body: unknown = JSON.parse(first.body);
      return { status: first.status, body: isRecord(body) ? body : {}, replayed: true };
    }
    const outcome = await work(trx);
    await trx
      .updateTable("idempotencyKeys")
      .set({ status: outcome.status, body: JSON.stringify(outcome.body) })
      .where("id", "=", claimed.id)
      .execute();
    return { ...outcome, replayed: false };
  });
}

/** SHA-256 of the payload as JSON with its keys sorted, so field order never matters. */
function fingerprint(payload: Record<string, unknown>): string {
  const sorted = Object.keys(payload)
    .sort()
    .map((name) => [name, payload[name]]);
  return createHash("sha256").update(JSON.stringify(sorted)).digest("hex");
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
