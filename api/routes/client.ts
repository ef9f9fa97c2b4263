import { Router } from "express";
import { z } from "zod";
import { findClientByDomain, normalizeDomain } from "../clients.js";
import type { Db } from "../db.js";
import { HttpError, handle, parseOr400, readParams } from "../http.js";

const lookup = z.object({
  publicDomain: z.string({ required_error: "publicDomain is required" }).min(1, "publicDomain is required").max(260),
});

export function clientRouter(db: Db): Router {
  const router = Router();
  // SPEC §1 and §7: the site finds its school by the hostname it is served from.
  router.get(
    "/client/getByPublicDomain",
    handle(async (req, res) => {
      const { publicDomain } = parseOr400(lookup, readParams(req));
      const domain = normalizeDomain(publicDomain);
      if (!domain) throw new HttpError(400, "publicDomain: must be a host name", "publicDomain");
      const client = await findClientByDomain(db, domain);
      if (!client) throw new HttpError(404, "No school is set up for this domain");
      res.json({ data: client });
    }),
  );
  return router;
}
