import type { StaffCaller } from "./auth.js";
import type { Db } from "./db.js";
import type { AuditSubject } from "./schema.js";

// Who changed what and when (the staff console's audit trail). The actor's name is copied into
// the row so the history still reads after the account is removed from the team.

interface Entry {
  action: string;
  subjectKind: AuditSubject;
  subjectId: number | null;
  fromStatus?: string | null;
  toStatus?: string | null;
  note?: string;
}

/** Who made a change: a member of staff, or (userId null) the family or the clock, by name. */
export type Actor = Pick<StaffCaller, "clientId" | "name"> & { userId: number | null };

/** A change the family made from the status page (README "Admissions": "Stages"). */
export const familyActor = (clientId: number): Actor => ({ clientId, userId: null, name: "The family" });

/** A change nobody made by hand: an offer's deadline passing. */
export const clockActor = (clientId: number): Actor => ({ clientId, userId: null, name: "Automatic" });

export async function audit(db: Db, actor: Actor, entry: Entry): Promise<void> {
  await db
    .insertInto("auditLog")
    .values({
      clientId: actor.clientId,
      actorUserId: actor.userId,
      actorName: actor.name,
      action: entry.action,
      subjectKind: entry.subjectKind,
      subjectId: entry.subjectId,
      fromStatus: entry.fromStatus ?? null,
      toStatus: entry.toStatus ?? null,
      note: entry.note ?? "",
      createdAt: new Date().toISOString(),
    })
    .execute();
}
