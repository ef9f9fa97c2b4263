import type { ToastKind, ToastView } from "~/utils/toast";

export type ToastItem = ToastView & { id: string };

export const TOAST_STYLES: Record<ToastKind, { box: string; label: string }> = {
  success: { box: "border-green-700 bg-green-50 text-green-900", label: "Success" },
  error: { box: "border-red-700 bg-red-50 text-red-900", label: "Error" },
  info: { box: "border-sky-700 bg-sky-50 text-sky-900", label: "Information" },
  warning: { box: "border-amber-700 bg-amber-50 text-amber-900", label: "Warning" },
};

/** A toast's words: its kind for screen readers, the message, and the description under it. */
export function ToastText({ toast }: { toast: ToastItem }) {
  return (
    <p className="min-w-0 flex-1 text-sm">
      <span className="sr-only">{TOAST_STYLES[toast.type].label}: </span>
      <span className="font-semibold">{toast.message}</span>
      {toast.description ? <span className="mt-1 block">{toast.description}</span> : null}
    </p>
  );
}
