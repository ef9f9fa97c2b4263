import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmailText } from "~/components/EmailText";
import type { ReactNode } from "react";
import { FaqList } from "~/components/FaqList";
import { PageBanner } from "~/components/PageBanner";
import { MailIcon, PhoneIcon, ChatIcon } from "~/components/layout/icons";
import { loadSupport } from "~/services/school-pages.server";
import { copyMeta } from "~/utils/meta";
import { whatsAppHref } from "~/utils/phone";
import { phoneLabel, telHref } from "~/utils/phone";
import { useRootData } from "~/utils/root-data";

export const meta = copyMeta();

export const loader = ({ request }: LoaderFunctionArgs) => loadSupport(request);

/**
 * SPEC §2 "Support": Call Us, Email Us and Live Chat cards, each only when the school has that data;
 * the school's own FAQ (README "Staff console": "Pages").
 */
export default function Support() {
  const { faqs, copy } = useLoaderData<typeof loader>();
  const site = useRootData()?.site;
  const phone = site?.phones[0];
  const email = site?.emails[0];
  const whatsApp = site?.whatsApp;
  const none = !phone && !email && !whatsApp;
  return (
    <>
      <PageBanner title={copy.page.title} lead={copy.lead} />
      <div className="mx-auto mt-12 grid max-w-6xl gap-6 px-4 md:grid-cols-3">
        {phone ? (
          <SupportCard id="support-call" title={copy.callTitle} text={copy.callText} icon={<PhoneIcon className="h-7 w-7" />}>
            <a href={telHref(phone)} className="text-lg font-semibold text-brand underline-offset-4 hover:underline">
              {phoneLabel(phone)}
            </a>
          </SupportCard>
        ) : null}
        {email ? (
          <SupportCard id="support-email" title={copy.emailTitle} text={copy.emailText} icon={<MailIcon className="h-7 w-7" />}>
            <a href={`mailto:${email}`} className="break-words text-lg font-semibold text-brand underline-offset-4 hover:underline">
              <EmailText email={email} />
            </a>
          </SupportCard>
        ) : null}
        {whatsApp ? (
          <SupportCard id="support-chat" title={copy.chatTitle} text={copy.chatText} icon={<ChatIcon className="h-7 w-7" />}>
            {/* SPEC §2: the first WhatsApp number, a prefilled 'Hello', in a new tab. */}
            <a
              href={whatsAppHref(whatsApp, copy.chatGreeting)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-block rounded-full bg-green-800 px-5 py-2 font-semibold text-white hover:bg-green-900"
            >
              {copy.chatLink}
              <span className="sr-only">{copy.newTab}</span>
            </a>
          </SupportCard>
        ) : null}
        {none ? <p className="text-center text-lg text-slate-700 md:col-span-3">{copy.noChannels}</p> : null}
      </div>
      <FaqList id="support-faq" title={copy.faqTitle} faqs={faqs} />
    </>
  );
}

function SupportCard({ id, title, text, icon, children }: { id: string; title: string; text: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col items-center rounded-2xl bg-white p-8 text-center shadow ring-1 ring-slate-900/5">
      <span aria-hidden="true" className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand text-white">
        {icon}
      </span>
      <h2 id={id} className="mt-4 text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-slate-700">{text}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}
