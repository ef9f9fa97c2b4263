// Apart from privacy.ts: the forms that show this line need none of the notice itself (README
// "JavaScript budgets": a page loads each module it imports whole).

/** Under the enrollment and enquiry forms: a notice, not a checkbox (README "Staff console"). */
export const CONSENT = {
  text: (school: string) => `By sending this form you agree that ${school} uses these details to answer you and to handle your child's admission.`,
  link: "How we use and erase your details",
};
