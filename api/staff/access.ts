import type { Request, RequestHandler, Response } from "express";
import { z } from "zod";
import { type StaffCaller, requireRole } from "../auth.js";
import type { Db } from "../db.js";
import { listQuery } from "../fields.js";
import { HttpError, handle, readParams } from "../http.js";

/**
 * A staff console endpoint: the role is checked first (so an anonymous caller learns nothing, not
 * even which input is bad), then everything is scoped to the token's school. The site may send the
 * clientId of the host it serves; if that is another school, the answer is the same 404 as for a
 * row of another school (the staff console's tenant wall).
 */
export function staffRoute(
  db: Db,
  needed: "staff" | "owner",
  fn: (req: Request, res: Response, staff: StaffCaller) => Promise<void>,
): RequestHandler {
  return handle(async (req, res) => {
    const staff = await requireRole(db, req, needed);
    const { clientId } = readParams(req);
    if (clientId !== undefined && clientId !== String(staff.clientId)) throw new HttpError(404, "Not found");
    await fn(req, res, staff);
  });
}

/** `/:id` of a row: a positive whole number, else 400 naming `id`. */
export const idParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, "id must be a positive whole number")
    .transform(Number),
});

/** Paging of the console's lists: SPEC §7's pageNo and pageSize, same bounds as the public lists. */
export const paging = listQuery.pick({ pageNo: true, pageSize: true });

/**
 * A select of an HTML GET form sends `name=` for "any": an empty value reads as absent, anything
 * else must be one of the values.
 */
export function optionalChoice<T extends [string, ...string[]]>(name: string, values: T) {
  return z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(values, { errorMap: () => ({ message: `${name} must be one of ${values.join(", ")}` }) }).optional(),
  );
}
