import {
  APPLICATION_PATH,
  type ApplicationStage,
  NEXT_STAGES,
  type OfferStatus,
  SEAT_HOLDING,
  isBefore,
} from "../../shared/family-stages.js";
import { type Actor, audit } from "../audit.js";
import { findClient } from "../clients.js";
import type { Db } from "../db.js";
import { HttpError } from "../http.js";
import { recordFirstResponse } from "./first-response.js";
import { flagNext } from "./seats.js";
import { queueStatusMail } from "./status-mails.js";
import { allAccepted, checklistWithDocuments } from "./documents.js";

// An application's stages (README "Admissions": "Stages"): every move is one conditional update
// (from the stage just read: two changes at once cannot both win) and one audit row. Staff move
// along NEXT_STAGES; the rest of admissions moves an application forward by itself when the family
// books or attends a visit, the school accepts the last document or confirms the fee, and the
// family answers an offer — never backwards, and never past a stage it has already reached.

interface Move {
  id: number;
  from: ApplicationStage;
  to: ApplicationStage;
  note?: string;
  /** Whether the family hears of it by mail (not when another mail already says it: a visit's, a receipt). */
  mail: boolean;
  /** Moving off "offered": how its open offer ends (accepted when accepted, else withdrawn unless said). */
  offerEnds?: Exclude<OfferStatus, "open">;
}

/** Moves one application, whatever NEXT_STAGES says (callers check what they allow). False: it had moved meanwhile. */
export async function moveApplication(trx: Db, actor: Actor, move: Move): Promise<boolean> {
  const updated = await trx
    .updateTable("enrollments")
    .set({
      status: move.to,
      // Off the waitlist, its place goes; a seat offered answers the "next" mark.
      ...(move.to === "waitlisted" ? {} : { waitlistRank: null }),
      ...(move.to === "offered" || move.to === "withdrawn" || move.to === "declined" ? { flaggedNextAt: null } : {}),
    })
    .where("id", "=", move.id)
    .where("clientId", "=", actor.clientId)
    .where("status", "=", move.from)
    .executeTakeFirst();
  if (updated.numUpdatedRows !== 1n) return false;
  if (move.from === "offered")
    await trx
      .updateTable("admissionOffers")
      .set({ status: move.to === "accepted" ? "accepted" : (move.offerEnds ?? "withdrawn"), closedAt: new Date().toISOString() })
      .where("enrollmentId", "=", move.id)
      .where("clientId", "=", actor.clientId)
      .where("status", "=", "open")
      .execute();
  if (move.to === "waitlisted") await joinWaitlist(trx, actor.clientId, move.id);
  // A seat given back (an offer declined or lapsed, a family leaving after an offer) comes free for the next family.
  if (SEAT_HOLDING.includes(move.from) && !SEAT_HOLDING.includes(move.to)) {
    const { classId } = await trx.selectFrom("enrollments").select("classId").where("id", "=", move.id).executeTakeFirstOrThrow();
    if (classId !== null) await flagNext(trx, await findClient(trx, actor.clientId), classId);
  }
  await audit(trx, actor, {
    action: "status",
    subjectKind: "enrollment",
    subjectId: move.id,
    fromStatus: move.from,
    toStatus: move.to,
    note: move.note ?? "",
  });
  // A member of staff moving a new application on is the school's first response.
  if (actor.userId !== null && move.from === "received" && move.to !== "withdrawn")
    await recordFirstResponse(trx, "enrollment", move.id, actor.clientId);
  if (move.mail) await queueStatusMail(trx, actor.clientId, { kind: "enrollment", id: move.id, status: move.to });
  return true;
}

/** Puts an application last on its class's waitlist. */
async function joinWaitlist(trx: Db, clientId: number, id: number) {
  const row = await trx.selectFrom("enrollments").select("classId").where("id", "=", id).executeTakeFirstOrThrow();
  const last = await trx
    .selectFrom("enrollments")
    .select((eb) => eb.fn.max("waitlistRank").as("rank"))
    .where("clientId", "=", clientId)
    .where("status", "=", "waitlisted")
    .where("classId", row.classId === null ? "is" : "=", row.classId)
    .executeTakeFirst();
  await trx
    .updateTable("enrollments")
    .set({ waitlistRank: Number(last?.rank ?? 0) + 1 })
    .where("id", "=", id)
    .execute();
}

/** A staff member's move (POST …/status): only along NEXT_STAGES, else the 409 that says where it may go. */
export async function staffMove(trx: Db, actor: Actor, id: number, from: ApplicationStage, to: ApplicationStage, note: string) {
  if (!NEXT_STAGES[from].includes(to)) {
    const allowed = NEXT_STAGES[from];
    throw new HttpError(409, `status: cannot go from ${from} to ${to}`, "status", {
      status: [allowed.length ? `From ${from} it can go to ${allowed.join(", ")}` : `From ${from} it cannot be moved by hand`],
    });
  }
  // Reopening (declined, withdrawn → received) and withdrawing mail the family like any other move.
  if (!(await moveApplication(trx, actor, { id, from, to, note, mail: !(from === "received" && to === "withdrawn") })))
    throw new HttpError(409, "status: it was changed meanwhile; reload and try again", "status");
}

/**
 * Moves applications forward to `target` when they have not reached it yet (an earlier stage of
 * the path); waitlisted, declined and withdrawn ones stay where staff put them.
 */
export async function advanceApplications(
  trx: Db,
  actor: Actor,
  ids: number[],
  target: (typeof APPLICATION_PATH)[number],
  options: { note?: string; mail: boolean },
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom("enrollments")
    .select(["id", "status"])
    .where("clientId", "=", actor.clientId)
    .where("id", "in", ids)
    .execute();
  const moved: number[] = [];
  for (const row of rows) {
    if (!isBefore(row.status, target)) continue;
    if (await moveApplication(trx, actor, { id: row.id, from: row.status, to: target, note: options.note, mail: options.mail }))
      moved.push(row.id);
  }
  return moved;
}

/** A family's applications at the school (one mobile number), for the moves a visit makes. */
export async function familyApplications(trx: Db, clientId: number, mobile: string): Promise<number[]> {
  const rows = await trx
    .selectFrom("enrollments")
    .select("id")
    .where("clientId", "=", clientId)
    .where("parentContact", "=", mobile)
    .execute();
  return rows.map((row) => row.id);
}

/** The school accepted a document: with every item of the checklist accepted, the documents are complete. */
export async function documentsCompleteWhenAllAccepted(trx: Db, actor: Actor, enrollmentId: number): Promise<void> {
  const enrollment = await trx
    .selectFrom("enrollments")
    .select(["id", "classId"])
    .where("id", "=", enrollmentId)
    .where("clientId", "=", actor.clientId)
    .executeTakeFirst();
  if (enrollment && allAccepted(await checklistWithDocuments(trx, enrollment)))
    await advanceApplications(trx, actor, [enrollmentId], "documentsComplete", { mail: true });
}
