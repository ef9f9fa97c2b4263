import { faqList } from "~/components/staff/SiteListKinds";
import { SITE_LIST_PAGES } from "~/content/staff-site";
import { listAction, listLoader } from "~/services/site-list-route.server";

// Tuition Fees' questions and answers (SPEC §2: monthly fee, hidden charges, installments).

export const loader = listLoader("feesFaqs");
export const action = listAction("feesFaqs");

export default faqList(SITE_LIST_PAGES.feesFaqs, () => import("~/utils/site-list-schemas").then((m) => m.LIST_SCHEMAS.feesFaqs.schema)).Page;
