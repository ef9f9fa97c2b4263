import { randomBytes } from "node:crypto";
import { Router } from "express";
import { z } from "zod";
import { queueAccountMail } from "../accountMails.js";
import { audit } from "../audit.js";
import { hashPassword } from "../auth.js";
import { findClient, toClientInfo } from "../clients.js";
import type { Db } from "../db.js";
import { email, text } from "../fields.js";
import { HttpError, parseOr400, readParams } from "../http.js";
import { claimPath, primaryDomain } from "../links.js";
import type { User } from "../schema.js";
import { issueSignInLink } from "../signInLinks.js";
import { idParam, paging, staffRoute } from "./access.js";

// Who am I, my e-mail preference, and (owner only) the school's team: invite by one-time sign-in
// link, a new link for someone who lost theirs, removal from the team.

const member = (user: User) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  mobile: user.mobile,
  role: user.role,
  notifyByEmail: user.notifyByEmail === 1,
  createdAt: user.createdAt,
});

const signInLink = (link: { token: string; expiresAt: string }) => ({
  token: link.token,
  /** Relative to the school's site: the site prefixes its own origin. */
  path: claimPath(link.token),
  expiresAt: link.expiresAt,
});

/** How an invitation mail names the role. */
const ROLE_NAMES = { staff: "a staff member", owner: "an owner" };

const preferences = z.object({
  notifyByEmail: z.enum(["true", "false"], { errorMap: () => ({ message: "notifyByEmail must be true or false" }) }),
});

const invitation = z.object({
  name: text("Name", { max: 200, required: "Name is required" }),
  email: email("Email is required"),
  role: z.enum(["staff", "owner"], { errorMap: () => ({ message: "role must be staff or owner" }) }).default("staff"),
});

/**
 * An account nobody can sign in to until a link sets its password: a real scrypt hash of random
 * bytes, so a sign-in attempt on it costs the same time as on any other account.
 */
const unusablePasswordHash = () => hashPassword(randomBytes(32).toString("base64url"));

