import { Link } from "@remix-run/react";
import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";

// useLayoutEffect warns when rendered on the server; the dialog only acts in the browser.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

type DialogTone = "success" | "error" | "none";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What Tab can reach inside the dialog, in order (hidden ones, like the honeypot, left out). */
function focusables(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

type DialogProps = {
  id: string;
  title: string;
  open: boolean;
  /** Escape, the dismiss button or a native close: the owner updates `open` (or the URL). */
  onClose: () => void;
  children: ReactNode;
  tone?: DialogTone;
  /** 'alertdialog' for the results of SPEC §8 ('Saved', 'Error!'), 'dialog' for a form. */
  role?: "dialog" | "alertdialog";
  /**
   * The dismiss control. `to`: a link (a navigation, with or without
   * JavaScript); otherwise a button in a `<form method="dialog">`, which closes the dialog natively,
   * even without JavaScript, keeping the page (and a form's values) as it is.
   */
  dismiss?: {
    label: string;
    to?: string;
    /** Without JavaScript, focus it on load (a result popup). */
    autoFocus?: boolean;
    /** A secondary action beside the footer's own (a form's Cancel). */
    secondary?: boolean;
  };
  /** Where focus goes on close when the element focused before opening is gone. */
  fallbackFocus?: () => HTMLElement | null;
  /** Extra content below the body (a form's buttons). */
  footer?: ReactNode;
  wide?: boolean;
  /** Keep the element in the DOM while closed (a form whose values must survive closing). */
  keepMounted?: boolean;
  className?: string;
};

/**
 * SPEC §2 and §8's popups and the testimonial modal, one component for both worlds:
 * - server-rendered (and so without JavaScript): an open, non-modal `<dialog>` in the page's flow,
 *   where it was rendered (after a Post/Redirect/Get or a re-rendered form);
 * - after hydration: the same element shown with showModal() — focus moves in and is kept there
 *   (the rest of the page is inert), Escape closes, and focus returns to where it was.
 */
export function Dialog({
  id,
  title,
  open,
  onClose,
  children,
  tone = "none",
  role = "dialog",
  dismiss,
  fallbackFocus,
  footer,
  wide = false,
  keepMounted = false,
  className = "",
}: DialogProps) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef({ onClose, fallbackFocus, open });
  latest.current = { onClose, fallbackFocus, open };

  useBrowserLayoutEffect(() => {
    const dialog = ref.current;
    if (!hydrated || !open || !dialog) return;
    const previous = document.activeElement;
    if (!dialog.open) dialog.showModal();
    // showModal() focuses the first control; a result popup's dismiss button goes first even when
    // its text holds a link (the enquiry's reference).
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // After this commit: the element focused before may be replaced (a form reset remounts it).
      window.setTimeout(() => {
        if (document.activeElement && document.activeElement !== document.body && document.activeElement.isConnected) return;
        const back =
          previous instanceof HTMLElement && previous.isConnected && previous !== document.body ? previous : latest.current.fallbackFocus?.();
        back?.focus();
      }, 0);
    };
  }, [hydrated, open]);

  if (!open && !keepMounted) return null;

  const titleId = `${id}-title`;
  const bodyId = `${id}-body`;
  return (
    <dialog
      ref={ref}
      id={id}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-labelledby={titleId}
      aria-describedby={role === "alertdialog" ? bodyId : undefined}
      // Server HTML: open in the flow. In the browser the effect opens it as a modal.
      open={!hydrated && open ? true : undefined}
      onCancel={(event) => {
        // Escape: the owner decides (it may have to change the URL). A field keeping focus would
        // lose it while React closes the dialog, and Conform's blur check would then post the
        // form: focus leaves it here, in the key's own event, first.
        event.preventDefault();
        if (document.activeElement instanceof HTMLElement && event.currentTarget.contains(document.activeElement)) document.activeElement.blur();
        latest.current.onClose();
      }}
      onKeyDown={(event) => {
        // A modal dialog makes the page inert, but Tab would still leave it for the browser's own
        // controls: wrap around inside instead (focus trapped, WCAG 2.1.2 allows it with Escape).
        const dialog = ref.current;
        if (event.key !== "Tab" || !dialog?.matches(":modal")) return;
        const items = focusables(dialog);
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        const active = document.activeElement;
        if (event.shiftKey && (active === first || active === dialog)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && active === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      onClose={() => {
        // Closed natively (a method="dialog" button, a second Escape) while still meant to be open.
        if (latest.current.open) latest.current.onClose();
      }}
      className={`relative mx-auto my-6 w-full max-w-3xl scroll-mt-28 overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-xl ring-1 ring-slate-900/10 [&:modal]:fixed [&:modal]:m-auto [&:modal]:max-h-[calc(100dvh-2rem)] [&:modal]:overflow-y-auto backdrop:bg-slate-900/60 ${
        wide ? "[&:modal]:w-[min(calc(100vw-2rem),40rem)]" : "[&:modal]:w-[min(calc(100vw-2rem),28rem)]"
      } ${className}`}
    >
      <div className="flex items-start gap-4 p-6">
        <ToneIcon tone={tone} />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-2xl font-bold text-slate-900">
            {title}
          </h2>
          <div id={bodyId} className="mt-2 text-slate-800">
            {children}
          </div>
        </div>
      </div>
      {footer || dismiss ? (
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-slate-50 px-6 py-4">
          {dismiss?.secondary ? <Dismiss dismiss={dismiss} hydrated={hydrated} /> : null}
          {footer}
          {dismiss && !dismiss.secondary ? <Dismiss dismiss={dismiss} hydrated={hydrated} /> : null}
        </div>
      ) : null}
    </dialog>
  );
}

const PRIMARY = "inline-flex min-h-11 items-center rounded-full bg-brand px-6 py-2 font-semibold text-white hover:brightness-90";
const SECONDARY =
  "inline-flex min-h-11 items-center rounded-full border-2 border-brand bg-white px-6 py-2 font-semibold text-brand hover:bg-slate-100";

function Dismiss({ dismiss, hydrated }: { dismiss: NonNullable<DialogProps["dismiss"]>; hydrated: boolean }) {
  const className = dismiss.secondary ? SECONDARY : PRIMARY;
  if (dismiss.to) {
    return (
      <Link
        to={dismiss.to}
        replace
        preventScrollReset
        autoFocus={!hydrated && dismiss.autoFocus}
        data-autofocus={dismiss.autoFocus || undefined}
        className={className}
      >
        {dismiss.label}
      </Link>
    );
  }
  return (
    <form method="dialog">
      <button type="submit" autoFocus={!hydrated && dismiss.autoFocus} data-autofocus={dismiss.autoFocus || undefined} className={className}>
        {dismiss.label}
      </button>
    </form>
  );
}

function ToneIcon({ tone }: { tone: DialogTone }) {
  if (tone === "none") return null;
  const success = tone === "success";
  return (
    <span
      aria-hidden="true"
      className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-full ${success ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800"}`}
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" className="h-7 w-7">
        {success ? <path d="M5 13l4 4L19 7" /> : <path d="M6 6l12 12M18 6L6 18" />}
      </svg>
    </span>
  );
}
