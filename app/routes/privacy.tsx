import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { PageBanner } from "~/components/PageBanner";
import { FALLBACK_SCHOOL_NAME } from "~/content/site";
import { catalogue, requestLang } from "~/i18n/catalogue.server";
import { clientIn, schoolFacts } from "~/services/school.server";
import { getTenant } from "~/services/tenant.server";
import { copyMeta } from "~/utils/meta";
import { phoneLabel, telHref } from "~/utils/phone";

export const meta = copyMeta();

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const tenant = await getTenant(request);
  // The school's name in the page's language, the notice's words from its catalogue (README "Languages").
  const school = tenant.status === "found" ? schoolFacts(clientIn(tenant.client, lang)) : null;
  const name = school?.name ?? FALLBACK_SCHOOL_NAME;
  const words = catalogue(lang).privacy;
  const copy = {
    page: { title: words.page.title, description: words.page.description(name) },
    lead: words.lead(name),
    who: { title: words.who.title, text: words.who.text(name) },
    what: words.what,
    why: words.why,
    howLong: words.howLong,
    rights: words.rights,
  };
  return json({ copy, emails: school?.emails ?? [], phones: school?.phones ?? [] });
}

export default function PrivacyPage() {
  const { copy, emails, phones } = useLoaderData<typeof loader>();
  const link = "font-semibold text-brand underline underline-offset-4";
  return (
    <>
      <PageBanner title={copy.page.title} lead={copy.lead} />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 text-lg text-slate-800">
        <Part id="privacy-who" title={copy.who.title}>
          <p>{copy.who.text}</p>
        </Part>
        <Part id="privacy-what" title={copy.what.title}>
          <List items={copy.what.items} />
        </Part>
        <Part id="privacy-why" title={copy.why.title}>
          <List items={copy.why.items} />
          <p className="mt-3">{copy.why.notSold}</p>
        </Part>
        <Part id="privacy-how-long" title={copy.howLong.title}>
          <p>{copy.howLong.text}</p>
        </Part>
        <Part id="privacy-rights" title={copy.rights.title}>
          <p>{copy.rights.text}</p>
          {emails.length > 0 || phones.length > 0 ? (
            <>
              <p className="mt-3">{copy.rights.contact}</p>
              <ul className="mt-2 space-y-1">
                {emails.map((email) => (
                  <li key={email}>
                    <a href={`mailto:${email}`} className={`${link} break-all`}>
                      {email}
                    </a>
                  </li>
                ))}
                {phones.map((phone) => (
                  <li key={phone}>
                    <a href={telHref(phone)} className={link}>
                      {phoneLabel(phone)}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-3">{copy.rights.noContact}</p>
          )}
        </Part>
      </div>
    </>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-brand">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
