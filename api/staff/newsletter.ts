import { Router } from "express";
import type { Db } from "../db.js";
import type { Log } from "../http.js";
import { primaryDomain, siteOrigin } from "../links.js";
import { unsubscribePath } from "../routes/newsletter.js";
import { staffRoute } from "./access.js";
import { EXPORT_CHUNK, csvTime, sendCsv } from "./csv.js";

/**
 * The school's newsletter list as CSV (README "Newsletter"): who is subscribed now, oldest first,
 * each with the unsubscribe link the school's e-mails must carry. Addresses that left are not in
 * it: nobody should mail them.
 */
export function newsletterExportRouter(db: Db, log: Log): Router {
  const router = Router();
  router.get(
    "/staff/newsletter/export",
    staffRoute(db, "staff", async (_req, res, staff) => {
      const domain = await primaryDomain(db, staff.clientId);
      const link = (token: string) => (domain ? `${siteOrigin(domain)}${unsubscribePath(token)}` : unsubscribePath(token));
      const nextRows = (last: { id: number } | undefined) =>
        db
          .selectFrom("newsletterSubscribers")
          .select(["id", "email", "createdAt", "unsubscribeToken"])
          .where("clientId", "=", staff.clientId)
          .where("unsubscribedAt", "is", null)
          .where("id", ">", last?.id ?? 0)
          .orderBy("id")
          .limit(EXPORT_CHUNK)
          .execute();
      await sendCsv(res, log, {
        name: "newsletter",
        columns: [
          ["E-mail", (row) => row.email],
          ["Subscribed (UTC)", (row) => csvTime(row.createdAt)],
          ["Unsubscribe link", (row) => link(row.unsubscribeToken)],
        ],
        nextRows,
      });
    }),
  );
  return router;
}
