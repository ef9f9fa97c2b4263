/**
 * Each form's zod schema, on demand: the browser loads zod and a schema when a visitor first uses
 * the form (`usePublicForm`), the server works out the field constraints from the same schema for
 * the page's loader (`formConstraint`, ./forms.server.ts). Only dynamic imports here: a static
 * import of a schema module from a page, even one only its loader uses, puts zod in every chunk
 * set that reaches it (README "JavaScript budgets").
 */
export const FORM_SCHEMAS = {
  enrollment: () => import("./schemas").then((m) => m.enrollmentSchema),
  enquiry: () => import("./schemas").then((m) => m.enquirySchema),
  visit: () => import("./schemas").then((m) => m.visitSchema),
  testimonial: () => import("./schemas").then((m) => m.testimonialSchema),
  login: () => import("./schemas").then((m) => m.loginSchema),
  register: () => import("./schemas").then((m) => m.registerSchema),
  forgotPassword: () => import("./schemas").then((m) => m.forgotPasswordSchema),
  statusLookup: () => import("./staff-schemas").then((m) => m.statusLookupSchema),
  claim: () => import("./staff-schemas").then((m) => m.claimSchema),
  followUp: () => import("./staff-schemas").then((m) => m.followUpSchema),
  invite: () => import("./staff-schemas").then((m) => m.inviteSchema),
  profile: () => import("./staff-schemas").then((m) => m.profileSchema),
  domain: () => import("./staff-schemas").then((m) => m.domainSchema),
  statusChange: () => import("./staff-schemas").then((m) => m.statusChangeSchema),
  testimonialEdit: () => import("./staff-schemas").then((m) => m.testimonialEditSchema),
  visitSettings: () => import("./visit-schemas").then((m) => m.visitSettingsSchema),
  visitSlot: () => import("./visit-schemas").then((m) => m.visitSlotSchema),
  visitClosure: () => import("./visit-schemas").then((m) => m.visitClosureSchema),
  visitMark: () => import("./visit-schemas").then((m) => m.visitMarkSchema),
  template: () => import("./message-schemas").then((m) => m.templateSchema),
  reply: () => import("./message-schemas").then((m) => m.replySchema),
  admissionYear: () => import("./admission-schemas").then((m) => m.admissionYearSchema),
  admissionClass: () => import("./admission-schemas").then((m) => m.admissionClassSchema),
  offer: () => import("./admission-schemas").then((m) => m.offerSchema),
  waitlistMove: () => import("./admission-schemas").then((m) => m.waitlistMoveSchema),
  documentReview: () => import("./document-schemas").then((m) => m.documentReviewSchema),
  checklistItem: () => import("./document-schemas").then((m) => m.checklistItemSchema),
};
