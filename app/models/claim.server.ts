import { z } from "zod";
import { apiRequest } from "~/utils/api.server";
import { clientInfoSchema } from "./client.server";
import { id, text } from "./list.server";

/**
 * One-time links (README "Forms and sign-in", "Staff console"): `/auth/claim` sets a first password
 * (a new owner, an invited staff member, an operator's link), `/auth/reset` a forgotten one,
 * `/auth/confirm` makes a registered parent's account. Every read and use names the host's school
 * (`domain`): a link works only at its own school, and the provider answers one 404 for unknown,
 * used, expired and other schools' links.
 */
type PasswordLink = "claim" | "reset";

const signedIn = z.object({
  user: z.object({ id, name: z.string(), email: z.string() }).passthrough(),
  clientInfo: clientInfoSchema.optional(),
  token: z.string().min(1),
});

/** GET /auth/{claim,reset}?token&domain: who the link is for. */
export function readPasswordLink(purpose: PasswordLink, input: { token: string; domain: string }) {
  return apiRequest(`/auth/${purpose}`, {
    query: new URLSearchParams(input),
    schema: z.object({ data: z.object({ name: z.string(), email: z.string(), role: text, clientName: text, expiresAt: text }) }),
  });
}

/** POST /auth/{claim,reset}: sets the password and signs in, answering like /auth/login. */
export function setPasswordWithLink(purpose: PasswordLink, input: { token: string; domain: string; password: string }) {
  return apiRequest(`/auth/${purpose}`, { method: "POST", json: input, schema: signedIn });
}

/** GET /auth/confirm?token&domain: the registration the link confirms. */
export function readRegistration(input: { token: string; domain: string }) {
  return apiRequest("/auth/confirm", {
    query: new URLSearchParams(input),
    schema: z.object({ data: z.object({ name: z.string(), email: z.string(), clientName: text, expiresAt: text }) }),
  });
}

/** POST /auth/confirm: makes the account and signs in. */
export function confirmRegistration(input: { token: string; domain: string }) {
  return apiRequest("/auth/confirm", { method: "POST", json: input, schema: signedIn });
}
