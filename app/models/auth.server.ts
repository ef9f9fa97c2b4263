import { z } from "zod";
import { apiRequest } from "~/utils/api.server";
import { clientInfoSchema } from "./client.server";
import { id, text } from "./list.server";

export const userSchema = z.object({ id, name: text, email: text, mobile: text, clientId: z.coerce.number().optional() }).passthrough();
export type User = z.infer<typeof userSchema>;

/** POST /auth/login?email&password&domain (SPEC §7): user, clientInfo, token. */
export function login(input: { email: string; password: string; domain: string }, options: { signal?: AbortSignal } = {}) {
  return apiRequest("/auth/login", {
    method: "POST",
    query: new URLSearchParams({ email: input.email, password: input.password, domain: input.domain }),
    schema: z.object({ user: userSchema, clientInfo: clientInfoSchema.optional(), token: z.string().min(1) }),
    signal: options.signal,
  });
}

/** POST /auth/register with a JSON body (SPEC §7); the domain names the school (contract). */
export function register(
  input: { name: string; mobile: string; email: string; password: string; domain: string },
  options: { signal?: AbortSignal } = {},
) {
  const { domain, ...body } = input;
  return apiRequest("/auth/register", {
    method: "POST",
    query: new URLSearchParams({ domain }),
    json: body,
    schema: z.object({ user: userSchema, token: z.string().min(1) }),
    signal: options.signal,
  });
}