export function teamRouter(db: Db): Router {
  const router = Router();

  const findMember = async (trx: Db, id: number, clientId: number) => {
    const user = await trx
      .selectFrom("users")
      .selectAll()
      .where("id", "=", id)
      .where("clientId", "=", clientId)
      .where("role", "in", ["staff", "owner"])
      .executeTakeFirst();
    if (!user) throw new HttpError(404, "No such team member");
    return user;
  };

  router.get(
    "/staff/me",
    staffRoute(db, "staff", async (_req, res, staff) => {
      const [user, client, domain] = await Promise.all([
        findMember(db, staff.userId, staff.clientId),
        findClient(db, staff.clientId),
        primaryDomain(db, staff.clientId),
      ]);
      res.json({ data: { user: member(user), clientInfo: toClientInfo(client, domain ?? "") } });
    }),
  );

  router.post(
    "/staff/me",
    staffRoute(db, "staff", async (req, res, staff) => {
      const input = parseOr400(preferences, readParams(req));
      await db
        .updateTable("users")
        .set({ notifyByEmail: input.notifyByEmail === "true" ? 1 : 0 })
        .where("id", "=", staff.userId)
        .execute();
      const user = await findMember(db, staff.userId, staff.clientId);
      res.json({
        message: user.notifyByEmail ? "You will get an e-mail for each new enrollment and enquiry" : "E-mails turned off",
        data: { user: member(user) },
      });
    }),
  );

  router.get(
    "/staff/team",
    staffRoute(db, "owner", async (req, res, staff) => {
      const query = parseOr400(paging, readParams(req));
      const base = db.selectFrom("users").where("clientId", "=", staff.clientId).where("role", "in", ["staff", "owner"]);
      const now = new Date().toISOString();
      const [users, total, pending] = await Promise.all([
        base
          .selectAll()
          .orderBy("name")
          .orderBy("id")
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
        db
          .selectFrom("signInLinks")
          .select(["userId", "expiresAt"])
          .where("clientId", "=", staff.clientId)
          .where("purpose", "=", "claim")
          .where("usedAt", "is", null)
          .where("expiresAt", ">", now)
          .execute(),
      ]);
      const linkExpiry = new Map(pending.map((link) => [link.userId, link.expiresAt]));
      res.json({
        // pendingLinkExpiresAt: an unused sign-in link is out ("invited, not signed in yet");
        // lastSignInAt: null when the member never signed in.
        data: users.map((user) => ({
          ...member(user),
          lastSignInAt: user.lastSignInAt ?? null,
          pendingLinkExpiresAt: linkExpiry.get(user.id) ?? null,
        })),
        count: Number(total.count),
      });
    }),
  );

  router.post(
    "/staff/team",
    staffRoute(db, "owner", async (req, res, staff) => {
      const input = parseOr400(invitation, readParams(req));
      const existing = await db
        .selectFrom("users")
        .selectAll()
        .where("clientId", "=", staff.clientId)
        .where("email", "=", input.email)
        .executeTakeFirst();
      if (existing && existing.role !== "parent") throw new HttpError(409, "email: already on the team", "email");
      if (existing) {
        // A parent account of this school joins the team and keeps its own password: handing out a
        // link that resets it would let the inviter take over that account.
        await db.updateTable("users").set({ role: input.role }).where("id", "=", existing.id).execute();
        await audit(db, staff, {
          action: "invite",
          subjectKind: "account",
          subjectId: existing.id,
          fromStatus: "parent",
          toStatus: input.role,
        });
        const user = await findMember(db, existing.id, staff.clientId);
        res.json({
          message: `${user.name} already had an account here and can now sign in to the staff console with it`,
          data: { user: member(user), signInLink: null },
        });
        return;
      }
      const passwordHash = await unusablePasswordHash();
      const school = { clientId: staff.clientId, clientName: (await findClient(db, staff.clientId)).clientName };
      const created = await db
        .transaction()
        .execute(async (trx) => {
          const user = await trx
            .insertInto("users")
            .values({
              clientId: staff.clientId,
              name: input.name,
              mobile: "",
              email: input.email,
              passwordHash,
              role: input.role,
              createdAt: new Date().toISOString(),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const link = await issueSignInLink(trx, user.id, staff.clientId);
          await queueAccountMail(trx, school, user.email, {
            kind: "invitation",
            token: link.token,
            name: user.name,
            role: ROLE_NAMES[input.role],
            invitedBy: staff.name,
          });
          await audit(trx, staff, { action: "invite", subjectKind: "account", subjectId: user.id, toStatus: input.role });
          return { user, link };
        })
        .catch(async (error: unknown) => {
          // E-mails are unique across schools today: the address has an account at another one.
          const taken = await db.selectFrom("users").select("id").where("email", "=", input.email).executeTakeFirst();
          if (taken) throw new HttpError(409, "email: an account with this e-mail already exists", "email");
          throw error;
        });
      res.status(201).json({
        message: `Invitation for ${created.user.name} created and e-mailed to ${created.user.email}; the sign-in link works once, within 24 hours`,
        data: { user: member(created.user), signInLink: signInLink(created.link) },
      });
    }),
  );

  router.post(
    "/staff/team/:id/link",
    staffRoute(db, "owner", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      const [user, client] = await Promise.all([findMember(db, id, staff.clientId), findClient(db, staff.clientId)]);
      const link = await db.transaction().execute(async (trx) => {
        const issued = await issueSignInLink(trx, user.id, staff.clientId);
        await queueAccountMail(trx, { clientId: client.id, clientName: client.clientName }, user.email, {
          kind: "claim",
          token: issued.token,
          name: user.name,
        });
        await audit(trx, staff, { action: "link", subjectKind: "account", subjectId: user.id });
        return issued;
      });
      res.json({
        message: `New sign-in link for ${user.name}, also e-mailed to ${user.email}: it works once, within 24 hours, and replaces any older one`,
        data: { user: member(user), signInLink: signInLink(link) },
      });
    }),
  );

  router.post(
    "/staff/team/:id/remove",
    staffRoute(db, "owner", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      // Owners remove others, never themselves, so a school always keeps an owner.
      if (id === staff.userId) throw new HttpError(409, "id: you cannot remove yourself from the team", "id");
      const user = await db.transaction().execute(async (trx) => {
        const found = await findMember(trx, id, staff.clientId);
        // Back to a plain account: signed out everywhere, its links void, no more e-mails.
        await trx.updateTable("users").set({ role: "parent", notifyByEmail: 0 }).where("id", "=", id).execute();
        await trx.deleteFrom("authTokens").where("userId", "=", id).execute();
        await trx
          .updateTable("signInLinks")
          .set({ usedAt: new Date().toISOString() })
          .where("userId", "=", id)
          .where("usedAt", "is", null)
          .execute();
        await audit(trx, staff, {
          action: "remove",
          subjectKind: "account",
          subjectId: id,
          fromStatus: found.role,
          toStatus: "parent",
        });
        return found;
      });
      res.json({ message: `${user.name} is no longer on the team`, data: { id } });
    }),
  );

  return router;
}
