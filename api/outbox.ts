import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import type { Log } from "./http.js";
import { type Db, driverOf } from "./db.js";
import { outboxSendFailures } from "./metrics.js";
import type { OutboxTable } from "./schema.js";

// The mail worker: sends what api/notifications.ts wrote to the outbox. It runs inside each server
// process; the rows live in the database, so several instances share one outbox and a restart
// loses nothing. A row is claimed by moving its nextAttemptAt forward (the claim), so two workers
// never send the same row at once, and a worker that dies mid-send leaves the row to be retried
// when the claim runs out. On PostgreSQL the due rows are claimed in one statement that locks
// them and skips rows another instance's claim holds locked (FOR UPDATE SKIP LOCKED); on SQLite,
// one writer, each row is claimed only if it still holds the nextAttemptAt just read
// (compare-and-set). Either way a row is claimed right before its send, never a queue ahead.

// Delivery is at least once (README "Notification e-mails"): a row is marked sent after the SMTP
// server took it, so a crash or a lost connection between the two sends it again. Every send of a
// row carries the Message-ID written with the row, never one made per attempt, so mail programs
// see a resend as the same message.

/** A small text file sent with a mail (a visit's .ics). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

interface Mail {
  /** The school the mail is about; null for none. */
  clientId: number | null;
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative of `text`. */
  html?: string;
  /** Where replies go (a family's mail: the school's own address). */
  replyTo?: string;
  attachments?: MailAttachment[];
  /** When it is due (ISO-8601), for a mail sent later (a visit's reminder); default now. */
  dueAt?: string;
  /** The family record a mail is about, so erasing a family also erases its mails. */
  source?: { kind: NonNullable<OutboxTable["sourceKind"]>; id: number };
}

/**
 * Queues one mail to one person: written in the caller's transaction (`db` may be one), so it goes
 * out exactly when what it tells of is stored; the worker below sends it. Answers the row's id (a
 * mail due later can be withdrawn while still pending).
 */
export async function queueMail(db: Db, mail: Mail): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto("outbox")
    .values({
      clientId: mail.clientId,
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      html: mail.html ?? null,
      messageId: `<${randomUUID()}@outbox.nurture>`,
      nextAttemptAt: mail.dueAt ?? now,
      sourceKind: mail.source?.kind ?? null,
      sourceId: mail.source?.id ?? null,
      replyTo: mail.replyTo ?? null,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
      createdAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The attachments column as nodemailer takes them; a row it cannot read goes without. */
function readAttachments(stored: string | null): MailAttachment[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is MailAttachment =>
            typeof item === "object" &&
            item !== null &&
            typeof item.filename === "string" &&
            typeof item.contentType === "string" &&
            typeof item.content === "string",
        )
      : [];
  } catch {
    return [];
  }
}

interface OutboxWorkerOptions {
  db: Db;
  /** smtp://user:pass@host:587 or smtps://…; unset, mails are marked skipped and logged. */
  smtpUrl?: string;
  /** The From header. */
  from?: string;
  log: Log;
  /** How often due rows are looked for. */
  pollMs?: number;
  /** First retry delay; doubled per failed attempt up to retryMaxMs. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** After this many failed attempts a row is marked failed and left alone. */
  maxAttempts?: number;
  /**
   * Days a sent or skipped mail is kept: it repeats a family's details, and the school has its own
   * copy in its mailbox (data minimisation, DPDP Act 2023 §8(7)).
   */
  keepDays?: number;
}

/**
 * Mails one worker sends at once, each over a connection of nodemailer's pool (README "Notification
 * e-mails": "Rate"): the pool keeps its connections open from one mail to the next, so a mail costs
 * MAIL FROM, RCPT TO and DATA rather than a TCP and EHLO handshake of its own, and one slow
 * exchange does not hold up the others. Five is nodemailer's own pool size; two instances then
 * hold ten connections to the SMTP server.
 */
const SENDS_AT_ONCE = 5;
/**
 * How long a claimed row stays claimed: longer than one SMTP exchange may take. A row is claimed
 * only when one of the SENDS_AT_ONCE places is free for it and is sent at once, so no claimed row
 * waits behind another's exchange.
 */
const CLAIM_MS = 120_000;

/** A claimed row, `attempts` counting this one. */
interface DueRow {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  messageId: string;
  replyTo: string | null;
  attachments: string | null;
  attempts: number;
}

const DUE_COLUMNS = ["id", "recipient", "subject", "body", "html", "messageId", "replyTo", "attachments", "attempts"] as const;

