import type { ReactNode } from "react";

/**
 * The banner at the top of every inner page (SPEC §2 "Hero banner", "Banner"): the page's one h1 and
 * a short lead. Without a title (SPEC §2: Why Choose Us has an empty banner title) it is a purely
 * decorative band and the page puts its h1 below it.
 */
export function PageBanner({ title, lead, children }: { title?: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="on-brand relative isolate overflow-hidden bg-brand text-white">
      <svg aria-hidden="true" className="absolute inset-0 -z-10 h-full w-full opacity-15" preserveAspectRatio="xMidYMid slice" viewBox="0 0 100 40">
        <circle cx="8" cy="8" r="10" fill="currentColor" />
        <circle cx="92" cy="34" r="14" fill="currentColor" />
        <circle cx="70" cy="4" r="4" fill="currentColor" />
        <circle cx="30" cy="38" r="5" fill="currentColor" />
      </svg>
      <div className={`mx-auto max-w-7xl px-4 text-center ${title ? "py-12 md:py-16" : "py-8 md:py-10"}`}>
        {title ? <h1 className="text-3xl font-extrabold tracking-tight md:text-5xl">{title}</h1> : null}
        {lead ? <p className="mx-auto mt-4 max-w-3xl text-lg text-white">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
