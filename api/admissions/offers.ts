import { DateTime } from "luxon";
import { z } from "zod";
import { APPLICATION_PATH, type ApplicationStage } from "../../shared/family-stages.js";
import { type Actor, audit, clockActor } from "../audit.js";
import { findClient } from "../clients.js";
import type { Db } from "../db.js";
import { calendarDate, text } from "../fields.js";
import { HttpError } from "../http.js";
import { enqueueAdmissionsNotice } from "../notifications.js";
import type { Client } from "../schema.js";
import { MAIL_INTL, type MailLanguage } from "../../shared/i18n/mail.js";
import { classAndYearIn, mailIn } from "../languages/family-language.js";
import { schoolPhone } from "./acknowledgements.js";
import { familySite, queueFamilyMail } from "./family-mail.js";
import { schoolToday } from "./follow-up.js";
import { seatsOf } from "./seats.js";
import { moveApplication } from "./stages.js";

// Offers and the waitlist (README "Admissions": "Offers and the waitlist"). Staff offer a seat of
// the application's class with a deadline; the class's seats count down with every application
// offered, accepted or enrolled; past them only the owner may offer. The family accepts or
// declines on the status page; an offer not accepted by the end of its deadline (the school's
// calendar) lapses by itself — at the next look at the school (the console's every page, the
// status page) or the sweep every few minutes — and staff are told who is next on the waitlist
// (./seats.ts, whenever an application gives its seat back).
// The waitlist is ordered per class: a rank per waitlisted application, moved by staff with a reason.

/** How far ahead an offer's deadline may be: a seat is not held for a family for longer. */
export const MAX_DEADLINE_DAYS = 60;

/** The stages an offer can be made from: on the path before "offered", or waiting on the list. */
const OFFERABLE: ApplicationStage[] = [...APPLICATION_PATH.slice(0, APPLICATION_PATH.indexOf("offered")), "waitlisted"];

/** "10 Dec": a deadline as the status page and the mail's subject say it. */
export const shortDate = (date: string) => DateTime.fromISO(date, { locale: "en-IN" }).toFormat("d MMM");
const longDate = (date: string) => DateTime.fromISO(date, { locale: "en-IN" }).toFormat("d MMMM yyyy");

/** The same in a family's mail: English as above, another language through Intl with its locale. */
const mailDate = (date: string, lang: MailLanguage, length: "short" | "long") =>
  lang === "en"
    ? (length === "short" ? shortDate : longDate)(date)
    : DateTime.fromISO(date, { locale: MAIL_INTL[lang] }).toLocaleString(
        length === "short" ? { day: "numeric", month: "short" } : { day: "numeric", month: "long", year: "numeric" },
      );

export const offerInput = z.object({
  deadline: calendarDate("Deadline"),
  // A checkbox: "yes" when the owner offers past the seats on purpose.
  overSeats: z
    .enum(["", "yes"], { errorMap: () => ({ message: "overSeats must be yes or empty" }) })
    .optional()
    .transform((value) => value === "yes"),
});

export const waitlistMoveInput = z.object({
  position: z
    .string({ required_error: "Position is required", invalid_type_error: "Position must be text" })
    .trim()
    .regex(/^[1-9]\d{0,4}$/, "Position must be a whole number from 1")
    .transform(Number),
  reason: text("Reason", { max: 500, required: "Reason is required: say why the family moves on the waitlist" }),
});

/** An application of the school with what offers and the waitlist need. */
async function application(db: Db, clientId: number, id: number) {
  const row = await db
    .selectFrom("enrollments")
    .select(["id", "status", "classId", "reference", "childName", "parentName", "email", "language", "waitlistRank"])
    .where("id", "=", id)
    .where("clientId", "=", clientId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, "No such enrollment");
  return row;
}

/**
 * POST /staff/enrollments/:id/offer: a seat of the application's class until the deadline. Seats
 * are counted in the offer's transaction; past them only the owner offers, and says so.
 */
export async function makeOffer(
  trx: Db,
  staff: Actor & { role: "staff" | "owner" },
  id: number,
  input: z.output<typeof offerInput>,
) {
  const found = await application(trx, staff.clientId, id);
  if (found.classId === null)
    throw new HttpError(409, "This application has no class: a seat is offered in a class of an admission year", "deadline");
  if (!OFFERABLE.includes(found.status))
    throw new HttpError(409, `status: an application that is ${found.status} cannot be offered a seat`, "status");
  const { today } = await schoolToday(trx, staff.clientId);
  const latest = DateTime.fromISO(today).plus({ days: MAX_DEADLINE_DAYS }).toISODate() ?? today;
  if (input.deadline < today) throw fieldError("deadline", "The deadline cannot be before today");
  if (input.deadline > latest) throw fieldError("deadline", `The deadline can be at most ${MAX_DEADLINE_DAYS} days ahead`);
  const seats = await seatsOf(trx, staff.clientId, found.classId);
  if (seats.left === 0) {
    if (staff.role !== "owner")
      throw fieldError("overSeats", `All ${seats.seats} seats of ${seats.className} are held: only the owner can offer more`);
    if (!input.overSeats)
      throw fieldError(
        "overSeats",
        `All ${seats.seats} seats of ${seats.className} are held: choose "Offer past the seats" to go ahead`,
      );
  }
  const overSeats = seats.left === 0;
  await trx
    .insertInto("admissionOffers")
    .values({
      clientId: staff.clientId,
      enrollmentId: id,
      classId: found.classId,
      deadline: input.deadline,
      overSeats: overSeats ? 1 : 0,
      createdByUserId: staff.userId,
      createdAt: new Date().toISOString(),
    })
    .execute();
  const note = `${seats.className}, accept by ${longDate(input.deadline)}${overSeats ? " (past the seats, by the owner)" : ""}`;
  if (!(await moveApplication(trx, staff, { id, from: found.status, to: "offered", note, mail: false })))
    throw new HttpError(409, "status: it was changed meanwhile; reload and try again", "status");
  await queueOfferMail(trx, await findClient(trx, staff.clientId), {
    ...found,
    className: seats.className,
    deadline: input.deadline,
  });
  return { className: seats.className, deadline: input.deadline, seatsLeft: Math.max(0, seats.left - 1), overSeats };
}

