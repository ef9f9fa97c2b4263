import { z } from "zod";
import { apiRequest } from "~/utils/api.server";
import { clientInfoSchema } from "./client.server";
import { id, text } from "./list.server";

/** `/auth/claim`: a one-time sign-in link (README "Schools from the command line", "Staff console"). */

/** GET /auth/claim?token: who the link is for; one 404 for unknown, used and expired links. */
export function readSignInLink(token: string, options: { signal?: AbortSignal } = {}) {
  return apiRequest("/auth/claim", {
    query: new URLSearchParams({ token }),
    schema: z.object({ data: z.object({ name: z.string(), email: z.string(), role: text, clientName: text, expiresAt: text }) }),
    signal: options.signal,
  });
}

/** POST /auth/claim: sets the password and signs in, answering like /auth/login. */
export function claimSignInLink(input: { token: string; password: string }, options: { signal?: AbortSignal } = {}) {
  return apiRequest("/auth/claim", {
    method: "POST",
    json: input,
    schema: z.object({
      user: z.object({ id, name: z.string(), email: z.string() }).passthrough(),
      clientInfo: clientInfoSchema.optional(),
      token: z.string().min(1),
    }),
    signal: options.signal,
  });
}
