import { EmailText } from "~/components/EmailText";
import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { phoneLabel, telHref } from "~/utils/phone";
import type { SocialLink } from "~/utils/school";
import type { SiteView } from "~/utils/site";
import { MailIcon, PhoneIcon, PinIcon, SocialIcon } from "./icons";
import { imageSources } from "~/utils/images";
import { NewsletterForm } from "../forms/NewsletterForm";
import { useLocalPath, type LayoutCopy } from "~/utils/root-data";

/**
 * SPEC §2 footer: logo, about text, quick links (not linked in the spec: plain text here),
 * newsletter box, the school's social links (those it set; SPEC's three placeholders are gone),
 * contact block, © current year and school name.
 * `year` comes from the server so that server and browser render the same text.
 */
export function SiteFooter({ site, year, copy }: { site: SiteView; year: number; copy: LayoutCopy }) {
  const location = useLocation();
  const localPath = useLocalPath();
  return (
    <footer className="on-dark bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <Link to={localPath("/")} className="inline-flex flex-wrap items-center gap-3 rounded">
            <span className="rounded-lg bg-white p-1.5">
              {/* By its height, as in the header: a wide logo stays legible. */}
              <img
                {...imageSources(site.logoUrl, "192px")}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="h-12 w-auto max-w-[12rem] object-contain"
              />
            </span>
            <span className="text-lg font-bold text-white">
              {site.name}
              <span className="sr-only">{copy.footerHome}</span>
            </span>
          </Link>
          <h2 id="footer-about" className="sr-only">
            {copy.footerAbout}
          </h2>
          <p className="mt-4 text-sm leading-relaxed text-slate-300">{site.about}</p>
        </section>

        <FooterSection id="footer-quick-links" title={copy.quickLinksTitle}>
          <ul className="mt-4 space-y-2 text-sm text-slate-300">
            {copy.quickLinks.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </FooterSection>

        <FooterSection id="footer-newsletter" title={copy.newsletterTitle}>
          {/* README "Newsletter": SUBSCRIBE stores the address for this school and comes back here. */}
          {/* Keyed by the visit: after a sign-up the box is empty again, with JavaScript too. Back to
              the page's path only: a link's query string is never written into the page (shared
              pages carry nothing a crafted link put there, README "Forms"). */}
          <NewsletterForm key={location.key} copy={copy.newsletter} tone="footer" returnTo={location.pathname} />
        </FooterSection>

        <FooterSection id="footer-contact" title={copy.contactTitle}>
          <address className="mt-4 space-y-3 text-sm not-italic text-slate-300">
            {site.addressLines.length > 0 ? (
              <p className="flex gap-2">
                <PinIcon className="mt-0.5 h-4 w-4 shrink-0" />
                <span>
                  {site.addressLines.map((line, index) => (
                    <span key={index} className="block">
                      {line}
                    </span>
                  ))}
                </span>
              </p>
            ) : null}
            {site.phones.map((phone) => (
              <p key={phone}>
                <a href={telHref(phone)} className="inline-flex items-center gap-2 hover:text-white hover:underline">
                  <PhoneIcon />
                  {phoneLabel(phone)}
                </a>
              </p>
            ))}
            {site.emails.map((email) => (
              <p key={email}>
                <a href={`mailto:${email}`} className="inline-flex items-center gap-2 hover:text-white hover:underline">
                  <MailIcon className="h-4 w-4 shrink-0" />
                  <span className="min-w-0 break-words">
                    <EmailText email={email} />
                  </span>
                </a>
              </p>
            ))}
            {!site.known ? <p>{copy.contactSoon}</p> : null}
          </address>
          <SocialLinks links={site.social} label={copy.socialMedia} />
        </FooterSection>
      </div>
      <div className="border-t border-slate-700">
        <p className="mx-auto max-w-7xl px-4 py-4 text-center text-sm text-slate-300">
          © {year} {site.name}
        </p>
      </div>
    </footer>
  );
}

/** A titled block of the footer. */
function FooterSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-base font-semibold text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The school's social links as icons, the accessible name the network's; none set, no list at all
 * (never a placeholder link: README "Staff console").
 */
function SocialLinks({ links, label }: { links: readonly SocialLink[]; label: string }) {
  if (links.length === 0) return null;
  return (
    <ul className="mt-6 flex flex-wrap gap-3" aria-label={label}>
      {links.map(({ network, label, href }) => (
        <li key={network}>
          <a
            href={href}
            rel="noopener noreferrer"
            aria-label={label}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-slate-700 text-white hover:bg-brand"
          >
            <SocialIcon network={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
