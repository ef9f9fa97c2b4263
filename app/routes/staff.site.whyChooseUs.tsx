import { cardList } from "~/components/staff/SiteListKinds";
import { SITE_LIST_PAGES } from "~/content/staff-site";
import { listAction, listLoader } from "~/services/site-list-route.server";

// Why Choose Us' cards (SPEC §2 "six cards"), each with an icon of the site's own or its number.

export const loader = listLoader("whyChooseUs");
export const action = listAction("whyChooseUs");

export default cardList(SITE_LIST_PAGES.whyChooseUs, () => import("~/utils/site-list-schemas").then((m) => m.LIST_SCHEMAS.whyChooseUs.schema)).Page;
