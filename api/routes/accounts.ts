import { Router, type Request } from "express";
import { z } from "zod";
import {
  hashPassword,
  issueToken,
  passwordCheckForUnknownUser,
  revokeOtherTokens,
  revokeToken,
  verifyPassword,
} from "../auth.js";
import { findClientByDomain, normalizeDomain } from "../clients.js";
import type { Db } from "../db.js";
import { email, mobile, text } from "../fields.js";
import { queueAccountMail } from "../accountMails.js";
import { HttpError, handle, parseOr400, readParams } from "../http.js";
import { issueLink } from "../signInLinks.js";
import { TOO_EASY_TO_GUESS, isGuessable, newPassword } from "../passwords.js";
import type { User } from "../schema.js";
import { type Throttle, tooManyAttempts } from "../throttle.js";

// SPEC §7 /auth/login and /auth/register, and /auth/logout (SPEC §4: logout ends the session). Accounts belong to the school (client) whose domain
// they were created on; a token carries that client and opens nothing at another school.

const registerInput = z
  .object({
    name: text("Name", { max: 200, required: "Name is required" }),
    mobile: mobile("Mobile no. is required", "Invalid mobile no."),
    email: email("Email is required"),
    password: newPassword,
    domain: z.string({ required_error: "domain is required" }).min(1, "domain is required"),
  })
  .superRefine((input, ctx) => {
    const personal = [input.name, input.email, input.email.split("@")[0] ?? "", input.mobile, ...input.domain.split(".")];
    if (isGuessable(input.password, personal)) ctx.addIssue({ code: "custom", path: ["password"], message: TOO_EASY_TO_GUESS });
  });

/**
 * Register's one answer, whether the e-mail was new at this school or already had an account
 * there: anything else would tell a stranger which parents have accounts. Register never signs
 * in; the mail tells the address's owner what to do next (README "Forms and sign-in").
 */
const registered = (email: string) => `Thank you! We have sent a message to ${email}. Open the link in it to finish signing up.`;

/** Forgot password's one answer, whether or not the address has an account at the school. */
const resetSent = (school: string) => `If an account exists for this address at ${school}, we have sent a link.`;

const forgotInput = z.object({
  email: email("Email is required"),
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

interface AccountOptions {
  tokenTtlHours: number;
  throttle: Throttle;
  /** Mails about an account: forgot password and register. */
  mailThrottle: Throttle;
  clientAddress: (req: Request) => string;
}

export function accountsRouter(db: Db, options: AccountOptions): Router {
  const router = Router();

  /**
   * Counts a mail to `email` at the school (README "Forms and sign-in": 5 an hour per e-mail, 20
   * per visitor address), whether or not an account is there; false when over either limit.
   */
  const mayMail = async (req: Request, clientId: number, email: string) =>
    (await options.mailThrottle.attempt(`${clientId}:${email}`, options.clientAddress(req))) === null;

  const accountAt = (clientId: number, email: string) =>
    db.selectFrom("users").selectAll().where("clientId", "=", clientId).where("email", "=", email).executeTakeFirst();

  router.post(
    "/auth/register",
    handle(async (req, res) => {
      const input = parseOr400(registerInput, withDomain(req, readParams(req)));
      const client = await clientForDomain(db, input.domain);
      // The same answer either way. A new address gets a link that makes the account (with the
      // password chosen here); one that has an account gets a mail saying so, pointing to sign-in
      // and "Forgot password?". An existing account is left exactly as it was.
      const passwordHash = await hashPassword(input.password);
      const school = { clientId: client.clientId, clientName: client.clientName };
      if (await mayMail(req, client.clientId, input.email)) {
        const existing = await accountAt(client.clientId, input.email);
        await db.transaction().execute(async (trx) => {
          if (existing) {
            await queueAccountMail(trx, school, existing.email, { kind: "registered", name: existing.name });
            return;
          }
          const { name, mobile } = input;
          const link = await issueLink(trx, client.clientId, {
            purpose: "confirm",
            registration: { name, mobile, email: input.email, passwordHash },
          });
          await queueAccountMail(trx, school, input.email, { kind: "confirm", token: link.token });
        });
      }
      res.status(202).json({ message: registered(input.email) });
    }),
  );

  router.post(
    "/auth/forgot",
    handle(async (req, res) => {
      const input = parseOr400(forgotInput, readParams(req));
      const client = await clientForDomain(db, input.domain);
      const school = { clientId: client.clientId, clientName: client.clientName };
      if (await mayMail(req, client.clientId, input.email)) {
        const user = await accountAt(client.clientId, input.email);
        if (user) {
          await db.transaction().execute(async (trx) => {
            const link = await issueLink(trx, client.clientId, { purpose: "reset", userId: user.id });
            await queueAccountMail(trx, school, user.email, { kind: "reset", token: link.token, name: user.name });
          });
        }
      }
      res.status(202).json({ message: resetSent(client.clientName) });
    }),
  );

  router.post(
    "/auth/login",
    handle(async (req, res) => {
      const input = parseOr400(loginInput, readParams(req));
      const client = await clientForDomain(db, input.domain);
      // Counted before the password is checked, and the same for an e-mail without an account.
      const account = `${client.clientId}:${input.email}`;
      const address = options.clientAddress(req);
      const waitSeconds = await options.throttle.attempt(account, address);
      if (waitSeconds !== null) throw tooManyAttempts("sign-in attempts", waitSeconds);
      const user = await db
        .selectFrom("users")
        .selectAll()
        .where("clientId", "=", client.clientId)
        .where("email", "=", input.email)
        .executeTakeFirst();
      // Same answer and the same scrypt work for an unknown e-mail (here: another school's
      // accounts are not this school's) and a wrong password.
      const valid = user
        ? await verifyPassword(input.password, user.passwordHash)
        : await passwordCheckForUnknownUser(input.password);
      if (!user || !valid) throw new HttpError(401, "Invalid e-mail or password");
      await options.throttle.succeeded(account, address);
      const token = await issueToken(db, user.id, client.clientId, options.tokenTtlHours);
      res.json({ user: publicUser(user), clientInfo: client, token });
    }),
  );

  router.post(
    "/auth/logout",
    handle(async (req, res) => {
      await revokeToken(db, req);
      res.json({ message: "You have been signed out." });
    }),
  );

  // README "Accounts": every other session of the caller's account ends; the caller's own goes on.
  router.post(
    "/auth/sessions/revoke-others",
    handle(async (req, res) => {
      const ended = await revokeOtherTokens(db, req);
      res.json({ message: "You have been signed out everywhere else.", data: { ended } });
    }),
  );

  return router;
}
