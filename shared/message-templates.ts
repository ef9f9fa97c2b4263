// A school's message templates (README "Staff console": "Templates and contacting a family"): the
// words staff send a family by WhatsApp, SMS or e-mail, with placeholders the record fills in. The
// provider fills them for a real record; the console's templates page fills them with example
// values as a preview, by this one function.

/** Three templates every school starts with (editable, never deleted) and any number of its own. */
export const TEMPLATE_KINDS = ["visitConfirmation", "callBack", "documentsNeeded", "free"] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export interface TemplateText {
  subject: string;
  body: string;
}

/**
 * Where every school starts: short enough for one WhatsApp message, in the words an Indian
 * kindergarten's office uses ("Namaste"; the documents Indian schools ask for at admission).
 */
export const DEFAULT_TEMPLATES: Array<TemplateText & { kind: Exclude<TemplateKind, "free">; name: string }> = [
  {
    kind: "visitConfirmation",
    name: "Visit confirmation",
    subject: "Your visit on {visit}",
    body:
      "Namaste {parent}, this is {school}. We look forward to meeting you and {child} on {visit}. " +
      "Please keep your reference {reference} handy. Reply here if you need another time.",
  },
  {
    kind: "callBack",
    name: "Call back",
    subject: "We tried to reach you",
    body:
      "Namaste {parent}, this is {school} about {child}'s admission (reference {reference}). " +
      "We tried to call you. When is a good time to call you back?",
  },
  {
    kind: "documentsNeeded",
    name: "Documents needed",
    subject: "Documents for {child}'s admission",
    body:
      "Namaste {parent}, this is {school}. For {child}'s admission (reference {reference}) please bring: " +
      "birth certificate, Aadhaar of the child and a parent, address proof, immunisation record and " +
      "2 passport-size photos.",
  },
];

/** What a record lends the placeholders; `visit` is absent when the family has no visit booked. */
export interface TemplateRecord {
  parentName: string;
  childName: string;
  /** Null on a record stored before references existed. */
  reference: string | null;
  visit?: string;
}

/**
 * The template's text for this family. Plain text, escaped nowhere: it goes into a wa.me or sms:
 * link (URL-encoded there), a mail's text part (escaped by the HTML part's writer) or a React text
 * node. A child's name left out of an enquiry reads "your child"; a placeholder with no value (no
 * visit booked) or one the school made up stays as typed, so staff see what is missing before sending.
 */
export function fillTemplate(template: TemplateText, record: TemplateRecord, school: { clientName: string }): TemplateText {
  // A Map, not an object: "{constructor}" must stay text, not find Object's own property.
  const values = new Map<string, string>([
    ["parent", record.parentName.trim()],
    ["child", record.childName.trim() || "your child"],
    ["reference", record.reference ?? ""],
    ["visit", record.visit ?? ""],
    ["school", school.clientName],
  ]);
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values.get(name) || placeholder);
  return { subject: fill(template.subject), body: fill(template.body) };
}
