import type { Db } from "./db.js";
import { inboxPath, primaryDomain, siteOrigin } from "./links.js";
import { queueMail } from "./outbox.js";
import type { Client } from "./schema.js";

// Each new enrollment, enquiry or visit booking is e-mailed to the school: its first contact address and every
// staff member who opted in. The mail is only written to the outbox here, in the submission's own
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

/** Writes one outbox row per recipient (a failure for one address never resends to the others). */
export async function enqueueSubmissionNotice(db: Db, client: Client, notice: Notice): Promise<void> {
  const to = await recipients(db, client);
  if (to.length === 0) return;
  const domain = await primaryDomain(db, client.id);
  const what = WHAT[notice.kind];
  // The subject carries no personal data: it is shown in notification previews and mail logs.
  const subject = `[${client.clientName}] New ${what} ${notice.reference}`;
  const body = [
    `A new ${what} has arrived at ${client.clientName}.`,
    "",
    `Reference: ${notice.reference}`,
    ...lines(notice),
    "",
    ...(domain ? [`Open it in the staff console: ${siteOrigin(domain)}${inboxPath(notice.kind, notice.id)}`, ""] : []),
    "You receive this as the school's contact address or because you asked for these e-mails in the staff console.",
  ].join("\n");
  for (const recipient of to) {
    await queueMail(db, {
      clientId: client.id,
      to: recipient,
      subject,
      text: body,
      source: { kind: notice.kind, id: notice.id },
    });
  }
}
