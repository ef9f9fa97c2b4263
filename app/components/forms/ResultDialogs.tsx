import { useNavigate } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import type { FormMessage } from "~/utils/forms";
import { Dialog } from "./Dialog";

/**
 * SPEC §4 and §8's 'Saved' popup after a Post/Redirect/Get: opened by a flag in the URL, closed
 * (button, Escape) by going back to `back` without it, with or without JavaScript.
 */
export function SavedDialog({
  id,
  open,
  back,
  copy,
  fallbackFocus,
  extra,
}: {
  id: string;
  open: boolean;
  back: string;
  copy: { savedTitle: string; savedText: string; okay: string };
  fallbackFocus: () => HTMLElement | null;
  /** After the fixed text (the enquiry's reference). */
  extra?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Dialog
      id={id}
      role="alertdialog"
      tone="success"
      title={copy.savedTitle}
      open={open}
      onClose={() => navigate(back, { replace: true, preventScrollReset: true })}
      dismiss={{ label: copy.okay, to: back, autoFocus: true }}
      fallbackFocus={fallbackFocus}
    >
      <p>{copy.savedText}</p>
      {extra ? <div className="mt-3">{extra}</div> : null}
    </Dialog>
  );
}

/** SPEC §8's 'Error!' popup with the action's message; each answer opens it once. */
export function ErrorDialog({
  id,
  message,
  title,
  dismiss,
  fallbackFocus,
  className,
}: {
  id: string;
  message: FormMessage | undefined;
  title: string;
  /** The button's text ('Okay', 'Cool'). */
  dismiss: string;
  fallbackFocus?: () => HTMLElement | null;
  className?: string;
}) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  const shown = message && message.id !== dismissed ? message : undefined;
  return (
    <Dialog
      id={id}
      role="alertdialog"
      tone="error"
      title={title}
      open={Boolean(shown)}
      onClose={() => setDismissed(shown?.id ?? null)}
      dismiss={{ label: dismiss, autoFocus: true }}
      fallbackFocus={fallbackFocus}
      className={className}
    >
      <p>{shown?.message}</p>
    </Dialog>
  );
}
