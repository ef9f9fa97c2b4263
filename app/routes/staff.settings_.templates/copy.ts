import type { PageInfo } from "~/utils/meta";

/** Copy of the templates page (README "Staff console": "Templates and contacting a family"). */

export const TEMPLATES_PAGE = {
  title: "Message Templates",
  description: (school) => `The messages ${school} sends families by WhatsApp, SMS and e-mail.`,
} satisfies PageInfo;

export const TEMPLATES_TEXT = {
  back: "Back to settings",
  lead:
    "The words you send a family from its record by WhatsApp, SMS or e-mail. Where a family's details go, write " +
    "{parent}, {child}, {reference}, {visit} (the family's booked visit) or {school}; they are filled in for each family. " +
    "Keep WhatsApp messages short.",
  builtIn: "Every school has this one: it can be changed, not deleted.",
  own: "Your own template.",
  previewTitle: "Preview with example values",
  subject: "Subject (e-mail)",
  body: "Message",
  edit: "Edit",
  cancel: "Cancel",
  save: "Save template",
  add: "Add a template",
  addButton: "Add template",
  delete: "Delete…",
  deleteConfirm: (name: string) => `Delete “${name}” for good`,
};

/** The example family of the preview: no school's real family. */
export const EXAMPLE_FAMILY = {
  parentName: "Priya Sharma",
  childName: "Aarav",
  reference: "ABC-7K3Q9",
  visit: "Monday 1 December at 10:30 AM",
};
