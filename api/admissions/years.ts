import { readTranslatableParams, translationsInput, translationsOf } from "../translations.js";
import { Router } from "express";
import { z } from "zod";
import { audit } from "../audit.js";
import { findClient } from "../clients.js";
import type { Db } from "../db.js";
import type { OnContentChange } from "../events.js";
import { calendarDate, optionalRupees, positiveId, text, wholeNumber } from "../fields.js";
import { HttpError, handle, parseOr400, readParams } from "../http.js";
import { idParam, refuseTwin, staffRoute } from "../staff/access.js";
import { type AgeRule, meetsRule, ruleInWords, ruleMessage } from "../../shared/age-rules.js";
import { formatRupees } from "../../shared/rupees.js";
import { PROGRAMS } from "../../shared/school-content.js";

// The admission year and its classes (README "Admissions": "The year and its classes"): the owner
// sets up a year (2027–28, open for applications or not) and its classes, each with seats and an
// age rule on the school's own cut-off date; staff read them; the enrollment form offers the
// classes of open years, and an application names one only if the child's date of birth meets its
// rule (checked here, whatever the site already checked). Every change is an audit row.

const PROGRAM_MESSAGE = "Program must be one of the school's programs";

const yearInput = z.object({
  label: text("Year", { max: 20, required: "Year is required" }),
  startsOn: calendarDate("Start date"),
  open: z
    .enum(["true", "false"], { errorMap: () => ({ message: "open must be true or false" }) })
    .transform((value) => value === "true"),
});

/** Years and months as staff type them (3 years 0 months), stored as whole months. */
const className = text("Class", { max: 60, required: "Class is required" });

/**
 * The class's name in the site's other languages (README "Languages"), beside classInput: sent,
 * the whole set replaces what was stored; not sent, it is kept.
 */
const classTranslations = z.object({ translations: translationsInput({ name: className }) });

/** The stored versions' column, when the input sent them. */
const storedTranslations = ({ translations }: z.output<typeof classTranslations>) =>
  translations === undefined ? {} : { translations: JSON.stringify(translations) };

const classInput = z
  .object({
    name: className,
    program: z
      .enum(["", ...PROGRAMS], { errorMap: () => ({ message: PROGRAM_MESSAGE }) })
      .optional()
      .transform((value) => value ?? ""),
    seats: wholeNumber("Seats", 0, 1000),
    minYears: wholeNumber("Youngest age, years", 0, 18),
    minMonths: wholeNumber("Youngest age, months", 0, 11),
    underYears: wholeNumber("Under age, years", 0, 19),
    underMonths: wholeNumber("Under age, months", 0, 11),
    ageOn: calendarDate("Age on"),
    // The registration fee a parent pays by UPI (README "Admissions": "Registration fee by UPI").
    fee: optionalRupees(),
  })
  .transform(({ minYears, minMonths, underYears, underMonths, fee, ...rest }) => ({
    ...rest,
    feeRupees: fee,
    minMonths: minYears * 12 + minMonths,
    underMonths: underYears * 12 + underMonths,
  }))
  .superRefine((value, ctx) => {
    if (value.underMonths <= value.minMonths)
      ctx.addIssue({
        code: "custom",
        path: ["underYears"],
        message: "The age a child must be under must be above the youngest age",
      });
  });

type ClassValues = z.output<typeof classInput>;

const CLASS_COLUMNS = ["id", "yearId", "name", "program", "seats", "minMonths", "underMonths", "ageOn", "feeRupees"] as const;

/** A class as every answer gives it: its rule in words beside the numbers. */
const withRule = <C extends AgeRule>(row: C) => ({ ...row, rule: ruleInWords(row) });

async function findYear(db: Db, id: number, clientId: number) {
  const year = await db
    .selectFrom("admissionYears")
    .select(["id", "label", "startsOn", "open"])
    .where("id", "=", id)
    .where("clientId", "=", clientId)
    .executeTakeFirst();
  // Another school's year answers exactly like a missing one.
  if (!year) throw new HttpError(404, "No such admission year");
  return year;
}

