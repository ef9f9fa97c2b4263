import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { askedYear, getSeasonReport, type SeasonGroup } from "~/models/staffReport.server";
import { notFound, refuse, requireStaff } from "~/services/staff.server";
import { pageMeta } from "~/utils/meta";
import { dayInWords } from "~/utils/visits";
import { SEASON_MEASURES, type SeasonMeasure } from "../../../shared/season-report";
import { seasonChart } from "./chart.server";
import { MEASURE_LABELS, REPORT_PAGE, REPORT_TEXT as T } from "./copy";

// The season at a glance (README "Admissions"): one admission year's numbers per class, in total
// and by source, a bar chart and the CSV. Everything is worked out on the server (the chart too):
// the page has no action and loads no code of its own beyond drawing what it is given. The year is
// chosen with a plain GET form.

export const meta = pageMeta(REPORT_PAGE, { noindex: true });

const PATH = "/staff/report";

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const yearId = askedYear(request);
  if (yearId === null) throw notFound();
  const answer = await getSeasonReport(staff, yearId);
  if (!answer.ok) return refuse(request, answer);
  const report = answer.data.data;
  if (!report) return json({ report: null, chart: null, season: "" });
  return json({
    report,
    chart: seasonChart(report.classes, report.total.counts),
    season: T.season(report.year.label, dayInWords(report.season.from), dayInWords(report.season.until)),
  });
}

