import { Form } from "@remix-run/react";
import { useLocalPath, type NewsletterCopy } from "~/utils/root-data";
import { FieldError } from "./FieldError";
import { HoneypotTrap } from "./FormGuardFields";

/** Where the newsletter box posts (README "Newsletter"). */
export const NEWSLETTER_ACTION = "/newsletter";
/** The page a sign-up goes back to, with its thank-you toast. */
export const RETURN_FIELD = "returnTo";

const TONES = {
  footer: {
    label: "block text-sm text-slate-300",
    input: "w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500",
    note: "text-xs text-slate-300",
    button: "rounded-md bg-accent px-4 py-2 text-sm font-bold text-accent-contrast hover:opacity-90",
  },
  page: {
    label: "block font-semibold text-slate-900",
    input:
      "block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 " +
      "aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700",
    note: "text-sm text-slate-700",
    button:
      "inline-flex min-h-12 items-center justify-center rounded-full bg-brand px-8 py-3 text-lg font-bold text-white shadow hover:brightness-90",
  },
} as const;

/**
 * SPEC §2's newsletter box: an e-mail field and SUBSCRIBE, in the footer of every page and on the
 * /newsletter page. It carries nothing of its visitor (no form guard), so the pages it sits on stay
 * shared between visitors (README "Caching"); a static honeypot trap, the cross-site check and the
 * provider's limit protect it instead. Without JavaScript it is a plain POST form.
 */
export function NewsletterForm({
  copy,
  tone,
  returnTo,
  email = "",
  error,
}: {
  copy: NewsletterCopy;
  tone: keyof typeof TONES;
  /** The page this box is on (same for every visitor of that page). */
  returnTo: string;
  email?: string;
  error?: string;
}) {
  const style = TONES[tone];
  const id = `newsletter-${tone}`;
  const described = [error ? `${id}-error` : "", `${id}-note`].filter(Boolean).join(" ");
  return (
    <Form method="post" action={useLocalPath()(NEWSLETTER_ACTION)} noValidate className={tone === "footer" ? "mt-4 space-y-3" : "grid gap-4"}>
      <HoneypotTrap idPrefix={`${id}-`} />
      <input type="hidden" name={RETURN_FIELD} value={returnTo} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-email`} className={style.label}>
          {copy.label}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          autoFocus={Boolean(error)}
          className={style.input}
          placeholder={copy.placeholder}
        />
        <FieldError id={`${id}-error`} errors={error ? [error] : undefined} />
      </div>
      <p id={`${id}-note`} className={style.note}>
        {copy.note}
      </p>
      <div>
        <button type="submit" className={style.button}>
          {copy.button}
        </button>
      </div>
    </Form>
  );
}
