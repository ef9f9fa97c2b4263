import type { Db } from "../db.js";
import { primaryDomain, siteOrigin } from "../links.js";
import { type MailAttachment, queueMail } from "../outbox.js";
import type { Client, OutboxTable } from "../schema.js";

// Mails to a family (README "Admissions"): an acknowledgement of what it sent, a visit's
// confirmation and reminder, a status change, a staff member's reply. Each goes through the outbox
// in the caller's transaction (a mail outage delays it, never loses it), names the school in its
// subject, carries the school's own address as Reply-To (a parent's answer reaches the school, not
// the platform's MAIL_FROM), and is plain text with a simple HTML part.

export interface FamilyMail {
  to: string;
  /** What it is about, after the school's name: "We have received your enquiry SUN-7K3Q9". */
  subject: string;
  /** Paragraphs of plain text; a line of its own that is a URL becomes a link in the HTML part. */
  paragraphs: string[];
  /** The record it is about: erasing the family erases the mail too. */
  source: { kind: NonNullable<OutboxTable["sourceKind"]>; id: number };
  attachments?: MailAttachment[];
  /** When it is due (ISO-8601), for a reminder; default now. */
  dueAt?: string;
}

/** The school's own address for replies, when it has one that looks like an address. */
function replyAddress(client: Client): string | undefined {
  const address = client.contactEmail1.trim();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? address : undefined;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The HTML part: the school's name, then each paragraph; a line that is only a URL is a link. */
export function familyMailHtml(school: string, paragraphs: string[]): string {
  const body = paragraphs
    .map((paragraph) => {
      const lines = paragraph.split("\n").map((line) => {
        const trimmed = line.trim();
        return /^https?:\/\/\S+$/.test(trimmed)
          ? `<a href="${escapeHtml(trimmed)}">${escapeHtml(trimmed)}</a>`
          : escapeHtml(line);
      });
      return `<p>${lines.join("<br>")}</p>`;
    })
    .join("\n");
  return [
    "<!doctype html>",
    '<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1e293b">',
    `<p style="font-size:20px;font-weight:bold">${escapeHtml(school)}</p>`,
    body,
    "</body></html>",
  ].join("\n");
}

/**
 * Queues `mail` to the family; null (nothing queued) when the parent gave no e-mail address.
 * Answers the outbox row's id, so a mail due later (a reminder) can be withdrawn.
 */
export async function queueFamilyMail(db: Db, client: Client, mail: FamilyMail): Promise<number | null> {
  const to = mail.to.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(to)) return null;
  const signature = `— ${client.clientName}`;
  const paragraphs = [...mail.paragraphs, signature];
  return queueMail(db, {
    clientId: client.id,
    to,
    subject: `${client.clientName}: ${mail.subject}`,
    text: paragraphs.join("\n\n"),
    html: familyMailHtml(client.clientName, paragraphs),
    replyTo: replyAddress(client),
    attachments: mail.attachments,
    dueAt: mail.dueAt,
    source: mail.source,
  });
}

/** The school's site as a family's mail links it (its primary domain), or null when it has none. */
export async function familySite(
  db: Db,
  clientId: number,
): Promise<{ origin: string; statusUrl: string; visitUrl: string } | null> {
  const domain = await primaryDomain(db, clientId);
  if (!domain) return null;
  const origin = siteOrigin(domain);
  return { origin, statusUrl: `${origin}/admissions/status`, visitUrl: `${origin}/admissions/visit` };
}
