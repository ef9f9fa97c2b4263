/** Copy of the record's "Contact the family" (README "Staff console": "Templates and contacting a family"). */
export const CONTACT_TEXT = {
  title: "Contact the family",
  lead: "Each WhatsApp, call, SMS and e-mail is noted in the history below, with who sent it and when.",
  template: "Message template",
  noTemplate: "No template",
  useTemplate: "Use this template",
  templatesLink: "Edit the templates",
  whatsapp: "Open WhatsApp",
  call: "Call",
  sms: "Send SMS",
  replyTitle: "Reply by e-mail",
  replyLead: (email: string) => `To ${email}. Replies from the family go to the school's e-mail address.`,
  noEmail: "The family gave no e-mail address: answer by WhatsApp, SMS or a call.",
  subject: "Subject",
  body: "Message",
  send: "Send e-mail",
  sending: "Sending, please wait...",
};
