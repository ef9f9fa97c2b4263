import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Toast as LiveToast } from "./Toast";
import type { LayoutCopy } from "~/utils/root-data";
import { TOAST_STYLES, ToastText, type ToastItem } from "./ToastText";

/**
 * The toast area, top right (SPEC §2). The server renders the messages, so they show without
 * JavaScript; in the browser each one closes itself after 5 s, pauses while hovered, focused or
 * while the window is in the background, can be dragged away or closed with its button (Toast.tsx,
 * loaded once a page has a toast to show: most pages never do, README "JavaScript budgets").
 * Without JavaScript nothing could close a toast floating over the page (on a phone it would
 * cover the menu button and the logo for good), so until hydration the area sits in the page's
 * flow, right below the header (root.tsx renders it there).
 */
export function Toaster({ toasts, copy }: { toasts: ToastItem[]; copy: Pick<LayoutCopy, "notifications" | "closeNotification" | "toastKinds"> }) {
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const [Live, setLive] = useState<typeof LiveToast>();
  const visible = toasts.filter((toast) => !dismissed.has(toast.id));
  const dismiss = (id: string) => setDismissed((previous) => new Set(previous).add(id));
  const wanted = hydrated && visible.length > 0 && !Live;
  useEffect(() => {
    // A failed chunk leaves the toast as the server drew it, still readable.
    if (wanted) import("./Toast").then((module) => setLive(() => module.Toast)).catch(() => undefined);
  }, [wanted]);
  const place = hydrated
    ? "pointer-events-none fixed right-4 top-4 z-[60] w-[min(24rem,calc(100vw-2rem))]"
    : `mx-auto w-full max-w-7xl px-4 ${visible.length > 0 ? "pt-4" : ""}`;
  return (
    <section aria-label={copy.notifications} className={place}>
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {visible.map((toast) =>
          Live ? (
            <Live key={toast.id} box={TOAST_STYLES[toast.type]} closeLabel={copy.closeNotification} onDismiss={() => dismiss(toast.id)}>
              <ToastText toast={toast} kinds={copy.toastKinds} />
            </Live>
          ) : (
            <div
              key={toast.id}
              className={`toast-enter pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 p-4 shadow-lg ${TOAST_STYLES[toast.type]}`}
            >
              <ToastText toast={toast} kinds={copy.toastKinds} />
            </div>
          ),
        )}
      </div>
    </section>
  );
}