/** A class of the school, with its year's label; another school's answers like a missing one. */
export async function findClass(db: Db, id: number, clientId: number) {
  const row = await db
    .selectFrom("admissionClasses")
    .innerJoin("admissionYears", "admissionYears.id", "admissionClasses.yearId")
    .select(CLASS_COLUMNS.map((column) => `admissionClasses.${column}` as const))
    .select("admissionYears.label as yearLabel")
    .where("admissionClasses.id", "=", id)
    .where("admissionClasses.clientId", "=", clientId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, "No such class");
  return row;
}

/** A year's label is the school's name for it: two years of the same name would confuse everyone. */
const refuseTwinYear = (db: Db, clientId: number, label: string, except?: number) =>
  refuseTwin(db.selectFrom("admissionYears").select("id").where("clientId", "=", clientId).where("label", "=", label), except, {
    field: "label",
    message: `There is already a year ${label}`,
  });

const refuseTwinClass = (db: Db, yearId: number, name: string, except?: number) =>
  refuseTwin(db.selectFrom("admissionClasses").select("id").where("yearId", "=", yearId).where("name", "=", name), except, {
    field: "name",
    message: `This year already has a class ${name}`,
  });

/** Applications per class: a class with any is never deleted (its families would lose their class). */
async function applicationCounts(db: Db, clientId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("enrollments")
    .select(["classId", (eb) => eb.fn.countAll<string | number>().as("count")])
    .where("clientId", "=", clientId)
    .where("classId", "is not", null)
    .groupBy("classId")
    .execute();
  return new Map(rows.map((row) => [Number(row.classId), Number(row.count)]));
}

const describeClass = (value: ClassValues) =>
  `${value.name}: ${value.seats} seats, ${ruleInWords(value)}${value.program ? `, ${value.program}` : ""}, fee ${formatRupees(value.feeRupees)}`;

/** The school's years, newest first, each with its classes (youngest first) and their applications. */
async function yearsOf(db: Db, clientId: number) {
  const [years, classes, counts] = await Promise.all([
    db
      .selectFrom("admissionYears")
      .select(["id", "label", "startsOn", "open"])
      .where("clientId", "=", clientId)
      .orderBy("startsOn", "desc")
      .orderBy("id", "desc")
      .execute(),
    db
      .selectFrom("admissionClasses")
      .select([...CLASS_COLUMNS, "translations"])
      .where("clientId", "=", clientId)
      .orderBy("minMonths")
      .orderBy("name")
      .execute(),
    applicationCounts(db, clientId),
  ]);
  return years.map((year) => ({
    ...year,
    open: year.open === 1,
    classes: classes
      .filter((row) => row.yearId === year.id)
      // Its name in the site's other languages, for staff to edit (README "Languages").
      .map(({ translations, ...row }) => ({
        ...withRule(row),
        translations: translationsOf(translations, ["name"]),
        applications: counts.get(row.id) ?? 0,
      })),
  }));
}

/** The classes of the school's open years, as the enrollment form offers them. */
export async function openClasses(db: Db, clientId: number) {
  const rows = await db
    .selectFrom("admissionClasses")
    .innerJoin("admissionYears", "admissionYears.id", "admissionClasses.yearId")
    .select(CLASS_COLUMNS.map((column) => `admissionClasses.${column}` as const))
    .select(["admissionYears.label as yearLabel", "admissionYears.startsOn"])
    .where("admissionClasses.clientId", "=", clientId)
    .where("admissionYears.open", "=", 1)
    .orderBy("admissionYears.startsOn")
    .orderBy("admissionClasses.minMonths")
    .orderBy("admissionClasses.name")
    .execute();
  return rows.map(({ startsOn: _startsOn, ...row }) => withRule(row));
}

/**
 * An application's class, checked in the enrollment's own transaction: a class of one of the
 * school's open years, and a date of birth that meets its rule; refused on the class's field with
 * the rule in words ("For Nursery 2027–28 a child must be 3 to under 4 on 31 March 2027").
 */
