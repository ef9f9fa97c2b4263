import { Link } from "@remix-run/react";

/** Previous and next links of a paged list (plain links: they work without JavaScript). */
export function Pager({
  page,
  pages,
  hrefFor,
  copy,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  copy: { label: string; previous: string; next: string; page: (page: number, pages: number) => string };
}) {
  if (pages <= 1) return null;
  const link = "inline-flex min-h-11 items-center rounded-full border-2 border-brand bg-white px-5 py-2 font-semibold text-brand hover:bg-slate-100";
  return (
    <nav aria-label={copy.label} className="mt-6 flex flex-wrap items-center gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={link}>
          {copy.previous}
        </Link>
      ) : null}
      <p className="text-slate-800">{copy.page(page, pages)}</p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={link}>
          {copy.next}
        </Link>
      ) : null}
    </nav>
  );
}
