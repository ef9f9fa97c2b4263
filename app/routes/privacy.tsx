import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { PageBanner } from "~/components/PageBanner";
import { PRIVACY, PRIVACY_PAGE } from "~/content/privacy";
import { FALLBACK_SCHOOL_NAME } from "~/content/site";
import { schoolFacts } from "~/services/school.server";
import { getTenant } from "~/services/tenant.server";
import { pageMeta } from "~/utils/meta";
import { phoneLabel, telHref } from "~/utils/phone";

export const meta = pageMeta(PRIVACY_PAGE);

export async function loader({ request }: LoaderFunctionArgs) {
  const tenant = await getTenant(request);
  const school = tenant.status === "found" ? schoolFacts(tenant.client) : null;
  return json({ name: school?.name ?? FALLBACK_SCHOOL_NAME, emails: school?.emails ?? [], phones: school?.phones ?? [] });
}

export default function PrivacyPage() {
  const { name, emails, phones } = useLoaderData<typeof loader>();
  const link = "font-semibold text-brand underline underline-offset-4";
  return (
    <>
      <PageBanner title={PRIVACY_PAGE.title} lead={PRIVACY.lead(name)} />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 text-lg text-slate-800">
        <Part id="privacy-who" title={PRIVACY.who.title}>
          <p>{PRIVACY.who.text(name)}</p>
        </Part>
        <Part id="privacy-what" title={PRIVACY.what.title}>
          <List items={PRIVACY.what.items} />
        </Part>
        <Part id="privacy-why" title={PRIVACY.why.title}>
          <List items={PRIVACY.why.items} />
          <p className="mt-3">{PRIVACY.why.notSold}</p>
        </Part>
        <Part id="privacy-how-long" title={PRIVACY.howLong.title}>
          <p>{PRIVACY.howLong.text}</p>
        </Part>
        <Part id="privacy-rights" title={PRIVACY.rights.title}>
          <p>{PRIVACY.rights.text}</p>
          {emails.length > 0 || phones.length > 0 ? (
            <>
              <p className="mt-3">{PRIVACY.rights.contact}</p>
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
            <p className="mt-3">{PRIVACY.rights.noContact}</p>
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
