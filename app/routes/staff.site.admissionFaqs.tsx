import { faqList } from "~/components/staff/SiteListKinds";
import { SITE_LIST_PAGES } from "~/content/staff-site";
import { listAction, listLoader } from "~/services/site-list-route.server";

// How to Apply's questions and answers (SPEC §2: the admission process, documents, the admission fee).

export const loader = listLoader("admissionFaqs");
export const action = listAction("admissionFaqs");

export default faqList(SITE_LIST_PAGES.admissionFaqs, () => import("~/utils/site-list-schemas").then((m) => m.LIST_SCHEMAS.admissionFaqs.schema))
  .Page;