export function startOutboxWorker(options: OutboxWorkerOptions): () => Promise<void> {
  const { db, log } = options;
  const pollMs = options.pollMs ?? 5_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const retryMaxMs = options.retryMaxMs ?? 3_600_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const keepDays = options.keepDays ?? 30;
  const from = options.from ?? "Nurture <nurture@localhost>";
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        pool: true,
        maxConnections: SENDS_AT_ONCE,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : null;
  if (!transport) log({ level: "warn", msg: "SMTP_URL is not set: notification e-mails are logged as skipped, not sent" });

  /** Sends one claimed row and stores the outcome; false when the send failed (a retry is due later). */
  async function deliver(row: DueRow): Promise<boolean> {
    const now = new Date();
    if (!transport) {
      await db.updateTable("outbox").set({ status: "skipped", sentAt: now.toISOString() }).where("id", "=", row.id).execute();
      log({ level: "info", msg: "mail skipped: SMTP_URL is not set", outboxId: row.id, subject: row.subject });
      return true;
    }
    try {
      await transport.sendMail({
        from,
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        ...(row.html ? { html: row.html } : {}),
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        attachments: readAttachments(row.attachments),
        messageId: row.messageId,
      });
      await db
        .updateTable("outbox")
        .set({ status: "sent", sentAt: new Date().toISOString(), lastError: null })
        .where("id", "=", row.id)
        .execute();
      return true;
    } catch (error) {
      outboxSendFailures().inc();
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const failed = row.attempts >= maxAttempts;
      const delay = Math.min(retryMaxMs, retryBaseMs * 2 ** (row.attempts - 1));
      // Jitter spreads the retries of many rows (and instances) after an outage.
      const next = new Date(now.getTime() + delay * (0.8 + Math.random() * 0.4));
      await db
        .updateTable("outbox")
        .set({ status: failed ? "failed" : "pending", lastError: message, nextAttemptAt: next.toISOString() })
        .where("id", "=", row.id)
        .execute();
      log({
        level: failed ? "error" : "warn",
        msg: failed ? "mail failed for good" : "mail failed, will retry",
        outboxId: row.id,
        attempts: row.attempts,
        error: message,
      });
      return false;
    }
  }

  /**
   * Claims up to `limit` due rows (their attempts counted, their claim running from `now`); `more`
   * says whether further due rows may be waiting.
   */
  async function claimDue(now: Date, limit: number): Promise<{ rows: DueRow[]; more: boolean }> {
    const claimUntil = new Date(now.getTime() + CLAIM_MS).toISOString();
    if (driverOf(db).dialect === "postgres") {
      // The CTE runs once and locks the rows it picks; a row locked by another instance's claim is
      // skipped rather than waited for, and one it claimed just before this statement began no
      // longer passes the conditions when re-read under the lock (its nextAttemptAt moved on).
      const rows = await db
        .with("due", (eb) =>
          eb
            .selectFrom("outbox")
            .select("id")
            .where("status", "=", "pending")
            .where("nextAttemptAt", "<=", now.toISOString())
            .orderBy("nextAttemptAt")
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        )
        .updateTable("outbox")
        .from("due")
        .set((eb) => ({ attempts: eb("outbox.attempts", "+", 1), nextAttemptAt: claimUntil }))
        .whereRef("outbox.id", "=", "due.id")
        .returning(DUE_COLUMNS.map((column) => `outbox.${column}` as const))
        .execute();
      return { rows, more: rows.length === limit };
    }
    const due = await db
      .selectFrom("outbox")
      .select([...DUE_COLUMNS, "nextAttemptAt"])
      .where("status", "=", "pending")
      .where("nextAttemptAt", "<=", now.toISOString())
      .orderBy("nextAttemptAt")
      .limit(limit)
      .execute();
    const rows: DueRow[] = [];
    for (const { nextAttemptAt, ...row } of due) {
      const attempts = row.attempts + 1;
      const claimed = await db
        .updateTable("outbox")
        .set({ attempts, nextAttemptAt: claimUntil })
        .where("id", "=", row.id)
        .where("status", "=", "pending")
        .where("nextAttemptAt", "=", nextAttemptAt)
        .executeTakeFirst();
      if (claimed.numUpdatedRows === 1n) rows.push({ ...row, attempts });
    }
    return { rows, more: due.length === limit };
  }

  async function runOnce() {
    const now = new Date();
    await db
      .deleteFrom("outbox")
      .where("status", "in", ["sent", "skipped"])
      .where("sentAt", "<", new Date(now.getTime() - keepDays * 24 * 3600_000).toISOString())
      .execute();
    // A full claim means more may be due (a backlog after an outage, a bulk mail): as each send
    // ends, its place is claimed again at once instead of after pollMs, until the due rows run out,
    // a send fails (the SMTP server is not offered a whole backlog while it is down: the next poll
    // tries again) or the worker stops. A row is claimed only when a place is free for it, so it
    // is sent as soon as it is claimed.
    const sending = new Set<Promise<void>>();
    let more = true;
    let failed = false;
    let error: unknown;
    while (more && !failed && !stopped) {
      const claim = await claimDue(new Date(), SENDS_AT_ONCE - sending.size);
      for (const row of claim.rows) {
        const send: Promise<void> = deliver(row)
          .then(
            (sent) => {
              failed ||= !sent;
            },
            (reason: unknown) => {
              error ??= reason;
              failed = true;
            },
          )
          .finally(() => sending.delete(send));
        sending.add(send);
      }
      more = claim.more;
      if (more && sending.size >= SENDS_AT_ONCE) await Promise.race(sending);
    }
    // Every claimed row is sent (or its failure stored) before the next poll and before stop()
    // closes the transport.
    await Promise.all(sending);
    if (error !== undefined) throw error;
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const tick = () => {
    current = runOnce()
      .catch((error: unknown) => {
        log({ level: "error", msg: "outbox worker error", error: error instanceof Error ? error.message : String(error) });
      })
      .finally(() => {
        // unref: the worker alone never keeps a process alive that is otherwise done.
        if (!stopped) timer = setTimeout(tick, pollMs).unref();
      });
  };
  tick();

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await current;
    transport?.close();
  };
}
