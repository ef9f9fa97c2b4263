import { Router } from "express";
import { paymentStaffRouter } from "../admissions/payments/router.js";
import { checklistRouter } from "../admissions/checklist.js";
import { documentStaffRouter } from "../admissions/document-staff.js";
import { seasonReportRouter } from "../admissions/report.js";
import { visitStaffRouter } from "../admissions/visit-staff.js";
import { admissionYearsRouter } from "../admissions/years.js";
import { bulkRouter } from "../admissions/bulk.js";
import { contactRouter } from "../admissions/contact.js";
import { templatesRouter } from "../admissions/templates.js";
import type { Db } from "../db.js";
import type { OnContentChange } from "../events.js";
import type { Log } from "../http.js";
import { eraseRouter } from "../staff/erase.js";
import { inboxRouter } from "../staff/inbox.js";
import { listsRouter } from "../staff/lists.js";
import { newsletterExportRouter } from "../staff/newsletter.js";
import { profileRouter } from "../staff/profile.js";
import { programsRouter } from "../staff/programs.js";
import { teamRouter } from "../staff/team.js";
import { testimonialsRouter } from "../staff/testimonials.js";
import { uploadsRouter } from "../staff/uploads.js";
import type { UploadQueue } from "../uploads/queue.js";
import type { UploadStorage } from "../uploads/storage.js";

/**
 * The school staff's console, `/api/v1/staff/…` (README "Staff console"): every endpoint checks the
 * caller's role and works only on the token's own school (api/staff/access.ts).
 */
export function staffRouter(
  db: Db,
  options: {
    log: Log;
    onContentChange: OnContentChange;
    uploads: UploadStorage;
    /** Families' admission documents: private, never the public uploads (README "Admissions"). */
    documents: UploadStorage;
    uploadQueue: UploadQueue;
    dnsServers: readonly string[] | undefined;
  },
): Router {
  const router = Router();
  router.use(inboxRouter(db, options.log));
  router.use(templatesRouter(db));
  router.use(contactRouter(db));
  router.use(newsletterExportRouter(db, options.log));
  router.use(testimonialsRouter(db, options.onContentChange));
  router.use(eraseRouter(db, options.onContentChange, options.documents));
  router.use(teamRouter(db));
  router.use(listsRouter(db, options.onContentChange));
  router.use(programsRouter(db, options.onContentChange));
  router.use(uploadsRouter(db, options.uploads, options.uploadQueue));
  router.use(profileRouter(db, options.onContentChange, options.dnsServers));
  router.use(visitStaffRouter(db));
  router.use(admissionYearsRouter(db, options.onContentChange));
  router.use(bulkRouter(db));
  router.use(paymentStaffRouter(db));
  router.use(checklistRouter(db));
  router.use(documentStaffRouter(db, options.documents));
  router.use(seasonReportRouter(db, options.log));
  return router;
}
