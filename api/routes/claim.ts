import { Router } from "express";
import { z } from "zod";
import { hashPassword, issueToken } from "../auth.js";
import { findClient, toClientInfo } from "../clients.js";
import type { Db } from "../db.js";
import { HttpError, handle, parseOr400, readParams } from "../http.js";
import { primaryDomain } from "../links.js";
import { TOKEN_PATTERN, findUsableLink } from "../signInLinks.js";
import { TOO_EASY_TO_GUESS, isGuessable, newPassword } from "../passwords.js";

// The page behind a one-time sign-in link (`/login/claim?token=…`, README "Staff console"): the
// new owner or invited staff member sets a password and is signed in. Unknown, used and expired
// links all get the same 404, so the answer tells nothing about which links exist.

const tokenField = z.string({ required_error: "token is required" }).regex(TOKEN_PATTERN, "token is not a sign-in link's token");

const LINK_NOT_VALID =
  "This sign-in link is not valid any more: it was used, or it is older than 24 hours. Ask the school's owner for a new one.";

export function claimRouter(db: Db, options: { tokenTtlHours: number }): Router {
  const router = Router();

  // Who the link is for, so the page can say "Set a password for …" before anything is changed.
  router.get(
    "/auth/claim",
    handle(async (req, res) => {
      const { token } = parseOr400(z.object({ token: tokenField }), readParams(req));
      const link = await findUsableLink(db, token);
      if (!link) throw new HttpError(404, LINK_NOT_VALID);
      res.json({
        data: { name: link.name, email: link.email, role: link.role, clientName: link.clientName, expiresAt: link.expiresAt },
      });
    }),
  );

  router.post(
    "/auth/claim",
    handle(async (req, res) => {
      const input = parseOr400(z.object({ token: tokenField, password: newPassword }), readParams(req));
      const link = await findUsableLink(db, input.token);
      if (!link) throw new HttpError(404, LINK_NOT_VALID);
      // The same rule as register (README "Accounts"): not guessable from the person's own details.
      const personal = [link.name, link.email, link.email.split("@")[0] ?? "", link.mobile, link.clientName];
      if (isGuessable(input.password, personal)) {
        throw new HttpError(400, TOO_EASY_TO_GUESS, "password");
      }
      const passwordHash = await hashPassword(input.password);
      await db.transaction().execute(async (trx) => {
        // Single use even when two requests race: only one of them marks it used.
        const used = await trx
          .updateTable("signInLinks")
          .set({ usedAt: new Date().toISOString() })
          .where("id", "=", link.linkId)
          .where("usedAt", "is", null)
          .executeTakeFirst();
        if (used.numUpdatedRows !== 1n) throw new HttpError(404, LINK_NOT_VALID);
        await trx.updateTable("users").set({ passwordHash }).where("id", "=", link.userId).execute();
        // A new password signs the account out everywhere else.
        await trx.deleteFrom("authTokens").where("userId", "=", link.userId).execute();
      });
      const [client, domain] = await Promise.all([findClient(db, link.clientId), primaryDomain(db, link.clientId)]);
      const token = await issueToken(db, link.userId, link.clientId, options.tokenTtlHours);
      res.json({
        user: {
          id: link.userId,
          name: link.name,
          email: link.email,
          mobile: link.mobile,
          clientId: link.clientId,
          role: link.role,
        },
        clientInfo: toClientInfo(client, domain ?? ""),
        token,
      });
    }),
  );

  return router;
}
