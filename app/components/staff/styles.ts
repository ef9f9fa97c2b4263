/** Class names the console's pages share (tables, buttons, panels). */
export const STAFF_STYLES = {
  h1: "text-3xl font-bold text-slate-900",
  lead: "mt-2 text-slate-700",
  panel: "rounded-2xl bg-white p-6 shadow ring-1 ring-slate-900/5",
  table: "w-full border-collapse text-left text-sm md:text-base",
  caption: "mb-2 text-left text-lg font-semibold text-slate-900",
  th: "border-b-2 border-slate-300 px-3 py-2 font-semibold text-slate-900",
  td: "border-b border-slate-200 px-3 py-2 align-top text-slate-800",
  link: "font-semibold text-brand underline underline-offset-4",
  primary: "inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-6 py-2 font-semibold text-white shadow hover:brightness-90",
  secondary:
    "inline-flex min-h-11 items-center justify-center rounded-full border-2 border-brand bg-white px-5 py-2 font-semibold text-brand hover:bg-slate-100",
  danger: "inline-flex min-h-11 items-center justify-center rounded-full bg-red-700 px-5 py-2 font-semibold text-white shadow hover:bg-red-800",
  control:
    "block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700",
  label: "block font-semibold text-slate-900",
} as const;
