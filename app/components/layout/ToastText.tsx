import type { ToastKind, ToastView } from "~/utils/toast";

export type ToastItem = ToastView & { id: string };

export const TOAST_STYLES: Record<ToastKind, string> = {
  success: "border-green-700 bg-green-50 text-green-900",
  error: "border-red-700 bg-red-50 text-red-900",
  info: "border-sky-700 bg-sky-50 text-sky-900",
  warning: "border-amber-700 bg-amber-50 text-amber-900",
};

/** A toast's words: its kind for screen readers, the message, and the description under it. */
export function ToastText({ toast, kinds }: { toast: ToastItem; kinds: Readonly<Record<ToastKind, string>> }) {
  return (
    <p className="min-w-0 flex-1 text-sm">
      <span className="sr-only">{kinds[toast.type]}: </span>
      <span className="font-semibold">{toast.message}</span>
      {toast.description ? <span className="mt-1 block">{toast.description}</span> : null}
    </p>
  );
}
