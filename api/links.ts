import type { Db } from "./db.js";

// Links the provider hands out point at the school's own site (its primary domain), at pages the
// site serves: the staff console and the one-time sign-in page.

/** The page where a one-time sign-in link's holder sets a password (README "Staff console"). */
export const claimPath = (token: string) => `/login/claim?token=${encodeURIComponent(token)}`;

/** Where a forgotten password is set anew (README "Forms and sign-in"). */
export const resetPath = (token: string) => `/forgot-password/reset?token=${encodeURIComponent(token)}`;

/** Where a new parent confirms a registration (README "Forms and sign-in"). */
export const confirmPath = (token: string) => `/register/confirm?token=${encodeURIComponent(token)}`;

/** One enrollment, enquiry or visit in the staff console. */
export const inboxPath = (kind: "enrollment" | "enquiry" | "visit", id: number) => `/staff/inbox/${kind}/${id}`;

/**
 * https for a real domain; plain http for a machine's own names (localhost, *.localhost, an IP
 * address), which have no certificate. A deployment on another port passes its own base URL.
 */
export function siteOrigin(domain: string): string {
  const local = domain === "localhost" || domain.endsWith(".localhost") || /^[\d.]+$|^\[/.test(domain);
  return `${local ? "http" : "https"}://${domain}`;
}

/** The domain a school's links use: its primary one, else its first proven one. */
export async function primaryDomain(db: Db, clientId: number): Promise<string | null> {
  const row = await db
    .selectFrom("clientDomains")
    .select("domain")
    .where("clientId", "=", clientId)
    .where("verifiedAt", "is not", null)
    .orderBy("isPrimary", "desc")
    .orderBy("id")
    .executeTakeFirst();
  return row?.domain ?? null;
}
