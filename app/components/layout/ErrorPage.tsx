import { Link } from "@remix-run/react";
import { useLocalPath, type ErrorPageCopy } from "~/utils/root-data";

/** The page of an unknown URL or an unexpected error: never a stack or an error's own text. */
export function ErrorPage({ copy }: { copy: ErrorPageCopy }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-brand" aria-hidden="true">
        {copy.mark}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{copy.text}</p>
      <Link to={useLocalPath()("/")} className="mt-8 inline-block rounded-full bg-brand px-6 py-3 font-semibold text-white shadow hover:opacity-90">
        {copy.home}
      </Link>
    </section>
  );
}
