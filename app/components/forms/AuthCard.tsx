import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** The narrow card of the sign-in pages, under the page's h1. */
export function AuthCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <div className="relative rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-900/5 md:p-8">
        <h1 className="text-3xl font-bold text-brand">{title}</h1>
        {lead ? <p className="mt-2 text-slate-700">{lead}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

export const PRIMARY_BUTTON =
  "inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-8 py-3 text-lg font-bold text-white shadow hover:brightness-90";

export const SECONDARY_BUTTON =
  "inline-flex min-h-12 w-full items-center justify-center rounded-full border-2 border-brand bg-white px-8 py-3 text-lg font-bold text-brand hover:bg-slate-100";

/** "New here? Create an account": the link between the sign-in and register pages. */
export function AuthSwitch({ text, link, to }: { text: string; link: string; to: string }) {
  return (
    <p className="mt-6 text-slate-700">
      {text}{" "}
      <Link to={to} className="font-semibold text-brand underline underline-offset-4">
        {link}
      </Link>
    </p>
  );
}
