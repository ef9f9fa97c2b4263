import { randomBytes } from "node:crypto";
import type { Db } from "./db.js";

// A parent's reference for an enrollment or enquiry (`SUN-7K3Q9`): the school's three letters, a
// dash and five random characters. 32 symbols without 0/O/1/I so it survives being read aloud or
// copied by hand; 32⁵ ≈ 33.5 million per school, and a lookup needs the mobile number too.

/** The symbols a reference draws from, exported for the tests that walk them. */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const LENGTH = 5;
/** Draws before giving up: a collision is already one in millions per try. */
const ATTEMPTS = 20;

export const REFERENCE_PATTERN = new RegExp(`^[A-Z]{3}-[${REFERENCE_ALPHABET}]{${LENGTH}}$`);

/** The first three Latin letters of the school's name ("Sunshine Kids Academy" → "SUN"), padded with X. */
export function referencePrefix(schoolName: string): string {
  const letters = schoolName
    .normalize("NFKD")
    .toUpperCase()
    .replace(/[^A-Z]/g, "");
  return (letters + "XXX").slice(0, 3);
}

function randomPart(): string {
  // 32 divides 256, so taking the low five bits of each byte is uniform.
  return Array.from(randomBytes(LENGTH), (byte) => REFERENCE_ALPHABET[byte & 31]).join("");
}

/** A fresh reference of the school's (`SUN-7K3Q9`), not yet reserved. */
export function randomReference(schoolName: string): string {
  return `${referencePrefix(schoolName)}-${randomPart()}`;
}

/**
 * Reserves a reference unique within the school, across enrollments and enquiries alike. Run it in
 * the submission's transaction: the registry's unique index decides a race (on PostgreSQL the
 * second insert waits for the first to commit), and `do nothing` keeps the transaction usable so a
 * collision is simply drawn again.
 */
export async function reserveReference(db: Db, clientId: number, schoolName: string): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const reference = randomReference(schoolName);
    const claimed = await db
      .insertInto("submissionReferences")
      .values({ clientId, reference, createdAt: new Date().toISOString() })
      .onConflict((oc) => oc.columns(["clientId", "reference"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (claimed) return reference;
  }
  throw new Error("No free reference found; the school's reference space is nearly full");
}

/** What a parent types, made canonical: case, spaces and a missing dash forgiven ("sun 7k3q9"). */
export function normalizeReference(input: string): string {
  const compact = input.toUpperCase().replace(/[\s-]/g, "");
  return compact.length === 3 + LENGTH ? `${compact.slice(0, 3)}-${compact.slice(3)}` : compact;
}
