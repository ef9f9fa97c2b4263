import type { Db } from "./db.js";
import { claimPath, confirmPath, primaryDomain, resetPath, siteOrigin } from "./links.js";
import { queueMail } from "./outbox.js";
import { LINK_HOURS } from "./signInLinks.js";

// The mails about a person's own account (README "Forms and sign-in", "Staff console"): a link to
// set a first password, to reset a forgotten one, to confirm a registration, and the answer to a
// registration of an address that already has an account. Each is queued through the outbox in
// the caller's transaction. Links point at the school's primary domain: a link works only on a
// host of its own school. The subject names the school only, never the person.

interface School {
  clientId: number;
  clientName: string;
}

type AccountMail =
  | { kind: "invitation"; token: string; name: string; role: string; invitedBy: string }
  | { kind: "claim"; token: string; name: string }
  | { kind: "reset"; token: string; name: string }
  // No name: what a stranger typed into the form is never mailed to the address's owner.
  | { kind: "confirm"; token: string }
  | { kind: "registered"; name: string };

const within = (hours: number) => (hours === 1 ? "within an hour" : `within ${hours} hours`);

function compose(mail: AccountMail, school: string, origin: string): { subject: string; lines: string[] } {
  switch (mail.kind) {
    case "invitation":
      return {
        subject: `[${school}] You are invited to the staff console`,
        lines: [
          `Hello ${mail.name},`,
          "",
          `${mail.invitedBy} invited you to ${school}'s staff console as ${mail.role}.`,
          `Choose your password here (the link works once, ${within(LINK_HOURS.claim)}):`,
          origin + claimPath(mail.token),
        ],
      };
    case "claim":
      return {
        subject: `[${school}] Your sign-in link`,
        lines: [
          `Hello ${mail.name},`,
          "",
          `Here is a new link to choose your password at ${school} (it works once, ${within(LINK_HOURS.claim)}):`,
          origin + claimPath(mail.token),
        ],
      };
    case "reset":
      return {
        subject: `[${school}] Reset your password`,
        lines: [
          `Hello ${mail.name},`,
          "",
          `Someone asked to reset the password of your account at ${school}.`,
          `Choose a new password here (the link works once, ${within(LINK_HOURS.reset)}):`,
          origin + resetPath(mail.token),
          "",
          "If it was not you, ignore this e-mail: your password stays as it is.",
        ],
      };
    case "confirm":
      return {
        subject: `[${school}] Confirm your account`,
        lines: [
          "Hello,",
          "",
          `Thank you for signing up at ${school}. Open this link to finish signing up (it works once, ${within(LINK_HOURS.confirm)}):`,
          origin + confirmPath(mail.token),
          "",
          "If you did not sign up, ignore this e-mail: no account is made.",
        ],
      };
    case "registered":
      return {
        subject: `[${school}] You already have an account`,
        lines: [
          `Hello ${mail.name},`,
          "",
          `Someone, perhaps you, tried to sign up at ${school} with this e-mail address. It already has an account, so nothing was changed.`,
          `Sign in: ${origin}/login`,
          `Forgot password? Ask for a new one: ${origin}/forgot-password`,
          "",
          "If it was not you, ignore this e-mail.",
        ],
      };
  }
}

/** Queues `mail` to `to`; false when the school has no domain to link to (nothing is queued). */
export async function queueAccountMail(db: Db, school: School, to: string, mail: AccountMail): Promise<boolean> {
  const domain = await primaryDomain(db, school.clientId);
  if (!domain) return false;
  const { subject, lines } = compose(mail, school.clientName, siteOrigin(domain));
  await queueMail(db, { clientId: school.clientId, to, subject, text: [...lines, "", `— ${school.clientName}`].join("\n") });
  return true;
}
