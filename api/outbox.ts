import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import type { Log } from "./http.js";
import type { Db } from "./db.js";
import { outboxSendFailures } from "./metrics.js";
import type { OutboxTable } from "./schema.js";

// The mail worker: sends what api/notifications.ts wrote to the outbox. It runs inside each server
// process; the rows live in the database, so several instances share one outbox and a restart
// loses nothing. A row is claimed by moving its nextAttemptAt forward only if it still holds the
// value just read (compare-and-set), so two workers never send the same row at once, and a
// worker that dies mid-send leaves the row to be retried when the claim runs out.

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

const BATCH = 20;
/** How long a claimed row stays claimed: longer than one SMTP exchange may take. */
const CLAIM_MS = 120_000;

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
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : null;
  if (!transport) log({ level: "warn", msg: "SMTP_URL is not set: notification e-mails are logged as skipped, not sent" });

  async function deliver(row: {
    id: number;
    recipient: string;
    subject: string;
    body: string;
    html: string | null;
    messageId: string;
    replyTo: string | null;
    attachments: string | null;
    attempts: number;
  }) {
    const now = new Date();
    if (!transport) {
      await db.updateTable("outbox").set({ status: "skipped", sentAt: now.toISOString() }).where("id", "=", row.id).execute();
      log({ level: "info", msg: "mail skipped: SMTP_URL is not set", outboxId: row.id, subject: row.subject });
      return;
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
    }
  }

  async function runOnce() {
    const now = new Date();
    await db
      .deleteFrom("outbox")
      .where("status", "in", ["sent", "skipped"])
      .where("sentAt", "<", new Date(now.getTime() - keepDays * 24 * 3600_000).toISOString())
      .execute();
    const due = await db
      .selectFrom("outbox")
      .select(["id", "recipient", "subject", "body", "html", "messageId", "replyTo", "attachments", "attempts", "nextAttemptAt"])
      .where("status", "=", "pending")
      .where("nextAttemptAt", "<=", now.toISOString())
      .orderBy("nextAttemptAt")
      .limit(BATCH)
      .execute();
    for (const row of due) {
      if (stopped) return;
      const attempts = row.attempts + 1;
      const claimed = await db
        .updateTable("outbox")
        .set({ attempts, nextAttemptAt: new Date(now.getTime() + CLAIM_MS).toISOString() })
        .where("id", "=", row.id)
        .where("status", "=", "pending")
        .where("nextAttemptAt", "=", row.nextAttemptAt)
        .executeTakeFirst();
      if (claimed.numUpdatedRows !== 1n) continue;
      await deliver({ ...row, attempts });
    }
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
