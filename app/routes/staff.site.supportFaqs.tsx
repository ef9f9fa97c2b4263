import { faqList } from "~/components/staff/SiteListKinds";
import { SITE_LIST_PAGES } from "~/content/staff-site";
import { listAction, listLoader } from "~/services/site-list-route.server";

// Support's questions and answers (SPEC §2: enrolling, the minimum age, tours, the fee structure).

export const loader = listLoader("supportFaqs");
export const action = listAction("supportFaqs");

export default faqList(SITE_LIST_PAGES.supportFaqs, () => import("~/utils/site-list-schemas").then((m) => m.LIST_SCHEMAS.supportFaqs.schema)).Page;
