import { Router } from "express";
import { z } from "zod";
import { PROGRAMS } from "../../shared/school-content.js";
import type { Db } from "../db.js";
import type { OnContentChange } from "../events.js";
import { parseOr400, readParams } from "../http.js";
import { staffRoute } from "./access.js";

// Which of the five program pages the school offers (README "Staff console": "Pages"). A program
// is offered until staff say otherwise; its cards are a list of their own (/staff/lists/<program>),
// kept while it is not offered, so that offering it again brings them back.

const programParam = z.object({
  program: z.enum(PROGRAMS, { errorMap: () => ({ message: `program must be one of ${PROGRAMS.join(", ")}` }) }),
});

const offeredInput = z.object({
  offered: z
    .enum(["true", "false"], { errorMap: () => ({ message: "Offered must be true or false" }) })
    .transform((value) => value === "true"),
});

async function programsOf(db: Db, clientId: number) {
  const [offers, cards] = await Promise.all([
    db.selectFrom("programOffers").select(["program", "offered"]).where("clientId", "=", clientId).execute(),
    db
      .selectFrom("featureCards")
      .select(["page", "deleted"])
      .where("clientId", "=", clientId)
      .where("page", "in", [...PROGRAMS])
      .execute(),
  ]);
  return PROGRAMS.map((program) => ({
    program,
    offered: offers.find((row) => row.program === program)?.offered !== 0,
    cards: cards.filter((card) => card.page === program).length,
    hiddenCards: cards.filter((card) => card.page === program && card.deleted === 1).length,
  }));
}

export function programsRouter(db: Db, onContentChange: OnContentChange): Router {
  const router = Router();

  router.get(
    "/staff/programs",
    staffRoute(db, "staff", async (_req, res, staff) => {
      const data = await programsOf(db, staff.clientId);
      res.json({ data, count: data.length });
    }),
  );

  router.post(
    "/staff/programs/:program",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { program } = parseOr400(programParam, req.params);
      const { offered } = parseOr400(offeredInput, readParams(req));
      const updatedAt = new Date().toISOString();
      await db
        .insertInto("programOffers")
        .values({ clientId: staff.clientId, program, offered: offered ? 1 : 0, updatedAt })
        .onConflict((conflict) => conflict.columns(["clientId", "program"]).doUpdateSet({ offered: offered ? 1 : 0, updatedAt }))
        .execute();
      onContentChange({ clientId: staff.clientId, list: "programs" });
      const data = await programsOf(db, staff.clientId);
      res.json({
        message: offered
          ? "Offered: the program's page is on the site"
          : "Not offered: the program's page and links are gone from the site",
        data,
        count: data.length,
      });
    }),
  );

  return router;
}