const fieldError = (field: string, message: string) => new HttpError(409, `${field}: ${message}`, field, { [field]: [message] });

/** The offer's mail: what is offered, until when, and where to answer. */
async function queueOfferMail(
  db: Db,
  client: Client,
  offer: {
    id: number;
    classId: number | null;
    email: string;
    parentName: string;
    childName: string;
    reference: string | null;
    className: string;
    deadline: string;
    language: string;
  },
) {
  if (!offer.email) return;
  // In the application's language (README "Languages": "Mails"); the class as the school names it.
  const { lang, words, school } = mailIn(client, offer.language);
  const className = (await classAndYearIn(db, offer.classId, lang)) || offer.className;
  const site = await familySite(db, client.id);
  await queueFamilyMail(db, school, {
    to: offer.email,
    subject: words.offer.subject(className, mailDate(offer.deadline, lang, "short")),
    paragraphs: [
      words.dear(offer.parentName),
      words.offer.offers(school.clientName, offer.childName, className, offer.reference ?? ""),
      words.offer.answer(mailDate(offer.deadline, lang, "long")),
      ...(site ? [words.statusPage(site.statusUrl)] : []),
      ...schoolPhone(school, words),
    ],
    source: { kind: "enrollment", id: offer.id },
  });
}

/** The open offer of an application, if any. */
export function openOffer(db: Db, clientId: number, enrollmentId: number) {
  return db
    .selectFrom("admissionOffers")
    .selectAll()
    .where("clientId", "=", clientId)
    .where("enrollmentId", "=", enrollmentId)
    .where("status", "=", "open")
    .executeTakeFirst();
}

/**
 * The family's answer on the status page (POST /admissions/offer): accepted, or declined (the
 * application is withdrawn and the seat goes to the next family). The caller has checked the
 * reference and mobile, and lapsed what was due, so an offer past its deadline is no longer open.
 */
export async function answerOffer(trx: Db, actor: Actor, enrollmentId: number, answer: "accept" | "decline") {
  const offer = await openOffer(trx, actor.clientId, enrollmentId);
  if (!offer)
    throw new HttpError(409, "There is no open offer for this application: it may have lapsed. Please call the school.");
  const found = await application(trx, actor.clientId, enrollmentId);
  const seats = await seatsOf(trx, actor.clientId, offer.classId);
  const accepted = answer === "accept";
  const moved = await moveApplication(trx, actor, {
    id: enrollmentId,
    from: "offered",
    to: accepted ? "accepted" : "withdrawn",
    note: accepted ? `${seats.className}: the family accepted the offer` : `${seats.className}: the family declined the offer`,
    offerEnds: accepted ? "accepted" : "declined",
    mail: true,
  });
  if (!moved) throw new HttpError(409, "This application has just changed: please look it up again.");
  const client = await findClient(trx, actor.clientId);
  await enqueueAdmissionsNotice(trx, client, {
    id: enrollmentId,
    subject: `[${client.clientName}] Offer ${accepted ? "accepted" : "declined"}: ${found.reference ?? ""}`,
    lines: [
      `${found.childName} (${found.reference ?? ""}): the family ${accepted ? "accepted" : "declined"} the offer of a seat in ${seats.className}.`,
    ],
  });
}

/**
 * Lapses the school's open offers whose deadline is over (before today in the school's calendar):
 * the application is withdrawn with the reason, the family told, and staff told who is next.
 */