export async function checkClassChoice(db: Db, clientId: number, choice: { classId: number | null; childDateOfBirth: string }) {
  if (choice.classId === null) return;
  const chosen = (await openClasses(db, clientId)).find((row) => row.id === choice.classId);
  const refuse = (field: "classId" | "childDateOfBirth", message: string) => {
    throw new HttpError(400, `${field}: ${message}`, field, { [field]: [message] });
  };
  if (!chosen) return refuse("classId", "Choose one of the school's classes open for applications");
  if (choice.childDateOfBirth === "") return refuse("childDateOfBirth", "Child's date of birth is required");
  if (!meetsRule(chosen, choice.childDateOfBirth)) return refuse("classId", ruleMessage(chosen.name, chosen.yearLabel, chosen));
}

/** GET /admissions/classes: what a parent may apply for, with no token (like SPEC §7's lists). */
export function admissionClassesRouter(db: Db): Router {
  const router = Router();
  router.get(
    "/admissions/classes",
    handle(async (req, res) => {
      const { clientId } = parseOr400(z.object({ clientId: positiveId("clientId") }), readParams(req));
      await findClient(db, clientId);
      const [classes, versions] = await Promise.all([
        openClasses(db, clientId),
        db.selectFrom("admissionClasses").select(["id", "translations"]).where("clientId", "=", clientId).execute(),
      ]);
      // Each class's name in the school's other languages (README "Languages"), for the form's choice.
      const byId = new Map(versions.map((row) => [row.id, row.translations]));
      res.json({ data: classes.map((row) => ({ ...row, translations: translationsOf(byId.get(row.id) ?? "{}", ["name"]) })) });
    }),
  );
  return router;
}

