import { Link } from "@remix-run/react";
import type { CallToActionCopy } from "~/utils/copy";

/** The button at the end of a static page (SPEC §2: 'Contact Us Today', 'Apply Now', 'Book a Visit' …): a link, so it works without JavaScript. */
export function CallToAction({ cta }: { cta: CallToActionCopy }) {
  return (
    <div className="mx-auto my-12 max-w-4xl px-4">
      <div className="flex flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-lg ring-1 ring-slate-900/5 md:flex-row md:justify-between md:text-left">
        <p className="text-lg font-medium text-slate-800">{cta.text}</p>
        <Link
          to={cta.to}
          className="inline-block shrink-0 rounded-full bg-accent px-8 py-3 text-base font-bold text-accent-contrast shadow hover:opacity-90"
        >
          {cta.label}
        </Link>
      </div>
    </div>
  );
}
