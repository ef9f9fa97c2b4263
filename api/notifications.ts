import type { Db } from "./db.js";
import { inboxPath, primaryDomain, siteOrigin } from "./links.js";
import { queueMail } from "./outbox.js";
import type { Client } from "./schema.js";
import { LANGUAGES } from "../shared/languages.js";

// Each new enrollment, enquiry or visit booking, and each visit a family moves or cancels on the
// status page, is e-mailed to the school: its first contact address and every staff member who
// opted in. The mail is only written to the outbox here, in the parent's request's own
// transaction, so the parent's answer never waits for SMTP and never fails because of it; the
// outbox worker (api/outbox.ts) sends it.

type Notice =
  | {
      kind: "enrollment";
      id: number;
      reference: string;
      fields: {
        childName: string;
        childAge: number;
        gender: string;
        parentName: string;
        parentContact: string;
        address: string;
        additionalInformation: string;
        email: string;
      };
    }
  | {
      kind: "enquiry";
      id: number;
      reference: string;
      fields: { parentName: string; parentMobile: string; email: string; childName: string; message: string; source: string };
    }
  | {
      kind: "visit";
      id: number;
      reference: string;
      fields: {
        /** The visit's date and time as the school reads them ("Tuesday, 1 December 2026, 10:00 AM, 45 minutes"). */
        when: string;
        parentName: string;
        parentMobile: string;
        email: string;
        childName: string;
        childDateOfBirth: string;
        program: string;
        source: string;
      };
    };

const WHAT = { enrollment: "enrollment", enquiry: "enquiry", visit: "visit booking" } as const;

async function recipients(db: Db, client: Client): Promise<string[]> {
  const staff = await db
    .selectFrom("users")
    .select("email")
    .where("clientId", "=", client.id)
    .where("role", "in", ["staff", "owner"])
    .where("notifyByEmail", "=", 1)
    .orderBy("id")
    .execute();
  const all = [client.contactEmail1, ...staff.map((row) => row.email)].map((address) => address.trim().toLowerCase());
  return [...new Set(all.filter((address) => address.includes("@")))];
}

function lines(notice: Notice): string[] {
  if (notice.kind === "enrollment") {
    const f = notice.fields;
    return [
      `Child: ${f.childName}, ${f.childAge} years, ${f.gender}`,
      `Parent: ${f.parentName}`,
      `Phone: ${f.parentContact}`,
      ...(f.email ? [`E-mail: ${f.email}`] : []),
      `Address: ${f.address}`,
      ...(f.additionalInformation ? ["", "Additional information:", f.additionalInformation] : []),
    ];
  }
  if (notice.kind === "visit") {
    const f = notice.fields;
    return [
      `Visit: ${f.when}`,
      `Parent: ${f.parentName}`,
      `Phone: ${f.parentMobile}`,
      ...(f.email ? [`E-mail: ${f.email}`] : []),
      `Child: ${f.childName}, born ${f.childDateOfBirth}`,
      ...(f.program ? [`Program: ${f.program}`] : []),
      ...(f.source ? [`Heard of the school through: ${f.source}`] : []),
    ];
  }
  const f = notice.fields;
  return [
    `Parent: ${f.parentName}`,
    `Phone: ${f.parentMobile}`,
    `E-mail: ${f.email}`,
    ...(f.childName ? [`Child: ${f.childName}`] : []),
    ...(f.source ? [`Heard of the school through: ${f.source}`] : []),
    "",
    "Message:",
    f.message,
  ];
}

/**
 * Writes one outbox row per recipient (a failure for one address never resends to the others): the
 * notice's lines, the link to the record in the staff console, and why the recipient gets it.
 */
async function queueSchoolNotice(
  db: Db,
  client: Client,
  notice: { kind: Notice["kind"]; id: number | null; subject: string; lines: string[] },
): Promise<void> {
  const to = await recipients(db, client);
  if (to.length === 0) return;
  const domain = await primaryDomain(db, client.id);
  const body = [
    ...notice.lines,
    "",
    ...(domain && notice.id !== null
      ? [`Open it in the staff console: ${siteOrigin(domain)}${inboxPath(notice.kind, notice.id)}`, ""]
      : []),
    "You receive this as the school's contact address or because you asked for these e-mails in the staff console.",
  ].join("\n");
  for (const recipient of to) {
    await queueMail(db, {
      clientId: client.id,
      to: recipient,
      subject: notice.subject,
      text: body,
      ...(notice.id !== null ? { source: { kind: notice.kind, id: notice.id } } : {}),
    });
  }
}

/**
 * The family's language beside the reference when it is not English (README "Languages": "Mails"),
 * as the inbox says it: staff know to answer a family that wrote from the Hindi site in Hindi.
 */
function prefers(language: string): string[] {
  const known = (LANGUAGES as Record<string, { english: string }>)[language];
  return known && language !== "en" ? [`The family prefers ${known.english} (sent from the ${known.english} site)`] : [];
}

/** A new form or booking; `language` is the one stored on its record. */
export async function enqueueSubmissionNotice(db: Db, client: Client, notice: Notice & { language: string }): Promise<void> {
  const what = WHAT[notice.kind];
  await queueSchoolNotice(db, client, {
    kind: notice.kind,
    id: notice.id,
    // The subject carries no personal data: it is shown in notification previews and mail logs.
    subject: `[${client.clientName}] New ${what} ${notice.reference}`,
    lines: [
      `A new ${what} has arrived at ${client.clientName}.`,
      "",
      `Reference: ${notice.reference}`,
      ...prefers(notice.language),
      ...lines(notice),
    ],
  });
}

/**
 * A family moved or cancelled its visit on the status page (README "Visits"): the school hears
 * which family and which visit, and the time before and after, so nobody waits for a family that
 * will not come. `to` is the new time, or null for a cancellation.
 */
export async function enqueueVisitChangeNotice(
  db: Db,
  client: Client,
  visit: { id: number; reference: string; parentName: string; parentMobile: string; childName: string },
  change: { from: string; to: string | null },
): Promise<void> {
  const done = change.to === null ? "cancelled" : "moved";
  await queueSchoolNotice(db, client, {
    kind: "visit",
    id: visit.id,
    // No personal data in the subject, as for a new booking.
    subject: `[${client.clientName}] Visit ${visit.reference} ${done} by the family`,
    lines: [
      `A family has ${done} its visit to ${client.clientName} on the status page.`,
      "",
      `Reference: ${visit.reference}`,
      `Parent: ${visit.parentName}`,
      `Phone: ${visit.parentMobile}`,
      `Child: ${visit.childName}`,
      `Was: ${change.from}`,
      `Now: ${change.to ?? "cancelled"}`,
    ],
  });
}

/**
 * What admissions tells the school as it happens (README "Admissions": "Offers and the waitlist"):
 * a family answered an offer, a seat came free and who is next. `id` is the application the
 * notice is about, if any.
 */
export async function enqueueAdmissionsNotice(
  db: Db,
  client: Client,
  notice: { id: number | null; subject: string; lines: string[] },
): Promise<void> {
  await queueSchoolNotice(db, client, { kind: "enrollment", ...notice });
}
