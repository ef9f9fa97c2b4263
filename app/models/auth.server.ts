import { z } from "zod";
import { apiRequest } from "~/utils/api.server";
import { clientInfoSchema } from "./client.server";
import { id, text } from "./list.server";

const userSchema = z.object({ id, name: text, email: text, mobile: text, clientId: z.coerce.number().optional() }).passthrough();

/**
 * POST /auth/login?email&password&domain (SPEC §7): user, clientInfo, token. The provider limits
 * attempts per account and per address (429 with a message): `clientAddress` names the visitor.
 */
export function login(input: { email: string; password: string; domain: string }, options: { clientAddress?: string } = {}) {
  return apiRequest("/auth/login", {
    method: "POST",
    query: new URLSearchParams({ email: input.email, password: input.password, domain: input.domain }),
    schema: z.object({ user: userSchema, clientInfo: clientInfoSchema.optional(), token: z.string().min(1) }),
    clientAddress: options.clientAddress,
  });
}

/**
 * POST /auth/register with a JSON body (SPEC §7); the domain names the school (contract). The
 * provider answers 202 with a message and no token whether the e-mail was new at the school or
 * not, so that register never tells who has an account (README "Forms and sign-in"); the mail it
 * sends says what to do next.
 */
export function register(
  input: { name: string; mobile: string; email: string; password: string; domain: string },
  options: { clientAddress?: string } = {},
) {
  const { domain, ...body } = input;
  return apiRequest("/auth/register", {
    method: "POST",
    query: new URLSearchParams({ domain }),
    json: body,
    schema: z.object({ message: z.string() }),
    clientAddress: options.clientAddress,
  });
}

/**
 * POST /auth/forgot: the provider mails a reset link when the address has an account at the
 * school, and answers the same 202 message either way (README "Forms and sign-in").
 */
export function forgotPassword(input: { email: string; domain: string }, options: { clientAddress?: string } = {}) {
  return apiRequest("/auth/forgot", {
    method: "POST",
    json: input,
    schema: z.object({ message: z.string() }),
    clientAddress: options.clientAddress,
  });
}

/** POST /auth/logout with the token (README "Accounts"): the provider revokes it. */
export function logout(token: string) {
  return apiRequest("/auth/logout", { method: "POST", token, schema: z.unknown() });
}

/** POST /auth/sessions/revoke-others with the token: every other session of the account ends, this one goes on. */
export function revokeOtherSessions(token: string) {
  return apiRequest("/auth/sessions/revoke-others", {
    method: "POST",
    token,
    schema: z.object({ message: z.string(), data: z.object({ ended: z.number() }) }),
  });
}

/**
 * Whether a token still opens this school's lists: the contract has no "who am I" call, so the
 * smallest list (one testimonial) answers it. 401 (expired, revoked) or 403 (another school's)
 * mean no; anything else (provider down) is unknown, and the visitor stays signed in.
 */
export async function checkToken(token: string, clientId: number, options: { signal?: AbortSignal } = {}): Promise<"valid" | "invalid" | "unknown"> {
  const result = await apiRequest("/testimonial/all", {
    query: new URLSearchParams({ pageNo: "1", pageSize: "1", deleted: "false", clientId: String(clientId) }),
    token,
    schema: z.unknown(),
    signal: options.signal,
  });
  if (result.ok) return "valid";
  return result.status === 401 || result.status === 403 ? "invalid" : "unknown";
}