/** The owner's side of /staff/admissions (README "Staff console"); every member may read it. */
export function admissionYearsRouter(db: Db, onContentChange: OnContentChange): Router {
  const router = Router();
  // Every change may change what the enrollment form offers: the site's cached copy must go.
  const changed = (clientId: number) => onContentChange({ clientId, list: "admissionClasses" });

  router.get(
    "/staff/admissions/years",
    staffRoute(db, "staff", async (_req, res, staff) => {
      res.json({ data: await yearsOf(db, staff.clientId) });
    }),
  );

  router.post(
    "/staff/admissions/years",
    staffRoute(db, "owner", async (req, res, staff) => {
      const input = parseOr400(yearInput, readParams(req));
      const year = await db.transaction().execute(async (trx) => {
        await refuseTwinYear(trx, staff.clientId, input.label);
        const now = new Date().toISOString();
        const created = await trx
          .insertInto("admissionYears")
          .values({
            clientId: staff.clientId,
            label: input.label,
            startsOn: input.startsOn,
            open: input.open ? 1 : 0,
            createdAt: now,
            updatedAt: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await audit(trx, staff, {
          action: "create",
          subjectKind: "admissionYear",
          subjectId: created.id,
          note: describeYear(input),
        });
        return created;
      });
      changed(staff.clientId);
      res.status(201).json({ message: `Year ${input.label} added`, data: year });
    }),
  );

  router.post(
    "/staff/admissions/years/:id",
    staffRoute(db, "owner", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      const input = parseOr400(yearInput, readParams(req));
      await db.transaction().execute(async (trx) => {
        await findYear(trx, id, staff.clientId);
        await refuseTwinYear(trx, staff.clientId, input.label, id);
        await trx
          .updateTable("admissionYears")
          .set({ label: input.label, startsOn: input.startsOn, open: input.open ? 1 : 0, updatedAt: new Date().toISOString() })
          .where("id", "=", id)
          .where("clientId", "=", staff.clientId)
          .execute();
        await audit(trx, staff, { action: "update", subjectKind: "admissionYear", subjectId: id, note: describeYear(input) });
      });
      changed(staff.clientId);
      res.json({ message: `Year ${input.label} saved` });
    }),
  );

  router.post(
    "/staff/admissions/years/:id/delete",
    staffRoute(db, "owner", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      const year = await db.transaction().execute(async (trx) => {
        const found = await findYear(trx, id, staff.clientId);
        const applied = await trx
          .selectFrom("enrollments")
          .innerJoin("admissionClasses", "admissionClasses.id", "enrollments.classId")
          .select("enrollments.id")
          .where("admissionClasses.yearId", "=", id)
          .executeTakeFirst();
        if (applied)
          throw new HttpError(409, `Year ${found.label} has applications: close it to applications instead of deleting it`);
        await trx.deleteFrom("admissionClasses").where("yearId", "=", id).execute();
        await trx.deleteFrom("admissionYears").where("id", "=", id).where("clientId", "=", staff.clientId).execute();
        await audit(trx, staff, { action: "delete", subjectKind: "admissionYear", subjectId: id, note: found.label });
        return found;
      });
      changed(staff.clientId);
      res.json({ message: `Year ${year.label} deleted` });
    }),
  );

  router.post(
    "/staff/admissions/years/:id/classes",
    staffRoute(db, "owner", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      const params = readTranslatableParams(req);
      const input = parseOr400(classInput, params);
      const versions = storedTranslations(parseOr400(classTranslations, params));
      const created = await db.transaction().execute(async (trx) => {
        const year = await findYear(trx, id, staff.clientId);
        await refuseTwinClass(trx, id, input.name);
        const now = new Date().toISOString();
        const row = await trx
          .insertInto("admissionClasses")
          .values({ clientId: staff.clientId, yearId: id, ...input, ...versions, createdAt: now, updatedAt: now })
          .returning("id")
          .executeTakeFirstOrThrow();
        await audit(trx, staff, {
          action: "create",
          subjectKind: "admissionClass",
          subjectId: row.id,
          note: `${year.label} ${describeClass(input)}`,
        });
        return { ...row, year };
      });
      changed(staff.clientId);
      res.status(201).json({ message: `${input.name} added to ${created.year.label}`, data: { id: created.id } });
    }),
  );

  router.post(
    "/staff/admissions/classes/:id",
    staffRoute(db, "owner", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      const params = readTranslatableParams(req);
      const input = parseOr400(classInput, params);
      const versions = storedTranslations(parseOr400(classTranslations, params));
      const before = await db.transaction().execute(async (trx) => {
        const found = await findClass(trx, id, staff.clientId);
        await refuseTwinClass(trx, found.yearId, input.name, id);
        await trx
          .updateTable("admissionClasses")
          .set({ ...input, ...versions, updatedAt: new Date().toISOString() })
          .where("id", "=", id)
          .where("clientId", "=", staff.clientId)
          .execute();
        await audit(trx, staff, {
          action: "update",
          subjectKind: "admissionClass",
          subjectId: id,
          note: `${found.yearLabel} ${describeClass(input)}`,
        });
        return found;
      });
      changed(staff.clientId);
      res.json({ message: `${input.name} ${before.yearLabel} saved` });
    }),
  );

  router.post(
    "/staff/admissions/classes/:id/delete",
    staffRoute(db, "owner", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      const found = await db.transaction().execute(async (trx) => {
        const row = await findClass(trx, id, staff.clientId);
        const applied = await trx.selectFrom("enrollments").select("id").where("classId", "=", id).executeTakeFirst();
        if (applied) throw new HttpError(409, `${row.name} ${row.yearLabel} has applications: it cannot be deleted`);
        await trx.deleteFrom("admissionClasses").where("id", "=", id).where("clientId", "=", staff.clientId).execute();
        await audit(trx, staff, {
          action: "delete",
          subjectKind: "admissionClass",
          subjectId: id,
          note: `${row.yearLabel} ${row.name}`,
        });
        return row;
      });
      changed(staff.clientId);
      res.json({ message: `${found.name} ${found.yearLabel} deleted` });
    }),
  );

  return router;
}

const describeYear = (input: z.output<typeof yearInput>) =>
  `${input.label}, starts ${input.startsOn}, ${input.open ? "open for applications" : "closed to applications"}`;
