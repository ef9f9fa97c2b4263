import { Router, type Request } from "express";
import { z } from "zod";
import { hashPassword, issueToken, passwordCheckForUnknownUser, verifyPassword } from "../auth.js";
import { findClientByDomain, normalizeDomain } from "../clients.js";
import type { Db } from "../db.js";
import { email, mobile, text } from "../fields.js";
import { HttpError, handle, parseOr400, readParams } from "../http.js";
import type { User } from "../schema.js";

// SPEC §7 /auth/login and /auth/register. Accounts belong to the school (client) whose domain
// they were created on; a token carries that client and opens nothing at another school.

const password = z
  .string({ required_error: "Password is required" })
  .min(1, "Password is required")
  .min(8, "Password must be at least 8 characters")
  .max(200, "Password must be at most 200 characters");

const registerInput = z.object({
  name: text("Name", { max: 200, required: "Name is required" }),
  mobile: mobile("Mobile no. is required", "Invalid mobile no."),
  email: email("Email is required"),
  password,
  domain: z.string({ required_error: "domain is required" }).min(1, "domain is required"),
});

const loginInput = z.object({
  email: email("Email is required"),
  password: z.string({ required_error: "Password is required" }).min(1, "Password is required").max(200),
  domain: z.string({ required_error: "domain is required" }).min(1, "domain is required"),
});

const publicUser = (user: User) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  mobile: user.mobile,
  clientId: user.clientId,
});

/**
 * SPEC §7 lists register's payload without a domain: the original site called the provider from
 * the browser, so the school is the request's Origin. A server-side caller passes `domain`.
 */
function withDomain(req: Request, params: Record<string, string>): Record<string, string> {
  if (params.domain) return params;
  const origin = req.get("origin");
  if (!origin) return params;
  try {
    return { ...params, domain: new URL(origin).host };
  } catch {
    return params;
  }
}

async function clientForDomain(db: Db, domain: string) {
  const normalized = normalizeDomain(domain);
  if (!normalized) throw new HttpError(400, "domain: must be a host name", "domain");
  const client = await findClientByDomain(db, normalized);
  if (!client) throw new HttpError(404, "No school is set up for this domain");
  return client;
}

export function accountsRouter(db: Db, options: { tokenTtlHours: number }): Router {
  const router = Router();

  router.post(
    "/auth/register",
    handle(async (req, res) => {
      const input = parseOr400(registerInput, withDomain(req, readParams(req)));
      const client = await clientForDomain(db, input.domain);
      const passwordHash = await hashPassword(input.password);
      const existing = await db.selectFrom("users").select("id").where("email", "=", input.email).executeTakeFirst();
      if (existing) throw new HttpError(409, "An account with this e-mail already exists", "email");
      let user: User;
      try {
        user = await db
          .insertInto("users")
          .values({
            clientId: client.clientId,
            name: input.name,
            mobile: input.mobile,
            email: input.email,
            passwordHash,
            createdAt: new Date().toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        // Two registrations racing for one e-mail: the unique index decides.
        const again = await db.selectFrom("users").select("id").where("email", "=", input.email).executeTakeFirst();
        if (again) throw new HttpError(409, "An account with this e-mail already exists", "email");
        throw error;
      }
      const token = await issueToken(db, user.id, client.clientId, options.tokenTtlHours);
      res.status(201).json({ user: publicUser(user), token });
    }),
  );

  router.post(
    "/auth/login",
    handle(async (req, res) => {
      const input = parseOr400(loginInput, readParams(req));
      const client = await clientForDomain(db, input.domain);
      const user = await db.selectFrom("users").selectAll().where("email", "=", input.email).executeTakeFirst();
      // Same answer and the same scrypt work for an unknown e-mail, a wrong password and an
      // account of another school.
      const valid = user
        ? (await verifyPassword(input.password, user.passwordHash)) && user.clientId === client.clientId
        : await passwordCheckForUnknownUser(input.password);
      if (!user || !valid) throw new HttpError(401, "Invalid e-mail or password");
      const token = await issueToken(db, user.id, client.clientId, options.tokenTtlHours);
      res.json({ user: publicUser(user), clientInfo: client, token });
    }),
  );

  return router;
}
