import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { MapEmbed } from "~/components/MapEmbed";
import { PageBanner } from "~/components/PageBanner";
import { DirectionItem } from "~/components/SchoolPageItems";
import { ClockIcon, PinIcon } from "~/components/layout/icons";
import { FALLBACK_SCHOOL_NAME } from "~/content/site";
import { loadVisitUs } from "~/services/school-pages.server";
import { copyMeta } from "~/utils/meta";
import { phoneLabel, telHref } from "~/utils/phone";
import { useRootData } from "~/utils/root-data";

export const meta = copyMeta();

export const loader = ({ request }: LoaderFunctionArgs) => loadVisitUs(request);

/**
 * SPEC §2 "Visit Us": location and school hours, the school's own directions (README "Staff
 * console": "Pages"), the same map as Contact Information.
 */
export default function VisitUs() {
  const { directions, copy } = useLoaderData<typeof loader>();
  // The root loader already holds the school's name and address lines.
  const site = useRootData()?.site;
  const lines = site?.addressLines ?? [];
  const name = site?.name ?? FALLBACK_SCHOOL_NAME;
  const phone = site?.phones[0];
  // SPEC §2's school hours, unless the school gives its own (client info).
  const hours = site?.schoolHours.length ? site.schoolHours : copy.hours;
  return (
    <>
      <PageBanner title={copy.page.title} lead={copy.lead} />
      <div className="mx-auto mt-12 grid max-w-6xl gap-6 px-4 md:grid-cols-2">
        <section aria-labelledby="visit-location" className="rounded-2xl bg-white p-6 shadow ring-1 ring-slate-900/5 md:p-8">
          <h2 id="visit-location" className="flex items-center gap-3 text-2xl font-bold text-slate-900">
            <span aria-hidden="true" className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand text-white">
              <PinIcon className="h-6 w-6" />
            </span>
            {copy.locationTitle}
          </h2>
          {lines.length > 0 ? (
            <address className="mt-4 not-italic text-lg text-slate-800">
              <span className="block font-semibold">{name}</span>
              {lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          ) : null}
          <h3 className="mt-6 flex items-center gap-2 text-lg font-semibold text-slate-900">
            <ClockIcon className="h-5 w-5" /> {copy.hoursTitle}
          </h3>
          <dl className="mt-2 space-y-2 text-slate-800">
            {hours.map((row) => (
              <div key={row.days} className="flex flex-wrap justify-between gap-x-4 border-b border-slate-100 pb-2">
                <dt className="font-semibold">{row.days}</dt>
                <dd>{row.time}</dd>
              </div>
            ))}
          </dl>
          {phone ? (
            <p className="mt-4 text-slate-700">
              {copy.visitNoteWithPhone.before}{" "}
              <a href={telHref(phone)} className="whitespace-nowrap font-semibold text-brand underline underline-offset-4">
                {phoneLabel(phone)}
              </a>{" "}
              {copy.visitNoteWithPhone.after}
            </p>
          ) : (
            <p className="mt-4 text-slate-700">{copy.visitNote}</p>
          )}
          <p className="mt-2 text-slate-700">
            {copy.book.text}{" "}
            <Link to={copy.bookTo} className="font-semibold text-brand underline underline-offset-4">
              {copy.book.link}
            </Link>
          </p>
        </section>
        {directions.length > 0 ? (
          <section aria-labelledby="visit-directions" className="rounded-2xl bg-white p-6 shadow ring-1 ring-slate-900/5 md:p-8">
            <h2 id="visit-directions" className="text-2xl font-bold text-slate-900">
              {copy.directionsTitle}
            </h2>
            <dl className="mt-4 space-y-4">
              {directions.map((direction) => (
                <DirectionItem key={direction.key} mode={direction.mode} text={direction.text} />
              ))}
            </dl>
          </section>
        ) : null}
      </div>
      <MapEmbed title={copy.mapTitle} addressLines={lines} pin={site?.mapPin ?? null} words={copy.map} />
    </>
  );
}
