import type { Request, RequestHandler, Response } from "express";
import { type SelectQueryBuilder, sql } from "kysely";
import { z } from "zod";
import { type StaffCaller, requireRole } from "../auth.js";
import type { Db } from "../db.js";
import { listQuery } from "../fields.js";
import { HttpError, handle, readParams } from "../http.js";
import type { Database } from "../schema.js";

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

/**
 * Refuses what would stand twice where staff tell rows apart by it (two years "2027–28", a
 * class's checklist asking twice for one document, two visit times at one hour): a 409 on
 * `field`, nothing stored. `twins` selects the rows already standing so; `except` is the row
 * being edited, which may keep its own.
 */
export async function refuseTwin<TB extends keyof Database>(
  twins: SelectQueryBuilder<Database, TB, { id: number }>,
  except: number | undefined,
  refusal: { field: string; message: string },
): Promise<void> {
  const others = except === undefined ? twins : twins.where(sql.ref("id"), "!=", except);
  if (await others.executeTakeFirst()) {
    throw new HttpError(409, `${refusal.field}: ${refusal.message}`, refusal.field, { [refusal.field]: [refusal.message] });
  }
}