export async function lapseDueOffers(db: Db, clientId: number, known?: { today: string }): Promise<number> {
  const { today } = known ?? (await schoolToday(db, clientId));
  const due = await db
    .selectFrom("admissionOffers")
    .select(["id", "enrollmentId", "classId", "deadline"])
    .where("clientId", "=", clientId)
    .where("status", "=", "open")
    .where("deadline", "<", today)
    .execute();
  let lapsed = 0;
  for (const offer of due) {
    await db.transaction().execute(async (trx) => {
      // Only an offer still open: a family accepting at this moment wins, or this lapse does.
      const closed = await trx
        .updateTable("admissionOffers")
        .set({ status: "lapsed", closedAt: new Date().toISOString() })
        .where("id", "=", offer.id)
        .where("status", "=", "open")
        .executeTakeFirst();
      if (closed.numUpdatedRows !== 1n) return;
      lapsed += 1;
      await moveApplication(trx, clockActor(clientId), {
        id: offer.enrollmentId,
        from: "offered",
        to: "withdrawn",
        note: `The offer lapsed: not accepted by ${longDate(offer.deadline)}`,
        mail: true,
      });
    });
  }
  return lapsed;
}

/** Every school's due offers (the sweep): a school's failure is logged and the others go on. */
export async function lapseAllDueOffers(db: Db, log: (error: unknown) => void): Promise<void> {
  const schools = await db.selectFrom("admissionOffers").select("clientId").distinct().where("status", "=", "open").execute();
  for (const { clientId } of schools) await lapseDueOffers(db, clientId).catch(log);
}

/** An application's place on its class's waitlist (1 = first), or null when it is not waitlisted. */
export async function waitlistPosition(
  db: Db,
  clientId: number,
  row: { id: number; classId: number | null; status: string; waitlistRank: number | null },
) {
  if (row.status !== "waitlisted" || row.waitlistRank === null) return null;
  const ahead = await db
    .selectFrom("enrollments")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("clientId", "=", clientId)
    .where("status", "=", "waitlisted")
    .where("classId", row.classId === null ? "is" : "=", row.classId)
    .where((eb) =>
      eb.or([
        eb("waitlistRank", "<", row.waitlistRank),
        eb.and([eb("waitlistRank", "=", row.waitlistRank), eb("id", "<", row.id)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(ahead.n) + 1;
}

/** A class's waitlist in order. */
export function waitlistOf(db: Db, clientId: number, classId: number | null) {
  return db
    .selectFrom("enrollments")
    .select(["id", "reference", "childName", "parentName", "waitlistRank", "flaggedNextAt", "createdAt"])
    .where("clientId", "=", clientId)
    .where("status", "=", "waitlisted")
    .where("classId", classId === null ? "is" : "=", classId)
    .orderBy("waitlistRank")
    .orderBy("id")
    .execute();
}

/** POST /staff/enrollments/:id/waitlist: moves a waitlisted family to a position, with the reason (audited). */
export async function moveOnWaitlist(trx: Db, staff: Actor, id: number, input: z.output<typeof waitlistMoveInput>) {
  const found = await application(trx, staff.clientId, id);
  if (found.status !== "waitlisted")
    throw new HttpError(409, "status: only a waitlisted application has a place on the waitlist", "status");
  const list = await waitlistOf(trx, staff.clientId, found.classId);
  const from = list.findIndex((row) => row.id === id) + 1;
  if (input.position > list.length)
    throw fieldError("position", `The waitlist has ${list.length} families: choose 1 to ${list.length}`);
  if (input.position === from) throw fieldError("position", `It is already number ${from} on the waitlist`);
  const order = list.filter((row) => row.id !== id);
  order.splice(input.position - 1, 0, list[from - 1]!);
  for (const [index, row] of order.entries())
    if (row.waitlistRank !== index + 1)
      await trx
        .updateTable("enrollments")
        .set({ waitlistRank: index + 1 })
        .where("id", "=", row.id)
        .execute();
  await audit(trx, staff, {
    action: "waitlist",
    subjectKind: "enrollment",
    subjectId: id,
    note: `From number ${from} to number ${input.position}: ${input.reason}`,
  });
  return { position: input.position, of: list.length };
}

/** What the status page and the record page show of an application's class, offer and waitlist place. */
export async function applicationState(
  db: Db,
  clientId: number,
  row: { id: number; classId: number | null; status: string; waitlistRank: number | null },
) {
  if (row.classId === null) return { className: null, offer: null, waitlistPosition: null, seats: null };
  const [seats, offer, position] = await Promise.all([
    seatsOf(db, clientId, row.classId),
    db
      .selectFrom("admissionOffers")
      .select(["deadline", "status", "overSeats", "createdAt"])
      .where("clientId", "=", clientId)
      .where("enrollmentId", "=", row.id)
      .orderBy("id", "desc")
      .executeTakeFirst(),
    waitlistPosition(db, clientId, row),
  ]);
  return {
    className: seats.className,
    offer: offer ? { ...offer, overSeats: offer.overSeats === 1, deadlineShort: shortDate(offer.deadline) } : null,
    waitlistPosition: position,
    seats: { seats: seats.seats, held: seats.held, left: seats.left },
  };
}

/** How often every school's due offers are looked at when nobody opens its pages. */
const SWEEP_MS = 5 * 60_000;

/** Starts the sweep of due offers; the returned function stops it (and waits for a sweep under way). */
export function startOfferSweep(db: Db, log: (error: unknown) => void, everyMs = SWEEP_MS): () => Promise<void> {
  let current: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    current = lapseAllDueOffers(db, log).catch(log);
  }, everyMs).unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
