// Not in content/staff.ts: that module is read by every console page (its layout), these words by
// the inbox alone (README "JavaScript budgets").

/** The inbox's bulk actions (README "Staff console": "Bulk actions"). */
export const INBOX_BULK = {
  legend: "With the selected records",
  template: "Template",
  templatePlaceholder: "Choose a template",
  send: "Send the template e-mail",
  export: "Export the selected (CSV)",
  hint: "Each family with an e-mail gets the template filled in for its own record; each mail is a line of its record's history.",
  select: "Select",
  selectColumn: "Select",
  noneSelected: "Select at least one record first.",
  noTemplate: "Choose a template first.",
  stage: "Stage",
  stagePlaceholder: "Choose a stage",
  move: "Move the selected enrollments",
  stageHint: "Each application moves as it would from its record, with its line in the history; if one cannot, none moves.",
  noStage: "Choose a stage first.",
} as const;
