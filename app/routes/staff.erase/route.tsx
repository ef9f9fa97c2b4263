import { Form, Link, useLoaderData } from "@remix-run/react";
import type { loader } from "./loader.server";
import { Pager } from "~/components/staff/Pager";
import { ColumnHeads } from "~/components/staff/ColumnHeads";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { STAFF_PAGES, STAFF_TEXT } from "~/content/staff";
import { pageMeta } from "~/utils/meta";
import { describeCounts, total } from "./copy";
import { ScrollPanel } from "~/components/staff/ScrollPanel";

export { action } from "./action.server";
export { loader } from "./loader.server";

export const meta = pageMeta(STAFF_PAGES.erase, { noindex: true });

export default function ErasePage() {
  const { typed, mobileError, found, page, pages, erasures } = useLoaderData<typeof loader>();
  return (
    <div className="mt-8 space-y-6">
      <div>
        <h1 className={S.h1}>{STAFF_PAGES.erase.title}</h1>
        <p className={S.lead}>
          When a family asks the school to erase their data (DPDP Act 2023, GDPR), find their records by the mobile number they gave. Their
          enrollments, enquiries, visits and testimonials, with their history and mails, are erased for good; a note of how many, by whom and when,
          stays below.
        </p>
      </div>

      {/* Step 1, a GET form: what would go. */}
      <Form method="get" action="/staff/erase" aria-labelledby="erase-find" className={`${S.panel} grid gap-4`}>
        <h2 id="erase-find" className="text-xl font-bold text-slate-900">
          Find a family&apos;s records
        </h2>
        <div className="max-w-sm">
          <label htmlFor="erase-mobile" className={S.label}>
            Mobile number
          </label>
          <input
            id="erase-mobile"
            name="mobile"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            defaultValue={typed}
            aria-invalid={mobileError ? true : undefined}
            aria-describedby={mobileError ? "erase-mobile-error" : undefined}
            autoFocus={Boolean(mobileError)}
            className={`${S.control} mt-1`}
          />
          {mobileError ? (
            <p id="erase-mobile-error" className="mt-1 text-sm font-medium text-red-700">
              {mobileError}
            </p>
          ) : null}
        </div>
        <div>
          <button type="submit" className={S.primary}>
            Find records
          </button>
        </div>
      </Form>

      {/* Step 2, a POST: the erasure itself. */}
      {found ? (
        <section aria-labelledby="erase-found" className={`${S.panel} border-l-4 border-red-700`}>
          <h2 id="erase-found" className="text-xl font-bold text-slate-900">
            Records for {found.mobile}
          </h2>
          {total(found.counts) > 0 ? (
            <>
              <p className="mt-2 text-slate-800">Found {describeCounts(found.counts)}.</p>
              <Form method="post" action="/staff/erase" className="mt-4">
                <input type="hidden" name="mobile" value={found.mobile} />
                <button type="submit" className={S.danger}>
                  Erase these records for good
                </button>
              </Form>
            </>
          ) : (
            <p className="mt-2 text-slate-800">Nothing is stored for this mobile number.</p>
          )}
          <p className="mt-4">
            <Link to="/staff/erase" className={S.link}>
              Cancel
            </Link>
          </p>
        </section>
      ) : null}

      <ScrollPanel labelledBy="erasures-title">
        <h2 id="erasures-title" className="text-xl font-bold text-slate-900">
          Erasures done
        </h2>
        {erasures.length === 0 ? (
          <p className="mt-2 text-slate-800">None yet.</p>
        ) : (
          <table className={`${S.table} mt-4`}>
            <caption className="sr-only">Erasures done, newest first, without the family&apos;s data</caption>
            <ColumnHeads names={["When", "Who", "What"]} />
            <tbody>
              {erasures.map((row) => (
                <tr key={row.id}>
                  <td className={`${S.td} whitespace-nowrap`}>{row.when}</td>
                  <td className={S.td}>{row.actorName}</td>
                  <td className={S.td}>{row.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pager
          page={page}
          pages={pages}
          hrefFor={(to) => `/staff/erase?page=${to}`}
          copy={{ label: "Erasure pages", previous: STAFF_TEXT.previous, next: STAFF_TEXT.next, page: STAFF_TEXT.page }}
        />
      </ScrollPanel>
    </div>
  );
}
