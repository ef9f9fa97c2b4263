import { Router } from "express";
import { z } from "zod";
import { PROGRAMS, type Program } from "../../shared/school-content.js";
import type { Db } from "../db.js";
import { listQuery } from "../fields.js";
import { HttpError, handle } from "../http.js";
import { scope, translatedPage } from "./content.js";

// The school's own words and prices for the pages that were fixed text (README "Staff console":
// "Pages"), read like SPEC §7's lists: query clientId, pageNo, pageSize, deleted=false; an optional
// Bearer token of the same school; `{ data, count }` with the hidden items left out, in the
// school's order. None of SPEC §7's calls changes.

const programQuery = listQuery.extend({
  program: z.enum(PROGRAMS, { errorMap: () => ({ message: `program must be one of ${PROGRAMS.join(", ")}` }) }),
});

/** The programs the school does not offer (a program without a row is offered). */
export async function notOffered(db: Db, clientId: number): Promise<Set<Program>> {
  const rows = await db
    .selectFrom("programOffers")
    .select("program")
    .where("clientId", "=", clientId)
    .where("offered", "=", 0)
    .execute();
  return new Set(rows.map((row) => row.program));
}

export function pagesRouter(db: Db): Router {
  const router = Router();

  router.get(
    "/fee/all",
    handle(async (req, res) => {
      const query = await scope(db, req);
      const base = db.selectFrom("fees").where("clientId", "=", query.clientId).where("deleted", "=", 0);
      res.json(
        await translatedPage(
          base,
          (qb) =>
            qb
              .select(["id", "name", "amount", "frequency", "frequencyText", "note", "translations"])
              .orderBy("displayOrder")
              .orderBy("id"),
          query,
          ["name", "frequencyText", "note"],
        ),
      );
    }),
  );

  for (const [path, table] of [
    ["/paymentMethod/all", "paymentMethods"],
    ["/admissionStep/all", "admissionSteps"],
  ] as const) {
    router.get(
      path,
      handle(async (req, res) => {
        const query = await scope(db, req);
        const base = db.selectFrom(table).where("clientId", "=", query.clientId).where("deleted", "=", 0);
        res.json(
          await translatedPage(
            base,
            (qb) => qb.select(["id", "title", "description", "translations"]).orderBy("displayOrder").orderBy("id"),
            query,
            ["title", "description"],
          ),
        );
      }),
    );
  }

  for (const [path, topic] of [
    ["/feesFaq/all", "fees"],
    ["/admissionFaq/all", "admission"],
    ["/supportFaq/all", "support"],
  ] as const) {
    router.get(
      path,
      handle(async (req, res) => {
        const query = await scope(db, req);
        const base = db
          .selectFrom("faqs")
          .where("clientId", "=", query.clientId)
          .where("topic", "=", topic)
          .where("deleted", "=", 0);
        res.json(
          await translatedPage(
            base,
            (qb) => qb.select(["id", "question", "answer", "translations"]).orderBy("displayOrder").orderBy("id"),
            query,
            ["question", "answer"],
          ),
        );
      }),
    );
  }

  router.get(
    "/whyChooseUs/all",
    handle(async (req, res) => {
      const query = await scope(db, req);
      const base = db
        .selectFrom("featureCards")
        .where("clientId", "=", query.clientId)
        .where("page", "=", "whyChooseUs")
        .where("deleted", "=", 0);
      res.json(
        await translatedPage(
          base,
          (qb) => qb.select(["id", "title", "description", "icon", "translations"]).orderBy("displayOrder").orderBy("id"),
          query,
          ["title", "description"],
        ),
      );
    }),
  );

  router.get(
    "/direction/all",
    handle(async (req, res) => {
      const query = await scope(db, req);
      const base = db.selectFrom("directions").where("clientId", "=", query.clientId).where("deleted", "=", 0);
      res.json(
        await translatedPage(
          base,
          (qb) => qb.select(["id", "mode", "text", "translations"]).orderBy("displayOrder").orderBy("id"),
          query,
          ["mode", "text"],
        ),
      );
    }),
  );

  // The five programs and whether the school offers each (for the menu and the enrollment form).
  router.get(
    "/program/all",
    handle(async (req, res) => {
      const query = await scope(db, req);
      const off = await notOffered(db, query.clientId);
      const data = PROGRAMS.map((program) => ({ program, offered: !off.has(program) }));
      res.json({ data, count: data.length });
    }),
  );

  // A program page's cards; a program the school does not offer has none to show and says so.
  router.get(
    "/programCard/all",
    handle(async (req, res) => {
      const query = await scope(db, req, programQuery);
      // Checked by programQuery already; found again here for its type.
      const program = PROGRAMS.find((known) => known === query.program);
      if (!program) throw new HttpError(400, "program: unknown", "program");
      const offered = !(await notOffered(db, query.clientId)).has(program);
      if (!offered) {
        res.json({ data: [], count: 0, program, offered });
        return;
      }
      const base = db
        .selectFrom("featureCards")
        .where("clientId", "=", query.clientId)
        .where("page", "=", program)
        .where("deleted", "=", 0);
      const cards = await translatedPage(
        base,
        (qb) => qb.select(["id", "title", "description", "icon", "translations"]).orderBy("displayOrder").orderBy("id"),
        query,
        ["title", "description"],
      );
      res.json({ ...cards, program, offered });
    }),
  );

  return router;
}
