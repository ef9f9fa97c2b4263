import { randomBytes } from "node:crypto";
import { type Request, Router } from "express";
import { z } from "zod";
import { findClientForSubmission } from "../clients.js";
import { familyLanguage, languageField } from "../languages/family-language.js";
import type { Db } from "../db.js";
import { email, positiveId } from "../fields.js";
import { HttpError, handle, parseOr400, readParams } from "../http.js";
import { type Throttle, tooManyAttempts } from "../throttle.js";

// The footer's newsletter box (README "Newsletter"): a parent leaves an e-mail for a school's news,
// and leaves again with the link every e-mail of the school will carry. Posted like the other
// things a parent sends (clientId and fields as parameters, validated here).

const subscribeInput = z.object({
  clientId: positiveId("clientId"),
  email: email("Email is required"),
  // The language of the page the box was on (README "Languages": "Mails"), for the school's mails.
  language: languageField,
});

// 32 random bytes, base64url: 43 characters nobody can guess.
const tokenInput = z.object({
  clientId: positiveId("clientId"),
  token: z.string({ required_error: "token is required" }).regex(/^[A-Za-z0-9_-]{43}$/, "token is not a valid unsubscribe token"),
});

/** What every sign-up hears, new or already on the list: the answer never tells which. */
export const subscribedMessage = (schoolName: string) =>
  `Thank you for subscribing! ${schoolName}'s news will come to your inbox.`;

/** What an unsubscribe hears, the first time and every time after. */
export const UNSUBSCRIBED = "You are unsubscribed. You will not get the school's newsletter any more.";

const UNKNOWN_LINK = "This unsubscribe link is not valid. Please use the link from the school's latest e-mail.";

/** The path of a subscriber's unsubscribe page on the school's site. */
export const unsubscribePath = (token: string) => `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

export function newsletterRouter(
  db: Db,
  options: { throttle: Throttle; clientAddress: (req: Request) => string; pseudoLocale: boolean },
): Router {
  const router = Router();

  /** The school's row for a token; another school's token answers exactly like an unknown one. */
  async function subscriberOf(req: Request) {
    const input = parseOr400(tokenInput, readParams(req));
    const row = await db
      .selectFrom("newsletterSubscribers")
      .select(["id", "unsubscribedAt"])
      .where("clientId", "=", input.clientId)
      .where("unsubscribeToken", "=", input.token)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, UNKNOWN_LINK, "token", { token: [UNKNOWN_LINK] });
    return row;
  }

  router.post(
    "/newsletter/subscribe",
    handle(async (req, res) => {
      const params = readParams(req);
      const input = parseOr400(subscribeInput, params);
      const client = await findClientForSubmission(db, input.clientId);
      const waitSeconds = await options.throttle.attempt(`${client.id}:${input.email}`, options.clientAddress(req));
      if (waitSeconds !== null) throw tooManyAttempts("sign-ups", waitSeconds);
      // Once per e-mail per school: a second sign-up keeps the first row (and its link), and
      // puts an address that had left back on the list, in the language of this sign-up.
      const language = familyLanguage(client, input.language, options.pseudoLocale);
      await db
        .insertInto("newsletterSubscribers")
        .values({
          clientId: client.id,
          email: (params.email ?? "").trim(),
          normalizedEmail: input.email,
          unsubscribeToken: randomBytes(32).toString("base64url"),
          language,
          createdAt: new Date().toISOString(),
        })
        .onConflict((oc) => oc.columns(["clientId", "normalizedEmail"]).doUpdateSet({ unsubscribedAt: null, language }))
        .execute();
      res.status(200).json({ message: subscribedMessage(client.clientName) });
    }),
  );

  // Whether a link still unsubscribes someone, for the page it opens (which changes nothing).
  router.get(
    "/newsletter/subscription",
    handle(async (req, res) => {
      const row = await subscriberOf(req);
      res.json({ data: { subscribed: row.unsubscribedAt === null } });
    }),
  );

  router.post(
    "/newsletter/unsubscribe",
    handle(async (req, res) => {
      const row = await subscriberOf(req);
      if (row.unsubscribedAt === null) {
        await db
          .updateTable("newsletterSubscribers")
          .set({ unsubscribedAt: new Date().toISOString() })
          .where("id", "=", row.id)
          .where("unsubscribedAt", "is", null)
          .execute();
      }
      res.json({ message: UNSUBSCRIBED });
    }),
  );

  return router;
}
