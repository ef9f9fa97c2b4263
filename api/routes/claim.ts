import { Router } from "express";
import { z } from "zod";
import { hashPassword, issueToken } from "../auth.js";
import { findClient, findClientByDomain, normalizeDomain, toClientInfo } from "../clients.js";
import type { Db } from "../db.js";
import { HttpError, handle, parseOr400, readParams } from "../http.js";
import { primaryDomain } from "../links.js";
import { TOKEN_PATTERN, findPendingRegistration, findUsableLink, useLink } from "../signInLinks.js";
import { TOO_EASY_TO_GUESS, isGuessable, newPassword } from "../passwords.js";

// The pages behind one-time links (README "Forms and sign-in", "Staff console"):
// - `/auth/claim`: a new owner or invited staff member sets a first password;
// - `/auth/reset`: a forgotten password is set anew;
// - `/auth/confirm`: a new parent's registration becomes an account.
// Each GET says who the link is for and changes nothing (mail scanners open links); each POST uses
// the link and signs in, answering like /auth/login. `domain` is the host the link is opened on:
// a link works only at its own school. Unknown, used, expired and another school's links all get
// the same 404, so the answer tells nothing about which links exist, and a refused link stays
// usable on its own school's host.

const tokenField = z.string({ required_error: "token is required" }).regex(TOKEN_PATTERN, "token is not a sign-in link's token");
const domainField = z.string({ required_error: "domain is required" }).min(1, "domain is required");
const linkQuery = z.object({ token: tokenField, domain: domainField });

const NOT_VALID = {
  claim:
    "This sign-in link is not valid any more: it was used, or it is older than 24 hours. Ask the school's owner for a new one.",
  reset: "This link is not valid any more: it was used, or it is older than an hour. Ask for a new one.",
  confirm: "This link is not valid any more: it was used, or it is older than 24 hours. Sign up again to get a new one.",
};

export function claimRouter(db: Db, options: { tokenTtlHours: number }): Router {
  const router = Router();

  /** The school of the host, or null (an unknown host is the same "not valid" as a bad link). */
  const schoolOf = async (domain: string) => {
    const normalized = normalizeDomain(domain);
    return normalized ? findClientByDomain(db, normalized) : null;
  };

  const signedIn = async (user: { id: number; name: string; email: string; mobile: string; clientId: number; role: string }) => {
    const [client, domain] = await Promise.all([findClient(db, user.clientId), primaryDomain(db, user.clientId)]);
    const token = await issueToken(db, user.id, user.clientId, options.tokenTtlHours);
    const { id, name, email, mobile, clientId, role } = user;
    return { user: { id, name, email, mobile, clientId, role }, clientInfo: toClientInfo(client, domain ?? ""), token };
  };

  for (const purpose of ["claim", "reset"] as const) {
    const findLink = async (token: string, domain: string) => {
      const school = await schoolOf(domain);
      const link = school ? await findUsableLink(db, token, purpose, school.clientId) : null;
      if (!link) throw new HttpError(404, NOT_VALID[purpose]);
      return link;
    };

    // Who the link is for, so the page can say "Set a password for …" before anything is changed.
    router.get(
      `/auth/${purpose}`,
      handle(async (req, res) => {
        const { token, domain } = parseOr400(linkQuery, readParams(req));
        const link = await findLink(token, domain);
        res.json({
          data: { name: link.name, email: link.email, role: link.role, clientName: link.clientName, expiresAt: link.expiresAt },
        });
      }),
    );

    router.post(
      `/auth/${purpose}`,
      handle(async (req, res) => {
        const input = parseOr400(linkQuery.extend({ password: newPassword }), readParams(req));
        const link = await findLink(input.token, input.domain);
        // The same rule as register (README "Accounts"): not guessable from the person's own details.
        const personal = [link.name, link.email, link.email.split("@")[0] ?? "", link.mobile, link.clientName];
        if (isGuessable(input.password, personal)) {
          throw new HttpError(400, TOO_EASY_TO_GUESS, "password");
        }
        const passwordHash = await hashPassword(input.password);
        await db.transaction().execute(async (trx) => {
          // Single use even when two requests race: only one of them marks it used.
          if (!(await useLink(trx, link.linkId))) throw new HttpError(404, NOT_VALID[purpose]);
          await trx.updateTable("users").set({ passwordHash }).where("id", "=", link.userId).execute();
          // A new password signs the account out everywhere else.
          await trx.deleteFrom("authTokens").where("userId", "=", link.userId).execute();
        });
        res.json(await signedIn({ ...link, id: link.userId }));
      }),
    );
  }

  const findRegistration = async (token: string, domain: string) => {
    const school = await schoolOf(domain);
    const registration = school ? await findPendingRegistration(db, token, school.clientId) : null;
    if (!registration) throw new HttpError(404, NOT_VALID.confirm);
    return registration;
  };

  router.get(
    "/auth/confirm",
    handle(async (req, res) => {
      const { token, domain } = parseOr400(linkQuery, readParams(req));
      const registration = await findRegistration(token, domain);
      const { name, email, clientName, expiresAt } = registration;
      res.json({ data: { name, email, clientName, expiresAt } });
    }),
  );

  router.post(
    "/auth/confirm",
    handle(async (req, res) => {
      const { token, domain } = parseOr400(linkQuery, readParams(req));
      const registration = await findRegistration(token, domain);
      const user = await db.transaction().execute(async (trx) => {
        if (!(await useLink(trx, registration.linkId))) throw new HttpError(404, NOT_VALID.confirm);
        const { clientId, name, mobile, email, passwordHash } = registration;
        // The address may have got an account since (another confirm link, an invitation): that
        // one is left as it is, and this link has nothing left to do.
        const created = await trx
          .insertInto("users")
          .values({ clientId, name, mobile, email, passwordHash, createdAt: new Date().toISOString() })
          .onConflict((oc) => oc.columns(["clientId", "email"]).doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!created) throw new HttpError(404, NOT_VALID.confirm);
        return created;
      });
      res.status(201).json(await signedIn(user));
    }),
  );

  return router;
}