export default function SeasonReportPage() {
  const { report, chart, season } = useLoaderData<typeof loader>();
  return (
    <div className="mt-8 space-y-8">
      <div>
        <h1 className={S.h1}>{REPORT_PAGE.title}</h1>
        <p className={S.lead}>{T.lead}</p>
      </div>
      {report && chart ? (
        <>
          <div className={`${S.panel} flex flex-wrap items-end justify-between gap-4`}>
            <Form method="get" action={PATH} aria-label={T.chooser} className="flex flex-wrap items-end gap-3">
              <div>
                <label htmlFor="report-year" className={S.label}>
                  {T.year}
                </label>
                <select id="report-year" name="yearId" defaultValue={String(report.year.id)} key={report.year.id} className={`${S.control} mt-1`}>
                  {report.years.map((year) => (
                    <option key={year.id} value={String(year.id)}>
                      {year.label}
                      {year.open ? T.openYear : ""}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className={S.primary}>
                {T.show}
              </button>
            </Form>
            {/* A download, not a page: the browser fetches it itself (reloadDocument). */}
            <Link to={`${PATH}/export?yearId=${report.year.id}`} reloadDocument download className={S.secondary}>
              {T.download}
            </Link>
          </div>
          <p className="text-slate-800">{season}</p>

          <section aria-labelledby="by-class-title" className={S.panel}>
            <h2 id="by-class-title" className="text-xl font-bold text-slate-900">
              {T.byClass}
            </h2>
            {/* The caption first or last (HTML's figure): first, so it says what follows before it does. */}
            <figure className="mt-4 space-y-4">
              <figcaption className="text-slate-700">{T.chartNote}</figcaption>
              <svg viewBox={`0 0 ${chart.width} ${chart.height}`} className="h-auto w-full max-w-3xl" aria-hidden="true" focusable="false">
                {chart.rows.map((row) => (
                  <g key={row.label}>
                    <text x={chart.labelEnd} y={row.y} textAnchor="end" dominantBaseline="central" className="fill-slate-900 text-sm">
                      {row.label}
                    </text>
                    {row.segments.map((segment) => (
                      <rect
                        key={segment.x}
                        x={segment.x}
                        y={row.y - chart.bar / 2}
                        width={segment.width}
                        height={chart.bar}
                        fill={segment.colour}
                        stroke="#ffffff"
                      />
                    ))}
                    <text x={row.totalX} y={row.y} dominantBaseline="central" className="fill-slate-900 text-sm font-semibold">
                      {row.total}
                    </text>
                  </g>
                ))}
              </svg>
              <ul aria-hidden="true" className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-800">
                {chart.legend.map((item) => (
                  <li key={item.name} className="flex items-center gap-2">
                    <svg viewBox="0 0 12 12" className="size-3" focusable="false">
                      <rect width="12" height="12" fill={item.colour} />
                    </svg>
                    {item.name}
                  </li>
                ))}
              </ul>
              <ClassTable report={report} />
            </figure>
          </section>

          <section aria-labelledby="by-source-title" className={S.panel}>
            <h2 id="by-source-title" className="text-xl font-bold text-slate-900">
              {T.bySource}
            </h2>
            <p className="mt-1 text-slate-700">{T.sourceLead}</p>
            {report.sources.length > 0 ? <SourceTable report={report} /> : <p className="mt-4 text-slate-800">{T.noSources}</p>}
          </section>

          <details className={S.panel}>
            <summary className="cursor-pointer font-semibold text-slate-900">{T.howTitle}</summary>
            <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
              {T.how.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </details>
        </>
      ) : (
        <p className="text-slate-800">
          {T.noYear}{" "}
          <Link to="/staff/admissions" className={S.link}>
            {T.setUpYear}
          </Link>
          .
        </p>
      )}
    </div>
  );
}

type Report = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["report"]>;
type Group = Pick<SeasonGroup, "counts" | "conversions">;

const NUMBER = `${S.td} text-right tabular-nums`;
const HEAD_NUMBER = `${S.th} text-right`;

/**
 * A wide table scrolls sideways in a region of its own, which takes focus so a keyboard can scroll
 * it. Its title stands above the region, not as the table's caption, which would be as wide as the
 * table and scroll away with it; it names the region and the table alike. Positioned, so the cells'
 * visually hidden words (absolute) scroll inside it instead of widening the page.
 */
function Scrolling({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <>
      <p id={id} className={`mt-4 ${S.caption}`}>
        {title}
      </p>
      <div role="region" aria-labelledby={id} tabIndex={0} className="relative overflow-x-auto">
        {children}
      </div>
    </>
  );
}

/** A count and, under it, its share of the stage before (when there is one to take a share of). */
function Count({ group, measure }: { group: Group; measure: SeasonMeasure }) {
  const value = group.counts[measure];
  if (value === null)
    return (
      <>
        <span aria-hidden="true">{T.none}</span>
        <span className="sr-only">{T.notPerClass}</span>
      </>
    );
  const share = measure in group.conversions ? group.conversions[measure as keyof Group["conversions"]] : null;
  return (
    <>
      {value}
      {share === null ? null : (
        <span className="block text-sm text-slate-700">
          {T.percent(share)}
          <span className="sr-only">{T.ofBefore}</span>
        </span>
      )}
    </>
  );
}

function Plain({ value, words }: { value: number | null; words?: (value: number) => string }) {
  return <>{value === null ? T.none : words ? words(value) : value}</>;
}

function ClassTable({ report }: { report: Report }) {
  const columns = [...report.classes, { ...report.total, name: T.total }];
  return (
    <Scrolling id="by-class-caption" title={T.classCaption(report.year.label)}>
      <table className={S.table} aria-labelledby="by-class-caption">
        <thead>
          <tr>
            <th scope="col" className={S.th}>
              {T.stage}
            </th>
            {columns.map((column) => (
              <th key={column.name} scope="col" className={HEAD_NUMBER}>
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SEASON_MEASURES.map((measure) => (
            <tr key={measure}>
              <th scope="row" className={`${S.td} font-semibold text-slate-900`}>
                {MEASURE_LABELS[measure]}
              </th>
              {columns.map((column) => (
                <td key={column.name} className={NUMBER}>
                  <Count group={column} measure={measure} />
                </td>
              ))}
            </tr>
          ))}
          {(
            [
              [T.seats, (column: (typeof columns)[number]) => <Plain value={column.seats} />],
              [T.seatsLeft, (column: (typeof columns)[number]) => <Plain value={column.seatsLeft} />],
              [T.median, (column: (typeof columns)[number]) => <Plain value={column.medianFirstResponseMinutes} words={T.duration} />],
            ] as const
          ).map(([label, cell]) => (
            <tr key={label}>
              <th scope="row" className={`${S.td} font-semibold text-slate-900`}>
                {label}
              </th>
              {columns.map((column) => (
                <td key={column.name} className={NUMBER}>
                  {cell(column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Scrolling>
  );
}

function SourceTable({ report }: { report: Report }) {
  return (
    <Scrolling id="by-source-caption" title={T.sourceCaption(report.year.label)}>
      <table className={S.table} aria-labelledby="by-source-caption">
        <thead>
          <tr>
            <th scope="col" className={S.th}>
              {T.source}
            </th>
            {SEASON_MEASURES.map((measure) => (
              <th key={measure} scope="col" className={HEAD_NUMBER}>
                {MEASURE_LABELS[measure]}
              </th>
            ))}
            <th scope="col" className={HEAD_NUMBER}>
              {T.median}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.sources.map((source) => (
            <tr key={source.name}>
              <th scope="row" className={`${S.td} font-semibold text-slate-900`}>
                {source.name}
              </th>
              {SEASON_MEASURES.map((measure) => (
                <td key={measure} className={NUMBER}>
                  <Count group={source} measure={measure} />
                </td>
              ))}
              <td className={NUMBER}>
                <Plain value={source.medianFirstResponseMinutes} words={T.duration} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scrolling>
  );
}
