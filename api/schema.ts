import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type { ApplicationStage, FamilyStatus, OfferStatus, VisitStatus } from "../shared/family-stages.js";
import type { TemplateKind } from "../shared/message-templates.js";
import type { PaymentStatus } from "../shared/payment-statuses.js";
import type { FeeFrequency, Program } from "../shared/school-content.js";

// Column names keep the spec's entity field names (SPEC §3) from the form to the database
// (DESIGN.md "Layout"). Flags are integers 0/1 and timestamps ISO-8601 text so that one migration
// set and one set of queries serve both SQLite and PostgreSQL.

type Id = Generated<number>;
type Flag = ColumnType<number, number | undefined, number>;
type CreatedAt = ColumnType<string, string | undefined, never>;
type UpdatedAt = ColumnType<string, string | undefined, string>;

interface ContentRow {
  id: Id;
  clientId: number;
  displayOrder: ColumnType<number, number | undefined, number>;
  deleted: Flag;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/**
 * A row of a school's own words with their versions in other languages (README "Languages"): JSON,
 * {"hi": {"title": "…"}}; "{}" for none.
 */
interface Translated {
  translations: Generated<string>;
}

/** The language of the page a family used (README "Languages"); "en" for rows made before. */
interface FamilyLanguage {
  language: Generated<string>;
}

export interface ClientTable extends Translated {
  id: Id;
  clientName: string;
  fullLogoUrl: string;
  aboutUs: string;
  contactPhone1: string;
  contactPhone2: string;
  whatsAppNumber1: string;
  contactEmail1: string;
  contactEmail2: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  pinCode: string;
  brandColor: string;
  accentColor: string;
  /** The school's own texts (README "Provider"); blank: the site shows SPEC's defaults. */
  tagline: Generated<string>;
  ageRange: Generated<string>;
  openingHours: Generated<string>;
  officeHours: Generated<string>;
  schoolHours: Generated<string>;
  /** The school's pages on social networks (shared/profile.ts SOCIAL_LINKS); "" is none. */
  facebookUrl: Generated<string>;
  instagramUrl: Generated<string>;
  youtubeUrl: Generated<string>;
  xUrl: Generated<string>;
  linkedinUrl: Generated<string>;
  whatsappChannelUrl: Generated<string>;
  /** The school's pin on the map, decimal degrees; both null when none. */
  mapLatitude: ColumnType<number | null, number | null | undefined, number | null>;
  mapLongitude: ColumnType<number | null, number | null | undefined, number | null>;
  /** The school's IANA time zone: visit times are its local times (README "Admissions"). */
  timeZone: Generated<string>;
  /** How many days ahead parents may book a visit. */
  visitBookingDays: Generated<number>;
  /** The latest a visit may be booked, in hours before it starts. */
  visitCutoffHours: Generated<number>;
  /** Where parents pay the registration fee (README "Admissions": "Registration fee by UPI"); "" is none. */
  upiId: Generated<string>;
  /** The payee name a parent's UPI app shows; "" is the school's name. */
  upiName: Generated<string>;
  /** The languages the school's site offers, comma-separated codes ("en,hi"), and its default. */
  languages: Generated<string>;
  defaultLanguage: Generated<string>;
  deleted: Flag;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ClientDomainTable {
  id: Id;
  clientId: number;
  /** Lower-case hostname without port; unique per school, and across schools among verified ones. */
  domain: string;
  isPrimary: Flag;
  /** What the TXT record `_nurture.<domain>` must hold (README "Staff console"); "" when never needed. */
  verifyToken: ColumnType<string, string | undefined, string>;
  /** When the domain was proven (or trusted); null: pending, the site does not answer there. Every insert decides. */
  verifiedAt: ColumnType<string | null, string | null, string | null>;
}

export interface CarouselTable extends ContentRow, Translated {
  imageUrl: string;
  title: string;
}

export interface CategoryTable extends ContentRow, Translated {
  name: string;
}

export interface GalleryTable extends ContentRow, Translated {
  mediaUrl: string;
  mediaType: "image" | "video";
  caption: string;
  categoryId: number | null;
}

export interface TeamMemberTable extends ContentRow, Translated {
  imageUrl: string;
  name: string;
  designation: string;
}

export interface TestimonialTable extends ContentRow, FamilyLanguage {
  title: string;
  description: string;
  mobile: string;
  approved: Flag;
  rejected: Flag;
}

export interface EventTable extends ContentRow, Translated {
  type: "image" | "video";
  mediaUrl: string;
  title: string;
  description: string;
}

export interface MissionAndVisionTable extends ContentRow, Translated {
  type: "mission" | "vision" | "coreValues";
  title: string;
  description: string;
  imageUrl: string;
}

export interface OurStoryTable extends ContentRow, Translated {
  year: string;
  title: string;
  description: string;
  iconUrl: string;
}

// The school's own words and prices (README "Staff console": "Pages"; shared/school-content.ts).

export interface FeeTable extends ContentRow, Translated {
  name: string;
  /** Whole rupees, 0 or more. */
  amount: number;
  frequency: FeeFrequency;
  /** With `other` only: how often, in the school's words. */
  frequencyText: string;
  note: string;
}

/** A titled text of a page: a payment method, an admission step. */
export interface TitledTextTable extends ContentRow, Translated {
  title: string;
  description: string;
}

export type FaqTopic = "fees" | "admission" | "support";

export interface FaqTable extends ContentRow, Translated {
  /** The page it is asked on: Tuition Fees, How to Apply, Support. */
  topic: FaqTopic;
  question: string;
  answer: string;
}

export type CardPage = "whyChooseUs" | Program;

export interface CardTable extends ContentRow, Translated {
  /** Why Choose Us or one of the program pages. */
  page: CardPage;
  title: string;
  description: string;
  /** "" (the numbered badge) or one of CARD_ICONS. */
  icon: string;
}

export interface DirectionTable extends ContentRow, Translated {
  mode: string;
  text: string;
}

/** Whether a school offers a program (a missing row: offered). */
export interface ProgramOfferTable {
  id: Id;
  clientId: number;
  program: Program;
  offered: Flag;
  updatedAt: UpdatedAt;
}

/** A weekly visit time of a school (README "Admissions"), in the school's local time. */
export interface VisitSlotTable {
  id: Id;
  clientId: number;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
  /** HH:MM. */
  startTime: string;
  lengthMinutes: number;
  places: number;
  deleted: Flag;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** An admission year of a school (README "Admissions"): "2027–28", open for applications or not. */
export interface AdmissionYearTable {
  id: Id;
  clientId: number;
  label: string;
  /** YYYY-MM-DD. */
  startsOn: string;
  open: Flag;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A class of an admission year: its seats and its age rule (shared/age-rules.ts). */
export interface AdmissionClassTable extends Translated {
  id: Id;
  clientId: number;
  yearId: number;
  name: string;
  /** One of PROGRAMS (shared/programs.ts), or "". */
  program: Generated<string>;
  seats: number;
  minMonths: number;
  underMonths: number;
  /** YYYY-MM-DD: the cut-off date the rule is read on. */
  ageOn: string;
  /** The registration fee in whole rupees; 0 is none due. */
  feeRupees: Generated<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A registration fee a parent paid (api/admissions/payments/): waiting, confirmed by staff, or rejected. */
export interface AdmissionPaymentTable {
  id: Id;
  clientId: number;
  enrollmentId: number;
  method: "upi";
  /** Whole rupees: the class's fee when the parent submitted it. */
  amountRupees: number;
  /** The UPI transaction reference (12 digits) the parent read in their UPI app. */
  utr: string;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  /** `SUN-2027-0001` once confirmed; null before. */
  receiptNumber: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why staff rejected it; "" otherwise. */
  reason: Generated<string>;
  submittedAt: string;
  confirmedAt: ColumnType<string | null, string | null | undefined, string | null>;
  confirmedByUserId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** The last receipt number given by a school in an admission year (the year it starts). */
export interface ReceiptCounterTable {
  id: Id;
  clientId: number;
  year: number;
  last: ColumnType<number, number | undefined, number>;
}

/** A document a class's families must provide (README "Admissions": "Documents"), in its order. */
export interface AdmissionChecklistTable extends Translated {
  id: Id;
  clientId: number;
  classId: number;
  name: string;
  /** 1…n within the class. */
  position: number;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export type DocumentStatus = "received" | "accepted" | "returned";

/** A family's document for one checklist item of its enrollment; its file is in the private storage. */
export interface AdmissionDocumentTable {
  id: Id;
  clientId: number;
  enrollmentId: number;
  itemId: number;
  /** Random, in DATA_DIR/documents (api/admissions/documents.ts). */
  storageKey: string;
  contentType: string;
  /** Safe for a Content-Disposition header. */
  filename: string;
  bytes: number;
  /** A PDF's page count; null for a photo. */
  pages: number | null;
  status: ColumnType<DocumentStatus, DocumentStatus | undefined, DocumentStatus>;
  /** Why staff returned it (told to the family); "" otherwise. */
  reason: Generated<string>;
  /** When this file arrived: a replacement's own time. */
  createdAt: ColumnType<string, string | undefined, string>;
  reviewedAt: ColumnType<string | null, string | null | undefined, string | null>;
  reviewedByUserId: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A date the school takes no visits (a holiday). */
export interface VisitClosureTable {
  id: Id;
  clientId: number;
  /** YYYY-MM-DD of the school's calendar. */
  date: string;
  note: Generated<string>;
  createdAt: CreatedAt;
}

/** A school's message template (api/admissions/templates.ts): placeholders in subject and body. */
export interface MessageTemplateTable {
  id: Id;
  clientId: number;
  kind: TemplateKind;
  name: string;
  subject: string;
  body: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** Places taken of one weekly time on one date: the hard limit's counter (api/admissions/migrations.ts). */
export interface VisitPlacesTable {
  id: Id;
  clientId: number;
  slotId: number;
  date: string;
  taken: ColumnType<number, number | undefined, number>;
}

export type { VisitStatus };

/** A booked visit: a family record like an enquiry (reference, follow-up). */
export interface VisitTable extends FamilyLanguage {
  id: Id;
  clientId: number;
  reference: ColumnType<string, string, never>;
  /** The weekly time it was booked at; null once that time is deleted for good. */
  slotId: number | null;
  /** The visit's start as an instant (ISO-8601, UTC). */
  startsAt: string;
  /** Its date and time in the school's zone as booked (YYYY-MM-DD, HH:MM). */
  date: string;
  startTime: string;
  lengthMinutes: number;
  parentName: string;
  parentMobile: string;
  /** "" when the parent gave none. */
  email: Generated<string>;
  childName: string;
  /** YYYY-MM-DD. */
  childDateOfBirth: string;
  /** One of PROGRAMS, or "". */
  program: Generated<string>;
  /** "How did you hear about us?"; "" when not answered. */
  source: Generated<string>;
  status: ColumnType<VisitStatus, VisitStatus | undefined, VisitStatus>;
  /** The pending reminder's outbox row; null when none is waiting. */
  reminderOutboxId: ColumnType<number | null, number | null | undefined, number | null>;
  assigneeUserId: ColumnType<number | null, number | null | undefined, number | null>;
  followUpOn: ColumnType<string | null, string | null | undefined, string | null>;
  firstResponseAt: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** An enquiry's states in the inbox (README "Staff console"); an enrollment's are its stages. */
export type SubmissionStatus = FamilyStatus;
export type { ApplicationStage };

interface SubmissionRow<Status extends string> extends FamilyLanguage {
  id: Id;
  clientId: number;
  createdAt: CreatedAt;
  status: ColumnType<Status, Status | undefined, Status>;
  /** What the parent was told (`SUN-7K3Q9`); null for rows stored before references existed. */
  reference: ColumnType<string | null, string | undefined, never>;
  /** The staff member following the family up; null: nobody yet. */
  assigneeUserId: ColumnType<number | null, number | null | undefined, number | null>;
  /** The next follow-up, a date of the school's calendar (YYYY-MM-DD); null: none set. */
  followUpOn: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the school first replied or reached out (ISO-8601); null: not yet. */
  firstResponseAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface EnrollmentTable extends SubmissionRow<ApplicationStage> {
  childName: string;
  childAge: number;
  gender: "male" | "female" | "other";
  parentName: string;
  parentContact: string;
  address: string;
  additionalInformation: string;
  /** One of PROGRAMS (shared/school-content.ts), or "" when none was chosen. */
  program: Generated<string>;
  /** The parent's e-mail, optional: "" when none was given (the family hears back only with one). */
  email: Generated<string>;
  /** The class of an admission year applied for; null: none (a school without a year, an older row). */
  classId: ColumnType<number | null, number | null | undefined, number | null>;
  /** YYYY-MM-DD; null on rows stored before the form asked for it. */
  childDateOfBirth: ColumnType<string | null, string | null | undefined, string | null>;
  /** A second guardian, optional: "" when none was given. */
  guardian2Name: Generated<string>;
  guardian2Mobile: Generated<string>;
  /** Its place on the class's waitlist (lower first); null unless waitlisted. */
  waitlistRank: ColumnType<number | null, number | null | undefined, number | null>;
  /** When staff were told it is next for a seat that came free (ISO-8601); null otherwise. */
  flaggedNextAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AdmissionOfferTable {
  id: Id;
  clientId: number;
  enrollmentId: number;
  classId: number;
  /** YYYY-MM-DD in the school's calendar: the offer stands until that day is over. */
  deadline: string;
  status: ColumnType<OfferStatus, OfferStatus | undefined, OfferStatus>;
  overSeats: ColumnType<number, number | undefined, number>;
  createdByUserId: number | null;
  createdAt: CreatedAt;
  closedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface EnquiryTable extends SubmissionRow<SubmissionStatus> {
  parentName: string;
  parentMobile: string;
  email: string;
  childName: string;
  message: string;
  /** "How did you hear about us?", as the parent answered it; "" when not. */
  source: Generated<string>;
}

export interface UserTable {
  id: Id;
  clientId: number;
  name: string;
  mobile: string;
  /** Lower-cased; unique per school (clientId, email): one person may sign up at several schools. */
  email: string;
  passwordHash: string;
  createdAt: CreatedAt;
  role: ColumnType<Role, Role | undefined, Role>;
  /** Staff only: e-mail me each new enrollment and enquiry. */
  notifyByEmail: Flag;
  /** When a token was last issued to the account (sign-in, a claimed link); null: never. */
  lastSignInAt: string | null;
}

/** owner ⊇ staff; a parent sees only their own account. */
type Role = "parent" | "staff" | "owner";

export interface AuthTokenTable {
  id: Id;
  userId: number;
  clientId: number;
  /** SHA-256 of the token: a leaked database does not leak usable tokens. */
  tokenHash: string;
  expiresAt: string;
  createdAt: CreatedAt;
}

export interface IdempotencyKeyTable {
  id: Id;
  /** The endpoint and client the key was used for: a key never answers for another school. */
  scope: string;
  key: string;
  /** SHA-256 of the normalised payload the key was first used with ("" for keys from before). */
  fingerprint: string;
  status: number;
  body: string;
  createdAt: CreatedAt;
}

/** rate-limiter-flexible's store (api/throttle.ts): one counter per key, expiring at `expire`. */
export interface LoginThrottleTable {
  /** The limiter's prefix and a hashed account or an address block: no e-mail is stored. */
  key: string;
  points: number;
  /** Epoch milliseconds; PostgreSQL's bigint arrives as a string. */
  expire: number | string | null;
}

export interface SubmissionReferenceTable {
  id: Id;
  clientId: number;
  reference: string;
  createdAt: CreatedAt;
}

/** What a one-time link does (api/signInLinks.ts). */
export type LinkPurpose = "claim" | "reset" | "confirm";

/**
 * One-time links, single use: set a first password (a new owner, an invited staff member), reset
 * a forgotten one, or confirm a new parent's registration.
 */
export interface SignInLinkTable {
  id: Id;
  purpose: ColumnType<LinkPurpose, LinkPurpose | undefined, never>;
  /** The account; null for a registration to confirm, whose account is made by the link. */
  userId: number | null;
  /** The school the link belongs to: it works only on a host of this school. */
  clientId: number;
  /** SHA-256 of the token, as for authTokens. */
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  /** A registration to confirm: the account it makes (its password already hashed). */
  name: string | null;
  mobile: string | null;
  email: string | null;
  passwordHash: string | null;
  createdAt: CreatedAt;
}

/** `listItem`: an item of a staff list deleted for good (its list in the note). */
export type AuditSubject =
  | "enrollment"
  | "enquiry"
  | "visit"
  | "visitSlot"
  | "admissionYear"
  | "admissionClass"
  | "payment"
  | "admissionChecklistItem"
  | "admissionDocument"
  | "template"
  | "testimonial"
  | "family"
  | "account"
  | "school"
  | "domain"
  | "listItem";

export interface AuditLogTable {
  id: Id;
  clientId: number;
  actorUserId: number | null;
  actorName: string;
  action: string;
  subjectKind: AuditSubject;
  subjectId: number | null;
  fromStatus: string | null;
  toStatus: string | null;
  /** Staff's private note; an erasure's row says what was erased, never whose. */
  note: string;
  createdAt: CreatedAt;
}

type OutboxStatus = "pending" | "sent" | "skipped" | "failed";

export interface OutboxTable {
  id: Id;
  clientId: number | null;
  recipient: string;
  subject: string;
  body: string;
  /** An HTML alternative of `body`, or null for plain text only. */
  html: ColumnType<string | null, string | null | undefined, never>;
  /**
   * The mail's Message-ID, made when the row is written: every send of the row carries it, so a
   * resend after a lost acknowledgement is the same message to mail programs (README "Notification e-mails").
   */
  messageId: ColumnType<string, string, never>;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  nextAttemptAt: string;
  sentAt: string | null;
  lastError: string | null;
  sourceKind: "enrollment" | "enquiry" | "visit" | null;
  sourceId: number | null;
  /** Where replies go (the school's own address for a family's mail); null: to the sender. */
  replyTo: ColumnType<string | null, string | null | undefined, never>;
  /** JSON array of text attachments (MailAttachment, api/outbox.ts); null: none. */
  attachments: ColumnType<string | null, string | null | undefined, never>;
  createdAt: CreatedAt;
}

/** A processed upload of a school (api/uploads/images.ts); its files live in the upload storage. */
export interface UploadTable {
  id: Id;
  clientId: number;
  /** 32 hex digits of the photo's SHA-256: its folder in the storage. */
  hash: string;
  /** The stored widths, comma-separated, smallest first. */
  widths: string;
  createdBy: number | null;
  createdAt: CreatedAt;
}

/** One e-mail on a school's newsletter list (README "Newsletter"). */
export interface NewsletterSubscriberTable extends FamilyLanguage {
  id: Id;
  clientId: number;
  /** As the parent typed it (trimmed). */
  email: string;
  /** Lower-cased: unique per school, so an address is on a list once. */
  normalizedEmail: string;
  /**
   * The random token of the unsubscribe link. Kept as it is (unique), not hashed: the school's
   * future e-mails must be able to carry the link, and it can do nothing but unsubscribe.
   */
  unsubscribeToken: string;
  createdAt: CreatedAt;
  unsubscribedAt: string | null;
}

export interface Database {
  clients: ClientTable;
  clientDomains: ClientDomainTable;
  carousels: CarouselTable;
  categories: CategoryTable;
  galleryItems: GalleryTable;
  teamMembers: TeamMemberTable;
  testimonials: TestimonialTable;
  events: EventTable;
  missionAndVisions: MissionAndVisionTable;
  ourStories: OurStoryTable;
  enrollments: EnrollmentTable;
  enquiries: EnquiryTable;
  users: UserTable;
  authTokens: AuthTokenTable;
  idempotencyKeys: IdempotencyKeyTable;
  loginThrottle: LoginThrottleTable;
  /** server.ts's per-address request counters, in loginThrottle's shape (api/migrations.ts). */
  requestLimits: LoginThrottleTable;
  submissionReferences: SubmissionReferenceTable;
  signInLinks: SignInLinkTable;
  auditLog: AuditLogTable;
  outbox: OutboxTable;
  uploads: UploadTable;
  newsletterSubscribers: NewsletterSubscriberTable;
  fees: FeeTable;
  paymentMethods: TitledTextTable;
  faqs: FaqTable;
  admissionSteps: TitledTextTable;
  featureCards: CardTable;
  directions: DirectionTable;
  programOffers: ProgramOfferTable;
  visitSlots: VisitSlotTable;
  visitClosures: VisitClosureTable;
  visitPlaces: VisitPlacesTable;
  visits: VisitTable;
  messageTemplates: MessageTemplateTable;
  admissionYears: AdmissionYearTable;
  admissionClasses: AdmissionClassTable;
  admissionPayments: AdmissionPaymentTable;
  receiptCounters: ReceiptCounterTable;
  admissionChecklist: AdmissionChecklistTable;
  admissionDocuments: AdmissionDocumentTable;
  admissionOffers: AdmissionOfferTable;
}

export type Client = Selectable<ClientTable>;
export type NewClient = Insertable<ClientTable>;
export type User = Selectable<UserTable>;
