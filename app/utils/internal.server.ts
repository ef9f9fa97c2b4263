import { createHmac } from "node:crypto";

/**
 * The site's own server-side calls to the embedded provider all come from loopback, whoever the
 * visitor is. They carry this header so server.ts's per-address rate limit counts the visitor's
 * POST to the site, not one shared loopback bucket. Derived from the session secret, so an outside
 * caller cannot forge it.
 */
export const INTERNAL_HEADER = "x-nurture-internal";

export function internalToken(sessionSecrets: string[]): string {
  return createHmac("sha256", sessionSecrets[0] ?? "")
    .update("nurture-internal-call")
    .digest("base64url");
}
