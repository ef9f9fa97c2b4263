import { useState, type ReactNode } from "react";
import type { FormMessage } from "~/utils/forms";
import { Dialog } from "./Dialog";
import { useTranslate } from "./use-translate";

/**
 * SPEC §4 and §8's 'Saved' popup after a Post/Redirect/Get: opened by the form's one-time
 * confirmation (utils/toast.ts), closed by its button natively (a `method="dialog"` form, also
 * without JavaScript) or by Escape; nothing in the URL to undo.
 */
export function SavedDialog({
  id,
  confirmation,
  copy,
  fallbackFocus,
  extra,
}: {
  id: string;
  /** The confirmation's id while there is one to show. */
  confirmation: string | undefined;
  copy: { savedTitle: string; savedText: string; okay: string };
  fallbackFocus: () => HTMLElement | null;
  /** After the fixed text (the enquiry's reference). */
  extra?: ReactNode;
}) {
  const [dismissed, setDismissed] = useState<string | undefined>(undefined);
  return (
    <Dialog
      id={id}
      role="alertdialog"
      tone="success"
      title={copy.savedTitle}
      open={confirmation !== undefined && confirmation !== dismissed}
      onClose={() => setDismissed(confirmation)}
      dismiss={{ label: copy.okay, autoFocus: true }}
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
  const translate = useTranslate();
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
      <p>{shown ? translate(shown.message) : null}</p>
    </Dialog>
  );
}
