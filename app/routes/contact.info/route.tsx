import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { MapEmbed } from "~/components/MapEmbed";
import { PageBanner } from "~/components/PageBanner";
import { EmailText } from "~/components/EmailText";
import { SchoolJsonLd } from "~/components/SchoolJsonLd";
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, SocialIcon } from "~/components/layout/icons";
import { FALLBACK_SCHOOL_NAME } from "~/content/site";
import { catalogue, requestLang } from "~/i18n/catalogue.server";
import { formMessages, formWords } from "~/i18n/form-copy.server";
import { clientIn, schoolJsonLdText } from "~/services/school.server";
import { getTenant, schoolOrigin } from "~/services/tenant.server";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { formConstraint, withFormGuard } from "~/utils/forms.server";
import { copyMeta } from "~/utils/meta";
import { telHref, phoneLabel } from "~/utils/phone";
import { useRootData } from "~/utils/root-data";
import { EnquiryForm } from "./EnquiryForm";
import { Section } from "~/components/Section";

export { action } from "./action.server";

export const meta = copyMeta();

export async function loader({ request }: LoaderFunctionArgs) {
  // The same cached lookup as the root loader's: the page lists the phones, e-mails and address.
  const [tenant, constraint] = await Promise.all([getTenant(request), formConstraint(FORM_SCHEMAS.enquiry)]);
  const found = tenant.status === "found";
  const lang = requestLang(request);
  // The page's words and the form's in the page's language, the school's own texts too (README "Languages").
  const name = found ? clientIn(tenant.client, lang).clientName : FALLBACK_SCHOOL_NAME;
  const words = catalogue(lang);
  const { page, info, enquiry } = words.contact;
  const map = { frameTitle: words.map.frameTitle(name), open: words.map.open, newTab: words.map.newTab };
  const copy = { page: { title: page.title, description: page.description(name) }, ...info, enquiry, map, form: formWords(lang, name) };
  // With the enquiry form's guard: this page is the visitor's own (utils/shared-page.ts).
  return withFormGuard({
    jsonLd: found ? schoolJsonLdText(tenant.client, schoolOrigin(request, tenant)) : null,
    constraint,
    copy,
    formMessages: formMessages(lang, "enquiry"),
  });
}

export default function ContactInformation() {
  const { jsonLd, constraint, copy } = useLoaderData<typeof loader>();
  // The school's facts are the layout's (root data), already in the page's language: sent once.
  const site = useRootData()?.site;
  const school = site?.known ? site : null;
  const lines = school?.addressLines ?? [];
  const officeHours = site?.officeHours ?? [];
  return (
    <>
      <SchoolJsonLd json={jsonLd} />
      <PageBanner title={copy.page.title} lead={copy.lead} />

      <div className="mx-auto mt-12 grid max-w-7xl gap-6 px-4 sm:grid-cols-2 lg:grid-cols-3">
        {/* SPEC §2: first and second phone as '+91 …' tel links, first and second e-mail as mailto links. */}
        {school && school.phones.length > 0 ? (
          <InfoCard id="contact-phone" title={copy.phoneTitle} icon={<PhoneIcon className="h-6 w-6" />}>
            <ul className="space-y-2">
              {school.phones.map((phone) => (
                <li key={phone}>
                  <a href={telHref(phone)} className="text-lg font-semibold text-brand underline-offset-4 hover:underline">
                    {phoneLabel(phone)}
                  </a>
                </li>
              ))}
            </ul>
          </InfoCard>
        ) : null}
        {school && school.emails.length > 0 ? (
          <InfoCard id="contact-email" title={copy.emailTitle} icon={<MailIcon className="h-6 w-6" />}>
            <ul className="space-y-2">
              {school.emails.map((email) => (
                <li key={email}>
                  <a href={`mailto:${email}`} className="break-words text-lg font-semibold text-brand underline-offset-4 hover:underline">
                    <EmailText email={email} />
                  </a>
                </li>
              ))}
            </ul>
          </InfoCard>
        ) : null}
        {lines.length > 0 ? (
          <InfoCard id="contact-address" title={copy.addressTitle} icon={<PinIcon className="h-6 w-6" />}>
            <address className="not-italic text-slate-800">
              <span className="block font-semibold">{school?.name}</span>
              {lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </InfoCard>
        ) : null}
        <InfoCard id="contact-hours" title={copy.hoursTitle} icon={<ClockIcon className="h-6 w-6" />}>
          {/* SPEC §2's office hours, unless the school gives its own (client info). */}
          <dl className="space-y-2 text-slate-800">
            {(officeHours.length > 0 ? officeHours : copy.hours).map((row) => (
              <div key={row.days} className="flex flex-wrap justify-between gap-x-4">
                <dt className="font-semibold">{row.days}</dt>
                <dd>{row.time}</dd>
              </div>
            ))}
          </dl>
        </InfoCard>
        {/* The school's own social links, only those it set; none, no card (README "Staff console"). */}
        {school && school.social.length > 0 ? (
          <InfoCard id="contact-social" title={copy.socialTitle}>
            <ul className="flex flex-wrap gap-3">
              {school.social.map(({ network, label, href }) => (
                <li key={network}>
                  <a
                    href={href}
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-2 rounded-full bg-slate-100 px-4 py-2 font-semibold text-slate-800 hover:bg-brand hover:text-white"
                  >
                    <SocialIcon network={network} />
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </InfoCard>
        ) : null}
        {!school ? <p className="text-lg text-slate-700 sm:col-span-2 lg:col-span-3">{copy.noDetails}</p> : null}
      </div>

      {/* The enquiry form of SPEC §2; its id is the anchor of /contact/info#enquiry. */}
      <Section id="enquiry" titleId="enquiry-title" title={copy.enquiryTitle} compact className="mx-auto mt-12 max-w-4xl px-4">
        <EnquiryForm constraint={constraint} copy={copy.enquiry} form={copy.form} />
      </Section>

      <MapEmbed title={copy.mapTitle} addressLines={lines} pin={school?.mapPin ?? null} words={copy.map} />
    </>
  );
}

function InfoCard({ id, title, icon, children }: { id: string; title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-6 shadow ring-1 ring-slate-900/5">
      <h2 id={id} className="flex items-center gap-3 text-xl font-bold text-slate-900">
        {icon ? (
          <span aria-hidden="true" className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand text-white">
            {icon}
          </span>
        ) : null}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
