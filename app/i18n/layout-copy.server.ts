import { phoneLabel } from "~/utils/phone";
import type { LayoutCopy } from "~/utils/root-data";
import type { SiteView } from "~/utils/site";
import type { Catalogue } from "./catalogue.server";

/** The layout's words for one school's page: the catalogue's, with the school's name, numbers and hours in them. */
export function layoutCopy({ layout: words }: Catalogue, site: SiteView): LayoutCopy {
  const phone = site.phones[0];
  return {
    skipLink: words.skipLink,
    openingTime: site.openingHours ? words.openingTimeOf(site.openingHours) : words.openingTime,
    contactBar: words.contactBar,
    call: phone ? words.call(phoneLabel(phone)) : "",
    whatsApp: site.whatsApp ? words.whatsApp(phoneLabel(site.whatsApp)) : "",
    logoAlt: words.logoAlt(site.name),
    logoHome: words.logoHome,
    mainNav: words.mainNav,
    openMenu: words.openMenu,
    closeMenu: words.closeMenu,
    languages: words.languages,
    footerAbout: words.footerAbout(site.name),
    footerHome: words.footerHome,
    quickLinksTitle: words.quickLinksTitle,
    quickLinks: words.quickLinks,
    newsletterTitle: words.newsletterTitle,
    contactTitle: words.contactTitle,
    contactSoon: words.contactSoon,
    socialMedia: words.socialMedia,
    newsletter: words.newsletter,
    notifications: words.notifications,
    closeNotification: words.closeNotification,
    toastKinds: words.toastKinds,
    loading: words.loading,
    honeypot: words.honeypot,
    failedPage: words.errorPages.failed,
  };
}
